"use client";

import { CheckCircle2 } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SUCCESS_TEXT, SUCCESS_TITLE } from "@/lib/requests/form-constants";

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Takes the focus when the dialog closes (the form's Submit button). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

export function SuccessDialog({ open, onOpenChange, returnFocusTo }: Props) {
  // The dialog has no Radix trigger (the form opens it), and Radix gives the focus back to the trigger on close: with
  // none, Done and Escape left the focus on <body> and a keyboard user started again from the top of the page.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="items-center sm:items-start">
          <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
          <DialogTitle>{SUCCESS_TITLE}</DialogTitle>
          <DialogDescription>{SUCCESS_TEXT}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

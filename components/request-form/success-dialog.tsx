"use client";

import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SUCCESS_TEXT, SUCCESS_TITLE } from "@/lib/requests/form-constants";

export function SuccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
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

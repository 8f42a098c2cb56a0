"use client";

import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { siteConfig } from "@/lib/site-config";

export const SUCCESS_TITLE = "Request Submitted Successfully";
export const SUCCESS_TEXT = `Thank you! We have received your request and will get back to you in ${siteConfig.requestResponseTime}.`;

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

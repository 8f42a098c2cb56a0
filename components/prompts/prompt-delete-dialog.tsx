"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import type { PromptSummary } from "@/lib/prompts/schema";

type Props = {
  prompt: PromptSummary | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (prompt: PromptSummary) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Deleting a prompt cannot be undone, so it asks first (same wording as deleting a request). */
export function PromptDeleteDialog({ prompt, onOpenChange, onConfirm, onCloseAutoFocus }: Props) {
  return (
    <AlertDialog open={prompt !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>This will permanently delete this prompt. This action cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => prompt && onConfirm(prompt)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

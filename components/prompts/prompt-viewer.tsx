"use client";

import { Copy, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { Prompt } from "@/lib/prompts/schema";
import { copyToClipboard } from "./copy-to-clipboard";
import { formatPromptDateTime } from "./format";

type Props = {
  prompt: Prompt | null;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The side 'Prompt Viewer': full content, Copy/Edit/Delete, and when it was created. */
export function PromptViewer({ prompt, onOpenChange, onEdit, onDelete, onCloseAutoFocus }: Props) {
  return (
    <Sheet open={prompt !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="pr-12">
          <SheetTitle>Prompt Viewer</SheetTitle>
          <SheetDescription className="text-base font-medium wrap-anywhere text-foreground">{prompt?.promptName}</SheetDescription>
        </SheetHeader>
        {prompt ? (
          <div className="flex flex-1 flex-col gap-4 px-4 pb-6">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => copyToClipboard(prompt.promptContent)}>
                <Copy aria-hidden="true" /> Copy
              </Button>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
            <div className="rounded-md border bg-muted/40 p-4 text-sm wrap-anywhere whitespace-pre-wrap" data-testid="prompt-viewer-content">
              {prompt.promptContent}
            </div>
            <p className="text-sm text-muted-foreground">
              Created: <time dateTime={prompt.createdAt}>{formatPromptDateTime(prompt.createdAt)}</time>
            </p>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

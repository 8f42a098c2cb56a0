"use client";

import { Copy, Loader2, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { Prompt, PromptSummary } from "@/lib/prompts/schema";
import { copyLoadedText } from "./copy-to-clipboard";
import { formatPromptDateTime } from "./format";
import { loadPromptContent } from "./load-prompt";
import { useFullPrompt } from "./use-full-prompt";

type Props = {
  prompt: PromptSummary | null;
  onOpenChange: (open: boolean) => void;
  /** with the whole prompt when the viewer has it already, so the form need not ask again */
  onEdit: (full: Prompt | null) => void;
  onDelete: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The side 'Prompt Viewer': full content (asked for when it opens), Copy/Edit/Delete, and when it was created. */
export function PromptViewer({ prompt, onOpenChange, onEdit, onDelete, onCloseAutoFocus }: Props) {
  const { prompt: full, error } = useFullPrompt(prompt);
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
              <Button variant="outline" size="sm" onClick={() => void copyLoadedText(full ? Promise.resolve(full.promptContent) : loadPromptContent(prompt.id))}>
                <Copy aria-hidden="true" /> Copy
              </Button>
              <Button variant="outline" size="sm" onClick={() => onEdit(full)}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
            {full ? (
              <div className="rounded-md border bg-muted/40 p-4 text-sm wrap-anywhere whitespace-pre-wrap" data-testid="prompt-viewer-content">
                {full.promptContent}
              </div>
            ) : error ? (
              <p role="alert" className="text-sm text-destructive">
                Could not load this prompt: {error}
              </p>
            ) : (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading prompt...
              </p>
            )}
            <p className="text-sm text-muted-foreground">
              Created: <time dateTime={prompt.createdAt}>{formatPromptDateTime(prompt.createdAt)}</time>
            </p>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

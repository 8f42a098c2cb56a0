"use client";

import { Loader2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from "@/components/ui/drawer";
import type { Prompt, PromptInput } from "@/lib/prompts/schema";
import { PromptForm, type PromptFormResult } from "./prompt-form";
import { useIsMobile } from "./use-is-mobile";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The prompt being edited; null adds a new one. */
  prompt: Prompt | null;
  /** An edit whose whole text is still on its way from the server (the cards hold only its start). */
  loading?: boolean;
  /** What to start from instead of the prompt as saved (a draft kept across a lapsed session). */
  draft?: PromptInput;
  formKey: string;
  onSubmit: (values: PromptInput) => Promise<PromptFormResult>;
  onValuesChange?: (values: PromptInput) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Add New Prompt' / 'Edit Prompt': a dialog on wide screens, a bottom drawer under 768 px. */
export function PromptFormDialog({ open, onOpenChange, prompt, loading = false, draft, formKey, onSubmit, onValuesChange, onCloseAutoFocus }: Props) {
  const isMobile = useIsMobile();
  const editing = Boolean(prompt) || loading;
  const title = editing ? "Edit Prompt" : "Add New Prompt";
  const description = editing ? "Change the name or content of this prompt." : "Give the prompt a name and paste its content.";
  const form = loading ? (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading prompt...
    </p>
  ) : (
    <PromptForm
      key={formKey}
      defaultValues={draft ?? { promptName: prompt?.promptName ?? "", promptContent: prompt?.promptContent ?? "" }}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
      onCancel={() => onOpenChange(false)}
    />
  );

  if (isMobile) {
    return (
      <Drawer open={open} onOpenChange={onOpenChange}>
        <DrawerContent onCloseAutoFocus={onCloseAutoFocus}>
          <DrawerHeader>
            <DrawerTitle>{title}</DrawerTitle>
            <DrawerDescription>{description}</DrawerDescription>
          </DrawerHeader>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 pb-4">{form}</div>
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {form}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { createPrompt, deletePrompt, fetchPrompts, updatePrompt } from "@/lib/prompts/admin-actions";
import type { Prompt, PromptInput } from "@/lib/prompts/schema";
import { useAdminEvents } from "@/lib/realtime/use-admin-events";
import { PromptCard } from "./prompt-card";
import { PromptDeleteDialog } from "./prompt-delete-dialog";
import type { PromptFormResult } from "./prompt-form";
import { PromptFormDialog } from "./prompt-form-dialog";
import { PromptViewer } from "./prompt-viewer";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { PromptsEmpty } from "./prompts-states";
import { dropDraft, keepDraft, takeDraft } from "./unsaved-draft";
import { useReturnFocus } from "@/components/admin/use-return-focus";
import { LiveIndicator } from "@/components/universities/live-indicator";

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

/**
 * The prompts grid with its viewer, add/edit form and delete confirmation. The list starts from the server render;
 * this browser's own changes apply from the saved row at once, and a change announced by the live stream
 * reloads the list with one light server call.
 */
export function PromptsManager({ prompts: initial }: { prompts: Prompt[] }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [prompts, setPrompts] = useState(initial);
  // A server render (Retry, navigation) replaces the local list.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setPrompts(initial);
  }
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; prompt: Prompt | null; opened: number; draft?: PromptInput }>({ open: false, prompt: null, opened: 0 });
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const focus = useReturnFocus();

  // Only the newest reload may set the list: an older answer arriving late must not undo a newer one.
  const loads = useRef(0);
  const reload = useCallback(async () => {
    const ticket = ++loads.current;
    try {
      const result = await fetchPrompts();
      if (ticket === loads.current && result.ok) setPrompts(result.data);
    } catch {
      // The session ended or the server is away: fall back to a full refresh, which redirects to login if needed.
      if (ticket === loads.current) startTransition(() => router.refresh());
    }
  }, [router]);
  // A burst of changes (an import, several tabs) becomes one reload.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleRefresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, 30);
  }, [reload]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const live = useAdminEvents({ prompts: scheduleRefresh, reconnected: scheduleRefresh });

  // A save cut off by the end of the session (the action sent the browser to log in): the form opens again with what
  // was typed, on the prompt it was editing if that still exists, else as a new prompt.
  const initialList = useRef(initial);
  useEffect(() => {
    const draft = takeDraft();
    if (!draft) return;
    const prompt = draft.promptId ? (initialList.current.find((p) => p.id === draft.promptId) ?? null) : null;
    const values = { promptName: draft.promptName, promptContent: draft.promptContent };
    setForm((f) => ({ open: true, prompt, opened: f.opened + 1, draft: values }));
  }, []);

  // The viewer follows the live list: an edit elsewhere shows, a delete elsewhere closes it.
  const viewing = viewingId ? (prompts.find((p) => p.id === viewingId) ?? null) : null;

  const openView = (prompt: Prompt) => {
    focus.remember();
    setViewingId(prompt.id);
  };
  // What was typed into Add New Prompt: the dialog's content unmounts on close (Escape, a click outside, Cancel), so
  // without this a long prompt was gone when the form was opened again. Cleared once the prompt is added.
  const newDraft = useRef<PromptInput | undefined>(undefined);
  const keepNewDraft = useCallback((values: PromptInput) => {
    newDraft.current = values;
  }, []);
  const openAdd = () => {
    focus.remember();
    setForm((f) => ({ open: true, prompt: null, opened: f.opened + 1, draft: newDraft.current }));
  };
  // The viewer closes first: one modal at a time keeps focus handling simple.
  const openEdit = (prompt: Prompt) => {
    focus.remember();
    setViewingId(null);
    setForm((f) => ({ open: true, prompt, opened: f.opened + 1 }));
  };
  const askDelete = (prompt: Prompt) => {
    focus.remember();
    setViewingId(null);
    setDeleting(prompt);
  };

  const save = async (values: PromptInput): Promise<PromptFormResult> => {
    const editing = form.prompt;
    const verb = editing ? "update" : "add";
    keepDraft({ promptId: editing?.id ?? null, ...values });
    try {
      const result = editing ? await updatePrompt(editing.id, values) : await createPrompt(values);
      // An answer: the form stays (or closes on success) with the values, nothing to keep. A thrown error keeps the
      // draft, since it may be the redirect to log in; closing the form drops it.
      dropDraft();
      if (!result.ok) {
        if (!result.fieldErrors) toast.error(`Failed to ${verb} prompt: ${result.error}`);
        return { ok: false, fieldErrors: result.fieldErrors };
      }
      toast.success(editing ? "Prompt updated successfully" : "Prompt added successfully");
      if (!editing) newDraft.current = undefined;
      setForm((f) => ({ ...f, open: false }));
      const saved = result.data;
      setPrompts((list) => (editing ? list.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...list.filter((p) => p.id !== saved.id)]));
      return { ok: true };
    } catch (error) {
      // Sent to log in: the draft is kept (above) and the login page says why.
      if (isActionRedirect(error)) return { ok: false };
      toast.error(`Failed to ${verb} prompt: ${errorText(error)}`);
      return { ok: false };
    }
  };

  const remove = async (prompt: Prompt) => {
    setDeleting(null);
    try {
      const result = await deletePrompt(prompt.id);
      if (!result.ok) return void toast.error(`Failed to delete prompt: ${result.error}`);
      toast.success("Prompt deleted successfully");
      if (viewingId === prompt.id) setViewingId(null);
      setPrompts((list) => list.filter((p) => p.id !== prompt.id));
      focus.forget();
    } catch (error) {
      if (isActionRedirect(error)) return;
      toast.error(`Failed to delete prompt: ${errorText(error)}`);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{prompts.length === 1 ? "1 saved prompt" : `${prompts.length} saved prompts`}</p>
          <LiveIndicator status={live} />
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" /> Add New Prompt
        </Button>
      </div>

      {prompts.length === 0 ? (
        <PromptsEmpty onAdd={openAdd} />
      ) : (
        // Columns follow the grid's own width (a container query): by window width, 768-900 px beside the 256 px side
        // menu gave two 224 px cards whose date broke over three lines next to the four buttons.
        <div className="@container">
          <ul className="grid grid-cols-1 gap-4 @min-[36rem]:grid-cols-2 @min-[56rem]:grid-cols-3" aria-label="Prompts">
            {prompts.map((prompt) => (
              <li key={prompt.id} className="flex *:flex-1">
                <PromptCard prompt={prompt} onView={() => openView(prompt)} onEdit={() => openEdit(prompt)} onDelete={() => askDelete(prompt)} />
              </li>
            ))}
          </ul>
        </div>
      )}

      <PromptViewer
        prompt={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onEdit={() => viewing && openEdit(viewing)}
        onDelete={() => viewing && askDelete(viewing)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <PromptFormDialog
        open={form.open}
        onOpenChange={(open) => {
          if (!open) dropDraft();
          setForm((f) => ({ ...f, open }));
        }}
        prompt={form.prompt}
        draft={form.draft}
        // An edit starts from the prompt as it is now; a cancelled new prompt keeps its draft (newDraft).
        formKey={form.prompt ? `${form.prompt.id}:${form.opened}` : "new"}
        onSubmit={save}
        onValuesChange={form.prompt ? undefined : keepNewDraft}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <PromptDeleteDialog prompt={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={remove} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </div>
  );
}

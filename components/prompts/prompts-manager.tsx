"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { createPrompt, deletePrompt, updatePrompt } from "@/lib/prompts/admin-actions";
import { summaryOf, type Prompt, type PromptInput, type PromptsPage, type PromptSummary } from "@/lib/prompts/schema";
import { useAdminEvents } from "@/lib/realtime/use-admin-events";
import { PromptCard } from "./prompt-card";
import { PromptDeleteDialog } from "./prompt-delete-dialog";
import type { PromptFormResult } from "./prompt-form";
import { PromptFormDialog } from "./prompt-form-dialog";
import { PromptViewer } from "./prompt-viewer";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { PromptsEmpty } from "./prompts-states";
import { PromptsMore, PromptsToolbar } from "./prompts-toolbar";
import { loadPrompt } from "./load-prompt";
import { dropDraft, keepDraft, takeDraft } from "./unsaved-draft";
import { usePromptList } from "./use-prompt-list";
import { useReturnFocus } from "@/components/admin/use-return-focus";
import { useFocusAfterMore } from "@/components/admin/use-focus-after-more";

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

// `version`: the one a draft kept across a lapsed session was typed on (older than the prompt loaded for it, maybe).
type FormState = { open: boolean; prompt: Prompt | null; loading: boolean; opened: number; draft?: PromptInput; version?: string };

/**
 * The prompts grid with its viewer, add/edit form and delete confirmation. The cards carry the start of each text
 * only, a page at a time; the whole text of one prompt is asked for when it is viewed, edited or copied. A change
 * announced by the live stream asks the server for that prompt's card alone.
 */
export function PromptsManager({ page: initial }: { page: PromptsPage }) {
  const { list, query, search, loadingMore, reload, loadMore, changed, saved, deleted } = usePromptList(initial);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>({ open: false, prompt: null, loading: false, opened: 0 });
  const [deleting, setDeleting] = useState<PromptSummary | null>(null);
  const focus = useReturnFocus();
  const live = useAdminEvents({ prompts: (event) => changed(event.id), reconnected: () => void reload(list.search) });

  // The last "Show N more" takes its button away: the focus goes to the first new card.
  const { containerRef: moreRowsRef, mark: markMore } = useFocusAfterMore<HTMLUListElement>(":scope > li", list.prompts.length);

  // Each opening of the form gets a number; the whole text of an edit that arrives after the form moved on is dropped.
  const formTicket = useRef(0);
  const openForm = useCallback((state: Omit<FormState, "open" | "opened">, loadId?: string) => {
    const opened = ++formTicket.current;
    setForm({ open: true, opened, ...state });
    if (!loadId) return;
    loadPrompt(loadId).then(
      (prompt) => setForm((f) => (f.opened === opened && f.open ? { ...f, prompt, loading: false } : f)),
      (error: unknown) => {
        if (isActionRedirect(error)) return;
        // A kept draft of a prompt deleted since opens as a new prompt (as before); an edit that cannot load closes.
        setForm((f) => (f.opened !== opened ? f : f.draft ? { ...f, loading: false } : { ...f, open: false, loading: false }));
        if (!state.draft) toast.error(`Failed to load prompt: ${errorText(error)}`);
      },
    );
  }, []);

  // A save cut off by the end of the session (the action sent the browser to log in): the form opens again with what
  // was typed, on the prompt it was editing if that still exists, else as a new prompt.
  useEffect(() => {
    const draft = takeDraft();
    if (!draft) return;
    const values = { promptName: draft.promptName, promptContent: draft.promptContent };
    openForm({ prompt: null, loading: Boolean(draft.promptId), draft: values, version: draft.updatedAt }, draft.promptId ?? undefined);
  }, [openForm]);

  // The viewer follows the live list: an edit elsewhere shows, a delete elsewhere closes it.
  const viewing = viewingId ? (list.prompts.find((p) => p.id === viewingId) ?? null) : null;

  const openView = (prompt: PromptSummary) => {
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
    openForm({ prompt: null, loading: false, draft: newDraft.current });
  };
  // The viewer closes first: one modal at a time keeps focus handling simple. The card has only the start of the
  // text: the form waits for the whole of it (the viewer passes it when it has it).
  const openEdit = (card: PromptSummary, full: Prompt | null = null) => {
    focus.remember();
    setViewingId(null);
    openForm({ prompt: full, loading: !full }, full ? undefined : card.id);
  };
  const askDelete = (prompt: PromptSummary) => {
    focus.remember();
    setViewingId(null);
    setDeleting(prompt);
  };

  const save = async (values: PromptInput): Promise<PromptFormResult> => {
    const editing = form.prompt;
    const verb = editing ? "update" : "add";
    const updatedAt = editing ? (form.version ?? editing.updatedAt) : undefined; // see lib/prompts/store.ts
    keepDraft({ promptId: editing?.id ?? null, ...values, updatedAt });
    try {
      const result = editing ? await updatePrompt(editing.id, { ...values, updatedAt }) : await createPrompt(values);
      // An answer: the form stays (or closes on success) with the values, nothing to keep. A thrown error keeps the
      // draft, since it may be the redirect to log in; closing the form drops it.
      dropDraft();
      if (!result.ok) {
        if (!result.fieldErrors) toast.error(`Failed to ${verb} prompt: ${result.error}`);
        const latest = result.latest;
        if (!latest) return { ok: false, fieldErrors: result.fieldErrors };
        // Saved by someone else since the form opened, nothing written: the form keeps the text and offers to reload.
        if (live !== "open") changed(latest.id);
        return { ok: false, conflict: { message: result.error, reload: () => openForm({ prompt: latest, loading: false }) } };
      }
      toast.success(editing ? "Prompt updated successfully" : "Prompt added successfully");
      if (!editing) newDraft.current = undefined;
      setForm((f) => ({ ...f, open: false }));
      // Shown at once; the live stream's answer about it (or, without a live connection, this call) follows.
      saved(summaryOf(result.data));
      if (live !== "open") changed(result.data.id);
      return { ok: true };
    } catch (error) {
      // Sent to log in: the draft is kept (above) and the login page says why.
      if (isActionRedirect(error)) return { ok: false };
      toast.error(`Failed to ${verb} prompt: ${errorText(error)}`);
      return { ok: false };
    }
  };

  const remove = async (prompt: PromptSummary) => {
    setDeleting(null);
    try {
      const result = await deletePrompt(prompt.id);
      if (!result.ok) return void toast.error(`Failed to delete prompt: ${result.error}`);
      toast.success("Prompt deleted successfully");
      if (viewingId === prompt.id) setViewingId(null);
      deleted(prompt.id);
      focus.forget();
    } catch (error) {
      if (isActionRedirect(error)) return;
      toast.error(`Failed to delete prompt: ${errorText(error)}`);
    }
  };

  const searching = list.search !== "" || query !== "";
  return (
    <div className="flex flex-col gap-6">
      <PromptsToolbar total={list.total} live={live} search={list.total > 0 || searching ? query : null} onSearch={search} onAdd={openAdd} />

      {list.total === 0 && !searching ? (
        <PromptsEmpty onAdd={openAdd} />
      ) : list.prompts.length === 0 ? (
        <p role="status" className="py-10 text-center text-sm text-muted-foreground">No prompts match your search.</p>
      ) : (
        // Columns follow the grid's own width (a container query): by window width, 768-900 px beside the 256 px side
        // menu gave two 224 px cards whose date broke over three lines next to the four buttons.
        <div className="@container">
          <ul ref={moreRowsRef} className="grid grid-cols-1 gap-4 @min-[36rem]:grid-cols-2 @min-[56rem]:grid-cols-3" aria-label="Prompts">
            {list.prompts.map((prompt) => (
              <li key={prompt.id} className="flex *:flex-1">
                <PromptCard prompt={prompt} onView={() => openView(prompt)} onEdit={() => openEdit(prompt)} onDelete={() => askDelete(prompt)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {list.next ? <PromptsMore shown={list.prompts.length} matching={list.matching} loading={loadingMore}
          onMore={() => {
            markMore(list.prompts.length);
            void loadMore();
          }}
        /> : null}

      <PromptViewer
        prompt={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onEdit={(full) => viewing && openEdit(viewing, full)}
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
        loading={form.loading}
        draft={form.draft}
        // An edit starts from the prompt as it is now; a cancelled new prompt keeps its draft (newDraft).
        formKey={form.prompt ? `${form.prompt.id}:${form.opened}` : "new"}
        onSubmit={save}
        onValuesChange={form.prompt || form.loading ? undefined : keepNewDraft}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <PromptDeleteDialog prompt={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={remove} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </div>
  );
}

import type { PromptChanges, PromptSummary, PromptsPage } from "@/lib/prompts/schema";

/**
 * The cards a prompts page holds: the pages loaded so far for one search, kept in the server's order (newest first,
 * by `cursor`). Plain functions, so the merging of "Show more" and of live changes is tested without a browser.
 */
export type PromptList = { search: string; prompts: PromptSummary[]; total: number; matching: number; next: string | null };

const newestFirst = (a: PromptSummary, b: PromptSummary) => (a.cursor < b.cursor ? 1 : a.cursor > b.cursor ? -1 : 0);

export function fromPage(search: string, page: PromptsPage): PromptList {
  return { search, ...page };
}

/** "Show more": the next page after the loaded ones (a card already shown, added live meanwhile, is not doubled). */
export function appendPage(list: PromptList, page: PromptsPage): PromptList {
  const have = new Set(list.prompts.map((p) => p.id));
  return { ...list, prompts: [...list.prompts, ...page.prompts.filter((p) => !have.has(p.id))], total: page.total, matching: page.matching, next: page.next };
}

/** Whether a card belongs among the loaded ones: every card does once the last page is in, else those above the last. */
const inLoadedRange = (list: PromptList, card: PromptSummary) => list.next === null || card.cursor > list.next;

/**
 * The server's answer about changed ids: a card it returned replaces or joins the list (if it falls among the loaded
 * ones); an asked id it left out was deleted or no longer matches the search, and goes.
 */
export function applyChanges(list: PromptList, ids: readonly string[], changes: PromptChanges): PromptList {
  const asked = new Set(ids);
  const found = new Map(changes.prompts.map((p) => [p.id, p]));
  const kept = list.prompts.filter((p) => !asked.has(p.id) || found.has(p.id)).map((p) => found.get(p.id) ?? p);
  const have = new Set(kept.map((p) => p.id));
  const added = changes.prompts.filter((p) => !have.has(p.id) && inLoadedRange(list, p));
  const prompts = added.length ? [...kept, ...added].sort(newestFirst) : kept;
  return { ...list, prompts, total: changes.total, matching: changes.matching };
}

/** This browser's own save, shown before the server's answer about it: an edit in place, a new prompt on top. */
export function applySaved(list: PromptList, card: PromptSummary): PromptList {
  const at = list.prompts.findIndex((p) => p.id === card.id);
  if (at >= 0) return { ...list, prompts: list.prompts.map((p, i) => (i === at ? { ...card, cursor: p.cursor } : p)) };
  // While searching, whether a new prompt matches is for the server to say (the change it announces follows).
  if (list.search) return list;
  return { ...list, prompts: [card, ...list.prompts], total: list.total + 1, matching: list.matching + 1 };
}

export function applyDeleted(list: PromptList, id: string): PromptList {
  if (!list.prompts.some((p) => p.id === id)) return list;
  return { ...list, prompts: list.prompts.filter((p) => p.id !== id), total: Math.max(0, list.total - 1), matching: Math.max(0, list.matching - 1) };
}

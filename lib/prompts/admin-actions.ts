"use server";

import { eq } from "drizzle-orm";
import type { ZodError } from "zod";
import { requireAdmin } from "@/lib/auth/session";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { getDb } from "@/lib/db";
import { prompts } from "@/lib/db/schema";
import { countPrompts, normalizeSearch, parseIds, readPage, selectCards } from "./list-query";
import { toPrompt } from "./mapping";
import { PROMPT_CHANGED, promptIdSchema, promptSchema, promptVersionSchema, type Prompt, type PromptChanges, type PromptsPage } from "./schema";
import { updatePromptRow } from "./store";

/**
 * What the prompt actions answer; `error` is the part after "Failed to … prompt: " in the toast. A `conflict` (Edit
 * only) carries the prompt as it is now, for the form's reload.
 */
export type PromptActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; code?: "conflict"; latest?: Prompt };

const NOT_FOUND = "This prompt no longer exists.";
const DB_FAILED = "The database could not be reached. Please try again.";
// An edit sent with no version it was loaded at (a page from before versions existed): refused, it could overwrite.
const NO_VERSION = "This form is out of date. Reload the page and edit the prompt again.";

function invalid(error: ZodError): PromptActionResult<never> {
  const fieldErrors = fieldErrorsOf(error);
  return { ok: false, error: Object.values(fieldErrors)[0] ?? "Invalid input.", fieldErrors };
}

/** Adds a prompt, both fields trimmed (SPEC: Add prompt, returning the row). */
export async function createPrompt(input: unknown): Promise<PromptActionResult<Prompt>> {
  await requireAdmin();
  const parsed = promptSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const db = await getDb();
    const [row] = await db.insert(prompts).values(parsed.data).returning();
    return { ok: true, data: toPrompt(row) };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

/**
 * Updates a prompt's name and content, trimmed like on add, if nobody saved it since the form loaded it: `input`
 * carries that version as `updatedAt` (the prompt's own `updatedAt`).
 */
export async function updatePrompt(id: unknown, input: unknown): Promise<PromptActionResult<Prompt>> {
  await requireAdmin();
  const parsedId = promptIdSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  const parsed = promptSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const version = promptVersionSchema.safeParse(input && typeof input === "object" ? (input as Record<string, unknown>).updatedAt : undefined);
  if (!version.success) return { ok: false, error: NO_VERSION };
  try {
    const outcome = await updatePromptRow(await getDb(), parsedId.data, parsed.data, version.data);
    // Someone else saved this prompt after the form was opened: nothing was written, their text stays.
    if ("conflict" in outcome) return { ok: false, error: PROMPT_CHANGED, code: "conflict", latest: outcome.conflict };
    return "prompt" in outcome ? { ok: true, data: outcome.prompt } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

export async function deletePrompt(id: unknown): Promise<PromptActionResult<{ id: string }>> {
  await requireAdmin();
  const parsedId = promptIdSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  try {
    const db = await getDb();
    const rows = await db.delete(prompts).where(eq(prompts.id, parsedId.data)).returning({ id: prompts.id });
    return rows.length ? { ok: true, data: { id: parsedId.data } } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

/**
 * A page of cards for the browser: "Show more" (`after`), a new search, or the first page again after a lost live
 * connection. One session check and one light query: the start of each text, never the whole of it.
 */
export async function fetchPrompts(options?: { search?: unknown; after?: unknown }): Promise<PromptActionResult<PromptsPage>> {
  await requireAdmin();
  try {
    return { ok: true, data: await readPage(await getDb(), options ?? {}) };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

/**
 * What a live change needs: the cards of the changed prompts that still exist and match the page's search (an id
 * left out was deleted or no longer matches), and fresh counts. The page updates those cards instead of reloading.
 */
export async function fetchPromptChanges(ids: unknown, search?: unknown): Promise<PromptActionResult<PromptChanges>> {
  await requireAdmin();
  const wanted = parseIds(ids);
  const text = normalizeSearch(search);
  try {
    const db = await getDb();
    const [cards, counts] = await Promise.all([wanted.length ? selectCards(db, { search: text, ids: wanted, limit: wanted.length }) : [], countPrompts(db, text)]);
    return { ok: true, data: { prompts: cards, ...counts } };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

/** One prompt with its whole text, for the viewer, the edit form and Copy Content. */
export async function fetchPrompt(id: unknown): Promise<PromptActionResult<Prompt>> {
  await requireAdmin();
  const parsedId = promptIdSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  try {
    const db = await getDb();
    const [row] = await db.select().from(prompts).where(eq(prompts.id, parsedId.data));
    return row ? { ok: true, data: toPrompt(row) } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

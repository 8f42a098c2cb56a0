"use server";

import { desc, eq } from "drizzle-orm";
import type { ZodError } from "zod";
import { requireAdmin } from "@/lib/auth/session";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { getDb } from "@/lib/db";
import { prompts } from "@/lib/db/schema";
import { toPrompt } from "./mapping";
import { promptIdSchema, promptSchema, type Prompt } from "./schema";

/** What the prompt actions answer; `error` is the part after "Failed to … prompt: " in the toast. */
export type PromptActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const NOT_FOUND = "This prompt no longer exists.";
const DB_FAILED = "The database could not be reached. Please try again.";

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

/** Updates a prompt's name and content, trimmed like on add. */
export async function updatePrompt(id: unknown, input: unknown): Promise<PromptActionResult<Prompt>> {
  await requireAdmin();
  const parsedId = promptIdSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  const parsed = promptSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const db = await getDb();
    const [row] = await db.update(prompts).set(parsed.data).where(eq(prompts.id, parsedId.data)).returning();
    return row ? { ok: true, data: toPrompt(row) } : { ok: false, error: NOT_FOUND };
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
 * The current list for a page that heard a live change: one session check and one query, lighter than
 * re-rendering the whole page, so a change shows in other browsers well within 2 seconds.
 */
export async function fetchPrompts(): Promise<PromptActionResult<Prompt[]>> {
  await requireAdmin();
  try {
    const db = await getDb();
    const rows = await db.select().from(prompts).orderBy(desc(prompts.createdAt), desc(prompts.id));
    return { ok: true, data: rows.map(toPrompt) };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

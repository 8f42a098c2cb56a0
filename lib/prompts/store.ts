import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prompts } from "@/lib/db/schema";
import { toPrompt } from "./mapping";
import type { Prompt, PromptInput } from "./schema";

/**
 * A prompt's version is its updated_at to the millisecond (what toPrompt answers as updatedAt: a JavaScript date holds
 * no more). Every write sets it to now(), but at least 1 ms past the old value's millisecond, so two saves within one
 * millisecond (or after a clock step back) still give two different versions. As lib/clients/store.ts does.
 */
const nextVersion = sql`greatest(now(), date_trunc('milliseconds', ${prompts.updatedAt}) + interval '1 millisecond')`;

/** The row's version is `version` (ISO to the millisecond); the stored value may carry microseconds. */
const versionIs = (version: string) => sql`date_trunc('milliseconds', ${prompts.updatedAt}) = ${version}::timestamptz`;

export type UpdatePromptOutcome = { prompt: Prompt } | { conflict: Prompt } | { notFound: true };

/**
 * Writes the name and content only if the row still has `expectedVersion` (the updatedAt the form loaded). The check is
 * in the UPDATE's own WHERE, so no other save can land between a check and the write. When nothing was written, the
 * row is read again only to say why: changed meanwhile (conflict, with the prompt as it is now) or gone.
 */
export async function updatePromptRow(db: Db, id: string, data: PromptInput, expectedVersion: string): Promise<UpdatePromptOutcome> {
  const [row] = await db
    .update(prompts)
    .set({ promptName: data.promptName, promptContent: data.promptContent, updatedAt: nextVersion })
    .where(and(eq(prompts.id, id), versionIs(expectedVersion)))
    .returning();
  if (row) return { prompt: toPrompt(row) };
  const [current] = await db.select().from(prompts).where(eq(prompts.id, id));
  return current ? { conflict: toPrompt(current) } : { notFound: true };
}

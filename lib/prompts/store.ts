import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { nextVersion, versionIs } from "@/lib/db/row-version";
import { prompts } from "@/lib/db/schema";
import { toPrompt } from "./mapping";
import type { Prompt, PromptInput } from "./schema";

export type UpdatePromptOutcome = { prompt: Prompt } | { conflict: Prompt } | { notFound: true };

/**
 * Writes the name and content only if the row still has `expectedVersion` (the updatedAt the form loaded). The check is
 * in the UPDATE's own WHERE, so no other save can land between a check and the write. When nothing was written, the
 * row is read again only to say why: changed meanwhile (conflict, with the prompt as it is now) or gone.
 */
export async function updatePromptRow(db: Db, id: string, data: PromptInput, expectedVersion: string): Promise<UpdatePromptOutcome> {
  const [row] = await db
    .update(prompts)
    .set({ promptName: data.promptName, promptContent: data.promptContent, updatedAt: nextVersion(prompts.updatedAt) })
    .where(and(eq(prompts.id, id), versionIs(prompts.updatedAt, expectedVersion)))
    .returning();
  if (row) return { prompt: toPrompt(row) };
  const [current] = await db.select().from(prompts).where(eq(prompts.id, id));
  return current ? { conflict: toPrompt(current) } : { notFound: true };
}

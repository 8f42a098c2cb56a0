import "server-only";
import type { prompts } from "@/lib/db/schema";
import type { Prompt } from "./schema";

/** Row → app shape (camelCase, ISO dates so they cross to the browser unchanged; `updatedAt` is the Edit version). */
export function toPrompt(row: typeof prompts.$inferSelect): Prompt {
  return { id: row.id, promptName: row.promptName, promptContent: row.promptContent, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

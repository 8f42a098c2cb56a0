import "server-only";
import type { prompts } from "@/lib/db/schema";
import type { Prompt } from "./schema";

/** Row → app shape (camelCase, ISO date so it crosses to the browser unchanged). */
export function toPrompt(row: typeof prompts.$inferSelect): Prompt {
  return { id: row.id, promptName: row.promptName, promptContent: row.promptContent, createdAt: row.createdAt.toISOString() };
}

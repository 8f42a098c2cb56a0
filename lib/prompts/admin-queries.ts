import "server-only";
import { desc } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { prompts } from "@/lib/db/schema";
import { toPrompt } from "./mapping";
import type { Prompt } from "./schema";

/** Every saved prompt, newest first (SPEC: List prompts). */
export async function listPrompts(): Promise<Prompt[]> {
  await requireAdmin();
  const db = await getDb();
  const rows = await db.select().from(prompts).orderBy(desc(prompts.createdAt), desc(prompts.id));
  return rows.map(toPrompt);
}

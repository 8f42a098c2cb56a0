import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { readPage } from "./list-query";
import type { PromptsPage } from "./schema";

/**
 * One page of prompt cards, newest first (SPEC: List prompts), with the start of each text only; `after` is the
 * `next` of the page before. A search finds prompts whose name or content contains it.
 */
export async function listPrompts(options: { search?: unknown; after?: unknown } = {}): Promise<PromptsPage> {
  await requireAdmin();
  return readPage(await getDb(), options ?? {});
}

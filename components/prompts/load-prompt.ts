"use client";

import { fetchPrompt } from "@/lib/prompts/admin-actions";
import type { Prompt } from "@/lib/prompts/schema";

/** One prompt with its whole text from the server; rejects with the server's reason (e.g. "This prompt no longer exists."). */
export async function loadPrompt(id: string): Promise<Prompt> {
  const result = await fetchPrompt(id);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

export const loadPromptContent = (id: string) => loadPrompt(id).then((p) => p.promptContent);

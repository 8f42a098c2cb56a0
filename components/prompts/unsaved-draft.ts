"use client";

import type { PromptInput } from "@/lib/prompts/schema";

/**
 * A prompt being saved, kept in this tab's sessionStorage until the save answers. When the session has ended, the
 * save action sends the browser to log in and the page (with the open form) is gone; without this, what was typed
 * (often a long prompt) was lost. Back on /prompts after logging in, the form opens again with it.
 */
export type UnsavedDraft = PromptInput & { promptId: string | null };

const KEY = "prompts:unsaved-draft";

export function keepDraft(draft: UnsavedDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the save itself goes ahead.
  }
}

export function dropDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The kept draft, removed from storage; null when none (or when what is stored is not a draft). */
export function takeDraft(): UnsavedDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const d: unknown = JSON.parse(raw);
    if (typeof d !== "object" || d === null) return null;
    const { promptId, promptName, promptContent } = d as Record<string, unknown>;
    if (typeof promptName !== "string" || typeof promptContent !== "string") return null;
    return { promptId: typeof promptId === "string" ? promptId : null, promptName, promptContent };
  } catch {
    return null;
  }
}

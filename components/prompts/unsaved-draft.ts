"use client";

import type { PromptInput } from "@/lib/prompts/schema";

/**
 * A prompt being saved, kept in this tab's sessionStorage until the save answers. When the session has ended, the
 * save action sends the browser to log in and the page (with the open form) is gone; without this, what was typed
 * (often a long prompt) was lost. Back on /prompts after logging in, the form opens again with it.
 * `updatedAt` is the version the Edit form had loaded, so the restored save still cannot overwrite a newer text.
 */
export type UnsavedDraft = PromptInput & { promptId: string | null; updatedAt?: string };

// "admin:" is what logout clears (components/admin/browser-data.ts): a prompt's text must not outlive the session on
// a shared computer (docs/admin-access.md).
const DRAFT_KEY = "admin:prompts:unsaved-draft";
// The key before that rule was followed: read once and removed, so a draft kept under it does not linger.
const LEGACY_KEY = "prompts:unsaved-draft";

export function keepDraft(draft: UnsavedDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the save itself goes ahead.
  }
}

export function dropDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(LEGACY_KEY);
  } catch {
    // nothing kept
  }
}

/** The kept draft, removed from storage; null when none (or when what is stored is not a draft). */
export function takeDraft(): UnsavedDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(DRAFT_KEY) ?? sessionStorage.getItem(LEGACY_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(LEGACY_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const d: unknown = JSON.parse(raw);
    if (typeof d !== "object" || d === null) return null;
    const { promptId, promptName, promptContent, updatedAt } = d as Record<string, unknown>;
    if (typeof promptName !== "string" || typeof promptContent !== "string") return null;
    const draft: UnsavedDraft = { promptId: typeof promptId === "string" ? promptId : null, promptName, promptContent };
    return typeof updatedAt === "string" ? { ...draft, updatedAt } : draft;
  } catch {
    return null;
  }
}

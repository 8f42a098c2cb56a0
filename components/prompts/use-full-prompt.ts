"use client";

import { useEffect, useState } from "react";
import { isActionRedirect } from "@/components/admin/action-redirect";
import type { Prompt, PromptSummary } from "@/lib/prompts/schema";
import { loadPrompt } from "./load-prompt";

type Loaded = { id: string; prompt: Prompt | null; error: string | null };

/**
 * The whole text of the card being viewed, asked for when it opens and again whenever its card changes (a live edit
 * from another session replaces the card): the list itself holds only the start of each text.
 */
export function useFullPrompt(card: PromptSummary | null): { prompt: Prompt | null; error: string | null } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!card) return;
    let current = true;
    loadPrompt(card.id).then(
      (prompt) => current && setLoaded({ id: card.id, prompt, error: null }),
      (error: unknown) => {
        if (!current || isActionRedirect(error)) return;
        setLoaded({ id: card.id, prompt: null, error: error instanceof Error && error.message ? error.message : "Unknown error" });
      },
    );
    return () => {
      current = false;
    };
  }, [card]);
  // While a changed card reloads, the text loaded before stays (no flash of a spinner).
  if (!card || loaded?.id !== card.id) return { prompt: null, error: null };
  return { prompt: loaded.prompt, error: loaded.error };
}

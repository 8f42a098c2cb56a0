"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { fetchPromptChanges, fetchPrompts } from "@/lib/prompts/admin-actions";
import type { PromptsPage, PromptSummary } from "@/lib/prompts/schema";
import { appendPage, applyChanges, applyDeleted, applySaved, fromPage, type PromptList } from "./list-state";

// More changed ids than this in one burst (an import) reload the first page instead of asking about each.
const MAX_CHANGED_IDS = 50;

/**
 * The prompt cards of the page and how they change: "Show more", a search (answered by the server, which holds the
 * texts), live changes from other sessions (only the changed cards are asked for), and this browser's own saves.
 */
export function usePromptList(initial: PromptsPage) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [list, setList] = useState<PromptList>(() => fromPage("", initial));
  // A server render (Retry, navigation) replaces the local list.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setList(fromPage("", initial));
  }
  const [loadingMore, setLoadingMore] = useState(false);
  const current = useRef(list);
  useEffect(() => {
    current.current = list;
  });
  // Bumped whenever the whole list is replaced: an answer asked for before that no longer applies.
  const generation = useRef(0);

  const failed = useCallback(() => {
    // The session ended or the server is away: a full refresh, which redirects to log in if needed.
    startTransition(() => router.refresh());
  }, [router]);

  const reload = useCallback(
    async (search: string) => {
      const ticket = ++generation.current;
      try {
        const result = await fetchPrompts({ search });
        if (ticket === generation.current && result.ok) setList(fromPage(search, result.data));
      } catch {
        if (ticket === generation.current) failed();
      }
    },
    [failed],
  );

  const loadMore = useCallback(async () => {
    const { search, next } = current.current;
    if (!next) return;
    const ticket = generation.current;
    setLoadingMore(true);
    try {
      const result = await fetchPrompts({ search, after: next });
      if (ticket === generation.current && result.ok) setList((l) => appendPage(l, result.data));
    } catch {
      if (ticket === generation.current) failed();
    } finally {
      setLoadingMore(false);
    }
  }, [failed]);

  // Changed ids wait here for one call at a time: a burst becomes one call, and answers never arrive out of order.
  const pending = useRef(new Set<string>());
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      while (pending.current.size) {
        const ids = [...pending.current];
        pending.current.clear();
        if (ids.length > MAX_CHANGED_IDS) {
          await reload(current.current.search);
          continue;
        }
        const ticket = generation.current;
        try {
          const result = await fetchPromptChanges(ids, current.current.search);
          if (ticket === generation.current && result.ok) setList((l) => applyChanges(l, ids, result.data));
        } catch {
          if (ticket === generation.current) failed();
        }
      }
    } finally {
      busy.current = false;
    }
  }, [failed, reload]);
  const changed = useCallback(
    (id: string) => {
      pending.current.add(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, 30);
    },
    [flush],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const saved = useCallback((card: PromptSummary) => setList((l) => applySaved(l, card)), []);
  const deleted = useCallback((id: string) => setList((l) => applyDeleted(l, id)), []);

  return { list, loadingMore, reload, loadMore, changed, saved, deleted };
}

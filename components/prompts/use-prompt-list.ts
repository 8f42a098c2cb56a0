"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState, useTransition } from "react";
import { toast } from "sonner";
import { fetchPromptChanges, fetchPrompts } from "@/lib/prompts/admin-actions";
import type { PromptsPage, PromptSummary } from "@/lib/prompts/schema";
import { PromptListLoader } from "./list-loader";
import { applyDeleted, applySaved, fromPage, type PromptList } from "./list-state";

/**
 * The prompt cards of the page and how they change: "Show more", a search (answered by the server, which holds the
 * texts), live changes from other sessions (only the changed cards are asked for), and this browser's own saves.
 * The asking and the order of answers live in PromptListLoader; this holds its state for React.
 */
export function usePromptList(initial: PromptsPage) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [list, setList] = useState<PromptList>(() => fromPage("", initial));
  // What the search box shows; the list follows it once the server answers.
  const [query, setQuery] = useState("");
  // A server render (Retry, navigation) replaces the local list, and the search box with it (the page is unsearched).
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setList(fromPage("", initial));
    setQuery("");
  }
  const [loadingMore, setLoadingMore] = useState(false);
  const [loader] = useState(() => {
    let latest: PromptList = fromPage("", initial);
    return {
      latest: (l: PromptList) => void (latest = l),
      instance: new PromptListLoader(
        { page: (options) => fetchPrompts(options), changes: (ids, search) => fetchPromptChanges(ids, search) },
        {
          get: () => latest,
          update: (change) => setList(change),
          setLoadingMore,
          error: (message) => void toast.error(message),
          // The session ended or the server is away: a full refresh, which redirects to log in if needed.
          failed: () => startTransition(() => router.refresh()),
        },
      ),
    };
  });
  useEffect(() => loader.latest(list));
  useEffect(() => loader.instance.reset(), [initial, loader]);
  useEffect(() => () => loader.instance.dispose(), [loader]);

  const { instance } = loader;
  const reload = useCallback((search: string) => instance.reload(search), [instance]);
  const loadMore = useCallback(() => instance.loadMore(), [instance]);
  const changed = useCallback((id: string) => instance.changed(id), [instance]);
  const search = useCallback(
    (value: string) => {
      setQuery(value);
      instance.search(value);
    },
    [instance],
  );
  const saved = useCallback((card: PromptSummary) => setList((l) => applySaved(l, card)), []);
  const deleted = useCallback((id: string) => setList((l) => applyDeleted(l, id)), []);

  return { list, query, search, loadingMore, reload, loadMore, changed, saved, deleted };
}

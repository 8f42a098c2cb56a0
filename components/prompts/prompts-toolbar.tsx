"use client";

import { Loader2, Plus, Search as SearchIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PROMPT_PAGE_SIZE, PROMPT_SEARCH_MAX } from "@/lib/prompts/schema";
import type { LiveStatus } from "@/lib/realtime/use-admin-events";
import { LiveIndicator } from "@/components/universities/live-indicator";

const count = new Intl.NumberFormat("en-US");

type ToolbarProps = { total: number; live: LiveStatus; search: string | null; onSearch: (value: string) => void; onAdd: () => void };

/**
 * Above the cards: how many prompts there are, the live indicator, the search (null hides it: no prompt to search)
 * and Add New Prompt. The search runs on the server over names and whole texts, since the page holds only the start
 * of each text and only the cards loaded so far.
 */
export function PromptsToolbar({ total, live, search, onSearch, onAdd }: ToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{total === 1 ? "1 saved prompt" : `${total} saved prompts`}</p>
        <LiveIndicator status={live} />
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
        {search !== null ? (
          <div className="relative">
            <Label htmlFor={`${id}-search`} className="sr-only">
              Search prompts
            </Label>
            <SearchIcon className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
            <Input id={`${id}-search`} type="search" placeholder="Search prompts..." maxLength={PROMPT_SEARCH_MAX} className="pl-8 sm:w-64" value={search} onChange={(e) => onSearch(e.target.value)} />
          </div>
        ) : null}
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" /> Add New Prompt
        </Button>
      </div>
    </div>
  );
}

type MoreProps = { shown: number; matching: number; loading: boolean; onMore: () => void };

/** Under the cards while more are left: the dashboard's "Showing 50 of 500 ... / Show 50 more", for prompts. */
export function PromptsMore({ shown, matching, loading, onMore }: MoreProps) {
  const left = Math.max(1, Math.min(PROMPT_PAGE_SIZE, matching - shown));
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between" data-testid="prompt-list-more">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Showing {count.format(shown)} of {count.format(Math.max(shown, matching))} prompts
      </p>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to <body> while the cards load */}
      <Button variant="outline" className="w-full sm:w-auto" aria-disabled={loading} aria-busy={loading} onClick={() => !loading && onMore()}>
        {loading && <Loader2 className="animate-spin" aria-hidden="true" data-testid="more-pending" />}
        Show {count.format(left)} more
      </Button>
    </div>
  );
}

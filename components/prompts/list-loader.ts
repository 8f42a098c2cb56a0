import type { PromptActionResult } from "@/lib/prompts/admin-actions";
import type { PromptChanges, PromptsPage } from "@/lib/prompts/schema";
import { appendPage, applyChanges, fromPage, type PromptList } from "./list-state";

// More changed ids than this in one burst (an import) reload the first page instead of asking about each.
const MAX_CHANGED_IDS = 50;

export type ListFetchers = {
  page: (options: { search: string; after?: string }) => Promise<PromptActionResult<PromptsPage>>;
  changes: (ids: string[], search: string) => Promise<PromptActionResult<PromptChanges>>;
};

export type ListHost = {
  /** the list as last rendered */
  get: () => PromptList;
  update: (change: (list: PromptList) => PromptList) => void;
  setLoadingMore: (loading: boolean) => void;
  /** the server answered with an error (the database): said in a toast */
  error: (message: string) => void;
  /** a call threw (the session ended, the server is away): a full refresh */
  failed: () => void;
};

/**
 * How the prompt cards are asked for: a search, "Show more" and live changes. Plain code (no React), so the order of
 * answers racing each other is tested without a browser; usePromptList holds one for the page.
 */
export class PromptListLoader {
  // Bumped whenever the whole list is replaced: an answer asked for before that no longer applies.
  private generation = 0;
  // Changed ids wait here for one call at a time: a burst becomes one call, and answers never arrive out of order.
  private pending = new Set<string>();
  private busy = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  // While a reload is in flight: the ids changed since it was asked for. Its answer may predate them, so they are
  // asked about again once it is applied.
  private watch: { ticket: number; ids: Set<string> } | null = null;

  constructor(
    private readonly fetchers: ListFetchers,
    private readonly host: ListHost,
    private readonly delays = { flush: 30, search: 250 },
  ) {}

  private loadError(error: string) {
    this.host.error(`Failed to load prompts: ${error}`);
  }

  async reload(search: string): Promise<void> {
    const ticket = ++this.generation;
    this.watch = { ticket, ids: new Set(this.pending) };
    try {
      const result = await this.fetchers.page({ search });
      if (ticket !== this.generation) return;
      const changedMeanwhile = this.watch?.ticket === ticket ? this.watch.ids : new Set<string>();
      this.watch = null;
      if (!result.ok) return this.loadError(result.error);
      this.host.update(() => fromPage(search, result.data));
      if (changedMeanwhile.size) {
        for (const id of changedMeanwhile) this.pending.add(id);
        this.schedule();
      }
    } catch {
      if (ticket === this.generation) {
        this.watch = null;
        this.host.failed();
      }
    }
  }

  /** The search box: the server is asked once typing pauses. */
  search(value: string) {
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.reload(value.trim()), this.delays.search);
  }

  async loadMore(): Promise<void> {
    const { search, next } = this.host.get();
    if (!next) return;
    const ticket = this.generation;
    this.host.setLoadingMore(true);
    try {
      const result = await this.fetchers.page({ search, after: next });
      if (ticket !== this.generation) return;
      if (!result.ok) return this.loadError(result.error);
      this.host.update((l) => appendPage(l, result.data));
    } catch {
      if (ticket === this.generation) this.host.failed();
    } finally {
      this.host.setLoadingMore(false);
    }
  }

  changed(id: string) {
    this.pending.add(id);
    this.watch?.ids.add(id);
    this.schedule();
  }

  private schedule() {
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => void this.flush(), this.delays.flush);
  }

  private async flush() {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.pending.size) {
        const ids = [...this.pending];
        this.pending.clear();
        if (ids.length > MAX_CHANGED_IDS) {
          await this.reload(this.host.get().search);
          continue;
        }
        const ticket = this.generation;
        try {
          const result = await this.fetchers.changes(ids, this.host.get().search);
          if (ticket !== this.generation) continue;
          if (!result.ok) {
            // Asked about again with the next change (or replaced by the next reload); not in a loop now.
            for (const id of ids) this.pending.add(id);
            this.loadError(result.error);
            break;
          }
          this.host.update((l) => applyChanges(l, ids, result.data));
        } catch {
          if (ticket === this.generation) this.host.failed();
        }
      }
    } finally {
      this.busy = false;
    }
  }

  /** A server render replaced the list: answers asked for before it, and a search still waiting, no longer apply. */
  reset() {
    this.generation++;
    this.watch = null;
    clearTimeout(this.searchTimer);
  }

  dispose() {
    clearTimeout(this.flushTimer);
    clearTimeout(this.searchTimer);
  }
}

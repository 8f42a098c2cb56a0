import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromptListLoader, type ListFetchers } from "@/components/prompts/list-loader";
import { fromPage, type PromptList } from "@/components/prompts/list-state";
import type { PromptActionResult } from "@/lib/prompts/admin-actions";
import type { PromptChanges, PromptsPage } from "@/lib/prompts/schema";
import { card } from "../fixtures/prompt-cards";

const page = (ns: number[], next: number | null = null): PromptsPage => ({ prompts: ns.map((n) => card(n)), total: 9, matching: 9, next: next === null ? null : card(next).cursor });
const DB_DOWN = { ok: false as const, error: "The database could not be reached. Please try again." };

type Answer<T> = { promise: Promise<PromptActionResult<T>>; resolve: (r: PromptActionResult<T>) => void };
function deferred<T>(): Answer<T> {
  let resolve!: (r: PromptActionResult<T>) => void;
  const promise = new Promise<PromptActionResult<T>>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(start: PromptList = fromPage("", page([9, 8, 7, 6, 5], 5))) {
  const pages: Answer<PromptsPage>[] = [];
  const changes: { ids: string[]; answer: Answer<PromptChanges> }[] = [];
  const fetchers: ListFetchers = {
    page: vi.fn(() => {
      const d = deferred<PromptsPage>();
      pages.push(d);
      return d.promise;
    }),
    changes: vi.fn((ids: string[]) => {
      const d = deferred<PromptChanges>();
      changes.push({ ids, answer: d });
      return d.promise;
    }),
  };
  const state = { list: start, loadingMore: false, errors: [] as string[], failed: 0 };
  const loader = new PromptListLoader(fetchers, {
    get: () => state.list,
    update: (f) => (state.list = f(state.list)),
    setLoadingMore: (v) => (state.loadingMore = v),
    error: (m) => state.errors.push(m),
    failed: () => state.failed++,
  });
  return { loader, fetchers, pages, changes, state, names: () => state.list.prompts.map((p) => p.promptName) };
}

describe("prompt list loader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a search the database cannot answer says so and keeps the cards it had with their own search", async () => {
    const t = setup();
    const done = t.loader.reload("essay");
    t.pages[0]!.resolve(DB_DOWN);
    await done;
    expect(t.state.errors).toEqual(["Failed to load prompts: The database could not be reached. Please try again."]);
    expect(t.state.list.search).toBe("");
    expect(t.names()).toEqual(["P9", "P8", "P7", "P6", "P5"]);
  });

  it("Show more that fails says so, stops loading and leaves the list as it was", async () => {
    const t = setup();
    const done = t.loader.loadMore();
    expect(t.state.loadingMore).toBe(true);
    t.pages[0]!.resolve(DB_DOWN);
    await done;
    expect(t.state.errors).toEqual(["Failed to load prompts: The database could not be reached. Please try again."]);
    expect(t.state.loadingMore).toBe(false);
    expect(t.state.list.next).toBe(card(5).cursor);
  });

  it("a live change applied while a reload is in flight is asked about again after the reload's older answer", async () => {
    const t = setup();
    const reloaded = t.loader.reload("");
    t.loader.changed(card(8).id);
    await vi.advanceTimersByTimeAsync(30);
    t.changes[0]!.answer.resolve({ ok: true, data: { prompts: [card(8, "P8 edited")], total: 9, matching: 9 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.names()).toContain("P8 edited");
    // the reload was read before the edit
    t.pages[0]!.resolve({ ok: true, data: page([9, 8, 7, 6, 5], 5) });
    await reloaded;
    await vi.advanceTimersByTimeAsync(30);
    expect(t.changes).toHaveLength(2);
    expect(t.changes[1]!.ids).toEqual([card(8).id]);
    t.changes[1]!.answer.resolve({ ok: true, data: { prompts: [card(8, "P8 edited")], total: 9, matching: 9 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.names()).toEqual(["P9", "P8 edited", "P7", "P6", "P5"]);
  });

  it("a live change the database cannot answer says so and is asked about again with the next change", async () => {
    const t = setup();
    t.loader.changed(card(8).id);
    await vi.advanceTimersByTimeAsync(30);
    t.changes[0]!.answer.resolve(DB_DOWN);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state.errors).toHaveLength(1);
    expect(t.changes).toHaveLength(1);
    t.loader.changed(card(7).id);
    await vi.advanceTimersByTimeAsync(30);
    expect(new Set(t.changes[1]!.ids)).toEqual(new Set([card(8).id, card(7).id]));
  });

  it("after a server render replaced the list, a reload and a search asked for before it no longer apply", async () => {
    const t = setup();
    const reloaded = t.loader.reload("old");
    t.loader.search("typed");
    t.loader.reset();
    await vi.advanceTimersByTimeAsync(300);
    expect(t.pages).toHaveLength(1);
    t.pages[0]!.resolve({ ok: true, data: page([1]) });
    await reloaded;
    expect(t.state.list.search).toBe("");
    expect(t.names()).toEqual(["P9", "P8", "P7", "P6", "P5"]);
  });
});

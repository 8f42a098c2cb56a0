import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearAdminBrowserData } from "@/components/admin/browser-data";
import { dropDraft, keepDraft, takeDraft } from "@/components/prompts/unsaved-draft";

/** A Web Storage of the browser, enough for what the draft and the logout cleanup use. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

let session: MemoryStorage;
const draft = { promptId: "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b", promptName: "Thesis plan", promptContent: "A long private prompt", updatedAt: "2026-11-28T10:00:00.123Z" };

beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("window", { sessionStorage: session, localStorage: new MemoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the unsaved prompt draft", () => {
  // docs/admin-access.md: admin data the browser keeps must not outlive the session; logout clears "admin:" keys only.
  it("is kept under an admin: key, so logging out removes it", () => {
    keepDraft(draft);
    expect(session.keys()).toHaveLength(1);
    expect(session.keys()[0]).toMatch(/^admin:/);
    clearAdminBrowserData();
    expect(session.keys()).toEqual([]);
    expect(takeDraft()).toBeNull();
  });

  it("comes back once, with the version the edit had loaded", () => {
    keepDraft(draft);
    expect(takeDraft()).toEqual(draft);
    expect(takeDraft()).toBeNull();
    keepDraft({ ...draft, promptId: null, updatedAt: undefined });
    expect(takeDraft()).toEqual({ promptId: null, promptName: draft.promptName, promptContent: draft.promptContent });
  });

  it("a draft under the old key is read once and removed, not left behind", () => {
    session.setItem("prompts:unsaved-draft", JSON.stringify({ promptId: null, promptName: "Old", promptContent: "kept before" }));
    expect(takeDraft()).toEqual({ promptId: null, promptName: "Old", promptContent: "kept before" });
    expect(session.keys()).toEqual([]);
    session.setItem("prompts:unsaved-draft", "{}");
    dropDraft();
    expect(session.keys()).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/lib/db";
import { deleteLibraryDocument } from "@/lib/plagiarism/admin-actions";
import { LIBRARY_PAGE_SIZE, listLibrary } from "@/lib/plagiarism/admin-queries";
import { upsertDocuments } from "@/lib/plagiarism/store";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn } from "../admin-content/session";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

/**
 * Deleting the only document of the library's last page refreshes that page (/library?page=2): listLibrary answered
 * page 2 with no items, and the page said "The library is empty. Upload a PDF..." above no page links while 25
 * documents were left. A page past the last one now answers the last page.
 */
useTestDatabase();

describe("library pages", () => {
  it("a page past the last one answers the last page", async () => {
    await logIn();
    const { runner } = await getDatabase();
    const docs = Array.from({ length: LIBRARY_PAGE_SIZE + 1 }, (_, i) => ({
      key: `https://example.org/doc-${i}`,
      kind: "reference" as const,
      title: `Document ${i}`,
      url: `https://example.org/doc-${i}`,
      text: `Document number ${i} says something about farming, weather and markets in Ghana.`,
    }));
    await upsertDocuments(runner, docs);

    const second = await listLibrary({ page: 2 });
    expect(second).toMatchObject({ page: 2, matching: LIBRARY_PAGE_SIZE + 1 });
    expect(second.items).toHaveLength(1);
    expect(await deleteLibraryDocument(second.items[0]!.id)).toMatchObject({ ok: true });

    const after = await listLibrary({ page: 2 });
    expect(after).toMatchObject({ page: 1, matching: LIBRARY_PAGE_SIZE });
    expect(after.items).toHaveLength(LIBRARY_PAGE_SIZE);
    expect((await listLibrary({ page: 9999, search: "Document 1" })).page).toBe(1);
    // nothing at all (or nothing matching) is page 1 with no items
    expect(await listLibrary({ page: 3, search: "no such title" })).toMatchObject({ page: 1, matching: 0, items: [] });
  });
});

import { describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/lib/db";
import { addReferenceFile } from "@/lib/plagiarism/admin-actions";
import { corpusLineSchema, referenceDocument } from "@/lib/plagiarism/import";
import { upsertDocuments } from "@/lib/plagiarism/store";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn } from "../admin-content/session";
import { docByUrl } from "../../fixtures/plagiarism/texts";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

/**
 * A reference document is keyed by its url (doc_key, a unique btree index), and a btree entry holds at most 2,704
 * bytes. The library upload took a url of any length and the corpus line schema one of 2,000 characters (up to 8,000
 * bytes of UTF-8): a longer one failed the insert with "index row size exceeds btree maximum", which the upload
 * answered 503 "could not be added right now. Please try again." however often it was retried, and which stopped a
 * corpus import at that batch. Urls are now limited to 2,000 bytes, with a message.
 */
useTestDatabase();

const cjkUrl = (chars: number) => `https://example.org/${Array.from({ length: chars }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20_000))).join("")}`;

describe("long reference urls", () => {
  it("the library upload refuses a url over 2,000 bytes with a message and keeps one of 2,000", async () => {
    await logIn();
    const form = (url: string) => {
      const f = new FormData();
      f.set("file", new File([docByUrl("cocoa").text], "cocoa.txt"));
      f.set("url", url);
      return f;
    };
    const tooLong = `https://example.org/${"a".repeat(6000)}`;
    expect(await addReferenceFile(form(tooLong))).toEqual({ ok: false, error: "The source URL is too long (at most 2,000 characters)." });
    expect(await addReferenceFile(form(cjkUrl(700)))).toEqual({ ok: false, error: "The source URL is too long (at most 2,000 characters)." });
    const longest = `https://example.org/${"b".repeat(2000 - "https://example.org/".length)}`;
    expect(await addReferenceFile(form(longest))).toMatchObject({ ok: true });
  });

  it("a corpus line whose url is over 2,000 bytes is skipped with a message, not a failed import", async () => {
    expect(corpusLineSchema.safeParse({ title: "t", url: cjkUrl(1900), text: "some text here" }).success).toBe(false);
    const ok = corpusLineSchema.parse({ title: "t", url: `https://example.org/${"c".repeat(1900)}`, text: docByUrl("kumasi").text });
    const { runner } = await getDatabase();
    await expect(upsertDocuments(runner, [referenceDocument(ok)])).resolves.toEqual({ created: 1, updated: 0 });
  });
});

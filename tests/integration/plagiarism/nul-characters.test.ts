import { describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/lib/db";
import { addReferenceFile } from "@/lib/plagiarism/admin-actions";
import { listLibrary } from "@/lib/plagiarism/admin-queries";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { corpusLineSchema, referenceDocument } from "@/lib/plagiarism/import";
import { upsertDocuments } from "@/lib/plagiarism/store";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn } from "../admin-content/session";
import { docByUrl } from "../../fixtures/plagiarism/texts";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

/**
 * PostgreSQL text (and jsonb) cannot hold a NUL character. Text read from a reference file (a TXT with a stray NUL
 * past its first 4 KB, a PDF whose fonts map glyphs to U+0000), a title or url typed with one, a corpus line holding
 * one, or a library search for one failed at the database: the upload answered "could not be added right now. Please
 * try again." (503) however often it was retried, a corpus import stopped at that line, and /library?q=%00 was an
 * error page. NULs carry no text: they are dropped from text and titles, and a url holding one is refused.
 */
useTestDatabase();

const form = (file: File, extra: Record<string, string> = {}) => {
  const f = new FormData();
  f.set("file", file);
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
};

describe("NUL characters in the plagiarism library", () => {
  it("a TXT reference with a NUL past its first 4 KB is added, without the NUL, and found by a check", async () => {
    await logIn();
    const cocoa = docByUrl("cocoa").text;
    const padding = "Notes on farming in Ghana. ".repeat(200); // > 4 KB before the NUL
    const result = await addReferenceFile(form(new File([`${padding}\u0000${cocoa}`], "notes.txt")));
    expect(result).toMatchObject({ ok: true });
    const { runner } = await getDatabase();
    const [row] = await runner.query<{ body: string }>(`select body from plagiarism_documents where id = $1::bigint`, [(result as { id: string }).id]);
    expect(row!.body.includes("\u0000")).toBe(false);
    expect((await checkPlagiarism(cocoa)).sources[0]).toMatchObject({ title: "notes.txt" });
  });

  it("a title with a NUL is kept without it; a url with one is refused with the url message", async () => {
    await logIn();
    const text = docByUrl("harmattan").text;
    expect(await addReferenceFile(form(new File([text], "h.txt"), { title: "Harmattan\u0000 notes" }))).toMatchObject({ ok: true, message: expect.stringContaining("Harmattan notes") });
    expect(await addReferenceFile(form(new File([text], "h.txt"), { url: "https://example.org/a\u0000b" }))).toEqual({ ok: false, error: "The source URL must start with http:// or https://." });
  });

  it("a library search holding a NUL lists no error", async () => {
    await logIn();
    await expect(listLibrary({ search: "Harmattan\u0000" })).resolves.toMatchObject({ matching: expect.any(Number) });
  });

  it("a corpus line with NULs in its title and text imports without them; one with a NUL in its url is skipped", async () => {
    const line = corpusLineSchema.safeParse({ title: "Kumasi\u0000 markets", url: "https://example.org/kumasi-nul", text: `${docByUrl("kumasi").text}\u0000` });
    expect(line.success).toBe(true);
    const { runner } = await getDatabase();
    await expect(upsertDocuments(runner, [referenceDocument(line.data!)])).resolves.toEqual({ created: 1, updated: 0 });
    const [row] = await runner.query<{ title: string; body: string }>(`select title, body from plagiarism_documents where doc_key = 'https://example.org/kumasi-nul'`);
    expect(row!.title).toBe("Kumasi markets");
    expect(row!.body.includes("\u0000")).toBe(false);
    expect(corpusLineSchema.safeParse({ title: "K", url: "https://example.org/\u0000", text: "some text" }).success).toBe(false);
  });
});

import { describe, expect, it, vi } from "vitest";
import { isAuthError } from "@/lib/auth/errors";
import { addReferenceFile, deleteLibraryDocument } from "@/lib/plagiarism/admin-actions";
import { listLibrary } from "@/lib/plagiarism/admin-queries";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { useTestDatabase } from "@/tests/helpers/db";
import { logIn, logOut } from "../admin-content/session";
import { docByUrl } from "../../fixtures/plagiarism/texts";
import { makePdf } from "../../fixtures/plagiarism/make-pdf";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

useTestDatabase();

const form = (file: File, extra: Record<string, string> = {}) => {
  const f = new FormData();
  f.set("file", file);
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
};

describe("admin library", () => {
  it("refuses every call without a session", async () => {
    logOut();
    for (const call of [() => listLibrary(), () => deleteLibraryDocument("1"), () => addReferenceFile(new FormData())]) {
      const error = await call().then(() => null, (e) => e);
      expect(isAuthError(error)).toBe(true);
    }
  });

  it("uploads PDF and TXT references, lists, searches and deletes them", async () => {
    await logIn();
    const cocoa = docByUrl("cocoa");
    const pdf = await addReferenceFile(form(new File([new Uint8Array(makePdf(cocoa.text.split(/(?<=\.) /)))], "cocoa.pdf", { type: "application/pdf" }), { title: cocoa.title, url: cocoa.url }));
    expect(pdf).toMatchObject({ ok: true });
    const txt = await addReferenceFile(form(new File([docByUrl("harmattan").text], "harmattan-notes.txt", { type: "text/plain" })));
    expect(txt).toMatchObject({ ok: true });
    // Uploading the same url again updates rather than duplicates.
    expect(await addReferenceFile(form(new File([new Uint8Array(makePdf(cocoa.text.split(/(?<=\.) /)))], "cocoa.pdf"), { title: cocoa.title, url: cocoa.url }))).toMatchObject({ ok: true, message: expect.stringContaining("updated") });

    const all = await listLibrary();
    expect(all).toMatchObject({ total: 2, references: 2, privateDocuments: 0, matching: 2 });
    const found = await listLibrary({ search: "harmattan" });
    expect(found.items.map((i) => i.title)).toEqual(["harmattan-notes.txt"]);

    expect((await checkPlagiarism(cocoa.text)).sources[0]).toMatchObject({ title: cocoa.title, url: cocoa.url });
    const id = all.items.find((i) => i.url === cocoa.url)!.id;
    expect(await deleteLibraryDocument(id)).toMatchObject({ ok: true });
    expect(await deleteLibraryDocument(id)).toMatchObject({ ok: false });
    expect((await checkPlagiarism(cocoa.text)).sources).toEqual([]);
  });

  it("rejects wrong types, fake PDFs, empty files and bad urls with clear messages", async () => {
    await logIn();
    expect(await addReferenceFile(new FormData())).toEqual({ ok: false, error: "Choose a PDF, DOCX or TXT file to upload." });
    expect(await addReferenceFile(form(new File(["x"], "a.exe")))).toMatchObject({ ok: false, error: expect.stringContaining("Only PDF, DOCX and TXT") });
    // a real PDF whose header follows a line break is a PDF (the request form accepts it too)
    const leading = new Uint8Array([0x0d, 0x0a, ...makePdf(["Cocoa farmers in the Ashanti Region harvest twice a year."])]);
    expect(await addReferenceFile(form(new File([leading], "leading.pdf"), { title: "Leading line break" }))).toMatchObject({ ok: true });
    expect(await addReferenceFile(form(new File(["not a pdf at all"], "a.pdf")))).toMatchObject({ ok: false, error: "The file is not a valid PDF file." });
    expect(await addReferenceFile(form(new File(["one two"], "a.txt")))).toMatchObject({ ok: false, error: "No text could be read from this file." });
    expect(await addReferenceFile(form(new File([docByUrl("kumasi").text], "k.txt"), { url: "javascript:alert(1)" }))).toMatchObject({ ok: false });
    expect(await deleteLibraryDocument("1 or 1=1")).toMatchObject({ ok: false });
  });
});

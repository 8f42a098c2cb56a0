import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { onePagePdf, sharedStreamPdf, textOp } from "../tests/fixtures/plagiarism/pdf-objects";
import { loginAs, withE2eSql } from "./helpers";

/**
 * The built app reads a PDF's or .docx's text in a child process (lib/plagiarism/file-text-worker.mjs, found by path at run time,
 * not bundled): an ordinary PDF uploaded to the library gets its text, and a 103 KB PDF whose 100 MB stream is shared
 * by 20 pages (2.3 GB and 13-23 s inside the server before, with the site not answering) is refused with a 400 while
 * the site keeps answering.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };
const TEXT = "Cocoa farmers in the Ashanti Region harvest twice a year";
const TITLE = "E2E child-process PDF";

test("library upload: a PDF's text is read outside the server; the shared-stream bomb is refused and the site answers meanwhile", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, ADMIN);
  const origin = new URL(page.url()).origin;
  const upload = (name: string, bytes: Uint8Array) =>
    page.request.post("/api/admin/library", { headers: { origin }, timeout: 60_000, multipart: { title: name === "bomb.pdf" ? "E2E bomb" : TITLE, file: { name, mimeType: "application/pdf", buffer: Buffer.from(bytes) } } });
  try {
    const added = await upload("cocoa.pdf", onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(TEXT)) }));
    expect(added.status(), await added.text()).toBe(200);
    const [doc] = await withE2eSql((db) => db`select body from plagiarism_documents where title = ${TITLE}`);
    expect(doc?.body).toContain(TEXT);

    const started = Date.now();
    const bomb = upload("bomb.pdf", sharedStreamPdf(100, 20));
    // while the bomb is read, the home page keeps answering (before, the server's only thread was pdf.js's)
    let slowest = 0;
    while (Date.now() - started < 4_000) {
      const t = Date.now();
      expect((await page.request.get("/", { timeout: 30_000 })).status()).toBe(200);
      slowest = Math.max(slowest, Date.now() - t);
      await page.waitForTimeout(250);
    }
    const refused = await bomb;
    expect(await refused.json()).toEqual({ ok: false, error: "This PDF takes too long or too much memory to read. Print it to a new PDF and upload that." });
    expect(refused.status()).toBe(400);
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(slowest, "the slowest home page while the bomb was read (ms)").toBeLessThan(2_000);
    const [{ n }] = await withE2eSql((db) => db`select count(*)::int as n from plagiarism_documents where title = 'E2E bomb'`);
    expect(n).toBe(0);
  } finally {
    await withE2eSql((db) => db`delete from plagiarism_documents where title = ${TITLE}`);
  }
});

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const docxOf = (body: string) =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "_rels/.rels": strToU8("<Relationships/>"),
    "word/document.xml": strToU8(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  }, { level: 9 });

// mammoth runs in the same reading process: a 30 KB .docx of a million empty paragraphs took the server's thread for
// 10 s and 1.7 GB before (a 262 KB one ran it out of heap after 64 s)
test("library upload: a .docx's text is read outside the server; a million empty paragraphs are refused and the site answers", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, ADMIN);
  const origin = new URL(page.url()).origin;
  const title = "E2E child-process DOCX";
  const upload = (name: string, bytes: Uint8Array) =>
    page.request.post("/api/admin/library", { headers: { origin }, timeout: 60_000, multipart: { title: name === "bomb.docx" ? "E2E docx bomb" : title, file: { name, mimeType: DOCX_MIME, buffer: Buffer.from(bytes) } } });
  try {
    const added = await upload("guide.docx", docxOf(`<w:p><w:r><w:t>${TEXT}</w:t></w:r></w:p>`));
    expect(added.status(), await added.text()).toBe(200);
    const [doc] = await withE2eSql((db) => db`select body from plagiarism_documents where title = ${title}`);
    expect(doc?.body).toContain(TEXT);

    const started = Date.now();
    const bomb = upload("bomb.docx", docxOf("<w:p/>".repeat(1_000_000)));
    let slowest = 0;
    while (Date.now() - started < 2_000) {
      const t = Date.now();
      expect((await page.request.get("/", { timeout: 30_000 })).status()).toBe(200);
      slowest = Math.max(slowest, Date.now() - t);
      await page.waitForTimeout(250);
    }
    const refused = await bomb;
    expect(await refused.json()).toEqual({ ok: false, error: "This document takes too long or too much memory to read. Save it as a PDF and upload that." });
    expect(refused.status()).toBe(400);
    expect(slowest, "the slowest home page while the bomb was read (ms)").toBeLessThan(2_000);
    const [{ n }] = await withE2eSql((db) => db`select count(*)::int as n from plagiarism_documents where title = 'E2E docx bomb'`);
    expect(n).toBe(0);
  } finally {
    await withE2eSql((db) => db`delete from plagiarism_documents where title = ${title}`);
  }
});

import { deflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import * as libraryRoute from "@/app/api/admin/library/route";
import { listLibrary } from "@/lib/plagiarism/admin-queries";
import { useTestDatabase } from "@/tests/helpers/db";
import { requestContext } from "@/tests/helpers/next-request";
import { logIn } from "../admin-content/session";
import { onePagePdf, sharedStreamPdf, textOp } from "../../fixtures/plagiarism/pdf-objects";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

useTestDatabase();

/**
 * A PDF the inflation check refuses reaches the admin who uploaded it as a 400 that says why. Before, every refusal
 * read "No text could be read from this file.", and an encrypted PDF was opened from the library (its streams, which
 * the check cannot measure, inflated by pdf.js all the same: 1 MB to 2.2 GB).
 */
async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  const response = await libraryRoute.POST(new Request("http://localhost/api/admin/library", { method: "POST", body: form }));
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: string } };
}

const TEXT = "Cocoa farmers in the Ashanti Region harvest twice a year";

describe(`library upload of refused PDFs on ${process.env.TEST_DB_KIND}`, () => {
  it("answers 400 with the reason, and stores nothing", async () => {
    requestContext.reset();
    await logIn();
    const encrypted = onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(TEXT)) }, [], { encrypt: true });
    expect(await upload(encrypted, "locked.pdf")).toEqual({ status: 400, body: { ok: false, error: "This PDF is encrypted. Save an unencrypted copy and upload that." } });

    const hex = Buffer.from(deflateSync(textOp(TEXT)).toString("hex") + ">");
    expect(await upload(onePagePdf({ dict: "<< /F [/AHx /Fl] >>", data: hex }), "hex.pdf")).toEqual({
      status: 400,
      body: { ok: false, error: "This PDF uses a kind of compression that cannot be read safely. Print it to a new PDF and upload that." },
    });

    const bomb = onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(TEXT, 201 * 1024 * 1024), { level: 9 }) });
    expect(await upload(bomb, "bomb.pdf")).toEqual({ status: 400, body: { ok: false, error: "This PDF unpacks to more than 200 MB, too much to read. Save a smaller copy and upload that." } });

    expect((await listLibrary()).total).toBe(0);
    // the same text, unencrypted, is added
    expect((await upload(onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(TEXT)) }), "open.pdf")).status).toBe(200);
  }, 60_000);

  it("a PDF whose reading process is stopped (one 100 MB stream shared by 20 pages) answers 400 with why", async () => {
    requestContext.reset();
    await logIn();
    // the inflation check passes it (the stream is measured once); pdf.js, which decodes it for each page, took 2.3 GB
    // and 13-23 s inside the server: its process is now killed past 768 MB
    const before = (await listLibrary()).total;
    const started = Date.now();
    expect(await upload(sharedStreamPdf(100, 20), "shared.pdf")).toEqual({
      status: 400,
      body: { ok: false, error: "This PDF takes too long or too much memory to read. Print it to a new PDF and upload that." },
    });
    expect(Date.now() - started).toBeLessThan(25_000);
    expect((await listLibrary()).total).toBe(before);
  }, 60_000);
});

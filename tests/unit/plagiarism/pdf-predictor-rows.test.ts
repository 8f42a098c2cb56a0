import { deflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { extractText, FileRefusedError } from "@/lib/plagiarism/extract-text";
import { pdfStreamsWithinLimit } from "@/lib/plagiarism/pdf-streams";
import { buildPdf, type PdfObject, textOp } from "@/tests/fixtures/plagiarism/pdf-objects";

const opened = vi.hoisted(() => ({ count: 0 }));
// pdf.js runs in a child process (file-text-process.ts): what is handed to it is what readPdfText is given
vi.mock("@/lib/plagiarism/file-text-process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("@/lib/plagiarism/file-text-process");
  return { ...real, readPdfText: (...args: Parameters<typeof real.readPdfText>) => (opened.count++, real.readPdfText(...args)) };
});

/**
 * pdf.js's PNG and TIFF predictors give a row of Columns × Colors × BitsPerComponent / 8 bytes for whatever the Flate
 * stream under them inflates to: five content streams of a few bytes with 200 MB rows, in a 1 KB file, took 1.4 GB
 * and 7.5 s, and the check, which measures what Flate gives, let them through.
 */
const page = (contents: PdfObject[], extra: PdfObject[] = []) => {
  const refs = contents.map((_, i) => `${6 + extra.length + i} 0 R`).join(" ");
  return buildPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${refs}] /Resources << /Font << /F1 4 0 R >> >> >>` },
    { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
    { dict: "<< /Producer /fixture >>" },
    ...extra,
    ...contents,
  ]);
};
const row = (text: string) => deflateSync(Buffer.concat([Buffer.from([0]), textOp(text)]));

describe("predictor rows count toward the limit", () => {
  it("five streams with 200 MB rows are refused before pdf.js opens the file", async () => {
    const stream = { dict: "<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 200000000 >> >>", data: row("Hello") };
    const file = page([stream, stream, stream, stream, stream]);
    expect(file.length).toBeLessThan(2048);
    expect(await pdfStreamsWithinLimit(file, 200 * 1024 * 1024)).toBe(false);
    opened.count = 0;
    await expect(extractText(file, "rows.pdf")).rejects.toThrow(new FileRefusedError("This PDF unpacks to more than 200 MB, too much to read. Save a smaller copy and upload that."));
    expect(opened.count).toBe(0);
  });

  it("however the parameters are written: shared through a reference, escaped, spread over keys", async () => {
    const shared = { dict: "<< /Predictor 12 /Columns 50000000 >>" };
    const viaRef = { dict: "<< /Filter /FlateDecode /DecodeParms 6 0 R >>", data: row("Hello") };
    expect(await pdfStreamsWithinLimit(page([viaRef, viaRef, viaRef, viaRef, viaRef], [shared]), 200 * 1024 * 1024)).toBe(false);
    const escaped = { dict: "<< /Filter /FlateDecode /DecodeParms << /Pre#64ictor 2 /Columns 1000000 /Colors 8 /BPC 16 >> >>", data: row("Hello") };
    expect(await pdfStreamsWithinLimit(page([escaped, escaped]), 20_000_000)).toBe(false);
    expect(await pdfStreamsWithinLimit(page([{ dict: "<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 9 0 R >> >>", data: row("Hello") }]), 200 * 1024 * 1024)).toBe(false);
  });

  it("ordinary predictors (a cross-reference stream's, an image's) are read", async () => {
    const text = "Cocoa farmers in the Ashanti Region harvest twice a year";
    const stream = { dict: "<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4000 /Colors 3 >> >>", data: row(text) };
    expect(await extractText(page([stream]), "ok.pdf")).toContain(text);
  });
});

describe("the filter scan stays linear", () => {
  it("on keys with long values that are not filters", async () => {
    // each "/Filter [" used to be matched to the end of the file, and a run of digits tried as "N G R" at every split
    for (const text of ["/Filter [".repeat(40_000), `/Filter ${"1".repeat(40_000)} x`]) {
      const started = Date.now();
      await pdfStreamsWithinLimit(new Uint8Array(Buffer.from(`%PDF-1.7\n${text}`, "latin1")), 1_000_000);
      expect(Date.now() - started, text.slice(0, 10)).toBeLessThan(1500);
    }
  });
});

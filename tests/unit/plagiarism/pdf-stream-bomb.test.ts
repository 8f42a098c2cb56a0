import { deflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { extractText, FileRefusedError, MAX_PDF_INFLATED_BYTES } from "@/lib/plagiarism/extract-text";
import { pdfStreamsWithinLimit } from "@/lib/plagiarism/pdf-streams";

const opened = vi.hoisted(() => ({ count: 0 }));
// pdf.js runs in a child process (file-text-process.ts): what is handed to it is what readPdfText is given
vi.mock("@/lib/plagiarism/file-text-process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("@/lib/plagiarism/file-text-process");
  return { ...real, readPdfText: (...args: Parameters<typeof real.readPdfText>) => (opened.count++, real.readPdfText(...args)) };
});

/**
 * A PDF attached to a client request is opened by the plagiarism indexer after the visitor's answer (any visitor may
 * send one), and one in the library by the upload. Nothing bounded what its compressed streams inflate to: a 1 MB PDF
 * whose content stream inflates to 1 GB took pdf.js 2.6 GB of memory and 21 s (12 s of it blocking the event loop, so
 * the whole site stopped answering); the 5 MB a request may carry is five times that. Flate streams are now inflated
 * with a cap first, and a PDF whose streams exceed it, or use a filter whose output cannot be bounded that way, is not
 * handed to pdf.js. An encrypted PDF (its streams cannot be measured) is not opened.
 */
function pdfWith(streamDict: string, data: Buffer, trailerExtra = "") {
  const head = (i: number, body: string) => Buffer.from(`${i} 0 obj\n${body}\nendobj\n`, "latin1");
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    offsets.push(parts.reduce((n, p) => n + p.length, 0));
    parts.push(b);
  };
  push(head(1, "<< /Type /Catalog /Pages 2 0 R >>"));
  push(head(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"));
  push(head(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"));
  push(Buffer.concat([Buffer.from(`4 0 obj\n<< /Length ${data.length} ${streamDict} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream\nendobj\n")]));
  push(head(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"));
  const xref = parts.reduce((n, p) => n + p.length, 0);
  const table = `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(Buffer.from(`${table}trailer\n<< /Size 6 /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

const content = (text: string, padding = 0) => Buffer.concat([Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET\n`), Buffer.alloc(padding, 0x20)]);

describe("PDF streams are bounded before pdf.js opens the file", () => {
  it("a content stream inflating past the limit is not opened", async () => {
    const bomb = pdfWith("/Filter /FlateDecode", deflateSync(content("Hello", MAX_PDF_INFLATED_BYTES + 1024 * 1024), { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_PDF_INFLATED_BYTES / 500);
    opened.count = 0;
    const started = Date.now();
    await expect(extractText(bomb, "guidelines.pdf")).rejects.toThrow(FileRefusedError);
    expect(opened.count).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it("streams whose checksum is broken count with what they inflate to (pdf.js does not check it)", async () => {
    // three streams of 600 KB each, each with a wrong adler-32: inflating one whole failed at the checksum, so it
    // counted for nothing, and any number of them passed a 1 MB limit
    const broken = () => {
      const z = Buffer.from(deflateSync(content("Hello", 600_000)));
      z.writeUInt32BE(0, z.length - 4);
      return z;
    };
    const parts = [broken(), broken(), broken()].map((z, i) => Buffer.concat([Buffer.from(`${10 + i} 0 obj\n<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`), z, Buffer.from("\nendstream\nendobj\n")]));
    const file = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n"), ...parts]));
    expect(await pdfStreamsWithinLimit(file, 1_000_000)).toBe(false);
    expect(await pdfStreamsWithinLimit(file, 2_000_000)).toBe(true);
  });

  it("a stream whose keyword is followed by spaces or a comment before its line break is measured too", async () => {
    // pdf.js starts a stream's data after the first line break that follows the keyword, whatever comes before it
    const z = deflateSync(content("Hello", 2_000_000));
    for (const after of ["   \n", "\t% a comment\r\n", " \r"]) {
      const file = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n4 0 obj\n<< /Filter /FlateDecode >>\nstream"), Buffer.from(after), z, Buffer.from("\nendstream\nendobj\n")]));
      expect(await pdfStreamsWithinLimit(file, 1_000_000), JSON.stringify(after)).toBe(false);
    }
    // many keywords and no line break anywhere after them: measured in one pass, not one pass each
    const flat = new Uint8Array(Buffer.from(`%PDF-1.4\n${"stream ".repeat(15_000)}${"x".repeat(2_000_000)}`, "latin1"));
    const started = Date.now();
    expect(await pdfStreamsWithinLimit(flat, 1_000_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("a compressed stream inside an object stream is measured too (pdf.js reads streams there)", async () => {
    const bomb = deflateSync(content("Hello", 2_000_000), { level: 9 });
    const objStm = deflateSync(Buffer.concat([Buffer.from(`7 0 << /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`), bomb, Buffer.from("\nendstream\n")]));
    const file = pdfWith("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", objStm);
    expect(objStm.length).toBeLessThan(100_000);
    expect(await pdfStreamsWithinLimit(file, 1_000_000)).toBe(false);
    // ordinary text that says "stream" in a content stream is not a stream
    const prose = deflateSync(content("The stream\n(Stream of water) Tj (rivers)"));
    expect(await pdfStreamsWithinLimit(pdfWith("/Filter /FlateDecode", prose), 1_000_000)).toBe(true);
  });

  it("a filter chain whose output is not measured (ASCIIHex before Flate) is not opened", async () => {
    const hex = Buffer.from(deflateSync(content("Hello")).toString("hex") + ">", "latin1");
    opened.count = 0;
    await expect(extractText(pdfWith("/Filter [/ASCIIHexDecode /FlateDecode]", hex), "hex.pdf")).rejects.toThrow(FileRefusedError);
    expect(opened.count).toBe(0);
  });

  it("a filter is recognised however it is written, and only where it is a /Filter", async () => {
    const z = deflateSync(content("Hello"));
    const refused = async (dict: string) => !(await pdfStreamsWithinLimit(pdfWith(dict, z), MAX_PDF_INFLATED_BYTES));
    expect(await refused("/Fil#74er [/LZW#44ecode /FlateDecode]")).toBe(true); // #xx escapes, as pdf.js decodes them
    expect(await refused("/Filter %a comment\n [/RL /FlateDecode]")).toBe(true); // a comment before the value
    expect(await refused("/Filter 9 0 R")).toBe(true); // an indirect value: its names are elsewhere
    expect(await refused("/Filter [/FlateDecode /Fl]")).toBe(true); // inflated twice: only the first pass is measured
    // a /Filter inside an object stream (compressed dictionaries)
    const objStm = deflateSync(Buffer.from("9 0 << /Length 10 /Filter [/A85 /FlateDecode] >>"));
    expect(!(await pdfStreamsWithinLimit(pdfWith("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", objStm), MAX_PDF_INFLATED_BYTES))).toBe(true);
    // the same names outside a /Filter value (text, font programs) are not filters
    expect(await refused("/Filter /FlateDecode /Comment (/RL /LZW) /RL 3")).toBe(false);
    const prose = deflateSync(content("Chapter /RL and /LZW in text /AHx"));
    expect(await pdfStreamsWithinLimit(pdfWith("/Filter /FlateDecode", prose), MAX_PDF_INFLATED_BYTES)).toBe(true);
  });

  it("an encrypted PDF is not opened (pdf-encrypted-and-codecs.test.ts has one pdf.js reads)", async () => {
    const encrypted = pdfWith("/Filter /FlateDecode", deflateSync(content("Hello")), "/Encrypt 9 0 R ");
    opened.count = 0;
    await expect(extractText(encrypted, "locked.pdf")).rejects.toThrow(/encrypted/);
    expect(opened.count).toBe(0);
  });

  it("ordinary PDFs, compressed or not, are still read", async () => {
    expect(await extractText(pdfWith("/Filter /FlateDecode", deflateSync(content("Cocoa farmers harvest twice a year"))), "a.pdf")).toMatch(/Cocoa farmers harvest twice a year/);
    expect(await extractText(pdfWith("/Filter [/FlateDecode]", deflateSync(content("Dry season winds", 50_000))), "b.pdf")).toMatch(/Dry season winds/);
    expect(await extractText(pdfWith("", content("Kejetia market in Kumasi")), "c.pdf")).toMatch(/Kejetia market in Kumasi/);
  });
});

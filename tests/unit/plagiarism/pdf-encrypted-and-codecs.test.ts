import { deflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { extractText, FileRefusedError, MAX_PDF_INFLATED_BYTES } from "@/lib/plagiarism/extract-text";
import { pdfStreamsWithinLimit } from "@/lib/plagiarism/pdf-streams";
import { buildPdf, jpegHeader, onePagePdf, textOp } from "@/tests/fixtures/plagiarism/pdf-objects";

const opened = vi.hoisted(() => ({ files: [] as Uint8Array[] }));
// pdf.js runs in a child process (file-text-process.ts): what is handed to it is what readPdfText is given
vi.mock("@/lib/plagiarism/file-text-process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("@/lib/plagiarism/file-text-process");
  return { ...real, readPdfText: (data: Uint8Array, ...rest: [number]) => (opened.files.push(new Uint8Array(data)), real.readPdfText(data, ...rest)) };
});

/**
 * The gaps the last session left in the PDF inflation check, measured before this change with
 * scripts/measure-pdf-bombs.ts (`extractText` in one process per file, peak RSS from /proc):
 * - an encrypted PDF (RC4, empty user password) whose one content stream inflates to 1 GB passed the check from the
 *   library, since its encrypted bytes do not inflate, and pdf.js decrypted and inflated it: 1 MB file, 2.2 GB, 18 s;
 * - a stream with an image codec read as page contents: pdf.js decodes it whatever the stream is (an 851-byte JPEG
 *   header declaring 8000 × 8000 pixels: 590 MB; 101 KB of CCITT fax data: 1.5 GB and 12 s), while an image drawn on
 *   the page is never decoded to read text (a 16,000 × 16,000 JPEG image: 237 MB, as a page without it);
 * - pdf.js reads a stream's filters from /F as well as /Filter, fetches indirect names inside a filter array, and
 *   skips comments in it: none of these was seen by the check.
 */
const PEOPLE = "Cocoa farmers in the Ashanti Region harvest twice a year";
const refusal = (bytes: Uint8Array) => extractText(bytes, "file.pdf").then(() => null, (e: unknown) => (e instanceof FileRefusedError ? e.message : `other error: ${String(e)}`));


describe("encrypted PDFs", () => {
  it("are refused with a message, from the library too: their streams cannot be measured, and pdf.js reads them", async () => {
    const encrypted = onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(PEOPLE)) }, [], { encrypt: true });
    // the fixture is a real encrypted PDF: pdf.js opens it without a password and reads the text
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    expect((await pdfText(await getDocumentProxy(new Uint8Array(encrypted)), { mergePages: true })).text).toContain(PEOPLE);
    expect(Buffer.from(encrypted).includes(PEOPLE)).toBe(false);

    opened.files = [];
    expect(await refusal(encrypted)).toBe("This PDF is encrypted. Save an unencrypted copy and upload that.");
    expect(opened.files).toHaveLength(0);
  });
});

describe("image codecs", () => {
  const imagePage = (contents: string) =>
    onePagePdf({ dict: "<< >>", data: Buffer.from(contents) }, [{ dict: "<< /Type /XObject /Subtype /Image /Width 8000 /Height 8000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode >>", data: jpegHeader(8000, 8000) }], {
      resources: "/XObject << /Im1 6 0 R >>",
    });

  it("are unknown to pdf.js in the file it opens, so a stream it reads as contents is not decoded", async () => {
    for (const filter of ["/DCTDecode", "[/FlateDecode /DCTDecode]", "/DC#54Decode", "/CCITTFaxDecode /DecodeParms << /K -1 /Columns 8000 >>", "/JBIG2Decode", "/JPX"]) {
      const data = filter.includes("Flate") ? deflateSync(jpegHeader(8000, 8000)) : filter.includes("CCITT") ? Buffer.alloc(100_000, 0xff) : jpegHeader(8000, 8000);
      const file = onePagePdf({ dict: `<< /Filter ${filter} >>`, data });
      opened.files = [];
      await extractText(file, "contents.pdf").catch(() => null);
      expect(opened.files, filter).toHaveLength(1);
      const seen = Buffer.from(opened.files[0]!).toString("latin1");
      expect(seen, filter).not.toMatch(/\/(DCTDecode|DC#54Decode|CCITTFaxDecode|JBIG2Decode|JPX)\b/);
      expect(seen.length).toBe(file.length); // same length: the cross-reference offsets still hold
    }
  });

  it("a page with a JPEG image still gives its text", async () => {
    opened.files = [];
    expect(await extractText(imagePage(`q 612 0 0 792 0 0 cm /Im1 Do Q ${textOp(PEOPLE).toString()}`), "photo.pdf")).toContain(PEOPLE);
    expect(Buffer.from(opened.files[0]!).toString("latin1")).toContain("/Filter /XXXXXXXXX >>");
  });

  it("inside an object stream that holds a stream, where they cannot be overwritten, are refused", async () => {
    const objStm = deflateSync(Buffer.from(`7 0 << /Length ${jpegHeader(9, 9).length} /Filter /DCTDecode >>\nstream\n${jpegHeader(9, 9).toString("latin1")}\nendstream\n`, "latin1"));
    expect(await refusal(onePagePdf({ dict: "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>", data: objStm }))).toMatch(/^This PDF uses a kind of compression/);
  });
});

describe("filters pdf.js reads where the check did not look", () => {
  const hex = Buffer.from(deflateSync(textOp(PEOPLE)).toString("hex") + ">");
  it("/F, an indirect name in a filter array, a comment in a filter array", async () => {
    // pdf.js itself reads the text through /F (dict.get("F", "Filter")): the first file is not a made-up case
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    const viaF = onePagePdf({ dict: "<< /F [/AHx /Fl] >>", data: hex });
    expect((await pdfText(await getDocumentProxy(new Uint8Array(viaF)), { mergePages: true })).text).toContain(PEOPLE);
    for (const file of [viaF, onePagePdf({ dict: "<< /Filter [6 0 R /Fl] >>", data: hex }, [{ dict: "/AHx" }]), onePagePdf({ dict: "<< /Filter [/Fl %]\n/AHx] >>", data: hex })]) {
      opened.files = [];
      expect(await refusal(file)).toBe("This PDF uses a kind of compression that cannot be read safely. Print it to a new PDF and upload that.");
      expect(opened.files).toHaveLength(0);
    }
  });

  it("an /F that names no filter (a link's flags, an embedded file) is not refused", async () => {
    const annots = deflateSync(Buffer.from(`8 0 << /Type /Annot /Subtype /Link /F 4 /Rect [0 0 1 1] >>\n${" ".repeat(100_000)}`));
    const file = buildPdf([
      { dict: "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.txt) 7 0 R] >> >> >>" },
      { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
      { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>" },
      { dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp(PEOPLE)) },
      { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
      { dict: "<< /Type /EmbeddedFile >>", data: Buffer.from("notes") },
      { dict: "<< /Type /Filespec /EF << /F 6 0 R >> >>" },
      { dict: "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>", data: annots },
    ]);
    expect(await extractText(file, "attached.pdf")).toContain(PEOPLE);
  });
});

describe("the reason reaches the uploader", () => {
  it("a bomb says it unpacks past the limit", async () => {
    const bomb = onePagePdf({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(textOp("Hello", MAX_PDF_INFLATED_BYTES + 1024 * 1024), { level: 9 }) });
    expect(await pdfStreamsWithinLimit(bomb, MAX_PDF_INFLATED_BYTES)).toBe(false);
    expect(await refusal(bomb)).toBe("This PDF unpacks to more than 200 MB, too much to read. Save a smaller copy and upload that.");
  }, 30_000);
});

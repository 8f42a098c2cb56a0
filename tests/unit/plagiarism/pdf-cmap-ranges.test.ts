import { deflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { extractText, FileRefusedError } from "@/lib/plagiarism/extract-text";
import { cmapRangeCodes } from "@/lib/plagiarism/pdf-cmap-ranges";
import { pdfStreamsWithinLimit } from "@/lib/plagiarism/pdf-streams";
import { buildPdf, type PdfObject } from "@/tests/fixtures/plagiarism/pdf-objects";

const opened = vi.hoisted(() => ({ count: 0 }));
// pdf.js runs in a child process (file-text-process.ts): what is handed to it is what readPdfText is given
vi.mock("@/lib/plagiarism/file-text-process", async (importOriginal) => {
  const real = (await importOriginal()) as typeof import("@/lib/plagiarism/file-text-process");
  return { ...real, readPdfText: (...args: Parameters<typeof real.readPdfText>) => (opened.count++, real.readPdfText(...args)) };
});

/**
 * pdf.js stores each code of a CMap range one by one: a 1 KB PDF whose ToUnicode CMap has one range of 16.7 million
 * codes took 2.1 GB and 18 s to read (three ranges: 3.6 GB, 55 s), and nothing in it is compressed, so the inflation
 * check let it through.
 */
const cmap = (sections: string) =>
  `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /T def 1 begincodespacerange <00000000> <FFFFFFFF> endcodespacerange\n${sections}\nendcmap CMapName currentdict /CMap defineresource pop end end`;
const withToUnicode = (toUnicode: PdfObject) =>
  buildPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>" },
    { dict: "<< >>", data: Buffer.from("BT /F1 12 Tf 72 720 Td (Cocoa farmers in the Ashanti Region) Tj ET") },
    { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>" },
    toUnicode,
  ]);
const LIMIT = 200 * 1024 * 1024;

describe("CMap ranges count toward the limit", () => {
  it("a ToUnicode range of 16.7 million codes is refused before pdf.js opens the file, compressed or not", async () => {
    const wide = cmap("1 beginbfrange\n<00000000> <00FFFFFE> <0041>\nendbfrange");
    for (const file of [withToUnicode({ dict: "<< >>", data: Buffer.from(wide) }), withToUnicode({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(wide) })]) {
      expect(file.length).toBeLessThan(1500);
      opened.count = 0;
      expect(await pdfStreamsWithinLimit(file, LIMIT)).toBe(false);
      await expect(extractText(file, "font.pdf")).rejects.toThrow(FileRefusedError);
      expect(opened.count).toBe(0);
    }
  });

  it("ranges are read as pdf.js reads them", () => {
    expect(cmapRangeCodes(cmap("2 beginbfrange <0000> <00FF> <0041> <0100> <01FF> [<0041> <0042>] endbfrange"))).toBe(256 + 2);
    expect(cmapRangeCodes("1 begincidrange <0000> <FFFF> 0 endcidrange")).toBe(65_536);
    // bounds as literal strings with octal escapes, a comment naming the end keyword: still one range of 2^24 - 1
    expect(cmapRangeCodes("1 beginbfrange % endbfrange\n(\\000\\000\\000) (\\377\\377\\376) <0041> endbfrange")).toBe(2 ** 24 - 1);
    // wider than pdf.js takes: it stops reading the section there
    expect(cmapRangeCodes("2 beginbfrange <00000000> <01000000> <0041> <0000> <00FF> <0041> endbfrange")).toBe(0);
    // the words in a string are no section
    expect(cmapRangeCodes("BT (1 beginbfrange <0000> <FFFF> <0041> endbfrange) Tj ET")).toBe(0);
  });

  it("an ordinary ToUnicode CMap, even one identity range over two bytes, is read", async () => {
    const usual = cmap("2 beginbfchar <43> <0043> <6F> <006F> endbfchar\n1 beginbfrange <0000> <FFFF> <0000> endbfrange");
    expect(await extractText(withToUnicode({ dict: "<< /Filter /FlateDecode >>", data: deflateSync(usual) }), "font.pdf")).toContain("Cocoa farmers");
  });
});

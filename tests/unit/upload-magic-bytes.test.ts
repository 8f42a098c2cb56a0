import { describe, expect, it } from "vitest";
import { isStoredFilePath, newFilePath } from "@/lib/storage/file-path";
import { extensionMatches, looksLikeDocx, sniffKind, zipEntryNames } from "@/lib/uploads/magic-bytes";
import { sampleDoc, sampleDocx, sampleExe, samplePdf, zipOf } from "../helpers/request-fixtures";

const readerOf = (buf: Buffer) => async (offset: number, length: number) => new Uint8Array(buf.subarray(offset, offset + length));

describe("magic bytes", () => {
  it("recognises PDF, OLE2 (.doc) and zip (.docx) by their first bytes", () => {
    expect(sniffKind(samplePdf())).toBe("pdf");
    expect(sniffKind(sampleDoc())).toBe("ole2");
    expect(sniffKind(sampleDocx())).toBe("zip");
  });

  it("refuses an executable, text, and too-short input", () => {
    expect(sniffKind(sampleExe())).toBeNull();
    expect(sniffKind(Buffer.from("hello world"))).toBeNull();
    expect(sniffKind(Buffer.from("%PD"))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });

  it("accepts a PDF whose header follows white space within the first 1024 bytes, as PDF readers do", () => {
    const after = (lead: string) => Buffer.concat([Buffer.from(lead, "latin1"), samplePdf()]);
    for (const lead of ["\r\n", "\n\n  \t", "\0\f ", " ".repeat(1019)]) expect(sniffKind(after(lead)), JSON.stringify(lead)).toBe("pdf");
    expect(sniffKind(after(" ".repeat(1020)))).toBeNull(); // the header would end past byte 1024
    expect(sniffKind(after("hello\n"))).toBeNull(); // only white space may come first
    expect(sniffKind(Buffer.from("\r\n%PD"))).toBeNull();
    expect(sniffKind(Buffer.concat([Buffer.from("\n"), sampleDoc()]))).toBeNull(); // Word files still start at byte 0
  });

  it("requires the content to match the extension", () => {
    expect(extensionMatches(".pdf", samplePdf())).toBe(true);
    expect(extensionMatches(".pdf", sampleExe())).toBe(false);
    expect(extensionMatches(".doc", samplePdf())).toBe(false);
    expect(extensionMatches(".docx", sampleDoc())).toBe(false);
  });

  it("reads a zip's entry names from its central directory", async () => {
    const docx = sampleDocx();
    const names = await zipEntryNames(readerOf(docx), docx.length);
    expect(names).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    expect(looksLikeDocx(names!)).toBe(true);
  });

  it("tells a .docx from any other zip, and from a truncated one", async () => {
    const other = zipOf({ "[Content_Types].xml": "x", "xl/workbook.xml": "x" });
    expect(looksLikeDocx((await zipEntryNames(readerOf(other), other.length))!)).toBe(false);
    const cut = sampleDocx().subarray(0, 60);
    expect(await zipEntryNames(readerOf(cut), cut.length)).toBeNull();
  });

  // The 60-byte cut above has no end record at all, so the checks of what the end record and the directory say were
  // never reached: without the zero-entry check or the entry-signature check this file still passed. A directory said
  // to run past the end of the file is refused too (by the end record's check, or by the entries' bounds after it).
  it("refuses a zip whose end record or central directory does not hold together", async () => {
    const docx = sampleDocx();
    const eocd = docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dirOffset = docx.readUInt32LE(eocd + 16);
    const edited = (edit: (b: Buffer) => void) => {
      const b = Buffer.from(docx);
      edit(b);
      return b;
    };
    const pastTheEnd = edited((b) => b.writeUInt32LE(b.length - 10, eocd + 16)); // the directory would end past the file
    const noEntries = edited((b) => (b.writeUInt16LE(0, eocd + 8), b.writeUInt16LE(0, eocd + 10)));
    const badHeader = edited((b) => b.writeUInt32LE(0x12345678, dirOffset)); // the first directory entry's signature
    for (const [name, zip] of [["past the end", pastTheEnd], ["no entries", noEntries], ["bad header", badHeader]] as const) {
      expect(await zipEntryNames(readerOf(zip), zip.length), name).toBeNull();
    }
    expect(await zipEntryNames(readerOf(docx), docx.length)).toHaveLength(3);
  });
});

describe("stored file names", () => {
  it("are project_guidelines/{timestamp}-{random}{ext}", () => {
    const p = newFilePath(".pdf", 1764000000000, "abc123def456");
    expect(p).toBe("project_guidelines/1764000000000-abc123def456.pdf");
    expect(isStoredFilePath(p)).toBe(true);
  });

  it("differ between calls in the same millisecond", () => {
    const paths = new Set(Array.from({ length: 200 }, () => newFilePath(".docx", 1764000000000)));
    expect(paths.size).toBe(200);
    for (const p of paths) expect(isStoredFilePath(p)).toBe(true);
  });

  it("never accept a path that could leave the folder", () => {
    for (const bad of ["../etc/passwd", "project_guidelines/../x.pdf", "project_guidelines/1764000000000-abc123def456.exe", "/abs.pdf"]) {
      expect(isStoredFilePath(bad)).toBe(false);
    }
  });
});

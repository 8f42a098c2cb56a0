import "server-only";
import { stripNul } from "@/lib/forms/control-chars";
import type { PdfRefusal } from "./pdf-filter-scan";
import { checkPdfStreams } from "./pdf-streams";
import { readDocxText, readPdfText, type FileReadResult } from "./file-text-process";
import { zipInflatedSize, zipRealInflatedSize } from "./zip-size";

/** Text of an uploaded PDF, DOCX or TXT file (for the library and the submissions index), or null for other types. */
export const EXTRACTABLE = ["pdf", "docx", "txt"] as const;
export type Extractable = (typeof EXTRACTABLE)[number];

export function extensionOf(name: string): string {
  return (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? "").toLowerCase();
}

/**
 * At most this much text is kept from one file (a 300-page thesis is about 600,000 characters): a 78 KB .docx can
 * inflate to 20 million characters, and every check that matched it would then align against all of them.
 */
export const MAX_EXTRACTED_CHARS = 1_000_000;
/** A .docx whose parts declare more than this uncompressed is not opened at all (a zip bomb, not a document). */
export const MAX_DOCX_INFLATED_BYTES = 100 * 1024 * 1024;

/**
 * A PDF whose compressed streams inflate to more than this, in total, is not opened (a PDF bomb, not a document): pdf.js
 * inflates them in memory on the server's one thread, 1 GB from a 1 MB file in 21 s.
 */
export const MAX_PDF_INFLATED_BYTES = 200 * 1024 * 1024;

/**
 * A file refused before it is opened, with the sentence to show whoever uploaded it (the library upload answers it
 * with a 400; a request's attachment is then left out of the index, the request itself is kept).
 */
export class FileRefusedError extends Error {
  override name = "FileRefusedError";
}

const PDF_REFUSALS: Record<PdfRefusal, string> = {
  encrypted: "This PDF is encrypted. Save an unencrypted copy and upload that.",
  "too-large": `This PDF unpacks to more than ${MAX_PDF_INFLATED_BYTES / 1024 / 1024} MB, too much to read. Save a smaller copy and upload that.`,
  filter: "This PDF uses a kind of compression that cannot be read safely. Print it to a new PDF and upload that.",
};
/** A PDF or .docx whose reading process was stopped past its time or memory limit (file-text-process.ts). */
export const PDF_TOO_COSTLY = "This PDF takes too long or too much memory to read. Print it to a new PDF and upload that.";
export const DOCX_TOO_COSTLY = "This document takes too long or too much memory to read. Save it as a PDF and upload that.";
export const FILE_READERS_BUSY = "Too many files are being read right now. Please try again in a minute.";

/**
 * Throws FileRefusedError for a PDF that is not opened (see checkPdfStreams), or a PDF or .docx whose reading was
 * stopped (file-text-process.ts).
 */
export async function extractText(bytes: Uint8Array, fileName: string): Promise<string | null> {
  const text = await extractAll(bytes, extensionOf(fileName));
  // PostgreSQL text cannot hold NUL, which a stray byte in a TXT or a PDF font's unmapped glyphs put in the text:
  // the insert failed and the upload answered "try again" for good (and a request's file went unindexed).
  return text === null ? null : stripNul(text).slice(0, MAX_EXTRACTED_CHARS);
}

async function extractAll(bytes: Uint8Array, ext: string): Promise<string | null> {
  if (ext === "txt") return new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, MAX_EXTRACTED_CHARS * 4));
  if (ext === "pdf") {
    const checked = await checkPdfStreams(bytes, MAX_PDF_INFLATED_BYTES);
    if (!checked.ok) throw new FileRefusedError(PDF_REFUSALS[checked.reason]);
    // pdf.js decodes a stream again at every read (a stream shared by 20 pages, measured once above, took 2.3 GB and
    // 13-23 s) and blocks the thread it runs on: it runs in a child process, killed past a time and a memory limit
    return textOrRefusal(await readPdfText(checked.bytes, MAX_EXTRACTED_CHARS), PDF_TOO_COSTLY);
  }
  if (ext === "docx") {
    const inflated = zipInflatedSize(bytes);
    if (inflated === null || inflated > MAX_DOCX_INFLATED_BYTES) return null;
    // the declared sizes are the archive author's word: mammoth inflated a lying bomb whole before it checked them
    if ((await zipRealInflatedSize(bytes, MAX_DOCX_INFLATED_BYTES)) === null) return null;
    // mammoth builds the whole document's tree on the thread it runs on: a 30 KB file of a million empty paragraphs
    // took 10 s and 1.7 GB, a 262 KB one ran the server out of heap after 64 s; it runs in a child process too
    return textOrRefusal(await readDocxText(bytes, MAX_EXTRACTED_CHARS), DOCX_TOO_COSTLY);
  }
  return null;
}

function textOrRefusal(read: FileReadResult, tooCostly: string): string {
  if (!read.ok) throw new FileRefusedError(read.reason === "busy" ? FILE_READERS_BUSY : tooCostly);
  return read.text;
}

import "server-only";
import { promisify } from "node:util";
import { constants as zlibConstants, createInflate, inflateRaw } from "node:zlib";
import { stripNul } from "@/lib/forms/control-chars";

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

/** trusted: the file comes from a signed-in admin (the library), not from a visitor (a request's attachment). */
export type ExtractOptions = { trusted?: boolean };

export async function extractText(bytes: Uint8Array, fileName: string, options: ExtractOptions = {}): Promise<string | null> {
  const text = await extractAll(bytes, extensionOf(fileName), options);
  // PostgreSQL text cannot hold NUL, which a stray byte in a TXT or a PDF font's unmapped glyphs put in the text:
  // the insert failed and the upload answered "try again" for good (and a request's file went unindexed).
  return text === null ? null : stripNul(text).slice(0, MAX_EXTRACTED_CHARS);
}

async function extractAll(bytes: Uint8Array, ext: string, options: ExtractOptions): Promise<string | null> {
  if (ext === "txt") return new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, MAX_EXTRACTED_CHARS * 4));
  if (ext === "pdf") {
    if (!(await pdfStreamsWithinLimit(bytes, MAX_PDF_INFLATED_BYTES, options.trusted ?? false))) return null;
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await pdfText(pdf, { mergePages: true });
    return text;
  }
  if (ext === "docx") {
    const inflated = zipInflatedSize(bytes);
    if (inflated === null || inflated > MAX_DOCX_INFLATED_BYTES) return null;
    // the declared sizes are the archive author's word: mammoth inflated a lying bomb whole before it checked them
    if ((await zipRealInflatedSize(bytes, MAX_DOCX_INFLATED_BYTES)) === null) return null;
    const mammoth = (await import("mammoth")).default;
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  }
  return null;
}

/** Where a zip's end-of-central-directory record starts, or -1: it is 22 bytes plus a comment of up to 65,535 bytes, at the end. */
function endOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/**
 * The total uncompressed size a zip archive's central directory declares for its entries, or null when the archive
 * cannot be read (no end-of-central-directory record, a zip64 archive, a directory past the end of the file).
 */
export function zipInflatedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(bytes, view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || at === 0xffffffff) return null;
  let total = 0;
  for (let k = 0; k < entries; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    total += view.getUint32(at + 24, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

const inflateRawAsync = promisify(inflateRaw);

/**
 * What the entries of a zip really inflate to, in total, or null when the archive cannot be read (or uses a method
 * other than stored and deflate) or the total passes `limit`. Each entry is inflated with a cap on its output, so no
 * more than `limit` bytes are ever produced whatever the headers say.
 */
export async function zipRealInflatedSize(bytes: Uint8Array, limit: number): Promise<number | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endOfCentralDirectory(bytes, view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  let total = 0;
  for (let k = 0; k < entries; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressed > bytes.length) return null;
    if (method === 0) total += compressed;
    else if (method === 8) {
      try {
        total += (await inflateRawAsync(bytes.subarray(start, start + compressed), { maxOutputLength: limit - total + 1 })).length;
      } catch {
        return null; // past the cap (ERR_BUFFER_TOO_LARGE) or not a deflate stream
      }
    } else return null;
    if (total > limit) return null;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/**
 * How many bytes a zlib stream inflates to, counted as they come out (never held), up to just past `cap`; `onText`
 * sees the output as latin1 text in pieces (it answers how much of the end of a piece to see again at the start of
 * the next, for what straddles two). A corrupt stream (a wrong checksum, a bad block) counts what came out before the
 * error, as pdf.js, which checks neither, reads it: small output chunks keep what an error discards to a few kilobytes.
 */
function inflatedLength(data: Uint8Array, cap: number, onText: (text: string, final: boolean) => number, onChunk?: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve) => {
    const inflater = createInflate({ finishFlush: zlibConstants.Z_SYNC_FLUSH, chunkSize: 4096 });
    let produced = 0;
    let tail = "";
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      onText(tail, true);
      resolve(produced);
    };
    inflater.on("data", (chunk: Buffer) => {
      if (settled) return;
      produced += chunk.length;
      onChunk?.(chunk);
      const text = tail + chunk.toString("latin1");
      tail = text.slice(onText(text, false));
      if (produced > cap) {
        done();
        inflater.destroy();
      }
    });
    inflater.on("error", done);
    inflater.on("end", done);
    inflater.on("close", done);
    inflater.end(data);
  });
}

/** Filters whose output cannot be measured by inflating once (pdf.js decodes them, then any Flate after them). */
const UNMEASURED_FILTERS = new Set(["LZWDecode", "LZW", "ASCIIHexDecode", "AHx", "ASCII85Decode", "A85", "RunLengthDecode", "RL"]);
/** More streams than this is not a document someone writes; measuring each would itself take long. */
const MAX_PDF_STREAMS = 20_000;

const NAME = /\/([^\s/[\]<>(){}%]*)/g;
const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
// white space and comments, which pdf.js's lexer skips between a key and its value
const GAP = String.raw`(?:[\s\0]|%[^\r\n]*)*`;
const FILTER_VALUE = new RegExp(String.raw`${GAP}(\[[^\]]*\]|/[^\s/[\]<>(){}%]*|\d+${GAP}\d+${GAP}R\b)`, "y");

/**
 * What a PDF's text says about its filters (#xx escapes in names decoded, as pdf.js decodes them): `refused` when a
 * /Filter value names a filter inflating cannot measure or is an indirect reference (its names would be elsewhere), or
 * when the text names /Encrypt and that is not allowed. The text may stop inside a name or a /Filter value (a piece of
 * an inflated stream): `keepFrom` is where the next piece should start again from.
 */
function pdfFilterScan(text: string, allowEncrypted: boolean, partialEnd: boolean): { refused: boolean; keepFrom: number } {
  const keepFrom = Math.max(0, text.length - 512);
  for (const m of text.matchAll(NAME)) {
    const end = m.index + m[0].length;
    if (partialEnd && end === text.length) return { refused: false, keepFrom: Math.min(keepFrom, m.index) };
    const name = decodeName(m[1]!);
    if (name === "Encrypt" && !allowEncrypted) return { refused: true, keepFrom };
    if (name !== "Filter") continue;
    FILTER_VALUE.lastIndex = end;
    const value = FILTER_VALUE.exec(text);
    if (!value || (partialEnd && FILTER_VALUE.lastIndex === text.length)) {
      if (partialEnd) return { refused: false, keepFrom: Math.min(keepFrom, m.index) }; // the value goes on in the next piece
      continue;
    }
    if (/R$/.test(value[1]!)) return { refused: true, keepFrom };
    const filters = [...value[1]!.matchAll(NAME)].map((f) => decodeName(f[1]!));
    // a second Flate inflates what the first gives: only the first pass is measured
    if (filters.some((f) => UNMEASURED_FILTERS.has(f)) || filters.filter((f) => f === "FlateDecode" || f === "Fl").length > 1) return { refused: true, keepFrom };
  }
  return { refused: false, keepFrom };
}

/**
 * Whether a PDF may be handed to pdf.js: every zlib stream that follows a `stream` keyword is inflated (from there to
 * the end of the file: inflating stops where the stream ends) with a cap on the total output, whatever its dictionary
 * says, and neither the file nor those streams (object streams hold dictionaries too) may give a /Filter whose output
 * inflating cannot measure. An encrypted file's streams cannot be measured: allowed only when `allowEncrypted`.
 * (Image codecs are not measured: pdf.js decodes images to render pages, not to read their text.)
 */
export async function pdfStreamsWithinLimit(bytes: Uint8Array, limit: number, allowEncrypted = false): Promise<boolean> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (pdfFilterScan(text, allowEncrypted, false).refused) return false;
  return measureStreams(bytes, text, { limit, allowEncrypted, total: 0, streams: 0 }, 0);
}

/** pdf.js reads streams inside object streams too: an inflated stream up to this size is searched for streams in turn. */
const NESTED_SCAN_BYTES = 16 * 1024 * 1024;
const MAX_NESTING = 3;
/** The `stream` token as pdf.js reads it (followed by white space, a delimiter or the end). */
const STREAM_TOKEN = /\bstream(?=[\s\0()<>[\]{}/%]|$)/;

type Measure = { limit: number; allowEncrypted: boolean; total: number; streams: number };

async function measureStreams(bytes: Uint8Array, text: string, m: Measure, depth: number): Promise<boolean> {
  // pdf.js starts a stream's data after the first line break that follows the `stream` token, whatever comes before
  // it. The line break after one keyword is also the one after every later keyword before it: found once, not rescanned.
  const eol = /\r\n?|\n/g;
  let lineBreak: { at: number; end: number } | null = null;
  let lastStart = -1;
  for (const token of text.matchAll(new RegExp(STREAM_TOKEN, "g"))) {
    if (++m.streams > MAX_PDF_STREAMS) return false;
    const after = token.index + token[0].length;
    if (!lineBreak || lineBreak.at < after) {
      eol.lastIndex = after;
      const found = eol.exec(text);
      if (!found) break;
      lineBreak = { at: found.index, end: found.index + found[0].length };
    }
    const start = lineBreak.end;
    if (start === lastStart) continue; // two keywords on one line: one stream
    lastStart = start;
    // a zlib header (deflate, header checksum): anything else is not inflated by pdf.js's Flate filter either
    if (start + 2 > bytes.length || (bytes[start]! & 0x0f) !== 8 || ((bytes[start]! << 8) | bytes[start + 1]!) % 31 !== 0) continue;
    let refused = false;
    let nested = false;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    const produced = await inflatedLength(
      bytes.subarray(start),
      // past the deepest level any stream that inflates at all is refused
      depth >= MAX_NESTING ? 0 : m.limit - m.total,
      (piece, final) => {
        const scan = pdfFilterScan(piece, m.allowEncrypted, !final);
        refused ||= scan.refused;
        // a /Filter value padded past 64 KB to get out of sight is refused too
        if (piece.length - scan.keepFrom > 65_536) refused = true;
        nested ||= STREAM_TOKEN.test(piece);
        return refused ? piece.length : scan.keepFrom;
      },
      (chunk) => {
        keptBytes += chunk.length;
        if (keptBytes <= NESTED_SCAN_BYTES) kept.push(chunk);
      },
    );
    if (depth >= MAX_NESTING && produced > 0) return false;
    m.total += produced;
    if (m.total > m.limit || refused) return false;
    if (nested) {
      // a stream inside this one (an object stream's objects may be streams): too big to search is refused
      if (keptBytes > NESTED_SCAN_BYTES) return false;
      const inner = Buffer.concat(kept);
      if (!(await measureStreams(inner, inner.toString("latin1"), m, depth + 1))) return false;
    }
  }
  return true;
}


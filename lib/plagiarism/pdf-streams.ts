import "server-only";
import { constants as zlibConstants, createInflate } from "node:zlib";

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

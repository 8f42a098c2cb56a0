import "server-only";
import { constants as zlibConstants, createInflate } from "node:zlib";
import { CMAP_BYTES_PER_CODE, cmapRangeCodes, mayHoldCMapRanges } from "./pdf-cmap-ranges";
import { noPredictorRows, pdfFilterScan, type PdfRefusal, type PredictorRows, predictorRowBytes, withoutImageCodecs } from "./pdf-filter-scan";

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

/** More streams than this is not a document someone writes; measuring each would itself take long. */
const MAX_PDF_STREAMS = 20_000;

export type PdfCheck = { ok: true; bytes: Uint8Array } | { ok: false; reason: PdfRefusal };

/**
 * Whether a PDF may be handed to pdf.js, and the bytes to hand it: every zlib stream that follows a `stream` keyword is
 * inflated (from there to the end of the file: inflating stops where the stream ends) with a cap on the total output,
 * whatever its dictionary says, and neither the file nor those streams (object streams hold dictionaries too) may give
 * a filter whose output inflating cannot measure. An encrypted file is refused: its streams cannot be measured, and
 * pdf.js decrypts them with the empty password and inflates them all the same (a 1 MB file took 2.2 GB and 18 s).
 * Image codecs are made unknown to pdf.js in the bytes returned, and predictor rows count too (pdf-filter-scan.ts).
 */
export async function checkPdfStreams(bytes: Uint8Array, limit: number): Promise<PdfCheck> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const m: Measure = { limit, total: 0, streams: 0, rows: noPredictorRows() };
  const scan = pdfFilterScan(text, false, m.rows);
  if (scan.refused) return { ok: false, reason: scan.refused };
  // CMaps stored without compression are in the file's text (pdf-cmap-ranges.ts)
  if (mayHoldCMapRanges(text)) m.total += cmapRangeCodes(text) * CMAP_BYTES_PER_CODE;
  if (m.total > limit) return { ok: false, reason: "too-large" };
  const refused = await measureStreams(bytes, text, m, 0);
  if (refused) return { ok: false, reason: refused };
  // every stream may carry a predictor, and each gives at least one row (see PredictorRows)
  if (m.total + m.streams * predictorRowBytes(m.rows) > limit) return { ok: false, reason: "too-large" };
  return { ok: true, bytes: withoutImageCodecs(bytes, scan.codecs) };
}

export async function pdfStreamsWithinLimit(bytes: Uint8Array, limit: number): Promise<boolean> {
  return (await checkPdfStreams(bytes, limit)).ok;
}

/** pdf.js reads streams inside object streams too: an inflated stream up to this size is searched for streams in turn. */
const NESTED_SCAN_BYTES = 16 * 1024 * 1024;
const MAX_NESTING = 3;
/** The `stream` token as pdf.js reads it (followed by white space, a delimiter or the end). */
const STREAM_TOKEN = /\bstream(?=[\s\0()<>[\]{}/%]|$)/;

type Measure = { limit: number; total: number; streams: number; rows: PredictorRows };

/** Why the streams are refused, or null. */
async function measureStreams(bytes: Uint8Array, text: string, m: Measure, depth: number): Promise<PdfRefusal | null> {
  // pdf.js starts a stream's data after the first line break that follows the `stream` token, whatever comes before
  // it. The line break after one keyword is also the one after every later keyword before it: found once, not rescanned.
  const eol = /\r\n?|\n/g;
  let lineBreak: { at: number; end: number } | null = null;
  let lastStart = -1;
  for (const token of text.matchAll(new RegExp(STREAM_TOKEN, "g"))) {
    if (++m.streams > MAX_PDF_STREAMS) return "too-large";
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
    let refused: PdfRefusal | null = null;
    let nested = false;
    let codecs = false;
    let cmap = false;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    const produced = await inflatedLength(
      bytes.subarray(start),
      // past the deepest level any stream that inflates at all is refused
      depth >= MAX_NESTING ? 0 : m.limit - m.total,
      (piece, final) => {
        const scan = pdfFilterScan(piece, !final, m.rows);
        refused ??= scan.refused;
        codecs ||= scan.codecs.length > 0;
        // a /Filter value padded past 64 KB to get out of sight is refused too
        if (piece.length - scan.keepFrom > 65_536) refused ??= "filter";
        nested ||= STREAM_TOKEN.test(piece);
        cmap ||= mayHoldCMapRanges(piece);
        return refused ? piece.length : scan.keepFrom;
      },
      (chunk) => {
        keptBytes += chunk.length;
        if (keptBytes <= NESTED_SCAN_BYTES) kept.push(chunk);
      },
    );
    if (depth >= MAX_NESTING && produced > 0) return "too-large";
    m.total += produced;
    if (m.total > m.limit) return "too-large";
    if (refused) return refused;
    if (cmap) {
      // a CMap's ranges, counted whole: one too big to hold for that is refused
      if (keptBytes > NESTED_SCAN_BYTES) return "too-large";
      m.total += cmapRangeCodes(Buffer.concat(kept).toString("latin1")) * CMAP_BYTES_PER_CODE;
      if (m.total > m.limit) return "too-large";
    }
    if (nested) {
      // a stream inside this one (an object stream's objects may be streams): too big to search is refused, and an
      // image codec there cannot be overwritten in place (an inline image's outside a stream, in contents, is never
      // decoded to read text)
      if (keptBytes > NESTED_SCAN_BYTES) return "too-large";
      if (codecs) return "filter";
      const inner = Buffer.concat(kept);
      const inside = await measureStreams(inner, inner.toString("latin1"), m, depth + 1);
      if (inside) return inside;
    }
  }
  return null;
}

import "server-only";

/** Why a PDF is not handed to pdf.js (extract-text.ts turns each into the message the uploader sees). */
export type PdfRefusal = "encrypted" | "too-large" | "filter";

/** Filters whose output cannot be measured by inflating once (pdf.js decodes them, then any Flate after them). */
const UNMEASURED_FILTERS = new Set(["LZWDecode", "LZW", "ASCIIHexDecode", "AHx", "ASCII85Decode", "A85", "RunLengthDecode", "RL"]);
/**
 * Image codecs. pdf.js never decodes an image XObject to read text (measured: a 16,000 × 16,000 JPEG drawn on the page
 * left the peak memory of a plain page), but it decodes any stream it reads as page contents, a form, a font or a CMap
 * with whatever filter that stream names: an 851-byte JPEG header as contents took 590 MB, 101 KB of CCITT fax data
 * 1.5 GB. Which use a stream gets cannot be told from the stream, so these names are overwritten (same length, so
 * offsets hold) with one pdf.js does not know: it then reads the stream's bytes as they are, which images never need.
 */
const IMAGE_CODECS = new Set(["DCTDecode", "DCT", "JPXDecode", "JPX", "CCITTFaxDecode", "CCF", "JBIG2Decode"]);

const NAME = /\/([^\s/[\]<>(){}%]*)/g;
const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
// a comment runs to the end of its line (anchored there, so that a failing match does not try every split of it)
const COMMENT = String.raw`%[^\r\n]*(?![^\r\n])`;
// white space and comments, which pdf.js's lexer skips between a key and its value
const GAP = String.raw`(?:[\s\0]|${COMMENT})*`;
// two numbers are split by a gap that is not empty: each text has one reading, so a failing match stays linear (a
// run of 60,000 digits after a key took 8 s to refuse as "5 0 R" before)
const GAP1 = String.raw`(?:[\s\0]|${COMMENT})+`;
const REF = String.raw`(?<!\d)\d+${GAP1}\d+${GAP}R\b`;
// an array may hold comments, and a "]" inside one does not end it; a filter array holds no array (pdf.js refuses
// one), and stopping at "[" keeps "/Filter [/Filter [..." from rescanning the rest of the file at each key
const ARRAY_BODY = String.raw`\[(?:[^\][%]|${COMMENT})*`;
const FILTER_VALUE = new RegExp(String.raw`${GAP}(${ARRAY_BODY}\]|/[^\s/[\]<>(){}%]*|${REF})`, "y");
// what a value cut off by the end of a piece can look like so far
const VALUE_SO_FAR = new RegExp(String.raw`${GAP}(?:${ARRAY_BODY}|/[^\s/[\]<>(){}%]*|\d+(?:${GAP1}\d+)?${GAP})?$`, "y");
const REFERENCE = new RegExp(REF);
// an /F that is the first key of an /EF dictionary names an embedded file: that dictionary is never a stream's
const EMBEDDED_FILE_KEY = new RegExp(String.raw`/EF${GAP}<<${GAP}$`);

export type FilterScan = { refused: PdfRefusal | null; keepFrom: number; codecs: Array<[number, number]> };

/**
 * A Flate stream with a PNG or TIFF predictor gives at least one row of Columns × Colors × BitsPerComponent / 8 bytes
 * however little it inflates to: a 1 KB file of five such streams (rows of 200 MB) took 1.4 GB. Which parameters go
 * with which stream is not parsed (a /DecodeParms dictionary may be shared, nested, indirect): the largest of each
 * key seen anywhere bounds every stream's row (checkPdfStreams adds one per stream to the measured total).
 */
export type PredictorRows = { predictor: boolean; columns: number; colors: number; bits: number };
export const noPredictorRows = (): PredictorRows => ({ predictor: false, columns: 1, colors: 1, bits: 8 });
export const predictorRowBytes = (r: PredictorRows) => (r.predictor ? Math.ceil((r.columns * r.colors * r.bits) / 8) : 0);
const ROW_KEYS = new Set(["Predictor", "Columns", "Colors", "BitsPerComponent", "BPC"]);
const ROW_VALUE = new RegExp(String.raw`${GAP}(${REF}|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)?`, "y");
const ROW_VALUE_SO_FAR = new RegExp(String.raw`${GAP}(?:[-+\d.eE]+(?:${GAP1}\d+)?${GAP})?$`, "y");

/** Reads a predictor parameter's value into `rows`: "filter" for an indirect one, "defer" when it may go on. */
function readRowKey(name: string, text: string, end: number, partialEnd: boolean, rows: PredictorRows): PdfRefusal | "defer" | null {
  ROW_VALUE.lastIndex = end;
  const value = ROW_VALUE.exec(text)?.[1];
  ROW_VALUE_SO_FAR.lastIndex = end;
  if (partialEnd && ROW_VALUE_SO_FAR.test(text)) return "defer";
  if (value && /R$/.test(value)) return "filter";
  const n = value === undefined ? NaN : Math.abs(Number(value));
  // pdf.js applies a predictor whose value is anything but a number up to 1 (a name passes its range check)
  if (name === "Predictor") rows.predictor ||= !(Number(value) <= 1);
  else if (Number.isFinite(n)) {
    const key = name === "Columns" ? "columns" : name === "Colors" ? "colors" : "bits";
    rows[key] = Math.max(rows[key], n);
  }
  return null;
}

/**
 * What a PDF's text says about its filters (#xx escapes in names decoded, as pdf.js decodes them). pdf.js takes a
 * stream's filters from /F when it is there, else from /Filter (`dict.get("F", "Filter")`), so both keys are read.
 * `refused` is "filter" when a value names a filter inflating cannot measure, holds an indirect reference (its names
 * would be elsewhere) or names Flate twice, and "encrypted" when the text names /Encrypt. `codecs` are the places of
 * image codec names in filter values; predictor parameters go into `rows`. The text may stop inside a name or a value (a piece of an inflated stream):
 * `keepFrom` is where the next piece should start again from.
 */
export function pdfFilterScan(text: string, partialEnd: boolean, rows: PredictorRows): FilterScan {
  const keepFrom = Math.max(0, text.length - 512);
  const codecs: Array<[number, number]> = [];
  const result = (refused: PdfRefusal | null, keep = keepFrom) => ({ refused, keepFrom: keep, codecs });
  for (const m of text.matchAll(NAME)) {
    const end = m.index + m[0].length;
    if (partialEnd && end === text.length) return result(null, Math.min(keepFrom, m.index));
    const name = decodeName(m[1]!);
    if (name === "Encrypt") return result("encrypted");
    if (ROW_KEYS.has(name)) {
      const read = readRowKey(name, text, end, partialEnd, rows);
      if (read === "defer") return result(null, Math.min(keepFrom, m.index));
      if (read) return result(read);
      continue;
    }
    if (name !== "Filter" && name !== "F") continue;
    FILTER_VALUE.lastIndex = end;
    const value = FILTER_VALUE.exec(text);
    VALUE_SO_FAR.lastIndex = end;
    // the value goes on in the next piece (an /F that holds no name, such as a link's flags, is not deferred)
    if (partialEnd && (value ? FILTER_VALUE.lastIndex === text.length : VALUE_SO_FAR.test(text))) return result(null, Math.min(keepFrom, m.index));
    if (!value) continue;
    if (REFERENCE.test(value[1]!)) {
      if (name === "F" && EMBEDDED_FILE_KEY.test(text.slice(Math.max(0, m.index - 64), m.index))) continue;
      return result("filter");
    }
    const valueStart = FILTER_VALUE.lastIndex - value[1]!.length;
    const filters = [...value[1]!.replace(/%[^\r\n]*/g, (c) => " ".repeat(c.length)).matchAll(NAME)].map((f) => ({ name: decodeName(f[1]!), at: valueStart + f.index, length: f[0].length }));
    // a second Flate inflates what the first gives: only the first pass is measured
    if (filters.some((f) => UNMEASURED_FILTERS.has(f.name)) || filters.filter((f) => f.name === "FlateDecode" || f.name === "Fl").length > 1) return result("filter");
    for (const f of filters) if (IMAGE_CODECS.has(f.name)) codecs.push([f.at, f.at + f.length]);
  }
  return result(null);
}

/** A copy of the file with each image codec name overwritten by /XXX… of the same length (see IMAGE_CODECS). */
export function withoutImageCodecs(bytes: Uint8Array, codecs: Array<[number, number]>): Uint8Array {
  if (codecs.length === 0) return bytes;
  const copy = new Uint8Array(bytes);
  for (const [start, end] of codecs) copy.fill(0x58, start + 1, end); // keep the "/", then "X"
  return copy;
}

/**
 * The one text segmentation every text tool uses (detector, humanizer, plagiarism checker), so a "sentence" means
 * the same thing everywhere. Intl.Segmenter (ICU) does the work; ICU splits after any period followed by a space
 * and a capital, so segments ending in a known abbreviation ("Dr.", "U.S.", "e.g.") or a lone initial ("J.") are
 * joined with the next one. Decimals ("3.50") never split in ICU. Browser-safe: no server imports.
 */
export type Span = { text: string; start: number; end: number };

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

// Lower-cased, without the final period. Titles ("Rev. Fr. Joseph", "Apst. Mensah") never end a sentence.
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "dr", "mr", "mrs", "ms", "prof", "sr", "jr", "st", "mt", "ft", "vs", "no", "nos", "fig", "figs", "eq", "ref", "vol",
  "pp", "p", "ch", "sec", "approx", "dept", "est", "gen", "gov", "lt", "col", "capt", "sgt", "rev", "hon", "inc",
  "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "al",
  "e.g", "i.e", "cf", "viz", "u.s", "u.k", "u.n", "u.s.a", "a.m", "p.m", "ph.d", "b.sc", "m.sc", "b.a", "m.a",
  "fr", "rt", "ven", "apst", "pst", "evang", "maj", "brig", "cmdr", "cpl", "insp", "supt", "messrs", "esq", "asst",
  "assoc", "plc", "llc",
]);
// These also end sentences ("... Sunrise Microfinance Ltd. We are ...", "at 9 a.m. The meeting ...", "No. It was not."):
// there a word that opens sentences and never follows them in a name ("U.S. Army", "No. 5", "et al. (2020)") splits.
const ALSO_ENDS = new Set(["etc", "ltd", "inc", "co", "corp", "plc", "llc", "u.s", "u.k", "u.n", "u.s.a", "a.m", "p.m", "al", "jr", "no"]);
const OPENS_SENTENCE = /^\s*["'\u201c\u2018]?(?:The|This|These|Those|That|There|Then|They|Their|It|Its|We|Our|I|He|She|His|Her|You|Your|In|On|At|As|If|When|While|However|But|After|Before|During|For|From|Many|Most|Some|All|Each|Both|Please|Kindly|A|An)\b(?![.'\u2019-])/;

/** The abbreviation a segment ends with (lower case, no final period), or null. */
function finalAbbreviation(segment: string): string | null {
  const trimmed = segment.trimEnd();
  if (!trimmed.endsWith(".") || trimmed.endsWith("..")) return null;
  const m = /(?:^|[\s("'\u201c])([A-Za-z][A-Za-z.]*)\.$/.exec(trimmed);
  if (!m) return null;
  const word = m[1]!;
  if (/^[A-Z]$/.test(word)) return word; // an initial: "J. R. Tolkien"
  return ABBREVIATIONS.has(word.toLowerCase()) ? word.toLowerCase() : null;
}

/** Whether `next` continues the sentence that `prev` cut after an abbreviation. */
function continuesAfterAbbreviation(prev: string, next: string): boolean {
  const abbreviation = finalAbbreviation(prev);
  if (abbreviation === null || /\n\s*$/.test(prev)) return false;
  return !(ALSO_ENDS.has(abbreviation) && OPENS_SENTENCE.test(next));
}

// V8's Intl.Segmenter takes time quadratic in the length of the string it walks (a 1 MB book: 16 s of one core, every
// other request waiting). ICU always ends a sentence after a line break, and a word at white space, so the text is
// walked in pieces cut there, which gives the same segments in linear time. A line longer than PIECE with no break
// is cut after a sentence end followed by a capital (where ICU breaks too; an abbreviation cut is joined back below).
const PIECE = 4000;
const LINE_END = /(?<=\n)/;
const SENTENCE_END = /[.!?]["'\u201d\u2019)\]]*\s+(?=["'\u201c\u2018(]?[A-Z])/g;
const SPACE = /\s+/g;

/** Pieces of `text` no longer than about `size` characters, cut only where `cut` matches (after the match). */
function pieces(text: string, size: number, cut: RegExp): string[] {
  if (text.length <= size) return [text];
  const out: string[] = [];
  let from = 0;
  cut.lastIndex = 0;
  for (let m = cut.exec(text); m; m = cut.exec(text)) {
    const end = m.index + m[0].length;
    if (end - from >= size) {
      out.push(text.slice(from, end));
      from = end;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** The segments of `text` with offsets, walked piece by piece (see PIECE). */
function* walk(segmenter: Intl.Segmenter, text: string, parts: (t: string) => string[]) {
  let offset = 0;
  for (const part of parts(text)) {
    for (const s of segmenter.segment(part)) yield { segment: s.segment, index: offset + s.index, isWordLike: s.isWordLike };
    offset += part.length;
  }
}
const sentencePieces = (text: string) => (text.length <= PIECE ? [text] : text.split(LINE_END).flatMap((line) => pieces(line, PIECE, SENTENCE_END)));
const wordPieces = (text: string) => pieces(text, PIECE, SPACE);

/** Sentences with their offsets in `text`; whitespace-only pieces are dropped, text is trimmed per sentence. */
export function splitSentences(text: string): Span[] {
  const raw: Span[] = [];
  for (const s of walk(sentenceSegmenter, text, sentencePieces)) raw.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  const merged: Span[] = [];
  for (const seg of raw) {
    const prev = merged[merged.length - 1];
    // a list number alone ("1.", "2)") is the start of its item, not a sentence
    if (prev && (continuesAfterAbbreviation(prev.text, seg.text) || /^\s*\d{1,3}[.)]\s*$/.test(prev.text))) {
      prev.text += seg.text;
      prev.end = seg.end;
    } else merged.push({ ...seg });
  }
  // Emphasis marks or a bracket glued to a sentence's end ("*It was striking.* Then ...") belong to that sentence:
  // ICU starts the next one with them, and a rewrite would write "striking. * Then".
  for (let i = 1; i < merged.length; i++) {
    const prev = merged[i - 1]!, seg = merged[i]!;
    const glued = /^[*_)\]]+(?=\s|$)/.exec(seg.text);
    if (!glued || /\s$/.test(prev.text)) continue;
    prev.text += glued[0];
    prev.end += glued[0].length;
    seg.text = seg.text.slice(glued[0].length);
    seg.start += glued[0].length;
  }
  const out: Span[] = [];
  for (const s of merged) {
    const lead = s.text.length - s.text.trimStart().length;
    const t = s.text.trim();
    if (!t) continue;
    out.push({ text: t, start: s.start + lead, end: s.start + lead + t.length });
  }
  return out;
}

/** Word-like tokens (letters/digits, inner apostrophes and periods kept: "don't", "3.50", "U.S"). */
export function splitWords(text: string): Span[] {
  const out: Span[] = [];
  for (const s of walk(wordSegmenter, text, wordPieces)) {
    if (s.isWordLike) out.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return out;
}

/** Lower-cased words, the form the statistical models use. */
export function words(text: string): string[] {
  return splitWords(text).map((w) => w.text.toLowerCase().replace(/\u2019/g, "'"));
}

/** Paragraphs: blocks separated by a blank line. */
export function splitParagraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

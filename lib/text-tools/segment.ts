/**
 * The one text segmentation every text tool uses (detector, humanizer, plagiarism checker), so a "sentence" means
 * the same thing everywhere. Intl.Segmenter (ICU) does the work; ICU splits after any period followed by a space
 * and a capital, so segments ending in a known abbreviation ("Dr.", "U.S.", "e.g.") or a lone initial ("J.") are
 * joined with the next one. Decimals ("3.50") never split in ICU. Browser-safe: no server imports.
 */
export type Span = { text: string; start: number; end: number };

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

// Lower-cased, without the final period. Ones that also commonly end a sentence ("etc", "U.S" before "The")
// are still joined: a rare missed split costs less than cutting "U.S. Army" in two.
const ABBREVIATIONS = new Set([
  "dr", "mr", "mrs", "ms", "prof", "sr", "jr", "st", "mt", "ft", "vs", "no", "nos", "fig", "figs", "eq", "ref", "vol",
  "pp", "p", "ch", "sec", "approx", "dept", "est", "gen", "gov", "lt", "col", "capt", "sgt", "rev", "hon", "inc",
  "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "al",
  "e.g", "i.e", "cf", "viz", "u.s", "u.k", "u.n", "u.s.a", "a.m", "p.m", "ph.d", "b.sc", "m.sc", "b.a", "m.a",
]);

function endsWithAbbreviation(segment: string): boolean {
  const trimmed = segment.trimEnd();
  if (!trimmed.endsWith(".") || trimmed.endsWith("..")) return false;
  const m = /(?:^|[\s("'\u201c])([A-Za-z][A-Za-z.]*)\.$/.exec(trimmed);
  if (!m) return false;
  const word = m[1]!;
  if (/^[A-Z]$/.test(word)) return true; // an initial: "J. R. Tolkien"
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Sentences with their offsets in `text`; whitespace-only pieces are dropped, text is trimmed per sentence. */
export function splitSentences(text: string): Span[] {
  const raw: Span[] = [];
  for (const s of sentenceSegmenter.segment(text)) raw.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  const merged: Span[] = [];
  for (const seg of raw) {
    const prev = merged[merged.length - 1];
    // a list number alone ("1.", "2)") is the start of its item, not a sentence
    if (prev && ((endsWithAbbreviation(prev.text) && !/\n\s*$/.test(prev.text)) || /^\s*\d{1,3}[.)]\s*$/.test(prev.text))) {
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
  for (const s of wordSegmenter.segment(text)) {
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

import type { Span } from "./engine";

/**
 * Quotations that the writer marked and cited: a passage in quotation marks (or a markdown block quotation) with a
 * citation right after it ("(Corson, 1899, p. 12)") or a narrative citation right before it ("Corson (1899)
 * writes that"). Such a passage is a quotation done by the rules, not plagiarism: the checker still finds its source
 * but does not count it (a student who quoted and cited two sentences was told "high risk: put it in quotation marks
 * and cite the source").
 */
const QUOTE = /“[^”]{20,}?”|"[^"\n]{20,}?"|‘[^’]{20,}?’(?![a-z])|(?<![\w])'[^'\n]{20,}?'(?![a-z])/g;
const BLOCK_QUOTE = /^[ \t]*>[^\n]*(?:\n[ \t]*>[^\n]*)*/gm;
// "(Corson, 1899)", "(Corson 1899, p. 12)", "(Owusu et al., 2021)", "(Mensah & Boateng, 2019)", "(p. 12)" right after a
// narrative citation. Not a bare "[4]": books copied whole carry their own footnote marks after their quotations.
const CITATION_AFTER = /^[\s.,;:—–-]{0,4}\(\s*(?:[A-Z][\p{L}'’-]+(?:\s+(?:et al\.?|and|&)\s*(?:[A-Z][\p{L}'’-]+)?)?,?\s*(?:\d{4}[a-z]?|n\.d\.)[^)]{0,40}|(?:p|pp)\.\s*\d[^)]{0,20})\)/u;
// "Corson (1899) writes that", "According to Mensah (2019),", "As Owusu et al. (2021) put it:"
const CITATION_BEFORE = /[A-Z][\p{L}'’-]+(?:\s+(?:et al\.?|and|&)\s*(?:[A-Z][\p{L}'’-]+)?)?\s*\(\d{4}[a-z]?(?:,\s*(?:p|pp)\.\s*\d+[^)]{0,10})?\)[^"“‘'\n]{0,60}$/u;

/** Every passage the writer put in quotation marks or a block quotation, cited or not. */
export function quotedRanges(text: string): Array<Span & { block: boolean }> {
  const out: Array<Span & { block: boolean }> = [];
  for (const m of text.matchAll(QUOTE)) out.push({ start: m.index!, end: m.index! + m[0].length, block: false });
  for (const m of text.matchAll(BLOCK_QUOTE)) out.push({ start: m.index!, end: m.index! + m[0].length, block: true });
  return out;
}

export function quotedCitedRanges(text: string): Span[] {
  const cited = (start: number, end: number) => CITATION_AFTER.test(text.slice(end, end + 80)) || CITATION_BEFORE.test(text.slice(Math.max(0, start - 100), start));
  return quotedRanges(text)
    .filter(({ start, end, block }) =>
      // a block quotation is cited at its end, on its last line or the line after
      cited(start, end) || (block && /\(\s*[A-Z][\p{L}'’-]+[^)]{0,30}\d{4}[^)]{0,20}\)\s*$/u.test(text.slice(start, end))),
    )
    .map(({ start, end }) => ({ start, end }));
}

/** Share of a span's characters inside the ranges. */
export function insideShare(span: Span, ranges: Span[]): number {
  let inside = 0;
  for (const r of ranges) inside += Math.max(0, Math.min(span.end, r.end) - Math.max(span.start, r.start));
  return inside / Math.max(1, span.end - span.start);
}

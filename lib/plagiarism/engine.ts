import { alignDocument, type Match } from "./align";
import { wordIndex } from "./candidate-words";
import { charBoundedCache } from "./char-bounded-cache";
import { chooseWindows, findHits, LARGE_CANDIDATE_CHARS, queryKeys, windowBudget, windowSegments, type QueryKeys } from "./candidate-windows";
import { copiedStart } from "./lead-in";
import { insideShare, quotedCitedRanges } from "./quotations";
import { segments, type Segment } from "./sentences";

/** A candidate document from the first stage (fingerprint look-up), with its text for alignment. */
export type CandidateDoc = { id: string; title: string; url: string | null; text: string; kind: "reference" | "private" | "web"; createdAt?: Date | string | null };

export type Span = { start: number; end: number };
export type SourceMatch = { doc: CandidateDoc; spans: Span[]; chars: number; matchedContent: string; seeds: number };
/** quoted: sources matched only by quotations the writer marked and cited (not counted in the percentage) */
export type QuotedMatch = { doc: CandidateDoc; chars: number };
export type Analysis = { textLength: number; coveredChars: number; percentage: number; spans: Span[]; sources: SourceMatch[]; quoted: QuotedMatch[] };

/** A source is reported only when it owns at least this many characters of the text (one short clause is chance). */
export const MIN_SOURCE_CHARS = 40;

/** Merges touching segments, so the whitespace between two copied sentences counts as copied too. */
export function mergeSpans(text: string, spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && (s.start <= last.end || /^\s*$/.test(text.slice(last.end, s.start)))) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

export function coveredLength(spans: Span[]) {
  return spans.reduce((n, s) => n + (s.end - s.start), 0);
}

/** Share of the text's characters covered, in percent with one decimal. */
export function percentOf(covered: number, total: number) {
  return total > 0 ? Math.min(100, Math.round((1000 * covered) / total) / 10) : 0;
}

// Segmenting a candidate costs more than aligning it, and the same documents come back check after check. The cache
// is bounded by the characters of the documents it holds (segments take ~15 bytes per character), not by their number:
// 2,000 documents of 1,000,000 characters would have been 30 GB.
export const SEGMENT_CACHE_CHARS = 20_000_000;
const segmentCache = charBoundedCache<Segment[]>(SEGMENT_CACHE_CHARS);

function sample(text: string) {
  let h = text.length;
  for (let i = 0; i < text.length; i += 61) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

const cacheKey = (doc: CandidateDoc) => `${doc.kind}:${doc.id}:${sample(doc.text)}`;

const docSegments = (doc: CandidateDoc) => segmentCache.get(cacheKey(doc), doc.text.length, () => segments(doc.text));

/** Characters of the documents whose segments are cached (for tests). */
export const segmentCacheChars = () => segmentCache.chars();

/**
 * The segments a candidate is aligned on: all of them, or for a long candidate those of the windows around the places
 * it shares evidence with the text (candidate-windows.ts). Windowed segments are not cached: they depend on the text.
 */
function candidateSegments(doc: CandidateDoc, textLength: number, keys: () => QueryKeys, whole: boolean): Segment[] {
  if (whole || doc.text.length <= LARGE_CANDIDATE_CHARS) return docSegments(doc);
  return windowSegments(doc.text, chooseWindows(doc.text.length, findHits(wordIndex(cacheKey(doc), doc.text), keys()), windowBudget(textLength)));
}

function isFiller(seg: Segment) {
  return new Set(seg.stems).size < 3;
}

/**
 * Aligns the text against every candidate, gives each text segment to the document that matches it best, and
 * measures coverage. Short segments (fewer than 3 content words) between two segments owned by the same
 * document go with them: "'Why?' said the king." inside a copied dialogue is copied too. `wholeDocuments` aligns long
 * candidates whole, as before the windows (tests compare the two).
 */
export function analyse(text: string, candidates: CandidateDoc[], options: { wholeDocuments?: boolean } = {}): Analysis {
  const query = segments(text);
  let keys: QueryKeys | undefined;
  const lazyKeys = () => (keys ??= queryKeys(text, query));
  const perDoc = candidates.map((doc) => {
    const segs = candidateSegments(doc, text.length, lazyKeys, options.wholeDocuments === true);
    return { doc, segs, matches: alignDocument(query, segs) };
  });
  const owner = new Map<number, { di: number; m: Match }>();
  perDoc.forEach(({ matches }, di) => {
    for (const [q, m] of matches) {
      const cur = owner.get(q);
      const better = !cur || m.containment > cur.m.containment || (m.containment === cur.m.containment && matches.size > perDoc[cur.di].matches.size);
      if (better) owner.set(q, { di, m });
    }
  });
  for (let i = 1; i < query.length - 1; i++) {
    if (owner.has(i) || !isFiller(query[i])) continue;
    let j = i + 1;
    while (j < query.length && !owner.has(j) && isFiller(query[j])) j++;
    const before = owner.get(i - 1);
    const after = owner.get(j);
    if (before && after && before.di === after.di && j - i <= 2) {
      for (let k = i; k < j; k++) owner.set(k, { di: before.di, m: { q: k, d: before.m.d, overlap: 0, containment: 0, strong: false } });
    }
  }
  // a segment that is mostly a quotation the writer marked and cited is found but not counted (quotations.ts); the
  // lead-in sharing its sentence ("On this point the textbook is direct: “...") goes with it
  const cited = quotedCitedRanges(text);
  const quotedChars = new Map<number, number>();
  for (const [q, { di }] of [...owner]) {
    const share = cited.length ? insideShare(query[q], cited) : 0;
    if (share < 0.5) continue;
    owner.delete(q);
    quotedChars.set(di, (quotedChars.get(di) ?? 0) + Math.round(share * (query[q].end - query[q].start)));
  }
  // a sentence matched by its content starts where the copying starts (lead-in.ts); bridged fillers stay whole
  const range = new Map<number, Span>();
  for (const [q, { di, m }] of owner) {
    const source = m.containment > 0 ? perDoc[di]!.segs.slice(Math.max(0, m.d - 1), m.d + 2) : [];
    range.set(q, { start: source.length ? copiedStart(text, query[q]!, source) : query[q]!.start, end: query[q]!.end });
  }
  const byDoc = new Map<number, number[]>();
  for (const [q, { di }] of owner) byDoc.set(di, [...(byDoc.get(di) ?? []), q]);
  const sources: SourceMatch[] = [];
  for (const [di, qs] of byDoc) {
    qs.sort((a, b) => a - b);
    const spans = mergeSpans(text, qs.map((q) => range.get(q)!));
    const chars = coveredLength(spans);
    const seeds = qs.filter((q) => owner.get(q)!.m.strong).length;
    if (chars < MIN_SOURCE_CHARS || seeds === 0) {
      for (const q of qs) owner.delete(q);
      continue;
    }
    const longest = spans.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
    sources.push({ doc: perDoc[di].doc, spans, chars, seeds, matchedContent: text.slice(longest.start, longest.end) });
  }
  sources.sort((a, b) => b.chars - a.chars);
  const spans = mergeSpans(text, [...owner.keys()].map((q) => range.get(q)!));
  const coveredChars = coveredLength(spans);
  const quoted = [...quotedChars].filter(([, chars]) => chars >= MIN_SOURCE_CHARS).map(([di, chars]) => ({ doc: perDoc[di]!.doc, chars }));
  return { textLength: text.length, coveredChars, percentage: percentOf(coveredChars, text.length), spans, sources, quoted };
}

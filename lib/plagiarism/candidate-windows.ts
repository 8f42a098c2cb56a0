import { ALIGN } from "./align";
import { key30, type WordIndex } from "./candidate-words";
import { K } from "./fingerprint";
import { tokenize } from "./normalize";
import { segments, type Segment } from "./sentences";

/**
 * A long candidate (a thesis, a visitor's attached file: up to 1,000,000 characters) is not segmented and aligned
 * whole: that cost ~200 ms per candidate on the server's only thread, whatever the size of the checked text. Only
 * windows around the places that share evidence with the text are: a k-gram of content words (the fingerprint's
 * hashes, fingerprint.ts) or a run of ALIGN.exactRun identical words (align.ts's verbatim seeds). Finding those
 * places is one pass over the candidate's words (cached as numbers, candidate-words.ts); everything after it is
 * bounded by the size of the checked text.
 * Shorter candidates (every document of the evaluation corpus is under 20,000 characters) keep the whole path.
 */
export const LARGE_CANDIDATE_CHARS = 50_000;
/** Characters kept either side of a hit: far beyond ALIGN.locality (5 sentences), for copying the hits missed. */
export const WINDOW_MARGIN = 4_000;
/** Hits closer than this belong to the same place (one copied passage). */
const LINK = 2_000;
/** A hash found more often than this in one candidate is a common phrase, not a place: it does not open windows. */
const COMMON = 8;
/** Empty segments between two windows, so a gap between windows is never taken for adjacency (pairs, locality). */
export const WINDOW_PAD = ALIGN.locality + ALIGN.gap + 2;

/** Window budget per candidate in characters: grows with the checked text, not with the candidate. */
export function windowBudget(textLength: number) {
  return 40_000 + 8 * textLength;
}

/** What the checked text offers to look for, computed once per check (30-bit hashes, candidate-words.ts). */
export type QueryKeys = { grams: Set<number>; stems: Set<number>; words: Set<number>; runs: Set<number> };

/** A k-gram of content words as one number: its stems' hashes sorted (fingerprint.ts sorts the words too), mixed. */
function gramKey(a: number, b: number, c: number) {
  const [x, y, z] = [a, b, c].sort((p, q) => p - q);
  return (Math.imul(Math.imul(x ^ 0x2545f491, 0x01000193) ^ y, 0x01000193) ^ z) & 0x1fffffff;
}

/** A run of words as one number, from its words' hashes (a ring of n starting at `from`). */
function runKey(hashes: ArrayLike<number>, from: number, n: number) {
  let h = 0x2545f491;
  for (let k = from; k < from + n; k++) h = Math.imul(h, 0x01000193) ^ hashes[k % n];
  return (h & 0x1fffffff) | 0x20000000; // apart from the k-gram keys, and still a small integer
}

export function queryKeys(text: string, query: Segment[]): QueryKeys {
  const tokens = tokenize(text);
  const stems = tokens.filter((t) => t.content).map((t) => key30(t.stem));
  const grams = new Set<number>();
  for (let i = 0; i + K <= stems.length; i++) grams.add(gramKey(stems[i], stems[i + 1], stems[i + 2]));
  const runs = new Set<number>();
  const n = ALIGN.exactRun;
  // as align.ts's exactRuns: runs inside one segment of the text
  for (const seg of query) {
    const hashes = seg.words.map(key30);
    for (let k = 0; k + n <= hashes.length; k++) runs.add(runKey(hashes.slice(k, k + n), 0, n));
  }
  return { grams, stems: new Set(stems), words: new Set(tokens.map((t) => key30(t.word))), runs };
}

/** Where the candidate shares a content k-gram or an exact word run with the text: [offset, key] pairs. */
export function findHits(doc: WordIndex, keys: QueryKeys): Array<[number, number]> {
  const hits: Array<[number, number]> = [];
  const n = ALIGN.exactRun;
  const ring = new Int32Array(n);
  // the last two content words (stem, offset, whether the text has the stem), and the current run of the text's words
  let s1 = 0, s2 = 0, p1 = -1, p2 = -1, q1 = false, q2 = false;
  let run = 0;
  for (let i = 0; i < doc.word.length; i++) {
    ring[i % n] = doc.word[i];
    run = keys.words.has(doc.word[i]) ? run + 1 : 0;
    if (run >= n) {
      const key = runKey(ring, i + 1 - n, n);
      if (keys.runs.has(key)) hits.push([doc.start[i + 1 - n], key]);
    }
    const stem = doc.stem[i];
    if (stem < 0) continue; // a stop word
    // a k-gram can only be one of the text's if its three stems are
    const q = keys.stems.has(stem);
    if (q && q1 && q2 && p2 >= 0) {
      const key = gramKey(s2, s1, stem);
      if (keys.grams.has(key)) hits.push([p2, key]);
    }
    [s2, p2, q2] = [s1, p1, q1];
    [s1, p1, q1] = [stem, doc.start[i], q];
  }
  return hits;
}

/** A character range of the candidate, and where its first and last hits are. */
export type Window = { start: number; end: number; first: number; last: number };

/**
 * Places worth aligning, as character ranges of the candidate: hits closer than LINK form one place, scored by how
 * many distinct keys it holds; the best places get WINDOW_MARGIN either side, within the budget; overlapping windows
 * are merged. Sorted by position.
 */
export function chooseWindows(docLength: number, hits: Array<[number, number]>, budget: number): Window[] {
  if (!hits.length) return [];
  const count = new Map<number, number>();
  for (const [, h] of hits) count.set(h, (count.get(h) ?? 0) + 1);
  let kept = hits.filter(([, h]) => count.get(h)! <= COMMON);
  if (!kept.length) kept = hits;
  kept.sort((a, b) => a[0] - b[0]);
  const places: Array<{ first: number; last: number; keys: Set<number> }> = [];
  for (const [pos, h] of kept) {
    const cur = places[places.length - 1];
    if (cur && pos - cur.last <= LINK) {
      cur.last = pos;
      cur.keys.add(h);
    } else places.push({ first: pos, last: pos, keys: new Set([h]) });
  }
  places.sort((a, b) => b.keys.size - a.keys.size || a.first - b.first);
  const chosen: Window[] = [];
  let used = 0;
  for (const p of places) {
    const start = Math.max(0, p.first - WINDOW_MARGIN);
    const end = Math.min(docLength, p.last + WINDOW_MARGIN);
    if (used + (end - start) > budget) {
      // the best place is always aligned, cut to the budget; a smaller one may still fit
      if (!chosen.length) chosen.push({ start, end: Math.min(end, start + budget), first: p.first, last: p.last });
      continue;
    }
    chosen.push({ start, end, first: p.first, last: p.last });
    used += end - start;
  }
  chosen.sort((a, b) => a.start - b.start);
  const merged: Window[] = [];
  for (const w of chosen) {
    const prev = merged[merged.length - 1];
    if (prev && w.start <= prev.end) Object.assign(prev, { end: Math.max(prev.end, w.end), first: Math.min(prev.first, w.first), last: Math.max(prev.last, w.last) });
    else merged.push({ ...w });
  }
  return merged;
}

/**
 * Segments of the windows, with offsets in the candidate, in order, WINDOW_PAD empty segments between two windows.
 * A window's first and last segments may be cut sentences (the window starts or ends inside one), so they are
 * dropped when they lie wholly in the margin; the segments kept are then the whole-document ones. (In a text with
 * next to no sentence ends, a segment holding a hit is kept, cut, rather than lost.)
 */
export function windowSegments(doc: string, windows: Window[]): Segment[] {
  const out: Segment[] = [];
  for (const w of windows) {
    let segs = segments(doc.slice(w.start, w.end));
    if (w.start > 0 && segs.length && w.start + segs[0].end <= w.first) segs = segs.slice(1);
    if (w.end < doc.length && segs.length && w.start + segs[segs.length - 1].start > w.last) segs = segs.slice(0, -1);
    if (!segs.length) continue;
    if (out.length) {
      const at = out[out.length - 1].end;
      for (let k = 0; k < WINDOW_PAD; k++) out.push({ start: at, end: at, stems: [], words: [] });
    }
    for (const s of segs) out.push({ ...s, start: s.start + w.start, end: s.end + w.start });
  }
  return out;
}

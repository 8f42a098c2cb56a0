import type { Segment } from "./sentences";

/**
 * Second stage: sentence-level alignment of a checked text against one candidate document, on sets of stemmed
 * content words, so reordered words, inserted fillers, changed inflections and a share of replaced words still
 * match. A query segment matches a document segment (or two adjacent ones, for merged sentences) by containment:
 * the share of its content words found there. Strong matches are seeds; seeds are extended to neighbouring
 * segments with a lower bar when those match near the same place in the document, because copied passages are
 * contiguous and chance matches are not.
 */
export type Match = { q: number; d: number; overlap: number; containment: number; strong: boolean };

export const ALIGN = {
  seedContainment: 0.5,
  seedOverlap: 3,
  /** Long segments may seed with a lower share: 6 of 15 content words in one sentence is not chance. */
  longSeedOverlap: 6,
  longSeedContainment: 0.35,
  /** A run of this many identical words (stop words included) seeds on its own: verbatim dialogue has few content words. */
  exactRun: 7,
  /** A seed this large stands alone; smaller seeds need a neighbour that agrees on the place in the document. */
  loneSeedOverlap: 6,
  extendContainment: 0.3,
  extendOverlap: 2,
  /** How far (in document segments) a neighbour's match may sit from the seed's: allows sentence reordering. */
  locality: 5,
  /** How many query segments an extension may jump over (short sentences, inserted text). */
  gap: 2,
};

type Scores = Map<number, { overlap: number; containment: number }>;

function scoreAll(qStems: string[], inv: Map<string, number[]>): Scores {
  const q = [...new Set(qStems)];
  const n = q.length;
  const out: Scores = new Map();
  if (!n) return out;
  const single = new Map<number, number>();
  const pair = new Map<number, number>(); // pair j covers doc segments j and j+1
  for (const s of q) {
    const js = inv.get(s);
    if (!js) continue;
    const windows = new Set<number>();
    for (const j of js) {
      single.set(j, (single.get(j) ?? 0) + 1);
      windows.add(j);
      windows.add(j - 1);
    }
    for (const w of windows) pair.set(w, (pair.get(w) ?? 0) + 1);
  }
  for (const [j, c] of single) out.set(j, { overlap: c, containment: c / n });
  for (const [j, c] of pair) {
    if (j < 0) continue;
    // A merged pair counts for the segment it overlaps more; only when it adds words beyond either alone.
    const best = Math.max(single.get(j) ?? 0, single.get(j + 1) ?? 0);
    if (c > best) {
      const key = (single.get(j) ?? 0) >= (single.get(j + 1) ?? 0) ? j : j + 1;
      const cur = out.get(key);
      if (!cur || c > cur.overlap) out.set(key, { overlap: c, containment: (c / n) * 0.95 });
    }
  }
  return out;
}

function best(scores: Scores, near?: number): { d: number; overlap: number; containment: number } | null {
  let top: { d: number; overlap: number; containment: number } | null = null;
  for (const [d, s] of scores) {
    if (near !== undefined && Math.abs(d - near) > ALIGN.locality) continue;
    if (!top || s.containment > top.containment || (s.containment === top.containment && s.overlap > top.overlap)) top = { d, ...s };
  }
  return top;
}

/** Query segments holding a run of ALIGN.exactRun identical words found in the document, with where it is found. */
function exactRuns(query: Segment[], doc: Segment[]): Map<number, number> {
  const n = ALIGN.exactRun;
  const grams = new Map<string, number>();
  doc.forEach((seg, j) => {
    for (let k = 0; k + n <= seg.words.length; k++) grams.set(seg.words.slice(k, k + n).join(" "), j);
  });
  const out = new Map<number, number>();
  query.forEach((seg, i) => {
    for (let k = 0; k + n <= seg.words.length; k++) {
      const j = grams.get(seg.words.slice(k, k + n).join(" "));
      if (j !== undefined) {
        out.set(i, j);
        return;
      }
    }
  });
  return out;
}

export function invertedIndex(doc: Segment[]): Map<string, number[]> {
  const inv = new Map<string, number[]>();
  doc.forEach((seg, j) => {
    for (const s of new Set(seg.stems)) {
      const list = inv.get(s);
      if (list) list.push(j);
      else inv.set(s, [j]);
    }
  });
  return inv;
}

/** Aligns query segments to one document; returns the accepted match per query segment index. */
export function alignDocument(query: Segment[], doc: Segment[]): Map<number, Match> {
  const inv = invertedIndex(doc);
  const scores = query.map((seg) => scoreAll(seg.stems, inv));
  const isSeed = (m: { overlap: number; containment: number } | null) =>
    !!m &&
    ((m.overlap >= ALIGN.seedOverlap && m.containment >= ALIGN.seedContainment) ||
      (m.overlap >= ALIGN.longSeedOverlap && m.containment >= ALIGN.longSeedContainment));
  const seeds = new Map<number, Match>();
  const exact = exactRuns(query, doc);
  scores.forEach((sc, i) => {
    const b = best(sc);
    if (b && isSeed(b)) seeds.set(i, { q: i, d: b.d, overlap: b.overlap, containment: b.containment, strong: true });
    else if (exact.has(i)) seeds.set(i, { q: i, d: exact.get(i)!, overlap: b?.overlap ?? 0, containment: b?.containment ?? 0, strong: true });
  });
  // Keep a seed if it is large or verbatim, or if another seed close by in the text sits close by in the document.
  const accepted = new Map<number, Match>();
  for (const [i, m] of seeds) {
    let ok = m.overlap >= ALIGN.loneSeedOverlap || exact.has(i);
    for (let k = i - ALIGN.gap - 1; !ok && k <= i + ALIGN.gap + 1; k++) {
      const o = seeds.get(k);
      if (k !== i && o && Math.abs(o.d - m.d) <= ALIGN.locality) ok = true;
    }
    if (ok) accepted.set(i, m);
  }
  // Extend outwards from accepted matches until nothing changes.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [i, m] of [...accepted]) {
      for (const dir of [-1, 1]) {
        for (let step = 1; step <= ALIGN.gap + 1; step++) {
          const k = i + dir * step;
          if (k < 0 || k >= query.length) break;
          if (accepted.has(k)) break;
          const b = best(scores[k], m.d);
          // Short lines ("Is it forgiven?") qualify when every content word of theirs is found there.
          const short = b && b.containment === 1 && new Set(query[k].stems).size <= 2;
          if (b && (short || (b.overlap >= ALIGN.extendOverlap && b.containment >= ALIGN.extendContainment))) {
            accepted.set(k, { q: k, d: b.d, overlap: b.overlap, containment: b.containment, strong: false });
            changed = true;
            break;
          }
        }
      }
    }
  }
  return accepted;
}

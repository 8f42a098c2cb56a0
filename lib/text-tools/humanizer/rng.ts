const FNV_OFFSET = 0x811c9dc5;

/**
 * Deterministic randomness: the same text and options always give the same choices, so a rewrite can be reproduced
 * and tested. FNV-1a hashes the seed string; mulberry32 turns it into a stream.
 */
export function hashString(s: string, from = FNV_OFFSET): number {
  let h = from;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A seed already hashed (FNV-1a reads a string left to right, so its state after a text is all a longer seed that
 * starts with that text needs): a line's seed holds the whole text, and hashing it again for every line, unit and
 * variant was quadratic (2,500 one-word lines: 2,500 x 4 hashes of 5,000 characters). `seedAfter(seed, more)` hashes
 * as `seed + more` would, in the time of `more`.
 */
export type Seed = { readonly fnv: number };
export const seedAfter = (seed: string | Seed, more: string): Seed =>
  typeof seed === "string" ? { fnv: hashString(seed + more) } : { fnv: hashString(more, seed.fnv) };
const hashOf = (seed: string | Seed) => (typeof seed === "string" ? hashString(seed) : seed.fnv);

export type Rng = { next(): number; chance(p: number): boolean; pick<T>(xs: readonly T[]): T };

export function makeRng(seed: string | Seed): Rng {
  let a = hashOf(seed) || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => p >= 1 || (p > 0 && next() < p),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}

/**
 * A choice that depends on the text, not on the draw. Medium and heavy keep the plainest of several rewrites of a
 * unit, so a row that keeps its word in some texts ("despite" -> "even with" or "despite") would lose that choice to
 * the shorter replacement in nearly every text; seeded by the document and the sentence, the pick is the same in
 * every rewrite of a unit and still varies from text to text.
 */
export function stablePick<T>(xs: readonly T[], seed: string | Seed): T {
  return xs[hashOf(seed) % xs.length]!;
}

import { tokenize, type Token } from "./normalize";

/**
 * Winnowing (Schleimer, Wilkerson & Aiken, SIGMOD 2003) over k-grams of stemmed content words. Each k-gram is
 * hashed with its words sorted, so swapping neighbouring words (a common obfuscation) keeps the fingerprint;
 * stop words are dropped first, so inserting or deleting fillers does too. A document stores only the minimum hash
 * of every window of W consecutive k-grams; a check looks up all of its k-grams, which guarantees that any run of
 * W + K - 1 shared content words is found.
 */
export const K = 3;
export const W = 4;

export type Gram = { hash: number; first: number; last: number };

/** 32-bit FNV-1a, as a signed int so it fits a Postgres `integer` column. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** K-grams over content tokens; first/last are indexes into `tokens` (for locating a hit in the text). */
export function contentGrams(tokens: Token[], k = K): Gram[] {
  const idx: number[] = [];
  tokens.forEach((t, i) => t.content && idx.push(i));
  const grams: Gram[] = [];
  for (let i = 0; i + k <= idx.length; i++) {
    const words = idx.slice(i, i + k).map((j) => tokens[j].stem);
    grams.push({ hash: hash32(words.sort().join(" ")), first: idx[i], last: idx[i + k - 1] });
  }
  return grams;
}

/** Robust winnowing: in each window keep the minimum hash (the rightmost on ties), each selection once. */
export function winnow(grams: Gram[], w = W): Gram[] {
  if (grams.length <= w) return grams.length ? [grams.reduce((m, g) => (g.hash < m.hash ? g : m))] : [];
  const picked: Gram[] = [];
  let last = -1;
  for (let start = 0; start + w <= grams.length; start++) {
    let min = start;
    for (let j = start; j < start + w; j++) if (grams[j].hash <= grams[min].hash) min = j;
    if (min !== last) {
      picked.push(grams[min]);
      last = min;
    }
  }
  return picked;
}

/** Distinct fingerprints stored for a reference document. */
export function documentFingerprints(text: string): number[] {
  return [...new Set(winnow(contentGrams(tokenize(text))).map((g) => g.hash))];
}

/** Every distinct k-gram hash of a checked text (looked up in the index). */
export function queryHashes(text: string): number[] {
  return [...new Set(contentGrams(tokenize(text)).map((g) => g.hash))];
}

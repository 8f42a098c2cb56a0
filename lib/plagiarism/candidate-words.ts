import { hash32 } from "./fingerprint";
import { charBoundedCache } from "./char-bounded-cache";
import { WORD, wordInfo } from "./normalize";

/**
 * The words of a long candidate as numbers, once: a hash of each folded word, of its stem (content words only) and
 * its offset. Finding where a checked text's k-grams and word runs occur (candidate-windows.ts) is then a loop over
 * integers (~3 ms for 1,000,000 characters, where reading the words again with the word pattern took ~35 ms), and
 * the same long documents come back check after check. Kept for documents totalling WORD_CACHE_CHARS characters
 * (12 bytes per word, ~2.2 MB for 1,000,000 characters), least recently used out first: more than the 30 candidates
 * of one check can hold, or a check against 30 long documents would miss every time.
 */
export type WordIndex = { word: Int32Array; stem: Int32Array; start: Int32Array };

/** Hashes cut to 30 bits stay small integers in V8, so Set look-ups do not box them; a stop word's stem is -1. */
export const key30 = (s: string) => hash32(s) & 0x3fffffff;

type Word = { word: number; stem: number; content: boolean };
// Hashing the same few thousand words over and over would dominate the pass: remember each one's numbers.
const memo = new Map<string, Word>();
const MEMO_LIMIT = 200_000;

function wordOf(raw: string): Word {
  let w = memo.get(raw);
  if (!w) {
    // normalize.ts's own folding, stemming and stop words, so the numbers cannot drift from the fingerprints
    const info = wordInfo(raw);
    w = { word: key30(info.word), stem: key30(info.stem), content: info.content };
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(raw, w);
  }
  return w;
}

function build(text: string): WordIndex {
  let n = 0;
  let word = new Int32Array(1024), stem = new Int32Array(1024), start = new Int32Array(1024);
  for (const m of text.matchAll(WORD)) {
    if (n === word.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      [word, stem, start] = [grow(word), grow(stem), grow(start)];
    }
    const w = wordOf(m[0]);
    word[n] = w.word;
    stem[n] = w.content ? w.stem : -1;
    start[n] = m.index;
    n++;
  }
  return { word: word.slice(0, n), stem: stem.slice(0, n), start: start.slice(0, n) };
}

export const WORD_CACHE_CHARS = 32_000_000;
const cache = charBoundedCache<WordIndex>(WORD_CACHE_CHARS);

/** The word index of a candidate, from the cache when `key` (kind, id and a sample of the text) was seen. */
export const wordIndex = (key: string, text: string) => cache.get(key, text.length, () => build(text));

export const wordCacheChars = () => cache.chars();

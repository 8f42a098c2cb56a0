import { hash32 } from "./fingerprint";
import { tokenize } from "./normalize";

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

// The same word pattern as normalize.ts (a unit test holds the two to the same tokens); each distinct word is read
// through tokenize itself, so folding, stemming and stop words cannot drift.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:\p{Cf}+[\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*(?:['\u2019]\p{L}[\p{L}\p{M}]*(?:\p{Cf}+\p{L}[\p{L}\p{M}]*)*)*/gu;
type Word = { word: number; stem: number; content: boolean };
const memo = new Map<string, Word>();
const MEMO_LIMIT = 200_000;

function wordOf(raw: string): Word {
  let w = memo.get(raw);
  if (!w) {
    const t = tokenize(raw)[0];
    w = t ? { word: key30(t.word), stem: key30(t.stem), content: t.content } : { word: key30(raw), stem: 0, content: false };
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(raw, w);
  }
  return w;
}

function build(text: string): WordIndex {
  let n = 0;
  let word = new Int32Array(1024), stem = new Int32Array(1024), start = new Int32Array(1024);
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
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
const cache = new Map<string, { index: WordIndex; chars: number }>();
let cachedChars = 0;

/** The word index of a candidate, from the cache when `key` (kind, id and a sample of the text) was seen. */
export function wordIndex(key: string, text: string): WordIndex {
  let entry = cache.get(key);
  if (entry) cache.delete(key); // re-insert: Map order makes this an LRU
  else {
    entry = { index: build(text), chars: text.length };
    cachedChars += entry.chars;
    while (cachedChars > WORD_CACHE_CHARS && cache.size) {
      const [oldest, old] = cache.entries().next().value!;
      cache.delete(oldest);
      cachedChars -= old.chars;
    }
  }
  cache.set(key, entry);
  return entry.index;
}

export function wordCacheChars() {
  return cachedChars;
}

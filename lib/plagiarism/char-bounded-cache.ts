/**
 * A least-recently-used cache bounded by the characters of the documents behind its entries, not by their number:
 * library documents run from a paragraph to a 1,000,000-character thesis, so a count says nothing about memory.
 */
export function charBoundedCache<T>(maxChars: number) {
  const entries = new Map<string, { value: T; chars: number }>();
  let total = 0;
  return {
    /** The value for `key`, built (and counted as `chars`) when missing; the oldest entries go past `maxChars`. */
    get(key: string, chars: number, build: () => T): T {
      let entry = entries.get(key);
      if (entry) entries.delete(key); // re-insert: Map order makes this an LRU
      else {
        entry = { value: build(), chars };
        total += chars;
        while (total > maxChars && entries.size) {
          const [oldest, old] = entries.entries().next().value!;
          entries.delete(oldest);
          total -= old.chars;
        }
      }
      entries.set(key, entry);
      return entry.value;
    },
    chars: () => total,
  };
}

/**
 * The first `max` UTF-16 units of `text` (the unit `.length` and the 5,000-character limits count), one fewer when
 * the cut would fall inside a surrogate pair: half an emoji would be a lone surrogate, which the server's JSON and
 * Postgres text do not store cleanly. Browser-safe, no dependencies.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const clipped = text.slice(0, max);
  const last = clipped.charCodeAt(clipped.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? clipped.slice(0, -1) : clipped;
}

/**
 * `after` is `before` with a paste (or drop) inserted, possibly over a selection. Past `max`, only the inserted text
 * is cut, so the user's own text around it stays whole (cutting the combined text dropped the end of what was already
 * in the box).
 */
export function clipInsertion(before: string, after: string, max: number): string {
  if (after.length <= max) return after;
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const kept = prefix + suffix; // characters of `before` still in `after`
  const inserted = after.slice(prefix, after.length - suffix);
  // (a prefix that ends inside a surrogate pair is rare and harmless here: clipText never leaves a lone high half)
  return before.slice(0, prefix) + clipText(inserted, Math.max(0, max - kept)) + before.slice(before.length - suffix);
}

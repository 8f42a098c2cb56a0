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

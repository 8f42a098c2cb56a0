/**
 * A text typed without capitals, or lowered to get past detectors: every model here learnt its statistics on text with
 * capitals (the bigram model, the part-of-speech tagger, the word vectors' lookups after lower-casing aside), and an
 * all-lower-case copy of a dev text moved its score by up to 23 points (detector README, "Twentieth session"). Such a
 * text is read with its sentences' first letters and the pronoun "i" capitalised, as it would have been typed.
 * Only a text with almost no capitals is touched (a few acronyms allowed); the length never changes, so every offset
 * the sentence view reports still points into what was pasted.
 */
const MIN_LETTERS = 200;
const MAX_CAPITAL_SHARE = 0.005;

export function restoreCase(text: string): string {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const capitals = (text.match(/\p{Lu}/gu) ?? []).length;
  if (letters < MIN_LETTERS || capitals > letters * MAX_CAPITAL_SHARE) return text;
  return text
    .replace(/(^|[.!?]["”’)]?\s+|\n\s*)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<![\p{L}\p{N}'’-])i(?=['’][a-z]|[\s,.;:!?]|$)/gu, "I");
}

import { isBrownWord } from "./lm";
import { isVectorWord } from "./word-vectors";

/**
 * How much of a text is English, as the share of its lowercase words that the detector's two vocabularies know (the
 * Brown bigram model's 26,929 words and the word vectors' 19,850). Every model here was built on English: on French, Twi
 * or German the language model read every word as rare and said 99% AI. Capitalised words are left out (names: an
 * English sentence full of Akan names is still English), and a text written mostly in another script (Chinese,
 * Japanese and Thai put no spaces between words) counts as none. Measured (seventeenth session): the 3,540 texts of
 * train.jsonl and dev.jsonl score 0.62 at the lowest, 0.81 at the 1st percentile; French, Spanish, German and Twi
 * paragraphs 0.42-0.47; Ghanaian Pidgin 0.96; English full of Akan names 1.00.
 */
export const NOT_ENGLISH_BELOW = 0.55;
/** Fewer lowercase words than this say nothing about the language. */
const MIN_WORDS = 8;
/** Letters enough to tell a script. */
const MIN_LETTERS = 20;

export function englishShare(text: string): number | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (letters >= MIN_LETTERS && latin < letters / 2) return 0;
  const words = text.replace(/[’‘]/g, "'").match(/(?<![\p{L}'-])\p{Ll}[\p{L}'-]*/gu) ?? [];
  if (words.length < MIN_WORDS) return null;
  return words.filter((w) => isBrownWord(w) || isVectorWord(w)).length / words.length;
}

export function looksNotEnglish(text: string): boolean {
  const share = englishShare(text);
  return share !== null && share < NOT_ENGLISH_BELOW;
}

/** The overall confidence of a text that does not read as English stays at or below this ("low"). */
export const NOT_ENGLISH_CONFIDENCE = 20;

export { NOT_ENGLISH_NOTE } from "../reading-notes";

import { splitParagraphs, splitSentences, words, type Span } from "../segment";

/** What every detector needs from a text, computed once per request. */
export type TextContext = {
  text: string;
  sentences: Span[];
  sentenceWords: string[][]; // lower-cased words per sentence
  words: string[];
  paragraphs: number;
};

export function buildContext(text: string): TextContext {
  const sentences = splitSentences(text);
  const sentenceWords = sentences.map((s) => words(s.text));
  return { text, sentences, sentenceWords, words: sentenceWords.flat(), paragraphs: splitParagraphs(text).length };
}

/** "1 sentence", "3 sentences" */
export { plural } from "../plural";

export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

export function std(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

export function quantileOf(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

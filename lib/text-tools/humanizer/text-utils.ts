import { COMMON_OPENERS } from "./common-words";
import { PLACEHOLDER } from "./protect";

/**
 * Sentence splitting and capitalisation on masked text (protected spans are single private-use characters, so
 * abbreviations, decimals and citations can no longer look like sentence ends).
 */
const BOUNDARY = /(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z\uE000-\uF8FF])/;
export function splitSentences(paragraph: string): string[] {
  return paragraph.split(BOUNDARY).filter((s) => s.trim());
}

export const wordCount = (s: string) => (s.match(/[A-Za-z\uE000-\uF8FF][\w'’-]*/g) || []).length;

export function capFirst(s: string): string {
  const m = s.match(/^(["“‘(]*)([a-z])/);
  return m ? m[1] + m[2]!.toUpperCase() + s.slice(m[0].length) : s;
}

/** Lower-cases the first word when it is a common word (never a name); null when that is not safe. */
export function lowerFirst(s: string): string | null {
  if (PLACEHOLDER.test(s[0] ?? "")) return s;
  const m = s.match(/^([A-Za-z][\w'’]*)/);
  if (!m) return null;
  const w = m[1]!;
  if (w === "I" || w.startsWith("I'") || w.startsWith("I’")) return s;
  if (!COMMON_OPENERS.has(w.toLowerCase()) || w.slice(1) !== w.slice(1).toLowerCase()) return null;
  return w.toLowerCase() + s.slice(w.length);
}

/** Words that can open an independent clause: enough evidence that a split leaves two full sentences. */
export const SUBJECT_START = /^(?:[\uE000-\uF8FF]|(?:the|this|that|these|those|it|they|he|she|we|i|you|there|its|their|his|her|our|my|many|most|some|a|an|each|one|such|both|all|no|several|few|people|students|researchers|others)\b)/i;

export const endsSentence = (s: string) => /[.!?]["”’)]?$/.test(s.trim());

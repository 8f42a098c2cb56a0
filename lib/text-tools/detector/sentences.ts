import { findMarkers, isNotableMarker } from "./lexical";
import { sigmoid } from "./logistic";
import { mean } from "./text-context";
import type { SentenceAnalysis } from "../schema";
import type { TextContext } from "./text-context";

export const MAX_SENTENCES = 8;
export const MAX_SENTENCE_CHARS = 120;

export function cutSentence(s: string): string {
  return s.length <= MAX_SENTENCE_CHARS ? s : `${s.slice(0, MAX_SENTENCE_CHARS - 3).trimEnd()}...`;
}

const OPENER = /^(however|moreover|furthermore|additionally|overall|ultimately|consequently|notably|in conclusion|in summary|in addition|importantly)\b/i;

/**
 * The first 8 sentences, each scored from its own evidence (the trained classifier on the sentence alone, marker
 * words, predictability) around the document's score: a single sentence says little by itself, so it moves the
 * document's log-odds rather than replacing them. Offsets let the page highlight each sentence in the text.
 */
export function analyzeSentences(
  ctx: TextContext,
  docLogit: number,
  sentenceLogit: (ws: string[]) => number,
  surprisalPerSentence: number[][],
): (SentenceAnalysis & { start: number; end: number })[] {
  const docSurprisal = mean(surprisalPerSentence.flat());
  const lens = ctx.sentenceWords.map((w) => w.length);
  const meanLen = mean(lens);
  return ctx.sentences.slice(0, MAX_SENTENCES).map((s, i) => {
    const ws = ctx.sentenceWords[i] ?? [];
    const issues: string[] = [];
    const hits = [...new Set(Object.values(findMarkers(s.text.toLowerCase(), ws)).flat())].filter(isNotableMarker);
    if (hits.length) issues.push(`AI-associated wording: ${hits.slice(0, 3).map((h) => `"${h}"`).join(", ")}`);
    const m = mean(surprisalPerSentence[i] ?? []);
    if (ws.length >= 6 && m < docSurprisal - 1) issues.push("Very predictable word sequence");
    if (OPENER.test(s.text)) issues.push("Formulaic transition at the start");
    if (ws.length > 30) issues.push("Long, complex sentence");
    if (ws.length >= 12 && meanLen > 0 && Math.abs(ws.length - meanLen) / meanLen < 0.12 && ctx.sentences.length >= 4) issues.push("Same length as most other sentences");
    const zs = ws.length ? sentenceLogit(ws) : 0;
    // Very short sentences carry almost no evidence of their own: they stay near half the document's log-odds.
    const z = ws.length < 4 ? 0.5 * docLogit : 0.5 * docLogit + 0.7 * zs + 0.35 * Math.min(3, hits.length);
    return { text: cutSentence(s.text), aiProbability: Math.round(sigmoid(z) * 100), issues, start: s.start, end: s.end };
  });
}

import { findMarkers, isNotableMarker } from "./lexical";
import { outermost } from "./local";
import { sigmoid } from "./logistic";
import { mean, std } from "./text-context";
import type { SentenceAnalysis } from "../schema";
import type { TextContext } from "./text-context";
import { clipText } from "@/lib/forms/clip-text";

export const MAX_SENTENCES = 8;
export const MAX_SENTENCE_CHARS = 120;

/** At most 120 characters, cut at the last space that leaves most of it ("which was coord..." reads as broken). */
export function cutSentence(s: string): string {
  if (s.length <= MAX_SENTENCE_CHARS) return s;
  // (never half an emoji: a cut inside a surrogate pair showed a broken character before the "...")
  const head = clipText(s, MAX_SENTENCE_CHARS - 3);
  const space = head.search(/\s\S*$/);
  return `${(space >= 80 ? head.slice(0, space) : head).trimEnd().replace(/[,;:]$/, "")}...`;
}

// (a bullet or a numbered item is content, not a heading)
const isHeading = (text: string, words: number) => words <= 12 && !/[.!?…:;,"”'’)\]]$/.test(text.trim()) && !/^\s*(?:[-*•–]|\d{1,3}[.)])\s/.test(text);

const OPENER = /^(however|moreover|furthermore|additionally|overall|ultimately|consequently|notably|in conclusion|in summary|in addition|importantly)\b/i;

/**
 * The first 8 sentences, each scored from its own evidence (the trained classifier on the sentence alone, marker
 * words) around the document's score: a single sentence says little by itself, so it moves the
 * document's log-odds rather than replacing them. Offsets let the page highlight each sentence in the text.
 */
export function analyzeSentences(
  ctx: TextContext,
  docLogit: number,
  sentenceLogit: (ws: string[]) => number,
  listItemStarts: ReadonlySet<number> = new Set(),
): (SentenceAnalysis & { start: number; end: number })[] {
  const lens = ctx.sentenceWords.map((w) => w.length);
  const meanLen = mean(lens);
  const uniform = ctx.sentences.length >= 4 && meanLen > 0 && std(lens) / meanLen < 0.35;
  const markers = ctx.sentences.map((s, i) => outermost(Object.values(findMarkers(s.text.toLowerCase(), ctx.sentenceWords[i] ?? [])).flat().filter(isNotableMarker)));
  // Each sentence is placed around the document's score by how it differs from the text's other sentences: the
  // word-pair score of a lone sentence runs high for any sentence (its mean is above zero), so on its own it painted
  // most sentences of a text scored human in red.
  const scored = ctx.sentenceWords.map((ws, i) => (ws.length >= 4 ? { zs: sentenceLogit(ws), hits: Math.min(3, markers[i]!.length) } : null));
  const counted = scored.filter((x): x is { zs: number; hits: number } => x !== null);
  const meanZs = mean(counted.map((x) => x.zs));
  const meanHits = mean(counted.map((x) => x.hits));
  // a heading ("CHAPTER ONE", "1.1 Background of the Study": a short line with no closing punctuation) is not a sentence
  // to judge: the view shows the first 8 real ones
  // (a list's short items are sentences to judge, though they look like headings once their markers are blanked)
  const shown = ctx.sentences
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => listItemStarts.has(s.start) || !isHeading(s.text, (ctx.sentenceWords[i] ?? []).length));
  return (shown.length ? shown : ctx.sentences.map((s, i) => ({ s, i }))).slice(0, MAX_SENTENCES).map(({ s, i }) => {
    const ws = ctx.sentenceWords[i] ?? [];
    const issues: string[] = [];
    const hits = markers[i]!;
    if (hits.length) issues.push(`AI-associated wording: ${hits.slice(0, 3).map((h) => `"${h}"`).join(", ")}`);
    // (no "predictable wording" or "long sentence" issue: in this detector's training lines both lean human, and a
    // cue measured against the text's own mean flagged a quarter of every text's sentences)
    if (OPENER.test(s.text)) issues.push("Formulaic transition at the start");
    // only where the text's sentence lengths are uniform as a whole (within 12% of the mean in a varied text is chance)
    if (ws.length >= 12 && uniform && Math.abs(ws.length - meanLen) / meanLen < 0.12) issues.push("Same length as most other sentences");
    const own = scored[i];
    // very short sentences carry almost no evidence of their own: they take the document's score
    const z = own ? docLogit + 0.7 * (own.zs - meanZs) + 0.35 * (own.hits - meanHits) : docLogit;
    return { text: cutSentence(s.text), aiProbability: Math.round(sigmoid(z) * 100), issues, start: s.start, end: s.end };
  });
}

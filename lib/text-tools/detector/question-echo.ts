import type { TextContext } from "./text-context";

// Words that say nothing about what a question is about, left out when comparing an answer with its question.
const STOP = new Set(
  (
    "the a an of in on at to for with by from as and or but not no yes is are was were be been being do does did can " +
    "could should would will may might must has have had it its this that these those there their they them we our " +
    "you your he she his her i my me us who what which when where why how than then so if into about answer question"
  ).split(" "),
);
/** The Trained Classifier's indicator when the echo moves its score toward AI. */
export const ECHO_INDICATOR = "The answer repeats the question's own words, as AI answers tend to";
/** How many of the answer's first content words are compared with the question. */
export const ECHO_WINDOW = 12;
// Midpoint of the echo of people's and models' answers in the permissive training lines (0.27 and 0.55 of the
// first 12 content words); the feature is the distance from it, so a text that does not open with a question adds
// nothing either way.
const MIDPOINT = 0.4;

/**
 * How much the answer to an opening question repeats the question's own words. A language model asked "Does X
 * predict Y?" tends to answer "Yes, X does predict Y ...", where a person goes straight to the finding. Returns the
 * share of the answer's first 12 content words that occur in the question, minus MIDPOINT; 0 when the text does not
 * open with a question sentence (optionally labelled "Question:") followed by an answer.
 */
export function questionEcho(ctx: TextContext): number {
  const [asked, ...rest] = ctx.sentenceWords;
  if (!asked || !ctx.sentences[0]!.text.trim().endsWith("?")) return 0;
  const topic = new Set(asked.filter((w) => !STOP.has(w)));
  const answer = rest.flat().filter((w) => !STOP.has(w)).slice(0, ECHO_WINDOW);
  if (!topic.size || !answer.length) return 0;
  return answer.filter((w) => topic.has(w)).length / answer.length - MIDPOINT;
}

import weightsJson from "./data/weights.json";
import { boostedScore, type Boosted } from "./boost";
import { LEX_FEATURES, findMarkers, isNotableMarker, lexFeatures, type MarkerHits } from "./lexical";
import { lmFeatures, surprisalProfile, type SurprisalProfile } from "./lm";
import { score, sigmoid, type LinearModel } from "./logistic";
import { decodeWeights, featureWeight, hashedFeatures, hashedScore, type HashedModel } from "./ngram-classifier";
import { PERSON_NAMES } from "./person-names";
import { ECHO_INDICATOR, questionEcho } from "./question-echo";
import { freqFeatures, FUNCTION_WORDS_LIST } from "./profile";
import { commaIngSentenceRate, styloFeatures, trailingParticipleRate } from "./stylometry";
import { mean, plural, std, type TextContext } from "./text-context";
import { syntaxFeatures } from "./upos";
import { meanWordVector, VECTOR_DIMS } from "./word-vectors";

/**
 * The four local detectors. Each returns its logit (fitted by scripts/train-detector.ts), and the evidence it
 * saw, which the explanations below turn into reasoning and indicators specific to the text. The LM, stylometric
 * and lexical detectors also return their feature vectors: the trained classifier reads all three jointly.
 */
export type Ensemble = {
  /** Joint logistic regression and boosted trees over the LM, stylometric and lexical features, in that order. */
  logistic: LinearModel;
  boost: Boosted;
  /** Platt scaling [a, b] of each model (and of the word n-gram model), fitted on out-of-fold scores. */
  platt: { logistic: [number, number]; boost: [number, number]; ngram: [number, number] };
  /** The question echo's fitted offset on the mean of the three: a * mean + c * echo + b (question-echo.ts). */
  echo?: { a: number; c: number; b: number };
};
type Weights = {
  lm: LinearModel;
  stylo: LinearModel;
  lex: LinearModel;
  ensemble: Ensemble;
  ngram: { b: number; w: string };
  combiner: LinearModel;
  /** The combiner over the other three, for when the trained classifier failed (combine.ts). */
  combinerWithoutTrained: LinearModel;
  /** The chance that the band's side is right (combine.ts, `overallConfidence`). */
  confidence: LinearModel;
};
const W = weightsJson as unknown as Weights;
let ngramModel: HashedModel | undefined;
export function ngram(): HashedModel {
  return (ngramModel ??= { b: W.ngram.b, w: decodeWeights(W.ngram.w) });
}
export const combinerModel = (): LinearModel => W.combiner;
export const combinerWithoutTrained = (): LinearModel => W.combinerWithoutTrained;
export const confidenceModel = (): LinearModel => W.confidence;

export const ensembleModel = (): Ensemble => W.ensemble;

/** "ngram" is the trained classifier's key (historically a word n-gram model alone; now the ensemble below). */
export type LocalDetector = "lm" | "stylo" | "lex" | "ngram";
export type LocalOutcome = { key: LocalDetector; service: string; logit: number; reasoning: string; indicators: string[]; x?: number[] };

export const SERVICE_NAMES: Record<LocalDetector, string> = {
  lm: "Statistical Language Model",
  stylo: "Stylometric Analysis",
  lex: "Lexical Marker Analysis",
  ngram: "Trained Classifier",
};

/** The LM detector's features: surprisal under the Brown bigram model plus the Brown word-frequency profile. */
export const lmVector = (ctx: TextContext, profile: SurprisalProfile = surprisalProfile(ctx)) => [...lmFeatures(ctx, profile), ...freqFeatures(ctx)];
/** The stylometric detector's features: sentence/punctuation/vocabulary measures plus the part-of-speech profile from
 * the contextual tagger (upos.ts; the coarse Brown-lexicon profile of profile.ts until the fifteenth session). */
export const styloVector = (ctx: TextContext) => [...styloFeatures(ctx), ...syntaxFeatures(ctx.text)];

const f1 = (x: number) => x.toFixed(1);
const FUNCTION_WORDS = new Set([...FUNCTION_WORDS_LIST, "with", "into", "about", "them", "then", "what", "when", "where", "who", "how", "all", "some", "one", "other", "out", "up", "so", "if", "at", "do", "does", "did"]);

/** The cues that agree with the service's verdict (a cue for the other side next to its score reads as a contradiction). */
function onVerdictSide(logit: number, cues: Array<[boolean, "ai" | "human", string]>): string[] {
  const side = logit >= 0 ? "ai" : "human";
  const shown = cues.filter(([on, lean]) => on && lean === side).map(([, , label]) => label);
  // a verdict with no cue to show still says where it comes from
  return shown.length ? shown : ["No single measure stands out: the verdict comes from many small differences together"];
}

/** Marker phrases without the ones inside a longer one found too ("pivotal" in "a pivotal role"). */
export function outermost(markers: string[]): string[] {
  const all = [...new Set(markers)];
  return all.filter((m) => !all.some((o) => o !== m && ` ${o} `.includes(` ${m} `)));
}

export function runLm(ctx: TextContext, profile: SurprisalProfile = surprisalProfile(ctx)): LocalOutcome {
  const x = lmVector(ctx, profile);
  const [m, sd, , , , lowRate, , oov, sentMeanStd] = x as [number, number, number, number, number, number, number, number, number];
  // each cue with the side it leans to in this model (fitted on the training lines: plain, predictable 1961-corpus
  // wording leans human here, a modern model's rarer word choices lean AI), shown only when it agrees with the verdict
  const logit = score(W.lm, x);
  const indicators = onVerdictSide(logit, [
    [m < 9.5, "human", "Common, predictable wording (low surprisal)"],
    [m >= 11, "ai", "Many unexpected word choices (high surprisal)"],
    [sentMeanStd < 1.0 && ctx.sentences.length >= 4, "ai", "Evenly predictable sentences (low burstiness)"],
    [sentMeanStd >= 1.6, "human", "Predictability varies between sentences (human-like burstiness)"],
    [lowRate > 0.3, "human", "High share of very common word pairs"],
    [oov > 0.08, "ai", "Many rare or specialised words"],
  ]);
  return {
    key: "lm",
    service: SERVICE_NAMES.lm,
    logit,
    x,
    // plain words for students: what is measured, then the figures (a reviewer found "surprisal ... bits" opaque)
    reasoning: `How surprising each word is after the one before it, measured against a million words of published English (higher means less predictable): ${f1(m)} on average, spread ${f1(sd)}, changing by ${f1(sentMeanStd)} from sentence to sentence, over ${plural(profile.all.length, "word", "words")}.`,
    indicators,
  };
}

export function runStylo(ctx: TextContext): LocalOutcome {
  const x = styloVector(ctx);
  const [lenMean, lenStd, lenCv] = x as [number, number, number];
  const named = Object.fromEntries(W.stylo.features.map((f, i) => [f, x[i]!]));
  const logit = score(W.stylo, x);
  // (no "No contractions" cue: in the training lines it hardly separates the two, and the fitted models lean the
  // other way, so it only invited advice that raised the score)
  const indicators = onVerdictSide(logit, [
    [ctx.sentences.length >= 3 && lenCv < 0.35, "ai", "Uniform sentence length"],
    [lenCv >= 0.6, "human", "Varied sentence length (human-like)"],
    [(named.firstPersonRate ?? 0) > 0.02, "human", "Personal voice (first person)"],
    [(named.commaRate ?? 0) > 7, "ai", "Heavy comma use"],
    [(named.startDiversity ?? 1) < 0.6 && ctx.sentences.length >= 5, "ai", "Repetitive sentence openings"],
    [(named.wordLenMean ?? 0) > 5.3, "ai", "Long, formal vocabulary"],
  ]);
  return {
    key: "stylo",
    service: SERVICE_NAMES.stylo,
    logit,
    x,
    reasoning: `${plural(ctx.sentences.length, "sentence", "sentences")} averaging ${f1(lenMean)} words, most within ${f1(lenStd)} words of that (people's sentence lengths usually vary more than a language model's); vocabulary richness ${(named.mattr ?? 0).toFixed(2)}, the share of different words in each run of 50.`,
    indicators,
  };
}

export function runLex(ctx: TextContext, hits: MarkerHits = findMarkers(ctx.text.toLowerCase(), ctx.words)): LocalOutcome {
  const x = lexFeatures(ctx, hits);
  const all = Object.values(hits).flat().filter(isNotableMarker);
  const found = outermost(all);
  const per100 = ctx.words.length ? (all.length * 100) / ctx.words.length : 0;
  const logit = score(W.lex, x);
  // when the service leans human, the listed words it found are too few to count: it says so instead of "AI-associated"
  const label = logit >= 0 ? "AI-associated wording" : "On the marker lists, too rare here to count";
  const indicators = found.slice(0, 6).map((w) => `${label}: "${w}"`);
  const openers = x[LEX_FEATURES.indexOf("sentenceOpeners")]!;
  if (openers > 0.15) indicators.push("Many sentences open with formulaic connectives");
  return {
    key: "lex",
    service: SERVICE_NAMES.lex,
    logit,
    x,
    reasoning: found.length
      ? `${plural(found.length, "distinct word or phrase", "distinct words or phrases")} that studies find over-used by language models (${f1(per100)} uses per 100 words), e.g. ${found.slice(0, 3).map((w) => `"${w}"`).join(", ")}.`
      : "No distinctive words that studies find over-used by language models; the score comes from common words on those lists, connectives and sentence openers, which count only slightly.",
    indicators,
  };
}

/** Readable names of the joint features, for the trained classifier's explanation. */
const FEATURE_LABELS: Record<string, string> = {
  sentLenCv: "sentence-length variation", stdSurprisal: "variation of word predictability", sentMeanStd: "burstiness between sentences",
  firstPersonRate: "first-person voice", commaRate: "comma use", mattr: "vocabulary richness",
  wordLenMean: "word length", excessStyle: "LLM-favoured vocabulary", focal: "LLM-favoured vocabulary", connectives: "formulaic connectives",
  repeatTrigram: "repeated phrases", oov: "rare words", meanLogRank: "word rarity",
  uposBigramEntropy: "variety of sentence structure", uposTrigramDiversity: "variety of sentence structure",
  uposTrigramTop5Share: "the same few sentence patterns repeated", adjNounRate: "adjective-noun pairs",
  nominalisationRate: "nouns made from verbs and adjectives (-tion, -ment, -ness)", uposNOUN: "noun density",
  ingVerbRate: "-ing verbs", verbSentStd2: "sentences that vary in how many verbs they use",
  startDiversity: "variety of sentence openings",
  dashRate: "dashes", trailingParticiple: "clauses tacked on with an -ing verb (\", highlighting the ...\")", commaIng: "clauses tacked on with an -ing verb (\", highlighting the ...\")", parenRate: "parentheses", quoteRate: "quotation", questionRate: "questions", exclRate: "exclamations",
};

/** Word n-grams that pushed the trained classifier most (both directions), for its explanation. */
function topNgrams(sentences: string[][], model: HashedModel, k = 3): { ai: string[]; human: string[] } {
  const seen = new Set<string>();
  const ai: { g: string; z: number }[] = [];
  const human: { g: string; z: number }[] = [];
  const consider = (g: string, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const z = featureWeight(model, key);
    const list = z > 0 ? ai : human;
    const az = Math.abs(z);
    if (az < 0.3 || (list.length >= k && az <= Math.abs(list[k - 1]!.z))) return;
    list.push({ g, z });
    list.sort((a, b) => Math.abs(b.z) - Math.abs(a.z));
    if (list.length > k) list.pop();
  };
  for (const ws of sentences) {
    let prev = "<s>";
    for (const w of ws) {
      if (PERSON_NAMES.has(w)) {
        prev = "<s>";
        continue;
      }
      const t = /\d/.test(w) ? "<num>" : w;
      // a function word or a number alone ("with", "of the", "(number)") explains nothing to a reader
      if (t.length > 3 && !FUNCTION_WORDS.has(t) && t !== "<num>") consider(t, `u:${t}`);
      if (prev !== "<s>" && !(FUNCTION_WORDS.has(prev) && FUNCTION_WORDS.has(t)) && prev !== "<num>" && t !== "<num>") consider(`${prev} ${t}`, `b:${prev} ${t}`);
      prev = t;
    }
  }
  const shown = (g: string) => g.replace(/<num>/g, "(number)");
  return { ai: ai.map((x) => shown(x.g)), human: human.map((x) => shown(x.g)) };
}

/** The joint feature vector (LM, stylometric, lexical); a failed detector's part is set to the training means. */
export function jointVector(lm?: number[], stylo?: number[], lex?: number[]): number[] {
  const mu = W.ensemble.logistic.mean;
  const parts = [lm, stylo, lex];
  const sizes = [W.lm.features.length, W.stylo.features.length, W.lex.features.length];
  const x: number[] = [];
  let off = 0;
  parts.forEach((p, g) => {
    for (let i = 0; i < sizes[g]!; i++) x.push(p ? p[i]! : mu[off + i]!);
    off += sizes[g]!;
  });
  return x;
}

/**
 * The trained classifier, an ensemble of three models fitted on the MIT/Apache-2.0 training lines: boosted decision
 * trees and a logistic regression over every topic-free feature of the three detectors above (surprisal, word
 * frequency profile, stylometry, part of speech, markers), and a hashed word/word-pair logistic model. Each is
 * Platt-scaled on out-of-fold scores; the detector's logit is their mean. The word model also scores single
 * sentences for the sentence analysis.
 */
export function runNgram(ctx: TextContext, lm?: number[], stylo?: number[], lex?: number[]): LocalOutcome & { sentenceLogit: (ws: string[]) => number } {
  const E = W.ensemble;
  const model = ngram();
  // the three detectors' features, then the ones the trained classifier reads on its own (the trees stop before the
  // mean word vector: they never split on it)
  const x = [...jointVector(lm, stylo, lex), trailingParticipleRate(ctx), commaIngSentenceRate(ctx), ...meanWordVector(ctx.text)];
  const zn = hashedScore(model, hashedFeatures(ctx.sentenceWords));
  const zl = E.platt.logistic[0] * score(E.logistic, x) + E.platt.logistic[1];
  const zb = E.platt.boost[0] * boostedScore(E.boost, x) + E.platt.boost[1];
  const zw = E.platt.ngram[0] * zn + E.platt.ngram[1];
  const echo = E.echo ? E.echo.c * questionEcho(ctx) : 0;
  const z = E.echo ? E.echo.a * ((zl + zb + zw) / 3) + echo + E.echo.b : (zl + zb + zw) / 3;
  // Explanation: among the measures that are clearly high in this text (half a standard deviation above the
  // training mean, so "comma use" means much comma use), those whose logistic contribution pushes furthest each
  // way; and the word pairs likewise.
  const contrib = E.logistic.features.map((f, i) => {
    const z = Math.max(-5, Math.min(5, (x[i]! - E.logistic.mean[i]!) / (E.logistic.std[i] || 1)));
    return { f, z, c: E.logistic.w[i]! * z };
  });
  const named = (side: number) => [...new Set(contrib.filter((c) => c.z > 0.5 && c.c * side > 0.1 && FEATURE_LABELS[c.f]).sort((a, b) => side * (b.c - a.c)).map((c) => FEATURE_LABELS[c.f]!))].slice(0, 2);
  const { ai: towardAi, human: towardHuman } = topNgrams(ctx.sentenceWords, model, 2);
  const aiSide = [...named(1).map((f) => `Pattern typical of AI text: ${f}`), ...towardAi.map((g) => `Phrasing typical of AI text: "${g}"`)];
  const humanSide = [...named(-1).map((f) => `Pattern typical of human text: ${f}`), ...towardHuman.map((g) => `Phrasing typical of human text: "${g}"`)];
  // a shift of a third of a logit or more is worth naming (the echo's full range is about -1.6 to +2.4)
  if (echo >= 0.35) aiSide.unshift(ECHO_INDICATOR);
  if (echo <= -0.35) humanSide.unshift("The answer goes straight to its point instead of restating the question");
  // the verdict's side first
  const indicators = z >= 0 ? [...aiSide, ...humanSide] : [...humanSide, ...aiSide];
  return {
    key: "ngram",
    service: SERVICE_NAMES.ngram,
    logit: z,
    reasoning: `Three models trained on openly licensed human and AI texts (boosted decision trees over ${x.length - VECTOR_DIMS} topic-free measures of predictability, word frequency, style and part of speech; a logistic model over the same measures and the average meaning of the text's words; and a word-pair model) place this text ${howClearly(z)}${z >= 0 ? "closer to the AI" : "closer to the human"} examples.`,
    indicators,
    sentenceLogit: (ws) => hashedScore(model, hashedFeatures([ws])),
  };
}

export { mean, std, sigmoid };

/** The trained models' margin in words (a bare "margin 4.95" told a student nothing). */
const howClearly = (z: number) => (Math.abs(z) >= 2 ? "clearly " : Math.abs(z) >= 0.7 ? "" : "only slightly ");

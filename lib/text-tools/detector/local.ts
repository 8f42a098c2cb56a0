import weightsJson from "./data/weights.json";
import { LEX_FEATURES, findMarkers, isNotableMarker, lexFeatures, type MarkerHits } from "./lexical";
import { lmFeatures, surprisalProfile, type SurprisalProfile } from "./lm";
import { score, sigmoid, type LinearModel } from "./logistic";
import { decodeWeights, featureWeight, hashedFeatures, hashedScore, type HashedModel } from "./ngram-classifier";
import { styloFeatures } from "./stylometry";
import { mean, std, type TextContext } from "./text-context";

/**
 * The four local detectors. Each returns its logit (fitted by scripts/train-detector.ts), and the evidence it
 * saw, which the explanations below turn into reasoning and indicators specific to the text.
 */
type Weights = {
  lm: LinearModel;
  stylo: LinearModel;
  lex: LinearModel;
  ngram: { b: number; w: string };
  combiner: LinearModel;
};
const W = weightsJson as unknown as Weights;
let ngramModel: HashedModel | undefined;
export function ngram(): HashedModel {
  return (ngramModel ??= { b: W.ngram.b, w: decodeWeights(W.ngram.w) });
}
export const combinerModel = (): LinearModel => W.combiner;

export type LocalDetector = "lm" | "stylo" | "lex" | "ngram";
export type LocalOutcome = { key: LocalDetector; service: string; logit: number; reasoning: string; indicators: string[] };

export const SERVICE_NAMES: Record<LocalDetector, string> = {
  lm: "Statistical Language Model",
  stylo: "Stylometric Analysis",
  lex: "Lexical Marker Analysis",
  ngram: "Trained Classifier",
};

const f1 = (x: number) => x.toFixed(1);

export function runLm(ctx: TextContext, profile: SurprisalProfile = surprisalProfile(ctx)): LocalOutcome {
  const x = lmFeatures(ctx, profile);
  const [m, sd, , , , lowRate, , oov, sentMeanStd] = x as [number, number, number, number, number, number, number, number, number];
  const indicators: string[] = [];
  if (m < 9.5) indicators.push("Predictable word sequences (low surprisal)");
  if (m >= 11) indicators.push("Many unexpected word choices (high surprisal)");
  if (sentMeanStd < 1.0 && ctx.sentences.length >= 4) indicators.push("Evenly predictable sentences (low burstiness)");
  if (sentMeanStd >= 1.6) indicators.push("Predictability varies between sentences (human-like burstiness)");
  if (lowRate > 0.3) indicators.push("High share of very common word pairs");
  if (oov > 0.08) indicators.push("Many rare or specialised words");
  return {
    key: "lm",
    service: SERVICE_NAMES.lm,
    logit: score(W.lm, x),
    reasoning: `Word-level surprisal under a Brown-corpus bigram model averages ${f1(m)} bits (spread ${f1(sd)}); sentence-to-sentence variation ${f1(sentMeanStd)} bits over ${profile.all.length} words.`,
    indicators,
  };
}

export function runStylo(ctx: TextContext): LocalOutcome {
  const x = styloFeatures(ctx);
  const [lenMean, lenStd, lenCv] = x as [number, number, number];
  const named = Object.fromEntries(W.stylo.features.map((f, i) => [f, x[i]!]));
  const indicators: string[] = [];
  if (ctx.sentences.length >= 3 && lenCv < 0.35) indicators.push("Uniform sentence length");
  if (lenCv >= 0.6) indicators.push("Varied sentence length (human-like)");
  if ((named.contractionRate ?? 0) === 0 && ctx.words.length > 80) indicators.push("No contractions");
  if ((named.firstPersonRate ?? 0) > 0.02) indicators.push("Personal voice (first person)");
  if ((named.commaRate ?? 0) > 7) indicators.push("Heavy comma use");
  if ((named.startDiversity ?? 1) < 0.6 && ctx.sentences.length >= 5) indicators.push("Repetitive sentence openings");
  if ((named.wordLenMean ?? 0) > 5.3) indicators.push("Long, formal vocabulary");
  return {
    key: "stylo",
    service: SERVICE_NAMES.stylo,
    logit: score(W.stylo, x),
    reasoning: `${ctx.sentences.length} sentences averaging ${f1(lenMean)} words (standard deviation ${f1(lenStd)}, variation ${lenCv.toFixed(2)}); vocabulary richness ${(named.mattr ?? 0).toFixed(2)}.`,
    indicators,
  };
}

export function runLex(ctx: TextContext, hits: MarkerHits = findMarkers(ctx.text.toLowerCase(), ctx.words)): LocalOutcome {
  const x = lexFeatures(ctx, hits);
  const found = [...new Set(Object.values(hits).flat())].filter(isNotableMarker);
  const per100 = ctx.words.length ? (found.length * 100) / ctx.words.length : 0;
  const indicators = found.slice(0, 6).map((w) => `AI-associated wording: "${w}"`);
  const openers = x[LEX_FEATURES.indexOf("sentenceOpeners")]!;
  if (openers > 0.15) indicators.push("Many sentences open with formulaic connectives");
  return {
    key: "lex",
    service: SERVICE_NAMES.lex,
    logit: score(W.lex, x),
    reasoning: found.length
      ? `${found.length} distinct words or phrases that studies find over-used by language models (${f1(per100)} per 100 words), e.g. ${found.slice(0, 3).map((w) => `"${w}"`).join(", ")}.`
      : "None of the words and phrases that studies find over-used by language models appear in the text.",
    indicators,
  };
}

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
      const t = /\d/.test(w) ? "<num>" : w;
      if (t.length > 3) consider(t, `u:${t}`);
      if (prev !== "<s>") consider(`${prev} ${t}`, `b:${prev} ${t}`);
      prev = t;
    }
  }
  return { ai: ai.map((x) => x.g), human: human.map((x) => x.g) };
}

export function runNgram(ctx: TextContext): LocalOutcome & { sentenceLogit: (ws: string[]) => number } {
  const model = ngram();
  const z = hashedScore(model, hashedFeatures(ctx.sentenceWords));
  const { ai: towardAi, human: towardHuman } = topNgrams(ctx.sentenceWords, model);
  const indicators = [
    ...towardAi.map((g) => `Phrasing typical of AI text: "${g}"`),
    ...towardHuman.map((g) => `Phrasing typical of human text: "${g}"`),
  ];
  return {
    key: "ngram",
    service: SERVICE_NAMES.ngram,
    logit: z,
    reasoning: `A word and word-pair classifier trained on openly licensed human and AI texts scores this text ${z >= 0 ? "closer to the AI" : "closer to the human"} examples (margin ${Math.abs(z).toFixed(2)}).`,
    indicators,
    sentenceLogit: (ws) => hashedScore(model, hashedFeatures([ws])),
  };
}

export { mean, std, sigmoid };

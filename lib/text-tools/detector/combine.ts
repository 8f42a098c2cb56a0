import { logit, score, sigmoid, type LinearModel } from "./logistic";

/**
 * Combining services into overallScore / overallConfidence. The local detectors' logits go through the fitted
 * combiner (a logistic regression with non-negative weights over their out-of-fold logits, shifted so that few
 * human texts reach the "High AI Probability" band; see scripts/train-detector.ts). A detector that failed is set to its training
 * mean, i.e. it adds no evidence either way. External services (LLM judge, GPTZero, Sapling) have no labelled
 * data here to fit on, so each adds its log-odds with a fixed, deliberately modest weight.
 */
export const COMBINER_FEATURES = ["lm", "stylo", "lex", "ngram"] as const; // ngram = the trained classifier
export type CombinerInput = Partial<Record<(typeof COMBINER_FEATURES)[number], number>>;

export const EXTERNAL_WEIGHTS: Record<string, number> = { "OpenAI LLM Judge": 0.5, GPTZero: 0.7, Sapling: 0.6 };

/**
 * The full combiner gives the trained classifier most of its weight (2.59 against 0.10-0.15 on z-scored logits), so
 * when that detector failed, the combiner fitted without it (`withoutTrained`) answers instead: with the trained
 * classifier at its training mean, the dev AI texts scored 16 at the median and none reached 70.
 */
export function combineLocal(model: LinearModel, logits: CombinerInput, withoutTrained?: LinearModel): number | null {
  if (!COMBINER_FEATURES.some((k) => typeof logits[k] === "number")) return null;
  const m = typeof logits.ngram !== "number" && withoutTrained ? withoutTrained : model;
  const x = m.features.map((k, i) => logits[k as keyof CombinerInput] ?? m.mean[i]!);
  return score(m, x);
}

export function combineAll(localLogit: number | null, external: { service: string; aiProbability: number }[]): number | null {
  if (localLogit === null && !external.length) return null;
  let z = localLogit ?? 0;
  for (const e of external) z += (EXTERNAL_WEIGHTS[e.service] ?? 0.5) * logit(e.aiProbability / 100);
  return z;
}

export const toPercent = (z: number) => Math.round(sigmoid(z) * 100);

/**
 * Below this many words no combination of detectors says "High AI Probability": the first 20 or 40 words of the
 * human train lines reached 70 in 2.9% / 2.6% of cases (0.3% at 150 words, 1.1% at 80), and a short message or a
 * student's single paragraph told it is "High AI" on that little evidence is the product's worst answer. The score
 * stops at the top of the moderate band; the confidence and the advice already say the text is too short.
 */
export const HIGH_BAND_MIN_WORDS = 50;
const TOP_OF_MODERATE = logit(0.694); // rounds to 69

export function capForLength(z: number, words: number): number {
  return words < HIGH_BAND_MIN_WORDS ? Math.min(z, TOP_OF_MODERATE) : z;
}

/**
 * Confidence: how far the score is from a coin toss, how much the services agree on the side, and how much text
 * there was (under ~150 words every statistic is noisy).
 */
export function overallConfidence(probability: number, sides: boolean[], wordCount: number): number {
  const margin = Math.abs(2 * probability - 1);
  const agree = sides.length ? sides.filter((s) => s === probability >= 0.5).length / sides.length : 0.5;
  const length = Math.min(1, wordCount / 150);
  // a short text carries little evidence whatever the margin: a one-word "Hello" had 50% of a full text's confidence
  const c = (0.3 + 0.7 * margin) * (0.55 + 0.45 * agree) * (0.2 + 0.8 * length);
  return Math.max(5, Math.min(99, Math.round(c * 100)));
}

/** A single detector's confidence: margin of its own probability, damped on short texts. */
export function serviceConfidence(probability: number, wordCount: number): number {
  const margin = Math.abs(2 * probability - 1);
  const length = Math.min(1, wordCount / 150);
  return Math.max(5, Math.min(99, Math.round((0.35 + 0.65 * margin) * (0.2 + 0.8 * length) * 100)));
}

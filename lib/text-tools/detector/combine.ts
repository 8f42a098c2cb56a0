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

/** Where the bands change sides: from 40 ("moderate") up a reader takes the text for AI, below it for human. */
export const BAND_EDGE = logit(0.4);
export const CONFIDENCE_FEATURES = ["margin", "aiSide", "aiMargin", "logWords", "agree"] as const;

/**
 * What the confidence model reads: how far the combined logit is from the band edge, on which side (the score's
 * calibration puts the sides' reliability apart: on dev a text scored 30 is AI eight times in ten, one scored 60
 * always), the text's length and how many services lean the same way.
 */
export function confidenceFeatures(z: number, sides: boolean[], wordCount: number): number[] {
  const aiSide = z >= BAND_EDGE;
  const margin = Math.abs(z - BAND_EDGE);
  const agree = sides.length ? sides.filter((s) => s === aiSide).length / sides.length : 0.5;
  return [margin, aiSide ? 1 : 0, aiSide ? margin : 0, Math.log(Math.max(1, wordCount)), agree];
}

/**
 * The confidence model learnt 2023-2024 generators only. Text from current chat models lands on the human side far
 * more often (180 texts of four sets written for the project: 46% score 0-4, against 9% of dev's AI texts), so there a
 * human verdict is worth less than the fit says. With the texts people bring counted as half human, a quarter older
 * generators and a quarter current models, the Brier-best shrink of the human side's confidence toward a coin toss is
 * 0.74 (0.67-0.82 fitted on any two of the four sets; on the other two the calibration error falls from 0.06-0.10 to
 * 0.03-0.07); on dev alone, the 2023-2024 world, it costs 0.05 (detector README, "Twenty-fourth session").
 */
export const HUMAN_SIDE_SHRINK = 0.75;

/**
 * Confidence: the chance that the side the bands give the text is right, from a logistic model fitted on the
 * out-of-fold scores of the training texts (scripts/train-detector.ts; checked on dev in the detector README), its
 * human side shrunk by HUMAN_SIDE_SHRINK. Below HIGH_BAND_MIN_WORDS words, where the training texts thin out, it is
 * damped towards nothing: a one-word "Hello" carries no evidence whatever the model says.
 */
export function overallConfidence(model: LinearModel, z: number, sides: boolean[], wordCount: number): number {
  const fitted = sigmoid(score(model, confidenceFeatures(z, sides, wordCount)));
  const c = z >= BAND_EDGE ? fitted : 0.5 + (fitted - 0.5) * HUMAN_SIDE_SHRINK;
  const shortText = Math.min(1, 0.2 + (0.8 * wordCount) / HIGH_BAND_MIN_WORDS);
  return Math.max(5, Math.min(99, Math.round(c * shortText * 100)));
}

/** A single detector's confidence: margin of its own probability, damped on short texts. */
export function serviceConfidence(probability: number, wordCount: number): number {
  const margin = Math.abs(2 * probability - 1);
  const length = Math.min(1, wordCount / 150);
  return Math.max(5, Math.min(99, Math.round((0.35 + 0.65 * margin) * (0.2 + 0.8 * length) * 100)));
}

import type { DetectionServiceResult } from "../schema";
import { combineLocal, serviceConfidence, type CombinerInput } from "./combine";
import { combinerModel, combinerWithoutTrained, runLex, runLm, runNgram, runStylo, type LocalOutcome } from "./local";
import { sigmoid } from "./logistic";
import { surprisalProfile } from "./lm";
import { analyzeSentences } from "./sentences";
import { buildContext, type TextContext } from "./text-context";

/**
 * Runs the local detectors (no network, deterministic). Each is isolated: one that throws is reported as failed
 * and the others still answer. `listItemStarts`: where the items of a list start (their markers blanked), for the
 * sentence view, which skips headings but not short items.
 */
export function analyzeLocally(text: string, listItemStarts: ReadonlySet<number> = new Set()) {
  const ctx: TextContext = buildContext(text);
  const services: DetectionServiceResult[] = [];
  const logits: CombinerInput = {};
  let sentenceLogit: (ws: string[]) => number = () => 0;
  // Feature vectors of the first three detectors, read jointly by the trained classifier (absent if one failed).
  const x: Partial<Record<"lm" | "stylo" | "lex", number[]>> = {};
  const runners: [keyof CombinerInput, string, () => LocalOutcome][] = [
    ["lm", "Statistical Language Model", () => runLm(ctx, surprisalProfile(ctx))],
    ["stylo", "Stylometric Analysis", () => runStylo(ctx)],
    ["lex", "Lexical Marker Analysis", () => runLex(ctx)],
    ["ngram", "Trained Classifier", () => {
      const r = runNgram(ctx, x.lm, x.stylo, x.lex);
      sentenceLogit = r.sentenceLogit;
      return r;
    }],
  ];
  for (const [key, name, run] of runners) {
    const t0 = performance.now();
    try {
      const r = run();
      logits[key] = r.logit;
      if (r.x && (key === "lm" || key === "stylo" || key === "lex")) x[key] = r.x;
      const p = sigmoid(r.logit);
      services.push({
        service: r.service,
        status: "success",
        aiProbability: Math.round(p * 100),
        confidence: serviceConfidence(p, ctx.words.length),
        responseTime: Math.round((performance.now() - t0) * 10) / 10,
        reasoning: r.reasoning,
        indicators: r.indicators,
      });
    } catch (err) {
      services.push(failedService(name, err, performance.now() - t0));
    }
  }
  const localLogit = combineLocal(combinerModel(), logits, combinerWithoutTrained());
  const sentences = (docLogit: number) => analyzeSentences(ctx, docLogit, sentenceLogit, listItemStarts);
  return { ctx, services, localLogit, sentences };
}

export function failedService(service: string, err: unknown, ms: number): DetectionServiceResult {
  const message = err instanceof Error ? err.message : String(err);
  return {
    service,
    status: "failed",
    aiProbability: 0,
    confidence: 0,
    responseTime: Math.round(ms * 10) / 10,
    reasoning: `Service unavailable: ${message.slice(0, 200)}`,
    indicators: [],
  };
}

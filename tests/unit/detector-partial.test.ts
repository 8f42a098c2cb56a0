import { describe, expect, it, vi } from "vitest";
import { analyzeLocally } from "@/lib/text-tools/detector/analyze";
import { combineLocal } from "@/lib/text-tools/detector/combine";
import { combinerModel, combinerWithoutTrained } from "@/lib/text-tools/detector/local";
import { score, sigmoid } from "@/lib/text-tools/detector/logistic";
import { recommendations } from "@/lib/text-tools/detector/recommendations";
import { buildContext } from "@/lib/text-tools/detector/text-context";
import { AI_TEXT, HUMAN_TEXT } from "../fixtures/detector-texts";

// The trained classifier fails (say its weights could not be decoded); the other three detectors still answer.
vi.mock("@/lib/text-tools/detector/local", async (load) => ({
  ...(await load<typeof import("@/lib/text-tools/detector/local")>()),
  runNgram: () => {
    throw new Error("trained model unavailable");
  },
}));

describe("when the trained classifier fails", () => {
  it("the combiner fitted without it answers, over the other three detectors", () => {
    const fallback = combinerWithoutTrained();
    expect(fallback.features).toEqual(["lm", "stylo", "lex"]);
    expect(fallback.w.every((w) => w >= 0.1)).toBe(true);
    const logits = { lm: 1.5, stylo: 0.5, lex: -0.2 };
    expect(combineLocal(combinerModel(), logits, fallback)).toBeCloseTo(score(fallback, [1.5, 0.5, -0.2]), 9);
    // with the trained classifier present the full combiner answers as before
    const full = { ...logits, ngram: 2 };
    expect(combineLocal(combinerModel(), full, fallback)).toBeCloseTo(combineLocal(combinerModel(), full)!, 9);
  });

  it("an AI text still scores high and a human one low", () => {
    const ai = analyzeLocally(AI_TEXT);
    const human = analyzeLocally(HUMAN_TEXT);
    expect(ai.services.find((s) => s.service === "Trained Classifier")?.status).toBe("failed");
    expect(ai.services.filter((s) => s.status === "success")).toHaveLength(3);
    const aiScore = sigmoid(ai.localLogit!) * 100;
    const humanScore = sigmoid(human.localLogit!) * 100;
    expect(aiScore).toBeGreaterThan(60);
    expect(humanScore).toBeLessThan(30);
    // what the full combiner alone said, with the trained classifier at its training mean: the AI text got 30 (Low)
    const stale = (r: typeof ai) => sigmoid(combineLocal(combinerModel(), Object.fromEntries(r.services.filter((s) => s.status === "success").map((s) => [key(s.service), logitOf(s.aiProbability)])))!) * 100;
    expect(stale(ai)).toBeLessThan(40);
  });
});

const key = (service: string) => ({ "Statistical Language Model": "lm", "Stylometric Analysis": "stylo", "Lexical Marker Analysis": "lex" })[service]!;
const logitOf = (percent: number) => Math.log(Math.max(0.5, percent) / Math.max(0.5, 100 - percent));

describe("the advice when most services lean AI but the overall score does not", () => {
  const service = (name: string, aiProbability: number, status: "success" | "failed" = "success") => ({ service: name, status, aiProbability, confidence: 50, responseTime: 1, reasoning: "", indicators: [] });
  const three = [service("Statistical Language Model", 70), service("Stylometric Analysis", 65), service("Lexical Marker Analysis", 60)];
  const ctx = buildContext(HUMAN_TEXT);
  it("names the Trained Classifier as what the score weighs most when it answered", () => {
    const advice = recommendations(ctx, 25, [...three, service("Trained Classifier", 10)]).join(" ");
    expect(advice).toContain("3 of the 4 services lean toward AI on their own, but the overall score weighs the Trained Classifier most");
    expect(advice).not.toMatch(/Lexical Marker Analysis most/);
  });
  it("does not name it when it failed", () => {
    const advice = recommendations(ctx, 25, [...three, service("Trained Classifier", 0, "failed")]).join(" ");
    expect(advice).toContain("3 of the 3 services lean toward AI on their own, but the overall score is calibrated");
    expect(advice).toContain("Trained Classifier could not answer");
  });
});

import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { analyzeLocally } from "@/lib/text-tools/detector/analyze";
import { capForLength, HIGH_BAND_MIN_WORDS, toPercent } from "@/lib/text-tools/detector/combine";
import { AI_TEXT } from "../fixtures/detector-texts";

const firstWords = (n: number) => AI_TEXT.split(" ").slice(0, n).join(" ");

describe("a short text is never 'High AI Probability'", () => {
  it("under 50 words the score and every sentence stop at 69; from 50 words the detectors speak in full", async () => {
    for (const n of [15, 25, 45]) {
      const text = firstWords(n);
      expect(toPercent(analyzeLocally(text).localLogit!), `${n} words, uncapped`).toBeGreaterThanOrEqual(70);
      const r = await detectText(text, { localOnly: true });
      expect(r.overallScore).toBe(69);
      expect(Math.max(...r.sentenceAnalysis.map((s) => s.aiProbability))).toBeLessThanOrEqual(69);
      expect(r.recommendations.join(" ")).toMatch(/add more \(150 or more\)/);
      expect(r.recommendations.join(" ")).not.toMatch(/Rewrite the passages flagged/);
    }
    expect((await detectText(firstWords(60), { localOnly: true })).overallScore).toBeGreaterThanOrEqual(70);
  });

  it("the cap only lowers, and only below the word limit", () => {
    expect(HIGH_BAND_MIN_WORDS).toBe(50);
    expect(toPercent(capForLength(5, 49))).toBe(69);
    expect(capForLength(-2, 10)).toBe(-2);
    expect(capForLength(5, 50)).toBe(5);
  });
});

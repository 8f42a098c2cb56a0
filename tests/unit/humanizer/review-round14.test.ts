import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { repair } from "@/lib/text-tools/humanizer/verify";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, type HumanizeOptions } from "@/lib/text-tools/humanizer/types";

/**
 * Round 14 (tenth session): what a visitor saw on the public site. The stock AI paragraph below came back from the
 * default settings (professional, medium, Preserve Length) with its worst tell kept, and "adaptive assessments" (tests)
 * became "adaptive reviews".
 */
const STOCK =
  "Artificial intelligence has significantly transformed the landscape of modern education. Furthermore, it is important to note that these technologies offer numerous benefits for students and educators alike. " +
  "AI-powered tools can provide personalized learning experiences that cater to individual needs. Moreover, the integration of machine learning algorithms enables adaptive assessments. " +
  "In conclusion, embracing these innovations is crucial for fostering a more effective and inclusive educational environment.";

const ctx = () => ({ rng: makeRng("t"), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: "professional" as const });
const run = (text: string, options: HumanizeOptions) => repair(humanizeLocal(text, options).text, options);

describe("Preserve Length keeps the rewrites that matter most", () => {
  it("drops the throat-clearing and reverts smaller word swaps to stay within 10%", () => {
    for (const strength of ["medium", "heavy"] as const) {
      const options = { style: "professional", strength, preserveLength: true } as const;
      const out = run(STOCK, options);
      expect(out).not.toMatch(/it is important to note that/i);
      expect(Math.abs(out.length / STOCK.length - 1)).toBeLessThanOrEqual(0.1);
    }
  });
});

describe("assessments stay assessments", () => {
  it("in schoolwork an assessment is a test, not a review", () => {
    for (const s of ["Machine learning enables adaptive assessments.", "The continuous assessment counts for 40 percent."]) expect(lexical(s, ctx())).not.toMatch(/review/);
    expect(run(STOCK, { style: "professional", strength: "medium", preserveLength: true })).toMatch(/adaptive assessments/);
  });
});

describe("evidence that indicates is not proof", () => {
  it("keeps 'indicate' after results, findings, data and studies outside academic", () => {
    for (const s of ["The results indicate a decline in enrolment.", "Our findings clearly indicate a link.", "Recent studies indicate that sleep matters."]) {
      for (const style of ["professional", "casual", "creative"] as const) expect(lexical(s, { ...ctx(), style })).not.toMatch(/\bshow/);
    }
    // a sign or a gauge still shows
    expect(lexical("The red light indicates a fault.", ctx())).toMatch(/shows a fault/);
  });
});

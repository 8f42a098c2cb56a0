import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { STYLES } from "@/lib/text-tools/humanizer/types";

/**
 * Review of the Structure stage on technical, statistical, exam, letter and social texts (review technical2). The
 * sentences here are this file's own.
 */
const STRENGTHS = ["light", "medium", "heavy"] as const;
const all = (text: string, preserveLength = false) => STYLES.flatMap((style) => STRENGTHS.map((strength) => humanizeLocal(text, { style, strength, preserveLength }).text));

describe("a quotation closed by its own '!' or '?' last in a cut sentence", () => {
  const texts = [
    'It is common for the headmaster to end assembly by shouting "Work hard and be kind!", highlighting the values that the school has tried to teach for decades.',
    'My grandmother always ended her stories with the same question, "And what did you learn today?", prompting us to think about the lesson behind each tale she told.',
  ];

  it("takes no full stop after the closing mark ('kind!\". This' -> 'kind!\" This')", () => {
    for (const text of texts) {
      const outs = all(text);
      for (const out of outs) expect(out).not.toMatch(/[!?]["”]\./);
      // the tail is still cut off in some settings: the rule keeps firing
      expect(outs.some((o) => /[!?]" (?:This|That) [a-z]+/.test(o))).toBe(true);
    }
  });

  it("control: a full stop the writer put after the quotation stays", () => {
    const text = 'The guard only said "Not today!". We walked home in the rain without another word to each other, and nobody spoke until we reached the bridge.';
    for (const out of all(text)) expect(out).toContain('"Not today!".');
  });
});

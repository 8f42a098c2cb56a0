import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { leadingConcession } from "@/lib/text-tools/humanizer/split-options";
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

describe("', which is ...' after a figure, a bracketed statistic or a date", () => {
  it("takes 'This'/'That' after a bracketed statistic or a bare figure: no noun stands before it for 'It'", () => {
    const stat = "The three predictors together explained 31% of the variance in reading scores (R² = .31), which is a moderate effect by the usual standards in education research.";
    const outs = all(stat);
    for (const out of outs) expect(out).not.toMatch(/\. It(?: is|'s) a moderate effect/);
    expect(outs.some((o) => /\(R² = \.31\)\. (?:This is|That is|That's) a moderate effect/.test(o))).toBe(true);
    const figure = "In the northern villages the share of girls who left school before the final year was 12%, which is twice the average for the country as a whole.";
    for (const out of all(figure)) expect(out).not.toMatch(/\. It(?: is|'s) twice/);
  });

  it("is not cut after a date or a figure closing a phrase ('in 2022, which was' named the school as 'It')", () => {
    const text = "The school installed solar panels on the library roof in 2022, which was the first project of its kind in the whole municipality.";
    for (const out of all(text)) expect(out).not.toMatch(/\. (?:It|This|That) was the first project/);
  });

  it("control: after a word, a name or a code span the cut and its pronoun are as before", () => {
    const code = "The script prints the total with `console.log(total)`, which is the simplest way to check the value while you are still writing the loop.";
    expect(all(code).some((o) => /`console\.log\(total\)`\. It(?: is|'s) the simplest way/.test(o))).toBe(true);
  });
});

describe("a leading 'While' clause in an irregular past tense", () => {
  it("is a time or a parallel change, not a concession: no 'X. Yet Y.'", () => {
    expect(leadingConcession("While the number of nurses rose from forty to sixty, the waiting time also grew longer.")).toBeNull();
    expect(leadingConcession("While the harvest grew a little every season, the price of maize also crept up.")).toBeNull();
  });

  it("control: a present-tense concession still becomes two sentences", () => {
    expect(leadingConcession("While the method is simple, it works well in most rural clinics.")).toEqual(["The method is simple.", "it works well in most rural clinics."]);
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { protect, quotationSpans } from "@/lib/text-tools/humanizer/protect";
import { maskedSentences } from "@/lib/text-tools/humanizer/text-utils";
import { STYLES, STRENGTHS } from "@/lib/text-tools/humanizer/types";
import { splitSentences } from "@/lib/text-tools/segment";

/**
 * Round 12 (eighth session): faults the round-11 reviews reported and left open. Each test failed on the code
 * before its fix.
 */
const every = (text: string, preserveLength = false) =>
  STYLES.flatMap((style) => STRENGTHS.map((strength) => humanizeLocal(text, { style, strength, preserveLength }).text));

describe("white space and marks between sentences", () => {
  it("emphasis glued to a sentence's end stays on that sentence", () => {
    expect(splitSentences("*The results were striking.* Then the team met.").map((s) => s.text)).toEqual(["*The results were striking.*", "Then the team met."]);
    expect(splitSentences("It was **done.** Next came **the rest.**").map((s) => s.text)).toEqual(["It was **done.**", "Next came **the rest.**"]);
    // a bullet opening a line is not glued to the sentence before it
    expect(splitSentences("First point.\n* Second point.").map((s) => s.text)).toEqual(["First point.", "* Second point."]);
    for (const out of every("*The results were striking.* Furthermore, the team utilized a robust approach to facilitate the analysis of the data.")) {
      expect(out).not.toMatch(/\. \*/);
      expect(out).toMatch(/^\*The results were striking\.\* /);
    }
  });
  it("two spaces or a tab between kept sentences come back as written", () => {
    const text = "The plan was clear.  Furthermore, the team utilized a robust approach to facilitate the analysis.\tThe vote passed. It was late.";
    for (const out of every(text)) {
      expect(out).toMatch(/^The plan was clear\. {2}\S/);
      expect(out).toMatch(/\.\tThe vote passed\./);
    }
    expect(maskedSentences("A b.  C d.\tE f.", "A b.  C d.\tE f.", [])).toEqual({ sentences: ["A b.", "C d.", "E f."], seps: ["  ", "\t"] });
  });
  it("sentences glued by a typo get one space", () => {
    expect(maskedSentences("Why?I left.", "Why?I left.", []).seps).toEqual([" "]);
  });
  it("a speech re-opened in the next sentence does not double the space before it", () => {
    const t = `He told the website: "We're pleased for George and his tally. "He's had a great season for us so far and it's over."`;
    const spans = quotationSpans(t).map(([s, e]) => t.slice(s, e));
    expect(spans).toEqual([`"We're pleased for George and his tally.`, `"He's had a great season for us so far and it's over."`]);
    expect(protect(t).masked).not.toMatch(/\s$/);
    for (const out of every(t)) expect(out).not.toMatch(/ {2}/);
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";

// Written for this test: Markdown emphasis between an article and the word a rewrite replaces.
const TEXT =
  "Mobile money has become a **crucial** pillar of Ghana's economy for millions of people. It offers a *pivotal* lifeline to traders in remote areas. Many see it as an __essential__ service today.";

describe("a/an follows the replacement through Markdown emphasis", () => {
  it("writes the article the new word needs in every setting", () => {
    for (const style of STYLES) for (const strength of STRENGTHS) {
      const out = humanizeLocal(TEXT, { style, strength, preserveLength: true }).text;
      expect(out, `${style} ${strength}: ${out}`).not.toMatch(/\ba (?:\*{1,2}|_{1,2})[aeiou]/i);
      expect(out, `${style} ${strength}: ${out}`).not.toMatch(/\ban (?:\*{1,2}|_{1,2})(?!(?:hour|honest|hono|heir))[b-df-hj-np-tv-z]/i);
    }
    expect(humanizeLocal(TEXT, { style: "professional", strength: "medium", preserveLength: true }).text).toContain("an **important**");
  });
});

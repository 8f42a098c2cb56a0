import { describe, expect, it } from "vitest";
import { outs } from "./lexical-harness";
import type { HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Session 23b: the rev10 technical guards read against the old engine on 582 AI texts and on sentences written for this
 * test. Where a guard stopped a rewrite that was right in ordinary prose, it was narrowed; each test failed before.
 */
const none = (s: string, re: RegExp, styles: HumanizeStyle[] = ["academic", "professional", "casual", "creative"]) => {
  for (const st of styles) for (const o of outs(s, st)) expect(o, st).not.toMatch(re);
};
const some = (s: string, re: RegExp, st: HumanizeStyle = "professional") => expect(outs(s, st).some((o) => re.test(o)), `${s} (${st})`).toBe(true);

describe("guards narrowed to the sense they were written for", () => {
  it("evidence that indicates a measure is not 'shown' (the evidence rule holds); an indefinite level is still suggested", () => {
    none("the findings indicate the extent of the harm done to the reef last year.", /\bshow/);
    none("the figures indicate a high level of trust among the younger buyers.", /\bshow/);
    some("the interviews indicate a high level of trust among the younger buyers.", /suggest/, "academic");
  });
  it("'primary groups' a sentence picks out are the main ones", () => {
    some("the primary groups affected by the drought were herders and their families.", /main groups affected/);
    some("young men were the primary groups targeted by the recruiters in the camps.", /main groups targeted/);
  });
  it("a person's 'unique contribution to' the team may become 'special'", () => {
    some("he made a unique contribution to the choir over thirty years of singing.", /special contribution/, "casual");
  });
  it("'eliminate variable costs' may still become 'remove'", () => {
    some("the new contract should eliminate variable costs for the smaller branches.", /remove variable costs/);
  });
});

import { describe, expect, it } from "vitest";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES } from "@/lib/text-tools/humanizer/types";

/**
 * Casual "concerns" -> worries / fears is for the noun. Read in a casual heavy rewrite of the train texts (thirteenth
 * session): "when it concerns strategic inputs" had become "when it worries strategic inputs".
 */
const SEEDS = "abcdefghij".split("");
const outs = (s: string) => new Set(SEEDS.map((seed) => lexical(s, { rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: "casual", seed: `doc-${seed}` })));

describe("casual 'concerns': the noun changes, the verb stays", () => {
  it("keeps the verb after a pronoun subject or before its object", () => {
    for (const o of outs("It matters most when it concerns strategic inputs.")) expect(o).toContain("when it concerns strategic inputs");
    for (const o of outs("The story concerns a young girl in Tamale.")) expect(o).toContain("The story concerns a young girl");
    for (const o of outs("This concerns all of us.")) expect(o).toContain("This concerns all of us");
  });
  it("still rewrites the noun", () => {
    const o = outs("Residents have concerns about the noise.");
    for (const x of o) expect(x).toMatch(/Residents have (?:worries|fears) about the noise\./);
  });
});

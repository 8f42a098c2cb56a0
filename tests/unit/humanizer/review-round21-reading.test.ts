import { describe, expect, it } from "vitest";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES } from "@/lib/text-tools/humanizer/types";

/**
 * What a last reading of round 18-21 rewrites of the train texts found (thirteenth session): casual "concerns" ->
 * worries / fears is for the noun ("when it concerns strategic inputs" had become "when it worries strategic inputs"),
 * and "a step towards building" had become "a step to building".
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

describe("'a step towards' before an -ing form keeps 'towards'", () => {
  const prof = (s: string) => new Set(SEEDS.map((seed) => lexical(s, { rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: "professional", seed: `doc-${seed}` })));
  it("'a step towards building' stays; 'a step towards a greener future' becomes 'to'", () => {
    for (const o of prof("The law is a step towards building a fairer system.")) expect(o).toContain("step towards building");
    for (const o of prof("The law is a step towards a fairer system.")) expect(o).toContain("step to a fairer system");
  });
});

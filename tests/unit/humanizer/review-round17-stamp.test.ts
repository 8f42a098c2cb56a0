import { describe, expect, it } from "vitest";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Round 17b (twelfth session): the stamp, continued. A detector adapted to this humanizer's output still leaned on
 * replacements that came out as one fixed word: "significant" -> "major" (7.7 per 10,000 words of the professional
 * heavy rewrites of train.jsonl, 2.0 in people's texts), "diverse" -> "varied" (2.3, never in people's texts),
 * "limitations" -> "limits", "vibrant" -> "lively", "on the other hand" -> "by contrast" (no human text has it),
 * "emphasized" -> "stressed", casual "concerns" -> "worries", "provide" -> "give". Tests that failed on the code before.
 */
const SEEDS = "abcdefghijklmnopqrst".split("");
const ctx = (st: HumanizeStyle = "professional", seed = "t", doc?: string) => ({ rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: st, seed: doc });
const outs = (s: string, st: HumanizeStyle = "professional") => new Set(SEEDS.map((seed) => lexical(s, ctx(st, seed))));
/** rows that keep their word in some texts pick by the document: vary the document, not the draw */
const docs = (s: string, st: HumanizeStyle = "professional") => new Set(SEEDS.map((seed) => lexical(s, ctx(st, "draw", `doc-${seed}`))));

describe("one fixed substitute is spread over plain words that fit the context", () => {
  it("'significant' before a quantity is large or big, before a step or an implication important or major", () => {
    const q = outs("Prices saw a significant increase last year.");
    for (const o of q) expect(o).toMatch(/^Prices saw a (?:large|big) increase last year\.$/);
    const imp = outs("The ruling has significant implications for trade.");
    expect([...imp].some((o) => /important implications/.test(o))).toBe(true);
    for (const o of imp) expect(o).toMatch(/^The ruling has (?:important|major) implications for trade\.$/);
    const other = outs("The firm faces significant challenges this year.");
    expect([...other].some((o) => /big challenges/.test(o))).toBe(true);
  });
  it("'diverse' before a plural noun becomes 'different'", () => {
    for (const o of outs("Students from diverse backgrounds joined the club.")) expect(o).toBe("Students from different backgrounds joined the club.");
  });
  it("a vibrant community thrives; it is never 'colorful'", () => {
    const o = outs("They live in a vibrant community by the sea.");
    expect([...o].some((x) => /thriving community/.test(x))).toBe(true);
    for (const x of o) expect(x).not.toMatch(/colorful/);
  });
  it("limitations are limits or weaknesses", () => {
    expect([...outs("The study has several limitations.")].some((o) => /weaknesses/.test(o))).toBe(true);
  });
  it("'emphasized' is stressed or underlined", () => {
    expect([...outs("The report emphasized the need for training.")].some((o) => /underlined the need/.test(o))).toBe(true);
  });
  it("'on the other hand' and 'conversely' are not always 'by contrast' (no human text of train.jsonl has it)", () => {
    expect([...outs("Cats, on the other hand, sleep all day.")].some((o) => /in contrast/.test(o))).toBe(true);
    expect([...outs("Conversely, cats sleep all day.")].some((o) => /^In contrast/.test(o))).toBe(true);
  });
  it("casual 'concerns' are worries or fears", () => {
    const o = outs("Parents have concerns about screen time.", "casual");
    expect([...o].some((x) => /fears about/.test(x))).toBe(true);
    expect([...o].some((x) => /worries about/.test(x))).toBe(true);
  });
  it("casual 'investigate' is also 'study'", () => {
    expect([...outs("We investigate whether sleep helps memory.", "casual")].some((o) => /We study whether/.test(o))).toBe(true);
  });
});

// (Round 17b also let provide, unique, consequences, the importance of, express and associated with keep their word
// in some texts; dropped again the same session: the unseen detector of scripts/humanize-unseen-detector.ts caught
// 0.01-0.03 more rewrites in all 12 settings with them. These words are what a generic detector reads as AI.)
describe("rows that no longer keep their word", () => {
  it.each([
    ["The school will provide free meals.", /provide free meals/],
    ["Each region has unique traditions.", /unique traditions/],
    ["These consequences were felt for years.", /consequences were/],
    ["Farmers expressed concerns about the drought.", /expressed concerns/],
  ])("%s", (s, kept) => {
    for (const x of docs(s)) expect(x).not.toMatch(kept);
  });
});

describe("sentences that must keep their words", () => {
  it.each([
    // the statistical sense and the predicative use stay
    "The trial showed a significant increase in survival.",
    "The effect was significant at the 5% level.",
    // "different" would change what a diverse group is
    "The survey reached culturally diverse communities.",
    "Colorful and vibrant colors filled the room.",
  ])("%s", (s) => {
    for (const o of outs(s)) expect(o).toBe(s);
  });
  it("a limit of time is not a weakness", () => {
    for (const o of outs("Time limitations made the work hard.")) expect(o).not.toMatch(/weakness/);
  });
  it("a diverse group is never a 'different group'", () => {
    for (const o of outs("A diverse group of pupils took part.")) expect(o).not.toMatch(/different group/);
  });
});

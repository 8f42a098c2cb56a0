import { describe, expect, it } from "vitest";
import { style } from "@/lib/text-tools/humanizer/style";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES } from "@/lib/text-tools/humanizer/types";
import { all, outs } from "./lexical-harness";

/**
 * Two defects the Structure reviewer of the modern-test.jsonl rewrites saw in the other stages and left (twenty-first
 * session): professional trimmed the "very" of a rating scale, and infrastructure came out "poorly kept".
 */
const professional = (s: string) =>
  [...new Set("abcdefghijkl".split("").map((seed) => style(s, { rng: makeRng(seed), p: { ...PROFILES.heavy, plain: 1 }, style: "professional" })))];

describe("professional keeps an intensifier that marks a step of a scale", () => {
  it("'good or very good' never becomes 'good or good'", () => {
    for (const s of ["About two thirds rated the taste as good or very good.", "Answers ranged from very important to important."])
      for (const o of professional(s)) expect(o).toBe(s);
  });
  it("an empty intensifier is still trimmed", () => {
    expect(professional("The results were very good this year.")).toContain("The results were good this year.");
  });
});

describe("'maintained' after an adverb of how well stays", () => {
  it("poorly / properly maintained drains are not 'kept'", () => {
    for (const s of ["Floods follow drains that are too small or poorly maintained.", "The dams were not properly maintained after 2010."])
      for (const o of outs(s)) expect(o).toMatch(/(?:poorly|properly) maintained/);
  });
  it("maintain with an object is still 'keep'", () => {
    all("We maintain a list of donors.", /keep a list of donors/);
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { introComma } from "@/lib/text-tools/humanizer/sentence-rewrites";
import type { StructureContext } from "@/lib/text-tools/humanizer/structure-context";
import { style } from "@/lib/text-tools/humanizer/style";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES } from "@/lib/text-tools/humanizer/types";
import { all, outs } from "./lexical-harness";

/**
 * Two defects the Structure reviewer of the modern-test.jsonl rewrites saw in the other stages and left (twenty-first
 * session): professional trimmed the "very" of a rating scale, and infrastructure came out "poorly kept"; and two the
 * words reviewer of 50 customer-kind texts left in the Structure stage and the protection of names.
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

describe("the Structure stage keeps the comma of an enumerating 'Finally,'", () => {
  it("'Finally, the ...' keeps its comma; 'Suddenly, the ...' may still lose it", () => {
    const ctx = (seed: string) => ({ rng: makeRng(seed), p: { ...PROFILES.heavy, split: 1 }, style: "professional" }) as StructureContext;
    for (const seed of "abcdef") {
      expect(introComma("Finally, the cooperative's leadership structure was informal.", ctx(seed))).toBe("Finally, the cooperative's leadership structure was informal.");
      expect(introComma("Suddenly, the door opened.", ctx(seed))).toBe("Suddenly the door opened.");
    }
  });
});

describe("the first word of a list item opens a sentence", () => {
  it("academic writes out 'Don't' after a '- ' or '* ' marker (it was protected like a name)", () => {
    const text = "Tips for frying plantain:\n\n- Don't overcrowd the pan, because the oil cools quickly.\n* Don't use very ripe plantain if you want crisp edges.";
    for (const strength of ["light", "medium", "heavy"] as const) {
      const out = humanizeLocal(text, { style: "academic", strength, preserveLength: true }).text;
      expect(out, strength).not.toMatch(/Don't/);
      expect(out, strength).toMatch(/^- Do not overcrowd/m);
    }
  });
  it("a name after a marker, or opening a sentence, is still protected, even when its first word is in the table", () => {
    for (const text of ["- Crucial Ventures Ltd supplied the seedlings to the farmers in the district.", "We thank our partners. Crucial Ventures Ltd supplied the seedlings to the farmers."]) {
      const out = humanizeLocal(text, { style: "professional", strength: "heavy", preserveLength: true }).text;
      expect(out).toMatch(/Crucial Ventures Ltd/);
    }
  });
});

describe("three terms the student-assignment reviewers left (twenty-first session)", () => {
  it("a care-plan goal 'maintain adequate hydration' stays", () => {
    for (const s of ["The patient will maintain adequate hydration throughout the day.", "Staff should maintain normal body temperature in the newborn."])
      for (const o of outs(s)) expect(o).toMatch(/maintain (?:adequate|normal)/);
    all("We maintain a list of donors.", /keep a list/);
  });
  it("the ethics term 'regardless of its consequences' stays", () => {
    for (const s of ["Kant held that an act is right regardless of its consequences.", "Utilitarians judge actions by their consequences."])
      for (const o of outs(s)) expect(o).toMatch(/(?:of its|by their) consequences/);
  });
  it("the statistical 'estimated proportion of' stays; a plain 'proportion of' may become 'share of'", () => {
    for (const o of outs("Here p is the estimated proportion of the population with the trait.")) expect(o).toMatch(/estimated proportion of/);
    all("A large proportion of the farmers sold their cocoa early.", /share of the farmers/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES, type HumanizeOptions } from "@/lib/text-tools/humanizer/types";
import { hasContraction, HOMOGLYPH, INVISIBLE, repair, sanitize, violations } from "@/lib/text-tools/humanizer/verify";

/**
 * Property-based tests over generated texts: LLM-style sentences with numbers, dates, amounts, percentages,
 * citations, quotations, URLs, e-mail addresses, names and technical terms dropped in at random places.
 */
const PROTECTED = {
  number: fc.oneof(fc.integer({ min: 0, max: 99999 }).map(String), fc.float({ min: 0, max: 1000, noNaN: true }).map((x) => x.toFixed(2))),
  date: fc.oneof(fc.constantFrom("12 March 2021", "March 5, 2020", "2019-04-01", "5/12/2020", "1990s")),
  amount: fc.integer({ min: 1, max: 999999 }).map((n) => fc.sample(fc.constantFrom("$", "GH₵", "£"), 1)[0] + n.toLocaleString("en-US")),
  percent: fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
  citation: fc.constantFrom("(Smith, 2020)", "(Mensah et al., 2019)", "(Boateng and Owusu, 2021)", "[12]", "[3, 4]", "[7-9]"),
  quote: fc.constantFrom('"it is crucial to delve deeper"', '"we do not know"', "“a pivotal moment”", '"Additionally, it matters"'),
  url: fc.constantFrom("https://example.org/a/b?x=1", "www.ug.edu.gh", "http://test.com/delve"),
  email: fc.constantFrom("info@example.org", "kofi.mensah@ug.edu.gh", "a_b+c@test.co.uk"),
  name: fc.constantFrom("Kofi Annan", "Ama Ata Aidoo", "University of Ghana", "Accra", "Dr. Owusu", "Kumasi"),
  term: fc.constantFrom("TCP/IP", "COVID-19", "useEffect", "node.js", "HbA1c", "p-value", "DNA"),
};
type Kind = keyof typeof PROTECTED;

const SENTENCES = [
  "Additionally, the report underscores the crucial role of X in the region.",
  "It is important to note that X plays a vital role in shaping the landscape.",
  "Furthermore, the team will delve into X, and they do not expect to showcase results soon.",
  "Moreover, researchers leverage X in order to enhance outcomes.",
  "However, X remains a pivotal factor that fosters growth.",
  "When the study began, X was not yet widely used.",
  "The findings highlight X, which is a testament to the enduring value of the program.",
  "Ultimately, X serves as a reminder that change takes time.",
];

const piece = fc.tuple(fc.constantFrom(...SENTENCES), fc.constantFrom(...(Object.keys(PROTECTED) as Kind[]))).chain(([s, kind]) =>
  PROTECTED[kind].map((value) => ({ sentence: s.replace("X", value), value, kind })));
const textArb = fc.array(piece, { minLength: 1, maxLength: 8 }).map((ps) => ({ text: ps.map((p) => p.sentence).join(" "), values: ps.map((p) => p.value) }));
const optionsArb: fc.Arbitrary<HumanizeOptions> = fc.record({ style: fc.constantFrom(...STYLES), strength: fc.constantFrom(...STRENGTHS), preserveLength: fc.boolean() });

const count = (hay: string, needle: string) => hay.split(needle).length - 1;
const numbers = (s: string) => (s.match(/\d+(?:[.,:]\d+)*%?/g) || []).sort();

describe("humanizer invariants (property-based)", () => {
  it("keeps every protected value (numbers, dates, amounts, percentages, citations, quotations, URLs, e-mails, names, terms)", () => {
    fc.assert(fc.property(textArb, optionsArb, ({ text, values }, options) => {
      const out = humanizeLocal(text, options).text;
      for (const v of new Set(values)) expect(count(out, v), `${v} in ${out}`).toBeGreaterThanOrEqual(count(text, v));
      expect(numbers(out)).toEqual(numbers(text)); // none lost, none added
    }), { numRuns: 300 });
  });
  it("stays within 10% of the input length with preserveLength", () => {
    fc.assert(fc.property(textArb, optionsArb, ({ text }, options) => {
      const out = humanizeLocal(text, { ...options, preserveLength: true }).text;
      const ratio = out.length / text.length;
      expect(ratio).toBeGreaterThanOrEqual(0.9);
      expect(ratio).toBeLessThanOrEqual(1.1);
    }), { numRuns: 300 });
  });
  it("is deterministic", () => {
    fc.assert(fc.property(textArb, optionsArb, ({ text }, options) => {
      expect(humanizeLocal(text, options).text).toBe(humanizeLocal(text, options).text);
    }), { numRuns: 100 });
  });
  it("never outputs invisible or look-alike characters", () => {
    fc.assert(fc.property(textArb, optionsArb, ({ text }, options) => {
      const out = humanizeLocal(text, options).text;
      expect(INVISIBLE.test(out)).toBe(false);
      expect(HOMOGLYPH.test(out)).toBe(false);
    }), { numRuns: 200 });
  });
  it("academic style has no contractions (outside quotations)", () => {
    fc.assert(fc.property(textArb, fc.constantFrom(...STRENGTHS), ({ text }, strength) => {
      const out = humanizeLocal(text, { style: "academic", strength, preserveLength: true }).text;
      expect(hasContraction(out), out).toBe(false);
    }), { numRuns: 200 });
  });
  // fc.string() draws printable ASCII only (fast-check 4), so it never held a private-use character, the very thing
  // the placeholders are made of: arbitrary text here mixes them with any code point and with words the stages rewrite.
  const privateUse = (s: string) => (s.match(/[\uE000-\uF8FF]/g) || []).sort();
  const arbitrary = fc.array(fc.oneof(
    fc.string({ maxLength: 8, unit: "binary" }),
    fc.constantFrom("\uE000", "\uE001", "\uE002", "\uF8FF"),
    fc.constantFrom(...SENTENCES.flatMap((s) => s.split(" "))),
    fc.integer({ min: 0, max: 9999 }).map(String),
  ), { maxLength: 60 }).map((ws) => ws.join(" ").slice(0, 400));
  it("keeps arbitrary text safe: private-use characters kept as they were, no placeholder leaks, numbers unchanged", () => {
    fc.assert(fc.property(arbitrary, optionsArb, (text, options) => {
      const out = humanizeLocal(text, options).text;
      expect(privateUse(out), out).toEqual(privateUse(text));
      expect(numbers(out)).toEqual(numbers(text));
    }), { numRuns: 300 });
  });
  it("keeps private-use characters of the input in place while rewriting around them", () => {
    const text = "Additionally, the report \uE000 underscores the crucial role of \uE001 in the region. Moreover, researchers leverage \uF8FF in order to enhance outcomes.";
    for (const style of STYLES) for (const strength of STRENGTHS) {
      const out = humanizeLocal(text, { style, strength, preserveLength: false }).text;
      expect(privateUse(out), out).toEqual(privateUse(text));
      expect(out.indexOf("\uE000"), out).toBeLessThan(out.indexOf("\uE001"));
      expect(out.indexOf("\uE001"), out).toBeLessThan(out.indexOf("\uF8FF"));
    }
  });
  // structure-shaped junk: headings, reference lines, list markers, quote marks, tabs, letters' salutations and
  // marker words in any order, with any Unicode between them (what a paste from a word processor can hold)
  const TOKENS = ["the", "Dear", "Sir,", "References", "Mensah,", "K.", "(2019).", "“", "”", '"', "'", "*", "**", "_", "#", "-", "1.", "[3]",
    "\t", "  ", "\n", "\n\n", "However,", "whereas", "utilize", "crucial", "GH₵", "2,500", "e.g.", "Dr.", "U.S.", "?", "!", ";", ":", "…",
    "Yours faithfully,", "et al.", "p < 0.05", "https://x.org/a", "a@b.com", "🙂", "ɛ", "Ɔ", "```"];
  const junk = fc.array(fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6 }), fc.string({ maxLength: 3, unit: "grapheme" })), { maxLength: 80 }).map((ws) => sanitize(ws.join(" ")));
  it("keeps every protected span of structure-shaped junk and never throws", () => {
    fc.assert(fc.property(junk, optionsArb, (text, options) => {
      const out = repair(humanizeLocal(text, options).text, options);
      expect(violations(text, out, options).filter((v) => v !== "length")).toEqual([]);
    }), { numRuns: 400 });
  });
});

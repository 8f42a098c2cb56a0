import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentGrams, documentFingerprints, hash32, K, queryHashes, W, winnow } from "@/lib/plagiarism/fingerprint";
import { tokenize } from "@/lib/plagiarism/normalize";

const WORDS = "cocoa farmer forest harvest bean pod ferment dry market trader wind dust river bridge school teacher".split(" ");

describe("winnowing fingerprints", () => {
  it("hashes to signed 32-bit integers", () => {
    expect(hash32("cocoa bean farmer")).toBe(hash32("cocoa bean farmer"));
    expect(Number.isInteger(hash32("x")) && Math.abs(hash32("x")) < 2 ** 31).toBe(true);
  });

  it("is insensitive to word order inside a k-gram, to fillers and to inflection", () => {
    const a = queryHashes("farmers harvest cocoa pods");
    const b = queryHashes("the farmer really harvests pods of cocoa");
    expect(a.filter((h) => b.includes(h)).length).toBeGreaterThan(0);
  });

  it("keeps at most one fingerprint per window and at least one per window", () => {
    const grams = contentGrams(tokenize(WORDS.join(" ") + " " + WORDS.join(" ")));
    const picked = winnow(grams);
    expect(picked.length).toBeLessThan(grams.length);
    const positions = picked.map((p) => grams.indexOf(p));
    for (let start = 0; start + W <= grams.length; start++) {
      expect(positions.some((p) => p >= start && p < start + W)).toBe(true);
    }
  });

  it("guarantees a shared fingerprint for any shared run of W + K - 1 content words", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 30 }),
        fc.array(fc.constantFrom(...WORDS), { minLength: W + K - 1, maxLength: 12 }),
        fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 30 }),
        (before, shared, after) => {
          const doc = documentFingerprints([...before, ...shared, ...after].join(" "));
          const query = queryHashes(["school", ...shared, "teacher"].join(" "));
          return query.some((h) => doc.includes(h));
        },
      ),
      { numRuns: 200 },
    );
  });
});

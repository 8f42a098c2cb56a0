import { describe, expect, it } from "vitest";
import { boostedScore } from "@/lib/text-tools/detector/boost";
import { ensembleModel } from "@/lib/text-tools/detector/local";
import { meanWordVector, VECTOR_DIMS, VECTOR_FEATURES } from "@/lib/text-tools/detector/word-vectors";
import data from "@/lib/text-tools/detector/data/word-vectors.json";

const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

// Sentences written for this test.
const FOOTBALL = "The striker scored twice before the referee ended the match, and the fans cheered the goalkeeper.";
const SOCCER = "Their midfielder passed to the forward, who kicked the ball past the defender for a late goal.";
const BAKING = "Knead the dough, let it rise overnight, then bake the loaf until the crust turns golden brown.";

describe("mean word vector (the trained classifier's reading of what a text's words mean)", () => {
  it("has the declared length and unit length for any text with known words", () => {
    const v = meanWordVector(FOOTBALL);
    expect(v).toHaveLength(VECTOR_DIMS);
    expect(Math.hypot(...v)).toBeCloseTo(1, 9);
  });

  it("places texts on one subject closer together than texts on different subjects, with no word in common", () => {
    expect(cos(meanWordVector(FOOTBALL), meanWordVector(SOCCER))).toBeGreaterThan(cos(meanWordVector(FOOTBALL), meanWordVector(BAKING)) + 0.1);
  });

  it("skips function words, numbers and unknown tokens; a text of only those gives zeros, never NaN", () => {
    for (const t of ["", "the of and to in", "2024 42% 3.5", "zzqxv wqkjh", "¿¡ — …"]) {
      expect(meanWordVector(t)).toEqual(new Array(VECTOR_DIMS).fill(0));
    }
    expect(meanWordVector(`the of and ${FOOTBALL} zzqxv 2024`)).toEqual(meanWordVector(FOOTBALL));
  });

  it("ignores case and repeats scale nothing but the weight of the repeated word", () => {
    expect(meanWordVector(FOOTBALL.toUpperCase())).toEqual(meanWordVector(FOOTBALL));
    const twice = meanWordVector(`${FOOTBALL} ${FOOTBALL}`);
    meanWordVector(FOOTBALL).forEach((x, i) => expect(twice[i]).toBeCloseTo(x, 12));
  });

  it("ships 19,850 words of 100 signed bytes each, without the commonest function words", () => {
    const words = data.words.split(" ");
    expect(words).toHaveLength(19_850);
    expect(Buffer.from(data.vectors, "base64")).toHaveLength(words.length * VECTOR_DIMS);
    expect(words).not.toContain("the");
    expect(words).toContain("goalkeeper");
  });

  it("is read by the logistic model as its last features, and never by the boosted trees", () => {
    const m = ensembleModel();
    expect(m.logistic.features.slice(-VECTOR_DIMS)).toEqual(VECTOR_FEATURES);
    const x = new Array(m.logistic.features.length).fill(0);
    const y = [...x.slice(0, -VECTOR_DIMS), ...meanWordVector(FOOTBALL)];
    expect(boostedScore(m.boost, y)).toBe(boostedScore(m.boost, x));
  });
});

describe("mean word vector: how words are cut", () => {
  it("reads a typographic apostrophe as an ASCII one, and never splits an accented word into stray pieces", () => {
    expect(meanWordVector("The goalkeeper didn’t see the striker’s shot.")).toEqual(meanWordVector("The goalkeeper didn't see the striker's shot."));
    // "résumé" and "naïve" are not in the table: they add nothing (they were read as "r" + "sum" and "na" + "ve")
    expect(meanWordVector(`${FOOTBALL} résumé naïve`)).toEqual(meanWordVector(FOOTBALL));
  });
});

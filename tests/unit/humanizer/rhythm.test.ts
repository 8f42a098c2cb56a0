import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { linkedJoin } from "@/lib/text-tools/humanizer/joins";
import { leadingConcession, rhythmScore, sharedSubject, structure } from "@/lib/text-tools/humanizer/structure";
import { wordCount } from "@/lib/text-tools/humanizer/text-utils";
import { PROFILES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Sentence rhythm at medium and heavy: the Structure stage chooses among keeping a sentence, its grammatical splits
 * and a join with a closely linked neighbour by how varied the sentence lengths of the text become (rhythmScore).
 */
const ctx = (style: HumanizeStyle = "professional", strength: HumanizeStrength = "heavy", seed = "t") => ({ rng: makeRng(seed), p: PROFILES[strength], style });

describe("linkedJoin: two linked neighbours become one sentence", () => {
  it("folds an opening connective into the glue, by style", () => {
    const a = "The new clinic opened in the north of the city last spring.";
    expect(linkedJoin(a, "However, the waiting lists have barely changed since then.", "professional")).toBe(
      "The new clinic opened in the north of the city last spring, but the waiting lists have barely changed since then.");
    expect(linkedJoin(a, "Additionally, the old clinic has stayed open for emergencies.", "casual")).toBe(
      "The new clinic opened in the north of the city last spring, and the old clinic has stayed open for emergencies.");
    expect(linkedJoin(a, "Additionally, the old clinic has stayed open for emergencies.", "academic")).toBe(
      "The new clinic opened in the north of the city last spring; the old clinic has stayed open for emergencies.");
    expect(linkedJoin(a, "Therefore, the nurses were moved to the new building.", "creative")).toBe(
      "The new clinic opened in the north of the city last spring, so the nurses were moved to the new building.");
    expect(linkedJoin(a, "Therefore, the nurses were moved to the new building.", "academic")).toBe(
      "The new clinic opened in the north of the city last spring, and therefore the nurses were moved to the new building.");
    expect(linkedJoin(a, "But the waiting lists have barely changed since then.", "professional")).toBe(
      "The new clinic opened in the north of the city last spring, but the waiting lists have barely changed since then.");
  });
  it("turns 'This means ...' into ', which means ...' and carries a pronoun subject on with ', and' (academic '; ')", () => {
    expect(linkedJoin("The rains came three weeks late this year.", "This meant that most farmers planted twice.", "professional")).toBe(
      "The rains came three weeks late this year, which meant that most farmers planted twice.");
    expect(linkedJoin("The results of this study describe the strange quark.", "They also give a tool for reading the data.", "casual")).toBe(
      "The results of this study describe the strange quark, and they also give a tool for reading the data.");
    expect(linkedJoin("The results of this study describe the strange quark.", "They also give a tool for reading the data.", "academic")).toBe(
      "The results of this study describe the strange quark; they also give a tool for reading the data.");
  });
  it("refuses joins that would not read as one sentence", () => {
    const a = "The new clinic opened in the north of the city last spring.";
    // over 36 words together (harper.js flags sentences over 40)
    expect(linkedJoin(a, "However, the waiting lists in the three districts that it serves have barely changed at all since then, and the staff say they need more nurses.", "professional")).toBeNull();
    // the left half already has the glue's conjunction: "A, and B, and C"
    expect(linkedJoin("The clinic opened in the north, and the school opened in the south.", "Additionally, the market has moved to the new square.", "professional")).toBeNull();
    // a question, a leading condition whose scope would grow, a quotation, a heading, a clause with no verb
    expect(linkedJoin("Why did the new clinic open so far from the town centre?", "However, the waiting lists have barely changed.", "professional")).toBeNull();
    expect(linkedJoin("If the rains come late, the farmers plant their maize twice.", "However, the yields are still low in most years.", "professional")).toBeNull();
    expect(linkedJoin("The minister said that “the clinic is open to all”.", "However, the waiting lists have barely changed.", "professional")).toBeNull();
    expect(linkedJoin("HOTEL - ELEVATOR - NIGHT.", "However, the waiting lists have barely changed.", "professional")).toBeNull();
    expect(linkedJoin(a, "However, a long list of the waiting patients.", "professional")).toBeNull();
    // a list in the left half would make the pronoun clause read as one more item
    expect(linkedJoin("The clinic treats children, adults, and the elderly.", "They also run a small pharmacy on the site.", "professional")).toBeNull();
    // a verbless first sentence (a fragment) is not lengthened; nor is a pair that would run on ("A, B, and C, and D")
    expect(linkedJoin("A tragic loss for the kingdom and a personal blow to me.", "We grew up together in the palace corridors.", "professional")).toBeNull();
    expect(linkedJoin("Michael was stunned but pleased by the attention.", "They spent the afternoon talking, and Michael began to fall for her.", "professional")).toBeNull();
    // nor the old join of two short sentences (all strengths)
    expect(structure(["Still no clue about my past though.", "I guess it just remains a mystery for now."], { ...ctx("academic", "light"), p: { ...PROFILES.light, join: 1 } }).map((u) => u.out.length)).toEqual([1, 1]);
    // a line of dialogue (its quotation is protected, so it opens with a placeholder) stays as it is
    expect(humanizeLocal("“Who are you?” I stammered, trying to make sense of it. The man blinked at me, his eyes wide with disbelief. He was tall.",
      { style: "casual", strength: "heavy", preserveLength: false }).text).not.toMatch(/of it, and the man/);
    // a plain ", and" join needs the same topic (a shared content word) or two past-tense events of a story
    expect(linkedJoin("This prompt is a test of how someone describes a room.", "The room is bathed in warm, golden light.", "casual")).toBe(
      "This prompt is a test of how someone describes a room, and the room is bathed in warm, golden light.");
    expect(linkedJoin("This prompt is a test of how someone sees the world.", "The room is bathed in warm, golden light.", "casual")).toBeNull();
    expect(linkedJoin("The old wizard finished his spell at last.", "The clouds parted to reveal a clear blue sky.", "creative")).toBe(
      "The old wizard finished his spell at last, and the clouds parted to reveal a clear blue sky.");
    expect(linkedJoin("The old wizard is finishing his spell at last.", "The clouds part to reveal a clear blue sky.", "creative")).toBeNull();
    // "This could be an animal": ", which could be" would attach to the last noun
    expect(linkedJoin("Have a character say something mildly interesting for five lines.", "This could be an animal or an object.", "professional")).toBeNull();
    // "This approach ..." is a noun phrase, not a pronoun standing for the clause
    expect(linkedJoin("The rains came three weeks late this year.", "This delay meant that most farmers planted twice.", "professional")).toBeNull();
  });
});

describe("more splits at medium and heavy", () => {
  const split = (s: string, strength: HumanizeStrength = "heavy", style: HumanizeStyle = "professional") =>
    structure([s], { ...ctx(style, strength), p: { ...PROFILES[strength], split: 1, move: 0, join: 0 } })[0]!.out;
  it("gives a right half its shared pronoun subject back when the auxiliary agrees", () => {
    expect(sharedSubject("He had been serving his sentence at a prison in the north", "has now been moved to a prison in the south.")).toBe("he");
    expect(sharedSubject("They have lived in the village for years", "have never once left it.")).toBe("they");
    expect(sharedSubject("She was attacked on her way home", "robbed of her bag.")).toBeNull(); // one passive, shared "was"
    expect(sharedSubject("He said they had left early", "were not coming back.")).toBeNull(); // which subject?
    expect(sharedSubject("It rained all day in the hills", "have flooded the roads.")).toBeNull(); // no agreement
    const [a, b] = split("He had been serving his sentence at a maximum-security prison in the north, but has now been moved to a prison in the south.");
    expect(a).toBe("He had been serving his sentence at a maximum-security prison in the north.");
    expect(b).toMatch(/^(?:But|Still,) he has now been moved to a prison in the south\.$/);
    // light keeps its old, rarer splits
    expect(split("He had been serving his sentence at a maximum-security prison in the north, but has now been moved to a prison in the south.", "light")).toHaveLength(1);
  });
  it("accepts a bare noun subject before an auxiliary and a short opening phrase before the subject", () => {
    const [a, b] = split("The exact cause of benign vertigo is not fully understood, but viral infections are not believed to have a direct role in it.");
    expect(a).toBe("The exact cause of benign vertigo is not fully understood.");
    expect(b).toMatch(/^(?:But|Still,) viral infections are not believed to have a direct role in it\.$/);
    expect(split("To my surprise the old man smiled back at me, and for a brief moment, I could have sworn I saw a glimmer of life in his eyes.")).toEqual(
      ["To my surprise the old man smiled back at me.", "For a brief moment, I could have sworn I saw a glimmer of life in his eyes."]);
    // an imperative ("ensure students are") or an adverb ("often are") is no subject
    expect(split("The school must hire more staff this year, and ensure students are safe on the long walk to the new building.")).toHaveLength(1);
    expect(split("The buses in the northern districts of the city run late, and often are full long before they reach the centre.")).toHaveLength(1);
  });
});

describe("a leading concession as a sentence of its own", () => {
  it("splits 'Although X, Y' into 'X. But/Still, Y' (academic 'Yet'/'Still,'); never a time 'While', a forward pronoun or a main clause with its own 'yet'", () => {
    expect(leadingConcession("Although the probability of a major impact is relatively low, the consequences would be devastating.")).toEqual(
      ["The probability of a major impact is relatively low.", "the consequences would be devastating."]);
    expect(leadingConcession("While some schools have more buses now, the roads remain crowded every morning.")).toEqual(
      ["Some schools have more buses now.", "the roads remain crowded every morning."]);
    expect(leadingConcession("While the children were sleeping, the storm tore the roof off the school.")).toBeNull();
    expect(leadingConcession("Although it is small and old, the house is warm in the long winter.")).toBeNull();
    expect(leadingConcession("Although the team played well, they still lost the final in extra time.")).toBeNull();
    const out = structure(["Although the probability of a major impact is relatively low, the consequences would be devastating."],
      { ...ctx("academic", "heavy"), p: { ...PROFILES.heavy, split: 1, move: 0, join: 0 } })[0]!.out;
    expect(out[0]).toBe("The probability of a major impact is relatively low.");
    expect(out[1]).toMatch(/^(?:Yet|Still,) the consequences would be devastating\.$/);
  });
});

describe("rhythmScore", () => {
  it("is zero for even lengths, higher for a long sentence next to a short one, and capped near human levels", () => {
    expect(rhythmScore([18, 18, 18, 18])).toBe(0);
    expect(rhythmScore([30, 6, 28, 8])).toBeGreaterThan(rhythmScore([20, 16, 22, 18]));
    expect(rhythmScore([60, 2, 60, 2])).toBeLessThanOrEqual(0.55 + 0.62 + 1e-9);
  });
});

describe("Structure at medium and heavy: choosing by rhythm", () => {
  const paragraph = [
    "The model is applied to the decays of three well-known baryon resonances.",
    "The calculated decay rates are in good agreement with the experimental data.",
    "The model is also used to study the effect of the strange quark mass.",
    "However, the results depend strongly on the assumed form of the contact terms.",
    "The authors plan to test the model against new data from the next run.",
  ];
  it("joins a linked pair that makes the lengths more varied; light (no rhythm) does not", () => {
    const heavy = structure(paragraph, ctx("professional", "heavy"));
    const joined = heavy.filter((u) => u.src.length === 2).map((u) => u.out.join(" "));
    expect(joined.length).toBeGreaterThan(0);
    for (const j of joined) expect(j).toMatch(/, (?:but|and|which|so) /);
    expect(heavy.flatMap((u) => u.src)).toEqual(paragraph); // every sentence accounted for, in order
    const light = structure(paragraph, { ...ctx("professional", "light"), p: { ...PROFILES.light, join: 0 } });
    expect(light.every((u) => u.src.length === 1)).toBe(true);
  });
  it("prefers the cut that leaves a short sentence next to a long one", () => {
    const s = "The committee reviewed every single application that arrived before the deadline in early March, but it rejected most.";
    const units = structure([s], { ...ctx("professional", "medium"), p: { ...PROFILES.medium, split: 1, move: 0 } });
    expect(units[0]!.out).toEqual(["The committee reviewed every single application that arrived before the deadline in early March.", "But it rejected most."]);
  });
  it("takes the rhythm of earlier paragraphs into account (the lengths already written)", () => {
    const s = "The rains came three weeks late this year.";
    const t = "This meant that most farmers had to plant their maize twice.";
    // after even-length sentences a join makes the lengths vary; after a run of long ones it would not
    const afterShort = structure([s, t], { ...ctx("professional", "heavy"), p: { ...PROFILES.heavy, join: 0 }, lens: [9, 10, 9] });
    const afterLong = structure([s, t], { ...ctx("professional", "heavy"), p: { ...PROFILES.heavy, join: 0 }, lens: [30, 32, 31] });
    expect(afterShort.map((u) => u.out.join(" "))).toEqual(["The rains came three weeks late this year, which meant that most farmers had to plant their maize twice."]);
    expect(afterLong.map((u) => u.out.length)).toEqual([1, 1]);
  });
  it("always cuts a sentence of over 38 words where it can, even when keeping it would vary the lengths more", () => {
    const s = "The committee spent the whole of last winter reviewing every single application that had arrived before the deadline in early March from schools in the northern districts of the region, and the members finally agreed on a short list of twelve schools for the new grants.";
    expect(wordCount(s)).toBeGreaterThan(40);
    const units = structure([s], { ...ctx("professional", "medium"), p: { ...PROFILES.medium, split: 1, move: 0, join: 0 }, lens: [10, 10, 10] });
    expect(units[0]!.out.length).toBeGreaterThan(1);
    for (const part of units[0]!.out) expect(wordCount(part)).toBeLessThanOrEqual(38);
  });
  it("medium and heavy rewrites vary their sentence lengths more than the input; deterministic", () => {
    const text = paragraph.join(" ") + "\n\n" + paragraph.slice(0, 3).join(" ");
    const cv = (t: string) => {
      const lens = t.split(/(?<=[.!?])\s+/).map(wordCount);
      const m = lens.reduce((a, b) => a + b, 0) / lens.length;
      return Math.sqrt(lens.reduce((a, l) => a + (l - m) ** 2, 0) / lens.length) / m;
    };
    for (const strength of ["medium", "heavy"] as const) {
      const o = { style: "professional" as const, strength, preserveLength: false };
      const out = humanizeLocal(text, o).text;
      expect(cv(out)).toBeGreaterThan(cv(text) + 0.1);
      expect(humanizeLocal(text, o).text).toBe(out);
    }
  });
});

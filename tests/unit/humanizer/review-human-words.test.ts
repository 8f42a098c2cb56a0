import { describe, expect, it } from "vitest";
import { ownOpinion } from "@/lib/text-tools/humanizer/imperfections";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { dropSerialComma } from "@/lib/text-tools/humanizer/style";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { outs } from "./lexical-harness";

/**
 * Reading review (rev7) of the rewrites of 40 texts written by people, not by a model (.tmp/rev7/texts.jsonl, never
 * tuned on: student essays with learners' slips, forum stories, news articles, biomedical abstracts): the defects the
 * word and style stages brought into them, each shown on sentences written for this test. Each test failed on the
 * code before its fix. A capitalised word is masked as the engine masks it (a private-use character).
 */
const none = (s: string, re: RegExp, styles: readonly HumanizeStyle[] = STYLES) => {
  for (const st of styles) for (const o of outs(s, st)) expect(o, st).not.toMatch(re);
};
const some = (s: string, re: RegExp, st: HumanizeStyle = "professional") => expect(outs(s, st).some((o) => re.test(o)), `${s} (${st})`).toBe(true);

describe("the noun 'conduct' is never the verb 'carry out'", () => {
  it("after an adjective, or before 'with', it is the noun (a writer's slip for 'contact' stays as written)", () => {
    none("The tribunal found the coach had made improper conduct with a player.", /carr(?:y|ied) out/);
    none("Nobody reported any physical conduct with the children.", /carr(?:y|ied) out/);
    none("His violent conduct on the pitch cost him the match.", /carr(?:y|ied) out/);
  });
  it("the verb still changes", () => {
    some("The nurses will conduct a review of every chart.", /carry out a review/);
  });
});

describe("terms of medicine keep their words", () => {
  it("'definitive' treatment and a 'primary' tumour site are terms, not 'clear' and 'main'", () => {
    none("Most patients received definitive chemoradiation after the biopsy.", /clear chemoradiation/);
    none("Definitive surgery was delayed in four cases.", /Clear surgery/);
    none("In the unknown primary cancer group, survival was poor.", /main cancer/);
    none("The primary lesion was found in the lung in most cases.", /main lesion/);
  });
  it("a 'definitive answer' and a 'primary concern' still change", () => {
    some("The council gave no definitive answer on the road.", /clear answer/);
    some("Our primary concern is the cost of the repairs.", /main concern/);
  });
  it("an implant's 'acetabular components' are not 'parts'", () => {
    none("Two acetabular components loosened within a year.", /acetabular parts/, ["casual", "creative", "professional"]);
    none("The femoral component was cemented in all hips.", /femoral part/, ["casual", "creative", "professional"]);
  });
  it("the components of a plan still may be parts", () => {
    some("The main components of the plan are training and tools.", /main parts/);
  });
  it("a statistical 'negatively associated with' stays", () => {
    none("Sleep time was negatively associated with screen use.", /related to/);
    none("Smoking was independently associated with early loss of teeth.", /related to/);
  });
  it("a plain 'associated with' still changes", () => {
    some("Poor sleep is associated with low marks in school.", /related to/);
  });
});

describe("agreement and comparisons survive the phrase swaps", () => {
  it("'There exists a large number of' does not become 'There exists many'", () => {
    none("There exists a large number of beetles in the forest.", /exists (?:many|lots)/);
    none("There is a large number of stalls in the market.", /is (?:many|lots)/);
  });
  it("'a large number of' after a plural verb still becomes 'many'", () => {
    some("The survey reached a large number of traders.", /reached many traders/);
  });
  it("the comparison 'as well as her voice would let her' is not 'and'", () => {
    none("Mara argued as well as her voice would let her, then gave up.", /argued and/);
    none("He ran as well as his legs could carry him.", /ran and/);
  });
  it("the additive 'as well as' still becomes 'and'", () => {
    some("The farm grows maize as well as cassava on the low fields.", /maize and cassava/);
  });
});

describe("a ceremony's word and a writer's slip", () => {
  it("a statue or a plaque is unveiled, not 'shown'", () => {
    none("The mayor unveiled a bronze statue of the nurse in the square.", /showed/);
    none("The minister will unveil a plaque at the new clinic.", /show a plaque/);
  });
  it("a new product is still shown", () => {
    some("The firm unveiled a new phone at the fair.", /showed a new phone/);
  });
  it("'kids' standing for 'kid's' before a noun is not 'children' (academic)", () => {
    none("I had a fight with someone from that kids friend group.", /children friend/, ["academic"]);
    none("We found the kids bike in the garden.", /children bike/, ["academic"]);
  });
  it("'kids' as a subject or object still becomes 'children' in academic", () => {
    some("Most kids learn to swim in the river.", /Most children learn/, "academic");
  });
});

describe("casual's 'I think' does not own a feeling the text reports", () => {
  const ctx = (seed: string) => ({ rng: makeRng(seed), p: { ...PROFILES.heavy, split: 1 }, style: "casual" as const });
  const seeds = "abcdefghijkl".split("");
  it("'You want to pick him but feel you should ask' is a scene, not the writer's claim", () => {
    const s = "You want to pick him but feel you should ask the coach first.";
    for (const seed of seeds) expect(ownOpinion(s, ctx(seed))).toBe(s);
    const t = "Most parents think the school should open earlier.";
    for (const seed of seeds) expect(ownOpinion(t, ctx(seed))).toBe(t);
  });
  it("a plain claim still takes the hedge in some draws", () => {
    expect(seeds.some((seed) => ownOpinion("The council should fix the road.", ctx(seed)) !== "The council should fix the road.")).toBe(true);
  });
});

describe("sums of money and an implant named again", () => {
  it("'significant sums' are not 'major sums'", () => {
    none("Several growers are owed significant five-figure sums.", /major/);
    some("Several growers are owed significant five-figure sums.", /large five-figure sums/);
  });
  it("a significant delay is still changed", () => {
    some("The storm caused a significant delay on the line.", /major delay/);
  });
  it("'the component and the bone' after an implant is not 'the part'", () => {
    none("Gaps formed between the component and the host bone.", /the part/, ["casual", "creative", "professional"]);
  });
});

describe("academic keeps the register of a study's aim", () => {
  it("'to determine whether' is not 'to find out whether' in academic", () => {
    none("Further trials are needed to determine whether the dose can be lowered.", /find out/, ["academic"]);
  });
  it("the other styles still say 'find out'", () => {
    some("Further trials are needed to determine whether the dose can be lowered.", /find out whether/);
  });
});

describe("heavy's serial-comma drop leaves the comma after a person's age", () => {
  const M = (i: number) => String.fromCharCode(0xe000 + i);
  it("'Name, 31, and keeper Name, 24, signed' keeps both commas (names and ages masked)", () => {
    for (const v of ["signed", "joined", "agreed", "arrived", "moved"]) {
      const s = `${M(0)}, ${M(1)}, and keeper ${M(2)}, ${M(3)}, ${v} new deals.`;
      expect(dropSerialComma(s)).toBe(s);
    }
  });
  it("a list of things still loses some serial commas", () => {
    const drops = ["maize", "rice", "yams", "beans", "millet"].filter((w) => !/, and/.test(dropSerialComma(`They sell cassava, ${w}, and palm oil.`)));
    expect(drops.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { includingTail, ingToFinite } from "@/lib/text-tools/humanizer/clauses";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { linkedJoin, tryJoin } from "@/lib/text-tools/humanizer/joins";
import { resultTail } from "@/lib/text-tools/humanizer/result-tail";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { splitOptions } from "@/lib/text-tools/humanizer/structure";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Reading review of the Structure stage on 50 texts of the kinds this business's customers paste (literature
 * reviews, abstracts, sermons, e-mails, study notes, legal memos, leaflets ...), never tuned on: the cuts, joins
 * and tail rewrites a careful reader would catch. The sentences here are the review's own, written to show each
 * class; each test failed on the code before its fix.
 */
const ctx = (style: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: PROFILES.heavy, style });
const SEEDS = ["a", "b", "c", "d", "e", "f"];
/** Every cut the stage may offer for a sentence, over the styles and a few seeds. */
const cuts = (s: string) => STYLES.flatMap((st) => SEEDS.flatMap((seed) => splitOptions(s, ctx(st, seed))));

describe("a cut leaves a verb in the left half", () => {
  it("no cut after an opening phrase or a compound subject that has no verb yet", () => {
    const texts = [
      // "On my second day. I was checking her blood glucose, she became ..." (a fragment, then a comma splice)
      "On the first morning of the trip, while we were loading the bus, the driver told us that the road was closed.",
      "During the dry season, while the river is low, the women carry water from the borehole in the next village.",
      // "The use of a piece of wood, rather than a deadly weapon. The single blow may raise doubt ..."
      "The choice of a small hall, rather than the main auditorium, and the late start may explain the low turnout.",
    ];
    for (const s of texts) for (const o of cuts(s)) expect(o.left, s).toMatch(/\b(?:told|carry|explain|closed|is|were|was)\b/);
  });
  it("a left half with a verb still splits", () => {
    const s = "The driver waited outside the station for an hour, while the passengers argued about the fare with the conductor.";
    expect(cuts(s).some((o) => /an hour\.$/.test(o.left))).toBe(true);
  });
});

describe("'so' after an instruction is a purpose, not a result", () => {
  it("no 'So ...' sentence after an imperative", () => {
    // "Plant early and at the same time as your neighbours. So the pest does not move from farm to farm."
    const texts = [
      "Cover the seedlings with dry grass in the afternoon, so the sun does not burn the young leaves before they harden.",
      "Keep the receipt in a safe place until the end of the month, so the shop can replace the item if it breaks.",
    ];
    for (const s of texts) for (const o of cuts(s)) expect(o.right, s).not.toMatch(/^So\b|^As a result|^For this reason/);
  });
  it("also when the instruction's verb opens a line and is protected like a name", () => {
    // a leaflet's step "Plant early and at the same time as your neighbours, so the pest does not move ..."
    const text = "What to do\nSow early and on the same day as the farms around you, so the birds do not gather on one field.\nHarvest early and all on one day, so the rats do not move from store to store.";
    for (const style of STYLES) for (const strength of ["medium", "heavy"] as const) {
      const out = humanizeLocal(text, { style, strength, preserveLength: false }).text;
      expect(out, `${style}:${strength}`).not.toMatch(/\.\s+(?:So|As a result,|For this reason,) the (?:birds|rats)/);
    }
  });
  it("a result 'so' after a statement still splits", () => {
    const s = "The rains came late in the northern districts this year, so many farmers planted their maize a month after the usual time.";
    expect(cuts(s).some((o) => /^So many farmers/.test(o.right))).toBe(true);
  });
});

describe("an '-ing' word in a list of adjectives is no participle tail", () => {
  it("'soft, filling and cheap' keeps its list", () => {
    // "good bread should be soft and fill and affordable"
    expect(ingToFinite("We believe a school lunch should be warm, filling and cheap.")).toBeNull();
    expect(ingToFinite("The guests said the soup was thick, warming or at least hot.")).toBeNull();
    for (const s of ["Our customers tell us the new porridge is smooth, filling and easy to cook for the whole family."]) for (const o of cuts(s)) expect(o.right, s).not.toMatch(/^(?:This|That) fills/);
  });
  it("a participle clause still becomes a second verb", () => {
    expect(ingToFinite("The storm flooded the coast on Monday, leaving thousands of homes without power.")).toMatch(/and left thousands/);
  });
});

describe("', including A, B and C' followed by more of the main clause is no tail", () => {
  it("the list is an aside when a comma closes it", () => {
    // "She handles difficult subjects. These include violence, addiction and racism, without sensationalising them."
    expect(includingTail("In her second novel the author treats painful topics, including grief, debt and divorce, with great tenderness.")).toBeNull();
    expect(includingTail("The new clinic at the market treats common illnesses, including malaria, typhoid and diarrhoea, at no cost to children.")).toBeNull();
  });
  it("a list that runs to the end still splits", () => {
    expect(includingTail("The new clinic at the market treats common illnesses, including malaria, typhoid and diarrhoea.")?.[1]).toBe("These include malaria, typhoid and diarrhoea.");
  });
});

describe("a study's 'showing that' is its own finding, not a result of the clause", () => {
  it("no 'which' or 'and this' for a text or study subject's verb of showing", () => {
    // "Subsequent work has challenged this view, and this has shown that trust ..." ("this" read as the view)
    const texts = [
      "Later research has questioned this claim, showing that the cost of transport matters more than distance.",
      "A second survey repeated the earlier questions, suggesting that the first results were not a fluke.",
      "The report reviewed twelve district budgets, highlighting the gap between what was promised and what was spent.",
    ];
    for (const s of texts) expect(resultTail(s), s).toBeNull();
  });
  it("an event's result still becomes a relative", () => {
    expect(resultTail("The price of fuel rose sharply in the first quarter, showing how exposed the economy is to imports.")).toMatch(/, (?:which|and this) showed how/);
  });
});

describe("no join onto a sentence that already joins two clauses", () => {
  it("the second sentence's own 'but', 'so' or 'and' + pronoun keeps the join off", () => {
    // "My first stop was Cape Coast Castle, and I knew the history, of course, but nothing really prepares you ..."
    expect(tryJoin("Our first stop was the old market.", "We had read about it, but nothing prepared us for the noise.", "professional")).toBeNull();
    expect(tryJoin("Our first stop was the old market.", "It was early, so the traders were still setting up.", "casual")).toBeNull();
    // "I say congratulations, and you have worked hard and you deserve to be celebrated."
    expect(tryJoin("To the new graduates, I say well done.", "You have studied hard and you deserve this day.", "creative")).toBeNull();
  });
  it("two plain short sentences still join", () => {
    expect(tryJoin("The bus left the station at noon.", "It reached the coast before dark.", "professional")).toBe("The bus left the station at noon, and it reached the coast before dark.");
  });
});

describe("a denial and the correction after it are not joined with ', and'", () => {
  it("'X is not A. It is their B' keeps the turn", () => {
    // "social media is not a distraction, and it is their shop, their marketing department ..."
    expect(tryJoin("For many traders, the phone is not a toy.", "It is their shop and their bank.", "professional")).toBeNull();
    expect(linkedJoin("For many farmers, the radio is not a luxury.", "It is their only source of weather news.", "professional")).toBeNull();
  });
});

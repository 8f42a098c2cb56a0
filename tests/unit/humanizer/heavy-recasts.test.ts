import { describe, expect, it } from "vitest";
import { placeholdersWhere, protect, restore } from "@/lib/text-tools/humanizer/protect";
import { activeVoice, frontToEnd, recast, recastMove, thereAre } from "@/lib/text-tools/humanizer/recasts";
import { clauseToFront } from "@/lib/text-tools/humanizer/recast-clause";
import { datedPlaceholders } from "@/lib/text-tools/humanizer/result-tail";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import type { StructureContext } from "@/lib/text-tools/humanizer/structure-context";
import { PROFILES, type HumanizeStrength } from "@/lib/text-tools/humanizer/types";
import { rewrite } from "./rewrite-harness";

// (twenty-fifth session) heavy's recasts (recasts.ts): each on its own, with the placeholders the engine would give it
const ctxOf = (spans: string[], strength: HumanizeStrength = "heavy"): StructureContext => ({
  rng: makeRng("t"),
  p: PROFILES[strength],
  style: "academic",
  seed: "t",
  dated: datedPlaceholders(spans),
  cited: placeholdersWhere(spans, /^[([][^()[\]]*\d[^()[\]]*[)\]]$/),
  numeric: placeholdersWhere(spans, /^[\d$£€¥₵]|^GH₵/),
  marked: placeholdersWhere(spans, /^[^\p{L}\p{N}]/u),
});
type Fn = (s: string, ctx: StructureContext) => string | null;
const apply = (fn: Fn, text: string) => {
  const { masked, spans } = protect(text);
  const r = fn(masked, ctxOf(spans));
  return r === null ? null : restore(r, spans);
};

describe("heavy recast: past passive with its agent -> active", () => {
  it.each([
    ["The clinic was opened by the District Chief Executive in 2021.", "The District Chief Executive opened the clinic in 2021."],
    ["The old market was rebuilt by local traders after the fire.", "Local traders rebuilt the old market after the fire."],
    ["The first draft was written by two students.", "Two students wrote the first draft."],
    ["It was funded by them.", "They funded it."],
    ["They were quickly helped by the nurses.", "The nurses quickly helped them."],
    ["In 2021, the bridge was repaired by the assembly.", "In 2021, the assembly repaired the bridge."],
    ["The samples were taken by a trained nurse (Boateng, 2020).", "A trained nurse took the samples (Boateng, 2020)."],
  ])("%s", (src, out) => expect(apply(activeVoice, src)).toBe(out));

  it.each([
    "The work was finished by 2022.", // a date, not an agent
    "The price was raised by 15%.", // an amount
    "The fault was fixed by replacing the cable.", // a gerund: the means
    "The letters were sorted by hand.", // a manner
    "The era was marked by rapid growth.", // describes, not an act
    "The motion was opposed by the members, who walked out.", // a relative clause after the agent
    "The plan was not approved by the board.", // negation
    "The report is reviewed by the committee.", // present tense: agreement would change
    "The roads that were built by the company are failing.", // a relative clause
    "The bill was passed by the house and signed by the president.", // two clauses
    "The decision was praised by \"all sides\".", // a quotation as the agent
  ])("leaves %s", (src) => expect(apply(activeVoice, src)).toBeNull());
});

describe("heavy recast: There are + quantified noun phrase + who/that + verb", () => {
  it.each([
    ["There are many nurses who work double shifts.", "Many nurses work double shifts."],
    ["There are several reasons that explain the delay.", "Several reasons explain the delay."],
    ["There were a number of farmers who lost their crops.", "A number of farmers lost their crops."],
    ["In the north, there are few clinics that offer scans.", "In the north, few clinics offer scans."],
  ])("%s", (src, out) => expect(apply((s) => thereAre(s), src)).toBe(out));

  it.each([
    "There are many reasons that pupils leave school.", // "that" before a subject: not the relative's verb
    "There are many who disagree.", // no noun phrase
    "There are many benefits for pupils who read daily.", // the relative may belong to "pupils"
    "There are 12 wards that need beds.", // digits are placeholders, not a quantifier word
    "There is a man who sells bread.", // "a" is not a quantifier that opens a sentence well
    "There are many problems, which need attention.", // a comma: not a restrictive relative
  ])("leaves %s", (src) => expect(apply((s) => thereAre(s), src)).toBeNull());
});

describe("heavy recast: a short opening time or place phrase to the end of a short clause", () => {
  it.each([
    ["In recent years, mobile banking has spread fast in Kenya.", "Mobile banking has spread fast in Kenya in recent years."],
    ["During the strike, many wards closed.", "Many wards closed during the strike."],
    ["Over the past decade, rents have doubled.", "Rents have doubled over the past decade."],
    ["Since independence, the town has grown steadily.", "The town has grown steadily since independence."],
    ["Across the region, farmers grow maize (Osei, 2019).", "Farmers grow maize across the region (Osei, 2019)."],
    ["Despite the heavy rain, the match went ahead.", "The match went ahead despite the heavy rain."],
    ["By pooling small savings, the women bought a mill.", "The women bought a mill by pooling small savings."],
  ])("%s", (src, out) => expect(apply(frontToEnd, src)).toBe(out));

  it.each([
    "In addition, the team met weekly.", // a connective
    "In this paper, we study rainfall.", // a framing phrase, not time or place
    "In a bold move, the firm cut prices.", // manner
    "After the rains came, the farmers planted.", // a clause (moveClause's work)
    "Since all the values exceeded 0.70, the scale was judged reliable.", // a clause
    "During the visit, the minister said that prices would fall.", // a reported clause would take the phrase
    "In recent years, prices rose and wages fell.", // two clauses
    "In recent years, the school started to admit girls.", // an infinitive would take the phrase
    "In recent years, the board, led by Ama, grew.", // a comma in the main clause
    "In 2019, the minister called it \"a disaster\".", // a quotation stays last
    "After a few weeks, I got the files I wanted.", // a second clause
    "For the first time, she felt pride after losing the race.", // an "-ing" clause would take the phrase
    "In 2023, 92% of the pupils passed.", // a figure would open the sentence
    "By 2020, the rate had doubled.", // a date, not a means
    "By contrast, the north stayed dry.", // a connective
    "Despite this, the plan failed.", // a connective
    "By raising its fees, the school lost many pupils.", // a possessive pointing back would take the nearest noun
  ])("leaves %s", (src) => expect(apply(frontToEnd, src)).toBeNull());
});

describe("heavy recast: a closing subordinate clause opens the sentence", () => {
  it.each([
    ["The roads flooded because the drains were blocked.", "Because the drains were blocked, the roads flooded."],
    ["Kwame was the head teacher when the new block opened.", "When the new block opened, Kwame was the head teacher."],
    ["We waited at the gate until the guard arrived.", "Until the guard arrived, we waited at the gate."],
    ["The crops will fail unless the rains come soon.", "Unless the rains come soon, the crops will fail."],
  ])("%s", (src, out) => expect(apply((s) => clauseToFront(s), src)).toBe(out));

  it.each([
    "It was a cold morning when the letter came.", // a cleft
    "The nurse will tell you when the doctor is ready.", // an embedded question
    "She left only when the rain stopped.", // "only when"
    "The pupils went home when they finished.", // a pronoun before its noun
    "The price rose and sales fell when the tax came in.", // two clauses
    "He said the shop closes when the owner leaves.", // a reported clause
    "The team kept working until the sun went down.", // an "-ing" form
  ])("leaves %s", (src) => expect(apply((s) => clauseToFront(s), src)).toBeNull());
});

describe("recasts are heavy only", () => {
  const sentences = [
    "The clinic was opened by the District Chief Executive in 2021.",
    "There are many nurses who work double shifts.",
    "In recent years, mobile banking has spread fast in Kenya.",
  ];
  it("medium and light return every sentence as it was", () => {
    for (const strength of ["light", "medium"] as const)
      for (const s of sentences) {
        const { masked, spans } = protect(s);
        expect(recast(masked, ctxOf(spans, strength))).toBe(masked);
      }
  });
  it("a leading clause moves more often at heavy only, never after a dash", () => {
    const clauses = ["When the rain stopped, the children went out.", "If the pump fails, the tank floods.", "Although the road was closed, the bus arrived.", "Because the fees rose, many pupils left.", "When the bell rang, the class ended.", "If the price falls, sales rise."];
    const { spans } = protect("");
    expect(clauses.filter((s) => recastMove(s, { ...ctxOf(spans), seed: "a" })).length).toBeGreaterThan(0);
    for (const s of clauses) expect(recastMove(s, ctxOf(spans, "medium"))).toBe(false);
    expect(recastMove("When I looked up, I gasped - the room was empty.", ctxOf(spans))).toBe(false);
  });
  it("the engine recasts at heavy, in academic too, and never at medium", () => {
    const text = [
      "The clinic was opened by the District Chief Executive in 2021.",
      "The old market was rebuilt by local traders after the fire.",
      "The first draft was written by two students.",
      "There are many nurses who work double shifts.",
      "There are several reasons that explain the delay.",
      "In recent years, mobile banking has spread fast in Kenya.",
      "During the strike, many wards closed.",
      "Over the past decade, rents have doubled.",
    ].join(" ");
    const recastForms = [/District Chief Executive opened/, /traders rebuilt/, /students wrote/, /^Many nurses|\. Many nurses/, /Several reasons explain/, /Kenya (?:in|over) (?:recent|the)/, /closed during the strike/, /doubled over the past decade/];
    const count = (out: string) => recastForms.filter((r) => r.test(out)).length;
    for (const style of ["academic", "professional", "casual", "creative"] as const) {
      expect(count(rewrite(text, style, "heavy")), style).toBeGreaterThanOrEqual(2);
      expect(count(rewrite(text, style, "medium")), style).toBe(0);
    }
  });
});

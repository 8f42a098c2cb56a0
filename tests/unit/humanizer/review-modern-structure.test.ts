import { describe, expect, it } from "vitest";
import { hasFiniteVerb } from "@/lib/text-tools/humanizer/clause-grammar";
import { includingTail } from "@/lib/text-tools/humanizer/clauses";
import { linkedJoin, tryJoin } from "@/lib/text-tools/humanizer/joins";
import { moveClause } from "@/lib/text-tools/humanizer/sentence-rewrites";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { splitOptions } from "@/lib/text-tools/humanizer/structure";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Reading review of the Structure stage on texts a 2025 chat model wrote (scripts/detector-data/modern-test.jsonl,
 * never tuned on): the cuts a careful reader would catch. The sentences here are the review's own, written to show
 * each class; each test failed on the code before its fix.
 */
const ctx = (style: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: PROFILES.heavy, style });
const SEEDS = ["a", "b", "c", "d", "e", "f"];
/** Every cut the stage may offer for a sentence, over the styles and a few seeds. */
const cuts = (s: string) => STYLES.flatMap((st) => SEEDS.flatMap((seed) => splitOptions(s, ctx(st, seed))));

describe("a serial list is never cut before its last item", () => {
  it("'A, B it serves, and C' keeps its last noun phrase in the sentence", () => {
    // "This essay examines the benefits of X, the challenges it presents. The steps needed to ..." (a reduced
    // relative, not a clause, after the cut)
    const lists = [
      "This chapter describes the history of the port, the people it serves, and the repairs needed to keep it open.",
      "The survey asked about the cost of the meals, the hours the cafeteria keeps, and the changes suggested in the comments.",
      "The guide covers the tools a beginner needs, the habits that help, and the steps required to prepare the soil.",
    ];
    for (const s of lists) for (const o of cuts(s)) expect(o.left, s).not.toMatch(/(?:serves|keeps|help)\.$/);
  });
  it("a clause after the last comma still allows the cut", () => {
    const s = "After the long rains of the year, the road to the village was washed away, and the children walked to school through the fields.";
    expect(cuts(s).some((o) => /washed away\.$/.test(o.left))).toBe(true);
  });
});

describe("a 'because' clause that belongs to an embedded clause or a trailing phrase stays with it", () => {
  it("no 'This is because' after a relative or 'that' clause, or after a trailing participle phrase", () => {
    const texts = [
      // the reason explains why the form stayed empty, not that there was a form
      "There was one form on the desk, the long one with the tables, that she had left blank because the office closed early.",
      // the reason explains why the pots stay in the shed, not what the problem is
      "The problem is that many of the new pots end up as flower stands or door stops, or stay stacked in the shed because the yard floods.",
      // the reason explains why the radio was off, not why he cooked supper
      "He cooked his first proper supper a week after the move, standing at the small stove in the corner with the radio off because the neighbours were asleep.",
    ];
    for (const s of texts) for (const o of cuts(s)) expect(o.right, s).not.toMatch(/because/);
  });
  it("a reason for the main clause still splits off", () => {
    const s = "The district assembly postponed the opening of the new clinic by three months because the equipment had not arrived.";
    expect(cuts(s).some((o) => /^(?:This|That) was because the equipment/.test(o.right))).toBe(true);
  });
});

describe("a bare 'and' inside an open subordinate clause is no clause break", () => {
  it("'because A and she B' keeps both reasons together", () => {
    // "Ama bought it mostly because the cover was bright. She had an hour to kill." turned a reason into a statement
    const texts = [
      "Ama bought the old radio mostly because the dial still glowed green and she had an hour to kill before her train.",
      "Kojo agreed to stay on the committee only if the meetings moved to Saturdays and they paid for his transport.",
    ];
    for (const s of texts) for (const o of cuts(s)) expect(o.left, s).not.toMatch(/(?:green|Saturdays)\.$/);
  });
  it("a bare 'and' between two main clauses still splits", () => {
    const s = "The hall at the end of the street was full by seven o'clock and they had to open the side doors for the crowd.";
    expect(cuts(s).some((o) => /seven o'clock\.$/.test(o.left))).toBe(true);
  });
});

describe("a past form right after a determiner is an adjective, not the clause's verb", () => {
  it("'then a fixed amount for X that I moved ...' has no finite verb of its own", () => {
    expect(hasFiniteVerb("a fixed amount for food that I moved to a separate wallet")).toBe(false);
    expect(hasFiniteVerb("the increased cost of fuel in the north")).toBe(false);
    expect(hasFiniteVerb("the council increased the cost of fuel")).toBe(true);
    const s = "Savings and school fees came first, then a fixed sum for transport that I kept in a separate tin, then a little for fun.";
    for (const o of cuts(s)) expect(o.left, s).not.toMatch(/came first\.$/);
  });
});

describe("', including' never hangs off an item of a colon or semicolon list", () => {
  it("a list item keeps its 'including' (no 'These included' with a tense taken from another item)", () => {
    expect(includingTail(
      "The committee proposes three steps: extending opening hours for affected traders; hiring two more cleaners; and replacing the old market stalls, including the roofs.",
    )).toBeNull();
    expect(includingTail("The council has repaired several roads in the eastern districts, including the one to the hospital.")).not.toBeNull();
  });
});

describe("a 'because' clause ends at the next clause break", () => {
  it("'This was because X, and Y' never makes reasons of the clauses after it", () => {
    const s = "Then the dog was out in the yard barking, and the baby was crying because the dog was barking, and the kettle boiled over on the stove.";
    for (const o of cuts(s)) expect(o.right, s).not.toMatch(/^(?:This|That) (?:is|was)|^That's because/);
  });
});

describe("a leading clause moves to the end only after a main clause with no clause of its own", () => {
  it("no 'if' clause after a 'when' clause, where it would read as part of it", () => {
    expect(moveClause("If you grew up in the village, you probably remember where you were when the old bridge collapsed.")).toBeNull();
    expect(moveClause("Because the exam started late, the students wrote for only two hours.")).toBe("The students wrote for only two hours because the exam started late.");
  });
});

describe("a denial and its correction are never joined with ', and'", () => {
  it("'was never the X. It was that Y' keeps the turn", () => {
    for (const st of STYLES) {
      expect(linkedJoin("The trouble was never really the price.", "It was that nobody knew where the money went.", st), st).toBeNull();
      expect(tryJoin("The trouble was never the price.", "It was the queue at the gate.", st), st).toBeNull();
    }
    // a plain pronoun carry-on still joins
    expect(linkedJoin("The old market was rebuilt last year.", "It was opened by the mayor in June.", "professional")).not.toBeNull();
  });
});

describe("no join onto a sentence that ends in a subordinate clause", () => {
  it("the joined clause would read as part of the 'because' / 'until' clause", () => {
    for (const st of STYLES) {
      expect(tryJoin("I'm not moving to Kumasi because the rent is cheaper.", "It isn't.", st), st).toBeNull();
      expect(linkedJoin("She did not know the price until she asked the driver.", "He wanted twice the usual fare.", st), st).toBeNull();
    }
    expect(linkedJoin("The old market was rebuilt last year.", "It was opened by the mayor in June.", "casual")).not.toBeNull();
  });
});

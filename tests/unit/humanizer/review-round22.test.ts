import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { HEAVY_ROWS } from "@/lib/text-tools/humanizer/lexicon-heavy";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { all, kept, outs, tableChecks } from "./lexical-harness";

/**
 * Round 22 (fourteenth session): rows that fire at heavy strength only (lexicon-heavy.ts: "during the pandemic" -> "in
 * the pandemic", "is / serves as a reminder of" -> "shows", "children's understanding of" -> "grasp of", "remains essential" -> "is still essential", "complex and
 * challenging" -> "complicated and challenging", "echoed through" -> "rang through"), and
 * professional keeps "insights into" ("Basic clues to these phenomena" read wrong in an abstract). The tests of new
 * behaviour failed on the code before.
 */
const SEEDS = "abcdefghijkl".split("");
/** the Lexical stage at a strength's own profile (the harness runs every row at heavy) */
const at = (s: string, strength: HumanizeStrength, st: HumanizeStyle = "professional") =>
  [...new Set(SEEDS.map((seed) => lexical(s, { rng: makeRng(seed), p: { ...PROFILES[strength], marker: 1, plain: 1 }, style: st })))];

describe("heavy-only rows", () => {
  it("during + a stretch of time or an event over one -> in, at heavy only", () => {
    all("Students were distracted during class.", /^Students were distracted in class\.$/);
    all("Sales fell during the pandemic.", /^Sales fell in the pandemic\.$/);
    all("Many shops closed during the first half of the year.", /^Many shops closed in the first half of the year\.$/);
    all("He felt anxious during meetings.", /^He felt anxious in meetings\.$/);
    all("The town suffered during times of drought.", /^The town suffered in times of drought\.$/);
    for (const strength of ["light", "medium"] as const) expect(at("Sales fell during the pandemic.", strength)).toEqual(["Sales fell during the pandemic."]);
  });
  it("during keeps its word before a trip, a tour, the day, a time, a war, a process or a break, and after another 'in'", () => {
    kept("She slept during the flight.");
    kept("We talked during the trip.");
    kept("He served during the war.");
    kept("Prices rose during this time.");
    kept("The parts were checked during the process.");
    kept("Kids played outside during summer break.");
    kept("She lived in London during the pandemic.");
    kept("The room stays cool during the day.");
    kept("The period during which it rained was short.");
  });
  it("is / serves as a reminder of, that -> shows (that) at heavy, never 'reminds us'; medium keeps the old row", () => {
    all("The outcome is a reminder that travel is changing.", /^The outcome shows that travel is changing\.$/);
    all("The injury was a reminder of the risks.", /^The injury showed the risks\.$/);
    all("The crash serves as a reminder of the danger.", /^The crash shows the danger\.$/);
    expect(at("The crash serves as a reminder of the danger.", "medium")).toEqual(["The crash is a reminder of the danger."]);
    // no subject that shows; a reminder to do something keeps its words
    kept("There is a reminder of the war in every street.");
    kept("The note is a reminder to pay the rent.");
  });
  it("a possessive noun's understanding of -> grasp of", () => {
    all("The test showed children's understanding of fractions.", /^The test showed children's grasp of fractions\.$/);
    all("It sharpens one's understanding of the rules.", /^It sharpens one's grasp of the rules\.$/);
  });
  it("remains + what it still is -> is still; the noun and 'remains to be seen' keep the word", () => {
    all("Merkel, who remains very popular, won again.", /^Merkel, who is still very popular, won again\.$/);
    all("Studying Venus remains essential.", /^Studying Venus is still essential\.$/);
    all("The government remains committed to the plan.", /^The government is still committed to the plan\.$/);
    all("How she survived remains a mystery.", /^How she survived is still a mystery\.$/);
    all("The cause remains largely unknown.", /^The cause is still largely unknown\.$/);
    for (const strength of ["light", "medium"] as const) for (const o of at("Studying Venus remains essential.", strength)) expect(o).not.toMatch(/is still/);
    kept("The remains of the ship were found.");
    kept("The girl's remains were found in a field.");
    kept("It remains to be seen.");
    kept("The question remains whether it works.");
  });
  it("complex coordinated with a describing word or closing a clause -> complicated (academic keeps it; the noun stays)", () => {
    all("They work in an increasingly complex and challenging environment.", /increasingly complicated and challenging environment/);
    all("The issue is complex.", /^The issue is complicated\.$/);
    all("The problem is more complex than it looks.", /^The problem is more complicated than it looks\.$/);
    kept("Chromatin folding is a complex and dynamic process.", "academic");
    kept("They left the complex and walked home.");
    kept("They toured the housing complex.");
  });
  it("a sound that echoed through a place rang through it; echoed concerns are still repeated", () => {
    all("Their laughter echoed through the hall.", /^Their laughter rang through the hall\.$/, "creative");
    all("The shot had echoed through the valley.", /^The shot had rung through the valley\.$/, "creative");
    all("The minister echoed the concerns of parents.", /^The minister repeated the concerns of parents\.$/);
    for (const o of at("Their laughter echoed through the hall.", "medium", "creative")) expect(o).not.toMatch(/rang/);
  });
  it("a heavy-only row draws nothing from the line's stream: a text without its words is rewritten as before", () => {
    const text = "Furthermore, the committee made a decision to utilize the funds. The plan is crucial for the town, and it will help many families.";
    const opts = { style: "professional", strength: "heavy", preserveLength: false } as const;
    const withDuring = humanizeLocal(`${text} Sales fell during the pandemic.`, opts).text;
    expect(withDuring.startsWith(humanizeLocal(text, opts).text.slice(0, 40))).toBe(true);
    expect(withDuring).toMatch(/in the pandemic/);
  });
  // the second row of "serves as a reminder of" writes what the older "serves as a reminder" row wrote ("is a reminder"),
  // so light and medium read as before; the checks are for what heavy writes
  tableChecks(HEAVY_ROWS.filter((r) => r.heavyOnly));
});

describe("insights into: professional keeps its word", () => {
  it("professional: no 'clues to' / 'ideas about' / 'useful clues' in an abstract or a report", () => {
    kept("Basic insights into these phenomena are obtained within the framework.");
    all("The model brings new insights into the complex interplay between particles.", /brings new insights into the complex/);
    all("The study yields valuable insights into the mechanism.", /^The study yields \w+ insights into the mechanism\.$/);
    for (const o of outs("Our team shared insights into the market.")) expect(o).not.toMatch(/lessons into/);
  });
  it("casual and creative still write the plain phrase", () => {
    all("The talk gave us insights into the game.", /clues to the game|ideas about the game/, "casual");
    all("The diary holds valuable insights into her life.", /useful clues about her life/, "creative");
  });
});

import { describe, expect, it } from "vitest";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { PLAINER_ROWS } from "@/lib/text-tools/humanizer/lexicon-plainer";
import { newMemory } from "@/lib/text-tools/humanizer/repeats";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STRENGTHS, STYLES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { all, kept, tableChecks } from "./lexical-harness";
import { everySetting, rewrite } from "./rewrite-harness";

/**
 * Twenty-fifth session: heavy's plainer words (lexicon-plainer.ts, `plainerWords` in heavy's profile only): general
 * formal words put in plain ones ("firstly" -> "first", "proceeded to" -> "went on to", "reduce costs" -> "cut costs"),
 * never at medium or light; and four leftovers of earlier reviews. The tests of new behaviour failed on the code before.
 */
const SEEDS = "abcdefghijkl".split("");
/** the Lexical stage at a strength's own profile, every row that fires by chance firing */
const at = (s: string, strength: HumanizeStrength, st: HumanizeStyle = "professional") =>
  [...new Set(SEEDS.map((seed) => lexical(s, { rng: makeRng(seed), p: { ...PROFILES[strength], marker: 1, plain: 1 }, style: st })))];

describe("heavy's plainer words", () => {
  it("fire at heavy, never at medium or light", () => {
    const cases: Array<[string, RegExp]> = [
      ["Firstly, the roof leaks. Secondly, the door sticks.", /^First, the roof leaks\. Second, the door sticks\.$/],
      ["She wanted to inform the police.", /^She wanted to tell the police\.$/],
      ["The number of cases rose rapidly.", /^The number of cases rose quickly\.$/],
      ["The vote was delayed as a result of the storm.", /^The vote was delayed because of the storm\.$/],
      ["The vote was delayed owing to the storm.", /^The vote was delayed because of the storm\.$/],
      ["The firm wants to reduce costs this year.", /^The firm wants to cut costs this year\.$/],
    ];
    for (const [s, re] of cases) {
      all(s, re);
      for (const strength of ["light", "medium"] as const) expect(at(s, strength)).toEqual([s]);
    }
  });
  it("verbs keep their tense: a past after its subject, a participle after 'be' or 'have'", () => {
    all("We selected ten schools for the study.", /^We chose ten schools for the study\.$/);
    all("Ten schools were selected for the study.", /^Ten schools were chosen for the study\.$/);
    all("The artist had depicted the river at dawn.", /^The artist had shown the river at dawn\.$/);
    all("She proceeded to explain the rules.", /^She went on to explain the rules\.$/, "casual");
    all("He received a letter from the bank.", /^He got a letter from the bank\.$/, "casual");
    all("They performed the tasks in pairs.", /^They did the tasks in pairs\.$/, "casual");
    all("I completed my degree in 2020.", /^I finished my degree in 2020\.$/, "casual");
    all("They resolved the dispute in a day.", /^They settled the dispute in a day\.$/, "casual");
    all("They resolved the problem in a day.", /^They solved the problem in a day\.$/, "casual");
    all("She confronted the thief at the door.", /^She faced the thief at the door\.$/);
    all("The plan was deemed too costly.", /^The plan was judged too costly\.$/, "casual");
  });
  it("a participle after its noun or before one, and the adjective 'select', keep their word", () => {
    kept("A sample of 161 galaxies selected by colour was studied.");
    kept("The scene depicted in the painting is calm.");
    kept("They misread concealed motives.");
    kept("In selecting a car, verified mechanical information helps.", "casual");
    kept("The wine is sold in select venues.");
    kept("The questionnaires were completed by 187 students.", "casual");
    kept("The sale was completed in May.", "casual");
  });
  it("'beneath' is 'under', also under a cover or a weight", () => {
    all("He rested beneath the tree's shade.", /^He rested under the tree's shade\.$/, "creative");
    all("The bridge gave way beneath the weight of the trucks.", /^The bridge gave way under the weight of the trucks\.$/, "casual");
  });
  it("a and an follow the new word", () => {
    all("We had an inexpensive meal.", /^We had a cheap meal\.$/, "casual");
    all("It was an extremely cold night.", /^It was a very cold night\.$/, "creative");
    kept("It was an extremely cold night.");
    all("The drug is highly effective.", /^The drug is very effective\.$/, "casual");
  });
  it("guards: terms of art, fixed phrases and other senses keep their words", () => {
    kept("Most students use multiple sources.");
    kept("Pupils participate in sports every week.");
    kept("The novel was well received by critics.", "casual");
    kept("The test is relatively easy.");
    kept("The physician assistant saw him first.", "casual");
    kept("She sang and performed a song.", "casual");
    kept("He broke it on purpose.", "casual");
    kept("People make informed decisions.", "casual");
    kept("On the aspect of bullying, schools differ.", "casual");
    kept("Exercise helps to reduce stress.", "casual");
    kept("They tried to select out the weak plants.");
    kept("The film can be deeply confronting for viewers.");
    kept("We observe the emergence of topological defects.", "casual");
    kept("The Fourier transform of the signal was computed.", "casual");
  });
  it("academic gets the rows kept formal enough for it, not the informal ones", () => {
    all("Firstly, the roof leaks.", /^First, the roof leaks\.$/, "academic");
    all("That is merely a guess.", /^That is only a guess\.$/, "academic");
    all("That is merely a guess.", /^That is just a guess\.$/, "casual");
    kept("The food was inexpensive.", "academic");
    kept("The firm wants to reduce costs this year.", "academic");
    kept("The purpose of this study is to test the model.", "academic");
    all("The purpose of this study is to test the model.", /^The aim of this study is to test the model\.$/, "professional");
  });
  it("inform is tell only before the one told", () => {
    all("Please inform the police at once.", /^Please tell the police at once\.$/, "casual");
    kept("The policy was informed by research.", "casual");
  });
  tableChecks(PLAINER_ROWS);
});

describe("leftovers of earlier reviews", () => {
  it("keeps 'capabilities' in the capability approach's sense (Sen, 'capability approach', 'functionings')", () => {
    const sen = "Amartya Sen's capability approach judges well-being by what people can do. It looks at people's capabilities and functionings, not at income.";
    for (const out of everySetting(sen)) expect(out).toMatch(/capabilities/);
    const later = "The capability approach is a theory of well-being.\n\nIn this view, poverty limits people's capabilities.";
    for (const style of STYLES) for (const strength of STRENGTHS) expect(rewrite(later, style, strength)).toMatch(/people's capabilities/);
    // the phone's capabilities are its abilities
    all("The new phone's capabilities impressed reviewers.", /abilities impressed/);
  });
  it("writes 'gotten' only in a text that shows American spelling, else 'got'", () => {
    const s = "The team has obtained new funding.";
    const ctx = (memory: ReturnType<typeof newMemory>) => ({ rng: makeRng("a"), p: PROFILES.heavy, style: "casual" as const, memory });
    expect(lexical(s, ctx(newMemory()))).toBe("The team has got new funding.");
    const us = newMemory();
    us.written = ["The color of the walls was fine."];
    expect(lexical(s, ctx(us))).toBe("The team has gotten new funding.");
    for (const out of everySetting("The hospital has obtained new beds. Staff said the ward is now less crowded.")) expect(out).not.toMatch(/gotten/);
  });
  it("does not open a sentence with 'All in all' when the next one (or one before) already does", () => {
    const texts = [
      "In summary, the plan saves money and time. All in all, it is a sound plan for the town.",
      "All in all, the market grew last year.\n\nIn summary, the outlook for traders is good.",
    ];
    for (const t of texts) for (const out of everySetting(t)) expect((out.match(/All in all/g) ?? []).length, out).toBeLessThanOrEqual(1);
  });
});

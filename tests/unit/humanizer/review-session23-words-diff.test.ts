import { describe, expect, it } from "vitest";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { protect, restore } from "@/lib/text-tools/humanizer/protect";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { dropSerialCommaOf, expandContractions } from "@/lib/text-tools/humanizer/style";
import { PROFILES, STYLES } from "@/lib/text-tools/humanizer/types";

/**
 * Session 23's review of the day's word-level guards, by diffing the rewrites of the AI texts of dev and 300 of train
 * before and after them: guards that had also stopped right replacements in ordinary sentences. Sentences written for
 * this test; each test failed before its fix.
 */

const SEEDS = "abcdefghijkl".split("");
/** the Lexical stage at heavy strength, on the sentence masked as the engine masks it, in every style over twelve draws */
const heavyOuts = (s: string) => {
  const { masked, spans } = protect(s);
  return STYLES.flatMap((st) => SEEDS.map((seed) => restore(lexical(masked, { rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: st }), spans)));
};

const numericOf = (spans: string[]) => spans.map((sp, i) => (/^[\d$£€¥₵]/.test(sp) ? String.fromCharCode(0xe000 + i) : "")).join("");
const frames = (s: string) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
  const { masked, spans } = protect(`${"x ".repeat(i)}${s}`);
  return restore(dropSerialCommaOf(masked, numericOf(spans)), spans);
});
const dropped = (s: string, comma: string) => frames(s).some((o) => !o.includes(comma));

describe("a protected first word is no list marker", () => {
  it("'such as' and 'regarding' after a masked capitalised first word still take their plain words", () => {
    expect(heavyOuts("Factors such as rainfall and soil type decide the yield.").some((o) => /^Factors like rainfall/.test(o))).toBe(true);
    expect(heavyOuts("Details regarding the new timetable will follow next week.").some((o) => /^Details about the new timetable/.test(o))).toBe(true);
    // a real list item's marker still counts as the start
    for (const o of heavyOuts("- Additionally, pack a torch for the night walk.")) expect(o).not.toMatch(/Besides/);
  });
});

describe("'during' before times", () => {
  it("a describing word of the day's kind ('challenging', 'testing') still takes 'in'", () => {
    for (const o of heavyOuts("The neighbours stood together during those challenging times.")) expect(o).toMatch(/in those challenging times/);
    for (const o of heavyOuts("The clinic stayed open during these testing times.")) expect(o).toMatch(/in these testing times/);
    // a timetable's slot keeps 'during'
    for (const o of heavyOuts("Fares go up during peak times.")) expect(o).toMatch(/during peak times/);
  });
});

describe("'following' a person's or a group's event is 'after'", () => {
  it("'following the team's defeat' and 'following the group meeting' become 'after'", () => {
    for (const o of heavyOuts("The coach resigned following the team's heavy defeat.")) expect(o).toMatch(/resigned after the team's/);
    for (const o of heavyOuts("Prices settled following the group meeting in May.")) expect(o).toMatch(/settled after the group meeting/);
    // a story that follows a person keeps it
    for (const o of heavyOuts("The play has four acts, each following a young family through one winter.")) expect(o).toMatch(/each following a young family/);
  });
});

describe("heavy's serial-comma drop still takes a list of verb phrases", () => {
  it("the last verb phrase read as a noun and a present verb ('gain insights', 'address ... challenges')", () => {
    expect(dropped("By travelling, one can draw lessons from strangers, unlock new chances, and gain insights that might otherwise go unnoticed.", "chances, and")).toBe(true);
    expect(dropped("Nurses train to assess patients, improve patient safety, and address urgent health challenges faced by rural clinics.", "safety, and")).toBe(true);
    // a second clause with its own subject and auxiliary keeps its comma
    expect(dropped("We will trim the budget, cut waste, and prices will fall by spring.", "waste, and")).toBe(false);
  });
});

describe("academic expands an ordinary 'Let's'", () => {
  it("'Let's consider ...' / 'Let's look at ...' become 'Let us'; a call to keep in touch keeps its apostrophe", () => {
    expect(expandContractions("Let's consider the second case.")).toBe("Let us consider the second case.");
    expect(expandContractions("Let's look at an example.")).toBe("Let us look at an example.");
    expect(expandContractions("Thanks for coming. Let's meet again soon.")).toBe("Thanks for coming. Let's meet again soon.");
    expect(expandContractions("Let's stay in touch!")).toBe("Let's stay in touch!");
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { dropSerialComma, dropThat } from "@/lib/text-tools/humanizer/style";
import { PROFILES } from "@/lib/text-tools/humanizer/types";

/**
 * Nineteenth session: heavy strength alone drops about half of the serial commas and about 60% of the "that"s after a
 * verb of saying or thinking (not in academic), as people's prose in train.jsonl does more often than the models'.
 */
const FRUITS = ["apples", "pears", "plums", "figs", "dates", "limes", "grapes", "mangoes", "melons", "cherries", "lemons", "kiwis"];
const lists = FRUITS.flatMap((a, i) => FRUITS.slice(i + 1).map((b) => `We bought ${a}, ${b}, and bread.`));
const clauses = ["said", "thought", "believed", "knew", "felt", "hoped"].flatMap((v) =>
  ["the plan", "the deal", "the road", "the team", "the vote", "the price", "the ship", "the storm"].map((n) => `She ${v} that ${n} would work out.`));

describe("serial commas and 'that' at heavy strength", () => {
  it("drops the serial comma of about half of the lists, by the sentence, and nothing else", () => {
    const out = lists.map(dropSerialComma);
    const dropped = out.filter((o, i) => o !== lists[i]);
    expect(dropped.length / lists.length).toBeGreaterThan(0.3);
    expect(dropped.length / lists.length).toBeLessThan(0.7);
    for (const o of dropped) expect(o).toMatch(/^We bought \w+, \w+ and bread\.$/);
    // the same sentence always gets the same answer
    expect(lists.map(dropSerialComma)).toEqual(out);
  });
  it("leaves a pair, a clause after a long item and a list without its comma alone", () => {
    for (const s of ["We bought apples and pears.", "When the long and very tiring journey ended at last, and we slept.", "We bought apples, pears and bread."])
      expect(dropSerialComma(s)).toBe(s);
  });
  it("drops 'that' before a clause with its own subject in about 60% of them", () => {
    const out = clauses.map(dropThat);
    const dropped = out.filter((o, i) => o !== clauses[i]);
    expect(dropped.length / clauses.length).toBeGreaterThan(0.4);
    expect(dropped.length / clauses.length).toBeLessThan(0.8);
    for (const o of dropped) expect(o).toMatch(/^She \w+ the \w+ would work out\.$/);
  });
  it("never drops a demonstrative 'that' or one after another verb", () => {
    for (const s of ["He said that day was long.", "She knew that.", "They showed that the plan worked.", "He felt that way."])
      expect(dropThat(s)).toBe(s);
  });
  it("fires at heavy only, and not in academic", () => {
    expect(PROFILES.heavy.dropOptional).toBe(true);
    expect(PROFILES.medium.dropOptional).toBeFalsy();
    expect(PROFILES.light.dropOptional).toBeFalsy();
    const text = lists.slice(0, 12).join(" ");
    const heavy = humanizeLocal(text, { style: "professional", strength: "heavy", preserveLength: false }).text;
    const serial = (t: string) => (t.match(/, and bread/g) ?? []).length;
    expect(serial(heavy)).toBeLessThan(12);
    for (const strength of ["light", "medium"] as const)
      expect(serial(humanizeLocal(text, { style: "professional", strength, preserveLength: false }).text)).toBe(12);
    expect(serial(humanizeLocal(text, { style: "academic", strength: "heavy", preserveLength: false }).text)).toBe(12);
  });
});

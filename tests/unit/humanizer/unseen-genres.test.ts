import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { hasFiniteVerb } from "@/lib/text-tools/humanizer/clause-grammar";
import { expandContractions } from "@/lib/text-tools/humanizer/style";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";

/**
 * Breakages found by running harper.js over rewrites of texts the rules were never written against: older
 * public-domain prose and students' own essays (people paste human text too). Each case is checked in all 12
 * settings, since which rule fires depends on the style, the strength and the seed.
 */
const settings = STYLES.flatMap((style) => STRENGTHS.map((strength) => ({ style, strength, preserveLength: true })));
const rewrites = (text: string) => settings.map((o) => ({ setting: `${o.style}/${o.strength}`, out: humanizeLocal(text, o).text }));

describe("rewrites of unseen genres stay grammatical", () => {
  it("a split never leaves a half ending on a conjunction ('..., nor. This is because ...')", () => {
    const text =
      "After all, the practical reason why, when the power is once in the hands of the people, a majority are permitted, and for a long period continue, to rule, is not because they are most likely to be in the right, nor because this seems fairest to the minority, but because they are physically the strongest.";
    for (const { setting, out } of rewrites(text)) {
      expect(out, setting).not.toMatch(/\b(?:and|or|nor|but|that|which|of|to|the|a|an)\.(?:\s|$)/);
      expect(out, setting).toContain("nor because this seems fairest");
    }
  });

  it("a subordinate clause waiting for its main clause is not cut off from it ('and that, though X, yet Y')", () => {
    const text =
      "For the present I will only observe that it is by no means simple, and that, though I believe the behaviourists somewhat overstate their case, yet there is an important element of truth in their contention.";
    for (const { setting, out } of rewrites(text)) {
      expect(out, setting).not.toMatch(/and that\.|(?:^|[.!?]\s)(?:And )?[Tt]hat, though/);
      expect(out, setting).not.toMatch(/their case, though\./);
    }
  });

  it("academic expands \"it's been\" to \"it has been\", never \"it is been\"", () => {
    const text = "It's been just over 400 years since the grand banquet of mad Lord Louis, and he can't tell how long it's been since then.";
    for (const { setting, out } of rewrites(text)) {
      expect(out, setting).not.toMatch(/\bis been\b/);
      if (setting.startsWith("academic")) expect(out, setting).toMatch(/^It has been just over 400 years/);
    }
  });

  it("a split after a sentence that already ends keeps one full stop ('program.. This is because')", () => {
    const text = "these are all the reasons why we need the electors program. because they play in a big role of our country and they also help the states.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\.\./);
  });

  it("'a majority of' before a number is a margin and keeps its words", () => {
    const texts = [
      "The former teacher held the seat at the general election in the spring, with a majority of 4,512 votes.",
      "The 51-year-old worked as a nurse before she won the seat at the last general election, with a majority of 7,204 votes.",
    ];
    for (const text of texts) for (const { setting, out } of rewrites(text)) expect(out, setting).toMatch(/a majority of (?:4,512|7,204) votes/);
  });

  it("'have the ability to' after a modal stays a verb phrase (never 'would can')", () => {
    const text =
      "Daydreaming is so much better than having a teacher talk about ions. This new tool could be very useful in the classroom for this reason. The reason is that it can advance learning like we never thought. This computer would have the ability to stimulate lessons that would keep kids focused.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\b(?:would|will|could|should|may|might|must|to) can\b/);
  });

  it("casual keeps 'information' in technical compounds ('an information theoretic set-up')", () => {
    const text = "In this paper our aim is to derive these bounds in an information theoretic set-up and so give algorithmic insight.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).toContain("information theoretic");
  });

  it("'Instead,' keeps its comma (a discourse marker, which grammar checkers expect to be set off)", () => {
    const text = "He can't say something stupid and pull the whole country down with him. Instead, this is the best way to tackle most of the problems we have.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\bInstead (?!of\b)/);
  });

  it("'a number of the' keeps its 'of' ('some the accidents' is not English)", () => {
    const text = "Without a human driver, a number of the driverless accidents noted have ranked close to a disaster, and a number of the victims were hurt.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\b(?:some|several) the\b/);
  });

  it("academic expands \"I'd missed\" to \"I had missed\" and \"I'd like\" to \"I would like\"", () => {
    expect(expandContractions("They filled me in on everything I'd missed, and I'd like to thank them. He'd need help; we'd better go.")).toBe(
      "They filled me in on everything I had missed, and I would like to thank them. He would need help; we had better go.",
    );
    const text = "They didn't make fun of me at least. They helped fill me in on everything I'd missed. I'd like to think they meant well.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\bwould missed\b/);
  });

  it("a split leaves no space before its full stop ('feedback , and' gave 'feedback .')", () => {
    const text = "Reading many reviews and talking to people who have direct experience gives us honest customer feedback , and the positive and negative comments help us decide.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\s\./);
  });

  it("'Meanwhile,' keeps its comma", () => {
    const text = "Many people laughed at the foiled speech in the hall. Meanwhile, the mysterious song continued playing from the speakers for an hour.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\bMeanwhile (?!,)/);
  });

  it("a verb the writer doubled is not contracted into a new slip ('that is is' -> \"that's is\")", () => {
    const text = "So you see that is is easier and less complex to do it this way. They are are expensive, and some may need special roads.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/['’](?:s|re) (?:is|are)\b/);
  });

  it("academic expands only real auxiliaries: a misspelt \"wouldin't\" is left alone, not made \"wouldi not\"", () => {
    expect(expandContractions("I wouldin't go, and they don't know; we mustn't wait.")).toBe("I wouldin't go, and they do not know; we must not wait.");
  });

  it("'set the stage for' after a modal keeps its base form (never 'will laid the groundwork')", () => {
    const text = "Both sides hope to win the cup. The first leg at the home ground will set the stage for a gripping battle, with both sides eager to prove their worth.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\bwill (?:laid|prepared)\b/);
  });

  it("a split needs a verb of the right half's own, not one inside a clause hanging off its subject", () => {
    expect(hasFiniteVerb("a widespread unwillingness to face the fact that there is no reason")).toBe(false);
    expect(hasFiniteVerb("the men who are the most fortunate")).toBe(false);
    expect(hasFiniteVerb("the roads were closed for a week")).toBe(true);
    expect(hasFiniteVerb("they wanted to leave early")).toBe(true);
    const text =
      "As these are the men who are the most fortunate and the most respected, there is a general desire to enter their ranks, and a widespread unwillingness to face the fact that there is no justification whatever for incomes derived in this way.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/(?:^|[.!?]\s)(?:And )?[Aa] (?:widespread|broad|wide) unwillingness/);
  });

  it("after a leading concession, 'yet' opens its main clause: no split there ('And though X, and may Y, yet Z')", () => {
    const text =
      "And though this doctrine may seem to grate on the pride of mankind, and may therefore be hard to accept for those who value their wealth, yet it is really no more than what most men practise.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/their wealth\./);
  });

  it("'it is' after a preposition is not contracted ('the only thing left for it is to go')", () => {
    const text = "Of course the only thing left for it is to dismiss all that with a wave of its paw and creep back into its hole.";
    for (const { setting, out } of rewrites(text)) expect(out, setting).not.toMatch(/\bfor it['’]s\b/);
  });
});

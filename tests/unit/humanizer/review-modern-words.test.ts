import { describe, expect, it } from "vitest";
import { dropSerialComma, expandContractions, openerComma } from "@/lib/text-tools/humanizer/style";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STYLES } from "@/lib/text-tools/humanizer/types";
import { all, kept, outs } from "./lexical-harness";

/**
 * Reading review of the rewrites of 60 texts a 2025 chat model wrote (scripts/detector-data/modern-test.jsonl), never
 * tuned on: the defects of the Lexical and Style stages, each shown on sentences written for this test (not only the
 * eval's). Each test failed on the code before its fix.
 */

describe("a replacement word keeps the sense the sentence uses", () => {
  it("'seasoned' food is never 'experienced', also after an adverb", () => {
    for (const st of STYLES) {
      kept("The stews were perfectly seasoned, and nobody complained.", st);
      kept("She served a lightly seasoned broth with rice.", st);
      kept("The soup is always well seasoned by the cook.", st);
    }
    // a seasoned reporter still is an experienced one
    all("A seasoned reporter covered the trial.", /experienced reporter/);
  });
  it("'employed' people were hired, not 'used'", () => {
    for (const st of STYLES) {
      kept("The 300 nurses, employed through an agency, went on strike.", st);
      kept("My sister was employed by a bank for ten years.", st);
      for (const o of outs("He is currently employed as a driver in Kumasi.", st)) expect(o, st).toMatch(/employed as a driver/);
      kept("Most of the staff employed on contract were laid off.", st);
    }
    all("The method employed in this study is simple.", /method used in this study/);
  });
  it("'valuable' as worth money is not 'useful'", () => {
    for (const st of STYLES) {
      kept("Please take anything personal or valuable home with you.", st);
      kept("Do not leave anything valuable in the car.", st);
      kept("The region has valuable minerals and timber.", st);
      kept("Keep valuable documents in the safe.", st);
    }
    all("The workshop taught us valuable lessons.", /useful lessons|helpful lessons/);
  });
  it("'remain' as 'be left alive' is not 'stay'", () => {
    for (const st of STYLES) {
      kept("Only a few hundred birds are thought to remain in the wild.", st);
      for (const o of outs("About 40 lions are believed to remain in the park.", st)) expect(o, st).toMatch(/remain in the park/);
    }
  });
  it("'investigate' with no object is not 'look into' / 'study', and crimes are not studied", () => {
    for (const st of STYLES) {
      for (const o of outs("The support team began investigating immediately.", st)) expect(o, st).not.toMatch(/looking into|studying|examining/);
      for (const o of outs("The engineers investigated quickly, then reported back.", st)) expect(o, st).not.toMatch(/looked into|studied|examined/);
      for (const o of outs("The detective had investigated many murders in Tema.", st)) expect(o, st).not.toMatch(/studied|examined/);
      for (const o of outs("She investigates fraud for a living.", st)) expect(o, st).not.toMatch(/studies|examines/);
    }
  });
  it("engineers 'assessing the damage' are not 'judging' it", () => {
    for (const st of STYLES) {
      kept("Engineers were on site assessing the damage to the bridge.", st);
      kept("The nurse assessed the condition of the wound.", st);
    }
  });
  it("'concerns' as the issues to deal with are not 'fears'", () => {
    for (const st of STYLES) {
      for (const o of outs("Staff shortages remained pressing concerns for the hospital.", st)) expect(o, st).not.toMatch(/fears|worries/);
      for (const o of outs("Cost and safety are the main concerns of parents.", st)) expect(o, st).not.toMatch(/fears|worries/);
    }
  });
  it("'in fact' never splits an infinitive", () => {
    for (const st of STYLES) for (const o of outs("The net has to actually be hanging over the bed to work.", st)) expect(o, st).not.toMatch(/to in fact be/);
    all("To work, the net has to actually be hanging over the bed.", /to really be/, "casual");
    all("Ice is actually less dense than water.", /Ice is in fact less dense/, "academic");
  });
  it("a 'rigorous' training programme is not 'careful' or 'strict', with a word between", () => {
    for (const st of STYLES) {
      kept("She chose a rigorous nursing programme in Accra.", st);
      kept("It is a rigorous engineering course.", st);
    }
  });
});

describe("academic writes out 'd and 's in the tense they stand for", () => {
  it("'d + an adverb + a participle is 'had'", () => {
    expect(expandContractions("He'd also heard it last year.")).toBe("He had also heard it last year.");
    expect(expandContractions("Ekow asked if he'd ever thought of leaving.")).toBe("Ekow asked if he had ever thought of leaving.");
    expect(expandContractions("She'd really enjoyed the trip.")).toBe("She had really enjoyed the trip.");
    // a base verb after the adverb stays "would"
    expect(expandContractions("I'd really welcome the chance.")).toBe("I would really welcome the chance.");
    expect(expandContractions("He'd also go if asked.")).toBe("He would also go if asked.");
  });
  it("'s + become / come, or + an adverb + been, is 'has'", () => {
    expect(expandContractions("Honestly it's become the best part of the week.")).toBe("Honestly it has become the best part of the week.");
    expect(expandContractions("It's come to this.")).toBe("It has come to this.");
    expect(expandContractions("It's already been a year.")).toBe("It has already been a year.");
    expect(expandContractions("It's a good day.")).toBe("It is a good day.");
  });
});

const ctx = { rng: makeRng("x"), p: { ...PROFILES.heavy, split: 1 }, style: "casual" as const };

describe("the opener's comma stays before an aside", () => {
  it("'Sometimes, she thought, the person ...' keeps both commas", () => {
    expect(openerComma("Sometimes, she thought, the quiet ones notice the most.", ctx)).toBe("Sometimes, she thought, the quiet ones notice the most.");
    expect(openerComma("In the end, he said, the money was never found.", ctx)).toBe("In the end, he said, the money was never found.");
    expect(openerComma("In the morning, I suppose, the market is quieter.", ctx)).toBe("In the morning, I suppose, the market is quieter.");
    // without an aside the comma may go
    expect(openerComma("Sometimes, she walked to the market alone.", ctx)).toBe("Sometimes she walked to the market alone.");
  });
});

describe("heavy's serial-comma drop never takes the comma closing an aside or before a new clause", () => {
  // each sentence's comma is one the drop would take by its hash half the time: try it in many frames
  const dropped = (s: string, comma: string) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].some((i) => !dropSerialComma(`${"x ".repeat(i)}${s}`).includes(comma));
  it("a sentence adverb is no list item", () => {
    expect(dropped("He promised her a lot of things, actually, and some of them came true.", "actually, and")).toBe(false);
    expect(dropped("She would go to Legon, no doubt, and Kofi should call her.", "doubt, and")).toBe(false);
    expect(dropped("We packed, ate, of course, and left.", "course, and")).toBe(false);
  });
  it("'and then' + a clause, an indefinite subject, a name and a modal", () => {
    expect(dropped("When the letter came, everyone was happy, and then the bill arrived.", "happy, and")).toBe(false);
    expect(dropped("The lights came on, the fan turned, and somebody else shouted.", "turned, and")).toBe(false);
    expect(dropped("The lights came on, somebody laughed, and everyone clapped.", "laughed, and")).toBe(false);
  });
  it("an appositive or a phrase set off before a second verb", () => {
    expect(dropped("I picked one subject, pure maths, and stuck with it.", "maths, and")).toBe(false);
    expect(dropped("She hid it in her bag, under two old books, and decided to wait.", "books, and")).toBe(false);
  });
  it("a true list still loses its comma about half of the time", () => {
    expect(dropped("She opened her bag, searched it slowly, and then looked up.", "slowly, and")).toBe(true);
    expect(dropped("We bought yams, plantain, and tomatoes.", "plantain, and")).toBe(true);
  });
});

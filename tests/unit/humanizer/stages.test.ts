import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { contract, imperfections, ownOpinion } from "@/lib/text-tools/humanizer/imperfections";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { article, lexiconFor, matchView, pastOrParticiple, scan } from "@/lib/text-tools/humanizer/lexicon";
import { protect, restore } from "@/lib/text-tools/humanizer/protect";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { hasFiniteVerb } from "@/lib/text-tools/humanizer/clause-grammar";
import { structure } from "@/lib/text-tools/humanizer/structure";
import { expandContractions, openerComma, style } from "@/lib/text-tools/humanizer/style";
import { PROFILES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { missingSpans, sanitize, violations } from "@/lib/text-tools/humanizer/verify";
import { AI_TEXTS } from "./fixtures";

const always = PROFILES.heavy;
const ctx = (style: HumanizeStyle = "professional", seed = "t") => ({ rng: makeRng(seed), p: always, style });

describe("protect", () => {
  it("masks numbers, citations, quotations, URLs, e-mails and names, and restores them exactly", () => {
    const text = 'In 2019 Kofi Annan said "peace matters" (Smith et al., 2020) [12]; see https://x.org/a?b=1 or mail a.b@c.org, 45% of $1,200.';
    const { masked, spans } = protect(text);
    expect(masked).not.toMatch(/\d|Kofi|Annan|peace|https|@/);
    expect(spans).toEqual(expect.arrayContaining(["2019", "Kofi", "Annan", '"peace matters"', "(Smith et al., 2020)", "[12]", "https://x.org/a?b=1", "a.b@c.org", "45%", "$1,200"]));
    expect(restore(masked, spans)).toBe(text);
  });
  it("leaves a common word that opens a sentence free but protects a name there", () => {
    expect(protect("Additionally, it works.").spans).toEqual([]);
    expect(protect("Mensah wrote it.").spans).toEqual(["Mensah"]);
  });
});

describe("Structure stage", () => {
  it("splits a long sentence at a clause boundary", () => {
    const s = "The committee reviewed every application submitted during the spring term, and they selected twelve candidates for the final interview round.";
    const units = structure([s], { ...ctx("professional"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out).toEqual(["The committee reviewed every application submitted during the spring term.", "They selected twelve candidates for the final interview round."]);
  });
  it("joins two short sentences and moves a leading clause", () => {
    const joined = structure(["The weather was bad.", "It rained all day."], { ...ctx("casual"), p: { ...always, join: 1 } });
    expect(joined[0]!.out).toEqual(["The weather was bad, and it rained all day."]);
    const moved = structure(["When the rains came, the farmers planted maize."], { ...ctx(), p: { ...always, join: 0, split: 0, move: 1 } });
    expect(moved[0]!.out).toEqual(["The farmers planted maize when the rains came."]);
  });
  it("uses a semicolon, not 'and', to join in academic style", () => {
    const joined = structure(["The sample was small.", "It was also biased."], { ...ctx("academic"), p: { ...always, join: 1 } });
    expect(joined[0]!.out).toEqual(["The sample was small; it was also biased."]);
  });
});

describe("Lexical stage", () => {
  it("replaces LLM markers by part of speech and keeps capitals", () => {
    const out = lexical("Additionally, this underscores a crucial point and we delve into it.", ctx());
    expect(out).not.toMatch(/underscores|crucial|delve/);
    expect(out).toMatch(/^Additionally,/); // sentence-initial connectives belong to the Imperfections stage
  });
  it("fixes the article before a replacement and picks past or participle", () => {
    expect(article("important", false)).toBe("an");
    expect(article("useful", true)).toBe("A");
    expect(pastOrParticiple("it has ", " the", ["showed", "shown"])).toBe("shown");
    expect(pastOrParticiple("it ", " the", ["showed", "shown"])).toBe("showed");
    const out = lexical("It was a crucial step.", { ...ctx(), rng: makeRng("x") });
    expect(out).toBe("It was an important step."); // the article follows the new word
  });
  it("leaves 'it is crucial to note that' whole for the Imperfections stage, which drops it", () => {
    const s = "Furthermore, it is crucial to note that the plan helps.";
    expect(lexical(s, ctx())).toMatch(/it is crucial to note that/);
    const out = humanizeLocal(s, { style: "professional", strength: "heavy", preserveLength: false }).text;
    expect(out).not.toMatch(/pays to note|central to note|crucial to note/);
    expect(out).toMatch(/(?:^|\s)[Tt]he plan helps\.$/); // round 8: the opener may go too ("The plan helps.")
  });
  it("keeps 'employs' when its object is people or a share of them, and plains it for a method", () => {
    for (const s of ["Farming employs approximately 40% of the workforce.", "The firm employs roughly 200 staff."]) {
      expect(humanizeLocal(s, { style: "professional", strength: "heavy", preserveLength: false }).text).toMatch(/employs/);
    }
    expect(humanizeLocal("The study employs a mixed method.", { style: "professional", strength: "heavy", preserveLength: false }).text).toMatch(/uses a mixed method/);
  });
  it("leaves a real landscape and a noun 'highlight' alone", () => {
    expect(lexical("The landscape was dry.", ctx())).toBe("The landscape was dry.");
    expect(lexical("The highlight of the day was lunch.", ctx())).toBe("The highlight of the day was lunch.");
  });
});

describe("Lexical stage: long formal words (round 6)", () => {
  it("replaces excess-vocabulary words only where the plain word means the same (lexicon-excess.ts)", () => {
    expect(lexical("They learn through playing games.", ctx())).toBe("They learn by playing games.");
    expect(lexical("They walked through the morning mist.", ctx())).toBe("They walked through the morning mist.");
    expect(lexical("They walked through nothing but mud.", ctx())).toBe("They walked through nothing but mud.");
    expect(lexical("Our proposed approach is fast.", ctx())).toBe("Our proposed method is fast.");
    expect(lexical("As winter approaches, the birds leave.", ctx())).toBe("As winter approaches, the birds leave.");
    expect(lexical("It is a new approach to teaching.", ctx())).toBe("It is a new approach to teaching.");
    expect(lexical("It helps both the teacher and the student.", ctx())).toBe("It helps the teacher and the student.");
    expect(lexical("They both went home.", ctx())).toBe("They both went home.");
    expect(lexical("It is used across many fields.", ctx())).toBe("It is used in many fields.");
    expect(lexical("She ran across the street.", ctx())).toBe("She ran across the street.");
    expect(lexical("Smoking is associated with cancer.", ctx())).toBe("Smoking is related to cancer.");
    expect(lexical("They need a clear understanding.", ctx())).toBe("They need a clear grasp.");
    expect(lexical("It was a major challenge for the team.", ctx())).toBe("It was a major problem for the team.");
    expect(lexical("She accepted the challenge to race.", ctx())).toBe("She accepted the challenge to race.");
    expect(lexical("They rose to the challenge and won.", ctx())).toBe("They rose to the challenge and won.");
    expect(lexical("We are up for the challenge now.", ctx())).toBe("We are up for the challenge now.");
  });

  it("puts short plain words for long formal ones", () => {
    expect(lexical("In the absence of rain, the crops failed.", ctx())).toBe("Without rain, the crops failed.");
    expect(lexical("This approach allows us to test it.", ctx())).toBe("This method lets us test it.");
    expect(lexical("The study revealed that costs rose.", ctx())).toBe("The study showed that costs rose.");
    expect(lexical("It became evident that the plan failed.", ctx())).toBe("It became clear that the plan failed.");
    expect(lexical("Music was an integral part of the day.", ctx())).toBe("Music was a central part of the day.");
    expect(lexical("Considering the cost, we waited.", ctx())).toBe("Given the cost, we waited.");
    expect(lexical("Cats as well as dogs need care.", ctx())).toBe("Cats and dogs need care.");
    expect(lexical("Despite the fact that it rained, they played.", ctx())).toBe("Even though it rained, they played.");
    expect(lexical("It should be taken into consideration.", ctx())).toBe("It should be taken into account.");
    expect(lexical("It was virtually impossible.", ctx())).toMatch(/^It was (?:almost|nearly) impossible\.$/);
    expect(lexical("They felt a heightened sense of risk.", ctx())).toBe("They felt a greater sense of risk.");
    expect(lexical("The new hall was considerably larger.", ctx())).toMatch(/^The new hall was (?:much|far) larger\.$/);
  });
  it("keeps the guarded senses", () => {
    for (const s of [
      "She revealed that she was ill.",
      "They are considering the offer.",
      "The engine performed as well as expected.",
      "The teacher, as well as the pupils, is here.",
      "Diet as well as exercise is important for health.",
      "The rain as well as the wind was strong that night.",
      "The path, leading to the house, was wet.",
      "He perceived threats everywhere.",
      "We had insufficient funds.",
      "Talks have been ongoing for weeks.",
      "Big differences remain between the two sides.",
      "Many questions remain.",
      "We solve for the metric components.",
      "Classes now meet virtually.",
      "The attack heightened tensions.",
      "She is an accomplished pianist.",
      "Mission accomplished, we went home.",
      "They sent a cease and desist letter.",
      "Tests of modified gravity continue.",
    ]) expect(lexical(s, ctx())).toBe(s);
  });
});

describe("Imperfections stage", () => {
  it("varies stock connectives and drops throat-clearing", () => {
    expect(imperfections("It is important to note that the sample was small.", ctx())).toBe("The sample was small.");
    expect(imperfections("Furthermore, the cost rose.", ctx("casual"))).not.toMatch(/^Furthermore/);
  });
  it("contracts only before another word and never in academic style", () => {
    expect(contract("It is clear that we do not know.", ctx("casual"))).toBe("It's clear that we don't know.");
    expect(contract("That is how it is.", ctx("casual"))).toBe("That's how it is.");
    expect(contract("We do not know.", ctx("academic"))).toBe("We do not know.");
  });
});

describe("Style stage", () => {
  it("academic expands contractions and formalises openers", () => {
    expect(expandContractions("It's clear they don't know and can't say.")).toBe("It is clear they do not know and cannot say.");
    expect(style("But the results didn't hold.", ctx("academic"))).toMatch(/^(?:Yet|Still,) the results did not hold\.$/);
  });
});

describe("humanizeLocal", () => {
  it("is deterministic and the four styles read differently", () => {
    const text = `${AI_TEXTS[1]} It is clear that many schools do not have enough money for laptops.`;
    const outs = (["academic", "professional", "casual", "creative"] as const).map((s) => humanizeLocal(text, { style: s, strength: "heavy", preserveLength: false }).text);
    expect(humanizeLocal(text, { style: "casual", strength: "heavy", preserveLength: false }).text).toBe(outs[2]);
    expect(new Set(outs).size).toBe(4);
    expect(outs[0]).not.toMatch(/n't|'s\b|'re\b/);
    expect(outs[2]).toMatch(/n't|'re\b|'s\b/);
  });
  it("changes more at heavy than at light", () => {
    const changed = (strength: "light" | "heavy") =>
      AI_TEXTS.reduce((n, t) => n + diffWords(t, humanizeLocal(t, { style: "professional", strength, preserveLength: true }).text), 0);
    expect(changed("heavy")).toBeGreaterThan(changed("light"));
  });
  it("passes every invariant on the fixtures", () => {
    for (const t of AI_TEXTS) for (const s of ["academic", "casual"] as const) {
      const out = humanizeLocal(t, { style: s, strength: "heavy", preserveLength: true }).text;
      expect(violations(t, out, { style: s, strength: "heavy", preserveLength: true })).toEqual([]);
      expect(missingSpans(t, out)).toEqual([]);
    }
  });
  it("sanitize removes invisible and look-alike characters", () => {
    expect(sanitize("pa\u200Bper \u0440aper")).toBe("paper paper");
  });
});

function diffWords(a: string, b: string): number {
  const wa = a.split(/\s+/), wb = new Set(b.split(/\s+/));
  return wa.filter((w) => !wb.has(w)).length;
}

describe("round 7: commas, first person, ability phrases", () => {
  it("drops the comma after a short transitional opener, except in academic style and before a non-subject", () => {
    expect(openerComma("As a result, the roads were closed.", ctx())).toBe("As a result the roads were closed.");
    expect(openerComma("In fact, they left.", ctx("casual"))).toBe("In fact they left.");
    expect(openerComma("However, the roads were closed.", ctx())).toBe("However, the roads were closed.");
    expect(openerComma("As a result, closed roads slowed trade.", ctx())).toBe("As a result, closed roads slowed trade.");
    expect(style("As a result, the roads were closed.", ctx("academic"))).toBe("As a result, the roads were closed.");
  });
  it("casual owns a claim of opinion with a first-person hedge; other styles and first-person sentences keep theirs", () => {
    const seeds = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const outs = seeds.map((seed) => ownOpinion("The schools should teach children to cook.", ctx("casual", seed)));
    expect(outs.filter((o) => o !== "The schools should teach children to cook.").length).toBeGreaterThan(2);
    for (const o of outs) expect(o).toMatch(/^(?:I (?:think|believe|'d say) t|T)he schools should teach children to cook\.$/);
    const but = seeds.map((seed) => ownOpinion("But the schools should teach cooking.", ctx("casual", seed)));
    expect(but.some((o) => o.startsWith("But I "))).toBe(true);
    for (const o of but) expect(o).toMatch(/^But (?:I (?:think|believe|'d say) )?the schools should/);
    expect(ownOpinion("\uE000 should teach cooking.", ctx("casual"))).toBe("\uE000 should teach cooking.");
    expect(ownOpinion("The schools should teach children to cook.", ctx("professional"))).toBe("The schools should teach children to cook.");
    expect(ownOpinion("We should teach children to cook.", ctx("casual"))).toBe("We should teach children to cook.");
    expect(ownOpinion("Should schools teach cooking?", ctx("casual"))).toBe("Should schools teach cooking?");
  });
  it("'is able to' / 'has the ability to' become 'can'; 'be able to' keeps its words", () => {
    expect(lexical("The system is able to process requests, and users have the ability to opt out.", ctx())).toBe("The system can process requests, and users can opt out.");
    expect(lexical("The team will be able to help.", ctx())).toBe("The team will be able to help.");
  });
  it("never joins onto a sentence that already has an 'and'", () => {
    const joined = structure(["We ate and talked.", "It was late."], { ...ctx("casual"), p: { ...always, join: 1 } });
    expect(joined.map((u) => u.out.join(" "))).toEqual(["We ate and talked.", "It was late."]);
  });
});

describe("round 7: guards from reading rewrites, and plain forms", () => {
  it("keeps the noun 'attempt' and 'potential' after a noun; 'has emerged as' takes the participle", () => {
    expect(lexical("The assassination attempt on the president failed.", ctx())).toBe("The assassination attempt on the president failed.");
    expect(lexical("Several attempts to reach them failed.", ctx())).toBe("Several attempts to reach them failed.");
    expect(lexical("They attempted to leave.", ctx())).toBe("They tried to leave.");
    expect(lexical("Phone potential offers more.", ctx())).toMatch(/^Phone potential (?:offers|gives) more\.$/);
    // round 21: a risk is already one that may happen ("potential risks" -> "risks"); other nouns keep "possible"
    expect(lexical("Any potential risks must be flagged.", ctx())).toBe("Any risks must be flagged.");
    expect(lexical("Any potential delays must be flagged.", ctx())).toBe("Any possible delays must be flagged.");
    expect(lexical("The app has emerged as a leader.", ctx())).toBe("The app has become a leader.");
    expect(lexical("The app emerged as a leader.", ctx())).toBe("The app became a leader.");
  });
  it("never splits 'is because' into a sentence that ends on 'is'", () => {
    const s = "One major reason why the plan is being discussed in schools is because it offers accurate data about pupils.";
    const units = structure([s], { ...ctx("casual"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out.join(" ")).not.toMatch(/\bis\.\s/);
  });
  it("'was unable to' -> 'could not'; 'This paper presents' -> 'We present' (not after 'of')", () => {
    expect(lexical("The team was unable to finish.", ctx())).toBe("The team could not finish.");
    expect(lexical("This paper presents a new model.", ctx("academic"))).toBe("We present a new model.");
    expect(lexical("The results of this study show a gap.", ctx("academic"))).toBe("The results of this study show a gap.");
  });
});

describe("round 7: reading fixes", () => {
  it("drops throat-clearing after an opener too, and adds no hedge to it", () => {
    for (const st of ["academic", "professional", "casual", "creative"] as HumanizeStyle[]) {
      const out = imperfections("Additionally, it is important to note that the results show a large gain.", ctx(st));
      expect(out).not.toMatch(/important to note|I think|I'd say|I believe/);
      expect(out).toMatch(/the results show a large gain\.$/);
    }
  });
  it("never contracts a stranded 'is' after a wh-word", () => {
    expect(contract("You know who it is the moment you see them.", ctx("casual"))).toBe("You know who it is the moment you see them.");
    expect(contract("I know what it is and it is fine.", ctx("casual"))).toBe("I know what it is and it's fine.");
  });
  it("limits are exceeded, not beaten", () => {
    expect(lexical("The levels have surpassed safe limits.", ctx())).toBe("The levels have exceeded safe limits.");
    expect(lexical("Sales surpassed expectations.", ctx())).toBe("Sales exceeded expectations.");
  });
});

describe("round 7: a split needs a clause on the right", () => {
  it("does not cut off a second object after ', and the ...'", () => {
    const s = "Studying the planet is essential to our exploration of the inner solar system, and the possible discovery of even more places beyond our world.";
    const units = structure([s], { ...ctx("professional"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out).toEqual([s]);
    expect(hasFiniteVerb("the team won the cup.")).toBe(true);
    expect(hasFiniteVerb("they selected twelve candidates.")).toBe(true);
    expect(hasFiniteVerb("the possible discovery of even more places.")).toBe(false);
  });
  it("keeps compounds and senses: driver assistance, a critical eye, diverse factors", () => {
    expect(lexical("Driver assistance systems work, and we need assistance.", ctx())).toBe("Driver assistance systems work, and we need help.");
    expect(lexical("Read it with a critical eye.", ctx())).toBe("Read it with a critical eye.");
    expect(lexical("It depends on diverse factors.", ctx())).toMatch(/^It depends on (?:varied|different) factors\.$/); // round 17b: "different" before a plural noun
  });
});

describe("round 7: more reading fixes", () => {
  it("ensure -> make sure only before a clause; encountered -> faced only for trouble", () => {
    expect(lexical("We must ensure that it works while ensuring environmental sustainability.", ctx())).toBe("We must make sure that it works while ensuring environmental sustainability.");
    expect(lexical("The reservoirs encountered so far are rich, and they encountered serious problems.", ctx())).toBe("The reservoirs encountered so far are rich, and they faced serious problems.");
  });
  it("no 'This/That' split of an -ing tail after a modal or with a second -ing", () => {
    const s = "If the plan works, the discoveries could mark a turning point for the economy, boosting its energy sector and contributing to job creation.";
    const units = structure([s], { ...ctx("casual"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out.join(" ")).not.toMatch(/That boosts|This boosts|and feeding|and boost\b/);
  });
  it("'Using X, this study aims to' -> 'Using X, we aim to'", () => {
    expect(lexical("Using new data, this study aims to test the model.", ctx("academic"))).toBe("Using new data, we aim to test the model.");
  });
});

describe("round 7: degree and passive guards", () => {
  it("'most significant' keeps its word; a passive 'be required to' is not 'be needed to'", () => {
    expect(lexical("One of the most significant benefits is clear.", ctx())).toBe("One of the most significant benefits is clear.");
    expect(lexical("Students should be required to keep a B average.", ctx("casual"))).toBe("Students should be required to keep a B average.");
    expect(lexical("These jobs require patience.", ctx("casual"))).toBe("These jobs need patience.");
  });
});

describe("round 7: a rule that requires someone to act", () => {
  it("'requires students to keep' keeps its verb (a mandate, not a need)", () => {
    for (const st of ["professional", "casual"] as HumanizeStyle[]) {
      expect(lexical("The policy requires students to keep a B average.", ctx(st))).toBe("The policy requires students to keep a B average.");
      expect(lexical("The job requires patience.", ctx(st))).toBe("The job needs patience.");
    }
  });
});

describe("round 7: fragments and nouns", () => {
  it("never leaves a leading 'If ...' clause as a sentence of its own", () => {
    const s = "If athletes are receiving grades of C or below in their classes, then they are spending their effort on the field instead of the library.";
    const units = structure([s], { ...ctx("academic"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out).toHaveLength(1);
  });
  it("'Witnesses reported' is the noun; 'a testament to' becomes 'a sign of'/'proof of'", () => {
    expect(lexical("Witnesses reported a loud bang, and two witnesses said it was late.", ctx())).toBe("Witnesses reported a loud bang, and two witnesses said it was late.");
    expect(lexical("It became an astonishing testament to the mysteries of space.", ctx())).toMatch(/an astonishing (?:sign|proof) of the mysteries/);
  });
});

describe("round 7: gerund objects and 'that is'", () => {
  it("'Supporters of requiring X' keeps the verb; 'that is' in the i.e. sense is not contracted", () => {
    expect(lexical("Supporters of requiring a B average argue it helps.", ctx())).toBe("Supporters of requiring a B average argue it helps.");
    expect(lexical("Supporters of requiring a B average argue it helps.", ctx("casual"))).toBe("Supporters of requiring a B average argue it helps.");
    expect(contract("No evidence - that is, no proof - exists, and that is sad.", ctx("casual"))).toBe("No evidence - that is, no proof - exists, and that's sad.");
  });
});

describe("round 7: ellipses", () => {
  it("never joins onto or splits after an ellipsis", () => {
    const joined = structure(["It was the worst person they could have chosen...", "I remembered her at once."], { ...ctx("casual"), p: { ...always, join: 1 } });
    expect(joined.map((u) => u.out.join(" ")).join(" ")).toBe("It was the worst person they could have chosen... I remembered her at once.");
    const s = "It was the worst person they could have picked that night..., and I remembered her face at once.";
    const units = structure([s], { ...ctx("professional"), p: { ...always, join: 0, move: 0, split: 1 } });
    expect(units[0]!.out.join(" ")).not.toMatch(/\.{4}/);
  });
});

describe("round 7: preserveLength falls back to word swaps before the original", () => {
  it("a short text whose full rewrite is too short still gets its word swaps, within 10%", () => {
    const text = "Additionally, the survey of 1,240 households (Mensah, 2020) underscores the crucial role of clinics in Ghana. It is important to note that 63% of families delve into local remedies first.";
    const out = humanizeLocal(text, { style: "professional", strength: "medium", preserveLength: true }).text;
    expect(out).not.toBe(text);
    expect(Math.abs(out.length / text.length - 1)).toBeLessThanOrEqual(0.1);
    for (const kept of ["1,240", "(Mensah, 2020)", "Ghana", "63%"]) expect(out).toContain(kept);
  });
});

describe("round 7: opener commas that must stay", () => {
  it("'Beyond that, the survey' keeps its comma ('Beyond that the survey' reads as a clause)", () => {
    expect(openerComma("Beyond that, the survey shows a shift.", ctx())).toBe("Beyond that, the survey shows a shift.");
  });
});

describe("round 7: no AI-vocabulary words as replacements", () => {
  it("crucial/integral/instrumental get plain words that are not on the marker lists themselves", () => {
    expect(lexical("A crucial step was taken.", ctx())).toBe("An important step was taken.");
    // "It matters that" states a fact's weight, not a need (round 12)
    expect(lexical("It is crucial that we act.", ctx())).toBe("It is important that we act.");
    expect(lexical("She was instrumental in the win.", ctx())).toBe("She played a big part in the win.");
    expect(lexical("An essential tool and a critical review.", ctx())).toBe("An essential tool and a critical review.");
    for (const st of ["academic", "professional", "casual", "creative"] as HumanizeStyle[]) {
      expect(lexical("It was a crucial, critical, essential and very important integral part of the plan.", ctx(st))).not.toMatch(/\b(?:key|vital)\b/);
    }
  });
});

describe("round 7: fewer marker words left", () => {
  it("the potential X -> the possible X (the noun keeps its word); countless -> many; comprehensive -> full/broad", () => {
    expect(lexical("The potential benefits are clear, but the potential of the plan is unknown.", ctx())).toBe("The possible benefits are clear, but the potential of the plan is unknown.");
    expect(lexical("The potential is huge.", ctx())).toBe("The potential is huge.");
    expect(lexical("She spent countless hours there.", ctx())).toBe("She spent many hours there.");
    expect(lexical("A comprehensive review.", ctx())).toMatch(/^A (?:full|broad) review\.$/);
  });
});

describe("round 7: marker words with plain forms", () => {
  it("overall, key, vital, when it comes to, represents a", () => {
    expect(lexical("The overall quality improved, but the overall winner was late.", ctx())).toBe("The quality improved, but the overall winner was late.");
    expect(lexical("A key factor is the key to success.", ctx())).toBe("A main factor is the key to success.");
    expect(lexical("Water is vital for life, and his vital signs are stable; it is absolutely vital.", ctx())).toBe("Water is very important for life, and his vital signs are stable; it is absolutely vital.");
    expect(lexical("When it comes to math, she is fast.", ctx())).toBe("As for math, she is fast.");
    expect(lexical("This represents a major shift, and the senator represents a district.", ctx())).toBe("This is a major shift, and the senator represents a district.");
    expect(imperfections("Overall, the plan worked.", ctx())).not.toMatch(/^Overall/);
  });
});

describe("round 7: marks / offers", () => {
  it("This marks the first time -> This is the first time; offers -> gives only as the verb", () => {
    expect(lexical("This marks the first time it happened.", ctx())).toBe("This is the first time it happened.");
    expect(lexical("The program offers a chance to travel, but job offers are rare and he offers to help.", ctx())).toBe("The program gives a chance to travel, but job offers are rare and he offers to help.");
  });
});

describe("round 7: understanding of", () => {
  it("their understanding of -> their grasp of; the verb stays", () => {
    expect(lexical("It tests their understanding of the topic.", ctx())).toBe("It tests their grasp of the topic.");
    expect(lexical("Understanding of this kind helps.", ctx())).toBe("Understanding of this kind helps.");
  });
});

describe("round 7: despite", () => {
  it("Despite this, -> Still, / Even so,; despite the X -> even with the X; academic and 'despite being' keep it", () => {
    // round 8: "Still," too ("Even so," alone had become a tell of the rewrites)
    expect(lexical("Despite this, the team won.", ctx())).toMatch(/^(?:Still|Even so), the team won\.$/);
    expect(lexical("Despite the ban, people drove, despite being warned.", ctx())).toBe("Even with the ban, people drove, despite being warned.");
    expect(lexical("Despite the ban, people drove.", ctx("academic"))).toBe("Despite the ban, people drove.");
  });
});

describe("round 7: story clichés", () => {
  it("whisper, stumbled upon, etched in memory, a symphony of", () => {
    expect(lexical("Her voice was barely above a whisper when she stumbled upon a symphony of colors, etched in my memory.", ctx("creative")))
      .toBe("Her voice was little more than a whisper when she came across a mix of colors, fixed in my memory.");
    expect(lexical("I have stumbled upon it.", ctx("creative"))).toBe("I have come across it.");
  });
});

describe("lexicon regex", () => {
  it("each part stays under V8's 20 KB optimisation limit and the merged scan finds the same matches as a flat longest-first list", () => {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const st of ["academic", "professional", "casual", "creative"] as HumanizeStyle[]) {
      const { map, regexes } = lexiconFor(st);
      // round 19: one pattern of the table had reached 19,970 characters in casual; split by first character now
      expect(regexes.length).toBeGreaterThan(1);
      for (const regex of regexes) expect(regex.source.length).toBeLessThan(20_000);
      const flat = new RegExp(`(?<![\\w'’-])(?:${[...map.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")})(?![\\w'’-])`, "gi");
      const texts = [...AI_TEXTS, "an overlap: in order to in order, a key of one letter a, a-b 'cause", "  "].map(matchView);
      for (const t of texts) expect(scan(t, regexes).map((m) => `${m.index}:${m[0]}`)).toEqual([...t.matchAll(flat)].map((m) => `${m.index}:${m[0]}`));
    }
  });
  it("merges overlapping matches of two parts as one pattern would (the earlier wins, the later one is searched again)", () => {
    const parts = [/(?<![\w'’-])(?:a b c|d)(?![\w'’-])/gi, /(?<![\w'’-])(?:b c d|c|e)(?![\w'’-])/gi];
    const one = /(?<![\w'’-])(?:a b c|b c d|d|c|e)(?![\w'’-])/gi;
    for (const t of ["a b c d e", "x b c d a b c", "c a b c c d"]) expect(scan(t, parts).map((m) => `${m.index}:${m[0]}`)).toEqual([...t.matchAll(one)].map((m) => `${m.index}:${m[0]}`));
  });
});

describe("round 7: therefore", () => {
  it("keeps a mid-sentence 'therefore' (the swap to 'thus' added a marker word)", () => {
    expect(lexical("We therefore propose a model.", ctx("academic"))).toBe("We therefore propose a model.");
  });
});

describe("round 7: replacements off the marker lists", () => {
  it("paramount, breathtaking, renowned, noteworthy, hallmark, myriad, comprehend", () => {
    expect(lexical("Safety is paramount and of paramount importance.", ctx())).toBe("Safety is most important and of the greatest importance.");
    expect(lexical("A breathtaking view by a renowned painter, a noteworthy hallmark of a myriad of styles they comprehend.", ctx("creative")))
      // "noteworthy" has one replacement, already used in this sentence: it stays rather than echo "striking"
      .toBe("A striking view by a famous painter, a noteworthy sign of a host of styles they understand.");
  });
});

describe("Preserve Length keeps what fits", () => {
  it("rewrites the sentence that fits when the other cannot shrink less than 10% (an 8% aim had reverted both)", () => {
    const text = "Furthermore, it is crucial to note that the findings underscore the importance of robust data governance. Additionally, the outcomes demonstrate a significant improvement in user engagement across diverse communities, highlighting the pivotal role of transparency.";
    const { text: out } = humanizeLocal(text, { style: "professional", strength: "medium", preserveLength: true });
    expect(out).not.toBe(text);
    expect(out.length / text.length).toBeGreaterThanOrEqual(0.9);
    expect(out.length / text.length).toBeLessThanOrEqual(1.1);
  });
});

import { describe, expect, it } from "vitest";
import { ANTISLOP_ROWS } from "@/lib/text-tools/humanizer/lexicon-antislop";
import { all, kept, outs, tableChecks } from "./lexical-harness";

/**
 * Round 18 (thirteenth session): words of the antislop list still left in the rewrites of train.jsonl's AI texts
 * ("understanding", "journey", "insights", "curiosity", "sparked", "thus", ...), rewritten only in the sense the plain
 * word shares; the other senses stay. Tests of new behaviour failed on the code before.
 */

describe("understanding", () => {
  it("the verb with its object becomes grasping / knowing, the wh- clause knowing / seeing", () => {
    all("The results are important for understanding the origin of cosmic rays.", /^The results are important for (?:grasping|knowing) the origin of cosmic rays\.$/);
    all("Understanding these downsides should factor into the review.", /^(?:Grasping|Knowing) these downsides should factor into the review\.$/);
    all("Understanding how the market works takes time.", /^(?:Knowing|Seeing) how the market works takes time\.$/);
  });
  it("the noun of knowledge in its stock phrases", () => {
    all("The study challenges our current understanding of gravity.", /^The study challenges what we now know about gravity\.$/);
    all("More work is needed to gain a more comprehensive understanding of this process.", /^More work is needed to gain a fuller picture of this process\.$/);
  });
  it("keeps the noun of an agreement, the adjective and academic prose", () => {
    kept("They reached an understanding the two sides could live with.");
    kept("She was understanding the whole time.");
    kept("Her understanding the first time was partial.");
    kept("The results are important for understanding the origin of cosmic rays.", "academic");
    kept("Nurses treated patients with empathy and understanding.");
  });
});

describe("journey", () => {
  it("the figurative journey: a story told, a time as, a personal path, a career path", () => {
    all("He hopes sharing his journey will inspire local youth.", /^He hopes sharing his story will inspire/);
    all("I realized that my journey as a companion had changed me.", /^I realized that my time as a companion had changed me\.$/);
    all("I am proud of every step you take on your own special journey.", /on your own special path\.$/);
    all("She is about to start a new career journey.", /a new career path\.$/);
  });
  it("travel: set out across, went on its way, a return trip", () => {
    all("We set out on a journey across the city.", /^We set out across the city\.$/);
    all("The fox continued its journey, leaving a trail of joy.", /^The fox went on its way, leaving a trail of joy\.$/);
    all("Passengers should book the return journey early.", /book the return trip early\.$/);
  });
  it("a journey by road and a journey as a frame of time stay", () => {
    kept("The journey to Kumasi took five hours by bus.");
    kept("It was a long, hard journey.");
    kept("In this introspective journey, her thoughts wandered.");
    kept("During her personal journey she kept a diary.");
  });
});

describe("insights, curiosity, sparked", () => {
  it("insights into are clues to or ideas about; academic keeps the word", () => {
    // (round 22: casual and creative only; professional keeps "insights into" too, review-round22.test.ts)
    all("Basic insights into these phenomena are obtained from theory.", /^Basic (?:clues to|ideas about) these phenomena are obtained/, "casual");
    kept("Basic insights into these phenomena are obtained from theory.", "academic");
  });
  it("sparked my curiosity -> made me curious; a debate sparked is started or set off", () => {
    all("The photo sparked her curiosity.", /^The photo made her curious\.$/);
    all("The old map sparked their curiosity.", /^The old map made them curious\.$/);
    const d = outs("The incident sparked a national debate on gun control.");
    for (const o of d) expect(o).toMatch(/^The incident (?:started|set off) a national debate on gun control\.$/);
    expect(d.some((o) => /started/.test(o)) && d.some((o) => /set off/.test(o))).toBe(true);
  });
  it("a spark that lit a fire stays", () => {
    kept("The faulty wire sparked a fire in the kitchen.");
    kept("A cigarette sparked a huge blaze in the forest.");
  });
  it("curiosity after 'with' or 'and' is interest; the idioms stay", () => {
    all("Jackson replied, his brow furrowed with curiosity.", /furrowed with interest\.$/);
    kept("Curiosity got the better of me.");
    kept("I opened it out of curiosity.");
    kept("It was a morbid curiosity full of dread.");
  });
});

describe("verbs", () => {
  it("reflect on, ponder, marvel at, yearn for, research", () => {
    all("The fox lay in its burrow, reflecting on the day's antics.", /, thinking (?:about|over) the day's antics\.$/);
    all("She pondered the question.", /^She thought about the question\.$/);
    all("Her friends marveled at her talent.", /^Her friends (?:admired|wondered at) her talent\.$/);
    all("He yearned for freedom.", /^He (?:longed|ached) for freedom\.$/);
    all("I spent months researching how to fix the watch.", /^I spent months studying how/);
    all("Undeterred by the rain, they marched on.", /^Not put off by the rain, they marched on\.$/);
  });
  it("light reflected on water, a scandal that reflects on a school and a bare 'pondered' stay", () => {
    kept("Sunlight reflected on the water.");
    kept("The scandal reflects on the whole school.");
    kept("She pondered.");
    kept("He pondered deeply before answering.");
    kept("Undeterred by the rain, they marched on.", "academic");
  });
  it("'is a reminder that' is left alone ('reminds us' would put the writer into a news report)", () => {
    // (round 22: heavy writes "shows that", never "reminds us"; the harness runs every row at heavy)
    all("The crash is a reminder that roads are dangerous.", /^The crash (?:is a reminder|shows) that roads are dangerous\.$/);
  });
});

describe("describing words and adverbs", () => {
  it("thus far -> so far; a bare opening Thus -> So (academic: Therefore)", () => {
    all("No casualties have been reported thus far.", /reported so far\.$/);
    all("Thus there is a need to act.", /^So there is a need to act\.$/);
    all("Thus the plan failed.", /^Therefore the plan failed\.$/, "academic");
    kept("Thus, the plan failed."); // the comma form is the Imperfections stage's
  });
  it("surprise winner, gladly accepted, keenly awaited, advanced technology, complicated issue, in finance", () => {
    all("The vote produced an unexpected winner.", /produced a surprise winner\.$/);
    all("I eagerly accepted the invitation.", /^I gladly accepted the invitation\.$/);
    all("The report is eagerly awaited.", /^The report is keenly awaited\.$/);
    all("The firm uses cutting-edge technology.", /^The firm uses (?:advanced|modern) technology\.$/);
    all("It is a complex issue for the council.", /^It is a complicated issue/);
    all("In the world of finance, trust is everything.", /^In finance, trust is everything\.$/);
  });
  it("keeps the literal and the other senses", () => {
    kept("A timer etched on their wrist counted down.");
    kept("The glass was etched with a pattern.");
    kept("Something unexpected happened.");
    kept("They faced unexpected costs.");
    kept("Fans will be eagerly waiting to see the deal.");
    kept("She lives in a housing complex near the station.");
    kept("The proof uses complex numbers.");
    kept("In the mystical world of Lumina, I set out alone.");
  });
  it("a face etched with sorrow is lined with it; sadness etched on a face is written on it", () => {
    all("Her face was etched with sorrow.", /^Her face was lined with sorrow\.$/);
    all("A deep sadness etched on their face.", /^A deep sadness written on their face\.$/);
  });
});

describe("the table", () => {
  tableChecks(ANTISLOP_ROWS);
});

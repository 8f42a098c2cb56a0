import { describe, expect, it } from "vitest";
import { humanize } from "@/lib/text-tools/humanizer/index";
import { hasContraction, repair, violations } from "@/lib/text-tools/humanizer/verify";
import { linkedJoin } from "@/lib/text-tools/humanizer/joins";
import { resultTail } from "@/lib/text-tools/humanizer/result-tail";
import { dropSerialComma } from "@/lib/text-tools/humanizer/style";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";
import { outs } from "./lexical-harness";

/**
 * Twenty-second session: the defects the review of unseen customer texts left open (review-customers-unseen.test.ts)
 * and those found on fifteen more texts of other kinds (nursing, law, economics, theology, computing, marketing,
 * history, statements, grants, minutes), written for this review; none from train.jsonl or dev.jsonl. Each test
 * failed on the code before its fix.
 */
const academic = (strength: (typeof STRENGTHS)[number]) => ({ style: "academic" as const, strength, preserveLength: true });

describe("academic contractions are written out in the rewrite's own prose only, never in a protected span", () => {
  it("a bracketed note, a reference title and the set question keep their contractions, with no warning", async () => {
    const texts = [
      "Students can reuse the template from the first workshop [the same idea was used on day 2, so don't repeat it] when they draft their own plans.",
      "King, M. L. (1964). Why we can't wait. Harper & Row.\n\nThe book argues that delay is a form of denial.",
      "Question: Explain why it's hard to measure poverty. Answer: Poverty is hard to measure because incomes vary.",
    ];
    for (const text of texts) {
      for (const strength of STRENGTHS) {
        const r = await humanize(text, academic(strength));
        expect(r.humanizedText, strength).toMatch(/don't repeat it\]|can't wait|why it's hard/);
        expect(r.warning ?? "", strength).not.toMatch(/review the result/);
      }
    }
    expect(repair("The note [as on day 2, so don't repeat it] stays. It's late.", academic("medium"))).toBe("The note [as on day 2, so don't repeat it] stays. It is late.");
  });
  it("the check reads the text as the repair does: a contraction only in a protected span is none", () => {
    expect(hasContraction("The note [as on day 2, so don't repeat it] stays.")).toBe(false);
    expect(hasContraction("# Why we can't wait\n\nA heading is kept.")).toBe(false);
    // the input's protected contraction does not excuse one the rewrite wrote into its own prose
    expect(violations("The note [as on day 2, so don't repeat it] stays.", "The note [as on day 2, so don't repeat it] doesn't stay.", academic("medium"))).toContain("contractions");
  });
  it("a contraction opening a sentence is a word, not a name: academic writes it out without a warning", async () => {
    for (const strength of STRENGTHS) {
      const r = await humanize("Don't worry about the layout of the poster. We're going to mark the argument only.", academic(strength));
      expect(r.humanizedText, strength).toMatch(/^Do not worry .* We are going/);
      expect(r.warning, strength).toBeUndefined();
    }
  });
});

describe("a result tail never becomes a 'which' that reads as the last noun's relative", () => {
  it("after a singular noun or a name, 'and this' names the whole clause", () => {
    // "the water budget, which costs" would say the budget costs the money
    expect(resultTail("The new tariff increased the strain on the school's water budget, costing the board about twice as much each term.")).toBe(
      "The new tariff increased the strain on the school's water budget, and this cost the board about twice as much each term.",
    );
    expect(resultTail("The river rose over its banks near the old mill, leaving the lower farms under water for a week.")).toBe(
      "The river rose over its banks near the old mill, and this left the lower farms under water for a week.",
    );
    // \uE001 stands for a protected name
    expect(resultTail("The audit found serious gaps in the records kept by \uE001, prompting the council to suspend the contract.")).toBe(
      "The audit found serious gaps in the records kept by \uE001, and this prompted the council to suspend the contract.",
    );
    // a modal gives no agreement to tell the clause from the plural noun ("the new rules, which could cause")
    expect(resultTail("The ministry may tighten the new rules, causing delays for small importers.")).toBe(
      "The ministry may tighten the new rules, and this may cause delays for small importers.",
    );
  });
  it("'which' stays where no noun can be its antecedent: an adverb, a pronoun, a plural noun before a singular verb", () => {
    expect(resultTail("The price of cement rose very sharply, forcing many builders to stop work.")).toBe(
      "The price of cement rose very sharply, which forced many builders to stop work.",
    );
    expect(resultTail("Heavy rains have washed away the feeder roads in the valleys, leading to shortages of food in the markets.")).toBe(
      // (session 25 review: a plural noun before a singular verb takes "and this": "roads ..., which has led" read as an
      // agreement error)
      "Heavy rains have washed away the feeder roads in the valleys, and this has led to shortages of food in the markets.",
    );
    expect(resultTail("The bank closed its branch in the village last year, forcing traders to travel to town.")).toBe(
      "The bank closed its branch in the village last year, which forced traders to travel to town.",
    );
  });
  it("no 'and this' before a 'this' ('and this made this list'): the participle stays", () => {
    expect(resultTail("The heavy rain flooded the only road to the district hospital, making this year's vaccination drive impossible.")).toBeNull();
  });
});

describe("a join never makes 'This means' a 'which' that reads as the last noun's", () => {
  it("'X the school budget. This means ...' stays two sentences; after an adverb it joins", () => {
    expect(linkedJoin("The new levy takes money from the school budget.", "This means fewer books for the pupils.", "professional")).toBeNull();
    expect(linkedJoin("The price of bread in the city rose very sharply.", "This means fewer meals for poor families.", "professional")).toBe(
      "The price of bread in the city rose very sharply, which means fewer meals for poor families.",
    );
  });
});

describe("the synonym table keeps a word's sense and register (left open by the last review)", () => {
  /** no draw in any style matches `re` */
  const never = (s: string, re: RegExp) => {
    for (const st of STYLES) for (const o of outs(s, st)) expect(o, `${st}: ${s}`).not.toMatch(re);
  };
  const some = (s: string, re: RegExp, st: (typeof STYLES)[number] = "professional") => expect(outs(s, st).join(" | ")).toMatch(re);
  it("'acknowledge that' is accepted, never admitted (a confession)", () => {
    never("The ministry now acknowledges that rural clinics receive less funding than urban ones.", /admit/);
    some("The ministry now acknowledges that rural clinics receive less funding than urban ones.", /accepts that/);
  });
  it("'thereby' is 'in the process', never 'in turn' (the next link of a chain)", () => {
    never("The pump was left running overnight, thereby draining the tank completely.", /in turn/);
    some("The pump was left running overnight, thereby draining the tank completely.", /in the process draining/);
  });
  it("admission, treatment or justice is sought, not 'looked for'", () => {
    never("Applicants seeking admission to the nursing college must pass an interview.", /looking for admission/);
    never("Many patients delay seeking treatment until the disease is advanced.", /looking for treatment/);
    never("The families still seek justice for their sons.", /look for justice/);
    some("The club seeks new members for the coming season.", /looks for new members/);
  });
  it("how well an intervention works is its effectiveness, not its 'success'; a campaign may succeed", () => {
    never("We compared the effectiveness of interventions delivered by nurses and by volunteers.", /success of interventions/);
    never("The trial measured the effectiveness of the vaccine in older adults.", /success of the vaccine/);
    some("Staff were asked to judge the effectiveness of the campaign.", /the success of the campaign/);
  });
  it("'remain' is 'stay' only for a place or a state one keeps", () => {
    never("Malaria remains prevalent in the northern districts.", /stays prevalent/);
    never("Access to clean water remains central to the debate.", /stays central/);
    never("Such complaints remain common among first-year students.", /stays common|stay common/);
    some("Several shops remained closed for the week.", /stayed closed/);
    some("Most of the graduates remained in the region after the programme.", /stayed in the region/);
  });
  it("a thing 'underlines' or 'shows' a need; only a person or a text 'stresses' it", () => {
    for (const st of STYLES) {
      for (const s of ["This shortage highlights the need for more trained midwives.", "These findings underscore the need for better record keeping.", "The rising cost emphasises the need for a cheaper supplier."]) {
        for (const o of outs(s, st)) expect(o, `${st}: ${s}`).not.toMatch(/stress/);
      }
    }
    some("This shortage highlights the need for more trained midwives.", /underlines the need/, "academic");
    some("The report highlights the need for more trained midwives.", /stresses the need|underlines the need/);
    some("Nurses often highlight the need for more trained midwives.", /stress the need|underline the need/);
  });
  it("professional never writes 'got' for a degree, a class or an award", () => {
    const o = outs("I graduated in 2021 and obtained a second class upper division in economics.", "professional");
    for (const x of o) expect(x).not.toMatch(/\bgot\b/);
    for (const x of outs("She obtained a distinction in her final examinations.", "professional")) expect(x).not.toMatch(/\bgot\b/);
    for (const x of outs("He obtained a \uE001 in accounting from the university.", "professional")) expect(x).not.toMatch(/\bgot\b/);
    // other objects still may be got in professional
    some("The team obtained permission to use the hall.", /got permission|gained permission|get permission/);
  });
});

describe("fifteen new kinds of text: the table keeps terms, labels and senses", () => {
  const never = (s: string, re: RegExp) => {
    for (const st of STYLES) for (const o of outs(s, st)) expect(o, `${st}: ${s}`).not.toMatch(re);
  };
  const some = (s: string, re: RegExp, st: (typeof STYLES)[number] = "professional") => expect(outs(s, st).join(" | ")).toMatch(re);
  it("an identifier's 'unique' stays (a 'special QR code' is another thing); a unique chance may be special", () => {
    // \uE001 stands for a protected acronym, as the engine passes it
    never("Each session gets a unique \uE001 code that expires after a minute.", /special/);
    never("Every learner is given a unique student number on enrolment.", /special/);
    some("It was a unique chance to work with the ministry.", /a special chance/);
  });
  it("a person embodies a truth by living it: never 'capture'; a work may capture what it embodies", () => {
    never("I hope to embody these values in the way I treat my patients.", /captur/);
    never("Our founder embodied the virtues she preached.", /captur/);
    some("The mural embodies the spirit of the old market.", /The mural captures the spirit/);
  });
  it("a goal pursued is sought, not 'looked for'; members and work may be looked for", () => {
    never("The movement sought self-government for the colony.", /looked for/);
    never("The unions sought higher wages for their members.", /looked for/);
    some("Many graduates seek work in the capital.", /look for work/);
  });
  it("'aggregate expenditure' is the economist's term and stays; household expenditure may be spending", () => {
    never("In this model, aggregate expenditure depends on income.", /aggregate spending/);
    some("Household expenditure on food rose last year.", /Household spending/);
  });
  it("a label before its colon stays as it is ('Objective:', 'Student concerns:')", () => {
    never("Objective: This project will test a new way of screening for diabetes.", /^Goal/);
    never("Student concerns: The representatives asked for longer library hours.", /^Student (?:worries|fears)/);
    // the same word in the sentence after the label may change
    some("Main points: The committee will utilize the main hall for the exams.", /will use the main hall/);
  });
  it("'profound' is 'strong' only for a force or a feeling; otherwise 'deep'", () => {
    never("The reforms brought about profound political change.", /strong/);
    never("The novel explores a profound truth about grief.", /strong truth/);
    some("The teacher had a profound influence on her pupils.", /a (?:strong|deep) influence/);
  });
  it("a fault is pointed out: 'highlighted a clash' is neither stressed nor underlined", () => {
    never("The secretary read the draft and highlighted a clash between two papers.", /stress|underlin|show/);
    never("The audit highlights several serious gaps in the records.", /stress|underlin|show/);
  });
});

describe("fifteen new kinds of text: heavy's comma drop and two more senses", () => {
  const never = (s: string, re: RegExp) => {
    for (const st of STYLES) for (const o of outs(s, st)) expect(o, `${st}: ${s}`).not.toMatch(re);
  };
  it("the comma that closes an aside before a second verb is no serial comma: it stays", () => {
    for (const w of ["kin", "family", "relatives", "homes", "parents", "friends", "towns", "villages", "roots", "people"]) {
      const s = `Many migrants live in crowded informal settlements, far from their ${w}, and must navigate the city alone.`;
      expect(dropSerialComma(s)).toBe(s);
      expect(dropSerialComma(`The nurses cleaned the ward, checked the drips, and they wrote up the notes for ${w}.`)).toMatch(/drips, and they/);
    }
    // a list still loses its serial comma in about half of the sentences
    const lists = ["kin", "family", "relatives", "homes", "parents", "friends", "towns", "villages", "roots", "people"].map((w) => `We bought rice, beans, and ${w} at the market.`);
    expect(lists.filter((l) => dropSerialComma(l) !== l).length).toBeGreaterThan(2);
  });
  it("a complaint or a matter is investigated or looked into, never 'studied'", () => {
    never("I would be grateful if you could investigate this matter urgently.", /study|studied|examine/);
    never("We ask the bank to investigate my complaint within two weeks.", /study|studied|examine/);
  });
  it("a trial's primary and secondary outcomes are not its 'results'", () => {
    never("Secondary outcomes include adherence and cost per patient.", /Secondary results/);
    never("The primary outcomes are weight and waist size at six months.", /primary results/);
  });
});

describe("'approximately' before an adjective is 'roughly', never 'about' or 'around'", () => {
  it("'approximately linear' -> 'roughly linear'; 'approximately 40 hours' may be 'about 40 hours'", () => {
    for (const st of STYLES) {
      for (const o of outs("The plot of load against extension was approximately linear up to the yield point.", st)) expect(o, st).not.toMatch(/(?:about|around) linear/);
      for (const o of outs("The two groups were approximately equal in size.", st)) expect(o, st).not.toMatch(/(?:about|around) equal/);
    }
    expect(outs("The repairs took approximately \uE001 hours.").join(" | ")).toMatch(/(?:about|around) \uE001 hours/);
  });
});

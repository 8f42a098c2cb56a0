import { describe, expect, it } from "vitest";
import { imperfections } from "@/lib/text-tools/humanizer/imperfections";
import { STATISTICS } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { all, outs } from "./lexical-harness";

/**
 * Reading review (rev5) of the rewrites of 40 texts never tuned on (.tmp/rev5/texts.jsonl: personal statements,
 * research proposals and methodology chapters, reflective journals, speeches, policy briefs, acknowledgements, exam
 * answers): the defects of the word and style stages, each shown on sentences written for this test. Each test failed
 * on the code before its fix. A capitalised word is masked as the engine masks it (a private-use character).
 */
const none = (s: string, re: RegExp, styles: readonly HumanizeStyle[] = STYLES) => {
  for (const st of styles) for (const o of outs(s, st)) expect(o, st).not.toMatch(re);
};
const some = (s: string, re: RegExp, st: HumanizeStyle = "professional") => expect(outs(s, st).some((o) => re.test(o)), `${s} (${st})`).toBe(true);

describe("'serve as' an office a person holds is not 'act as' (acting is standing in)", () => {
  it("a person serves as prefect, form teacher, counsellor, director", () => {
    none("Beyond my studies, I served as the \uE000' \uE001 and founded a reading club.", /acted as|worked as/);
    none("At the school I also served as the form teacher for the first-year class.", /acted as/);
    none("After the course I intend to serve as a full-time school counsellor in my district.", /act as/);
    none("In the long term I aspire to serve as a \uE000 \uE001 of \uE002 in the north.", /act as|work as/);
    none("She served as class representative for two years.", /acted as/);
  });
  it("a thing still serves as a reference or a foundation in other words", () => {
    some("The results will serve as a foundation for further work in the region.", /(?:act|work) as a foundation/);
    some("This manual serves as a guide for new staff.", /(?:acts|works) as a guide/);
  });
});

describe("'guidance' of God, career guidance and guidance and counselling stay", () => {
  it("is not 'advice'", () => {
    none("We thank \uE000 \uE001 for \uE002 guidance throughout our stay here.", /advice/);
    none("The course covers counselling theory, career guidance and research methods.", /career advice/);
    none("Every school should have a functioning guidance and counselling unit.", /advice and counsel/);
  });
  it("a colleague's guidance may still be advice", () => {
    some("Thank you for your time and guidance on the draft.", /your time and advice/);
  });
});

describe("'employ' people after two words of description hires them", () => {
  it("employ other young people; employ more local women", () => {
    none("My plan is to grow the business and employ other young people in the town.", /use other young/);
    none("The factory will employ more local women next year.", /use more local/);
  });
  it("a method is still used", () => {
    all("We employ a simple random sampling procedure.", /We use a simple/);
  });
});

describe("'obtained' in professional: a grade, and a participle after its noun", () => {
  it("a grade or a placeholder figure is not 'got'", () => {
    none("I obtained eight \uE000 in the \uE001 \uE002 examination.", /got/, ["professional"]);
  });
  it("a reduced relative before the verb is never 'got'", () => {
    none("The coefficients obtained were all above the usual threshold.", /coefficients (?:got|gotten|gained)/);
    none("The values obtained are shown in the next table.", /values (?:got|gotten|gained)/);
  });
  it("a plain object still changes where the style allows it", () => {
    some("My brother obtained a loan from his cousin.", /got a loan/, "casual");
  });
});

describe("'assess' in a study's objective or finding is not 'judge'", () => {
  it("a numbered objective, a study that assessed", () => {
    none("\uE000. Assess the influence of age and rank on burnout among nurses.", /Judge/);
    none("This study assessed the extent and causes of post-harvest losses.", /judged/);
    none("The research seeks to assess the effectiveness of the programme.", /to judge/);
  });
  it("a person weighing a situation still judges it", () => {
    some("Before you sign, assess whether the landlord is honest.", /judge whether/);
  });
});

describe("terms of research method keep their words", () => {
  it("'facilitating conditions' (UTAUT) is not 'helping conditions'", () => {
    none("Effort expectancy and facilitating conditions predicted intention to use.", /helping conditions|aiding conditions/);
  });
  it("a capitalised label 'Demographic characteristics' is not 'features'", () => {
    none("Section \uE000: \uE001 characteristics of the respondents.", /features/);
    some("The two districts share similar characteristics with the study area.", /similar features/);
  });
  it("'searching for themes' (a phase of thematic analysis) stays", () => {
    none("The phases were generating initial codes, searching for themes and reviewing themes.", /looking for themes/);
    some("She spent the morning searching for her keys.", /looking for her keys/);
  });
  it("'comprehensive sexuality education' stays, with an adjective between", () => {
    none("Schools should ensure that comprehensive, age-appropriate sexuality education is taught.", /(?:full|broad), age-appropriate/);
    some("The board will draft comprehensive guidelines for online teaching.", /(?:full|broad) guidelines/);
  });
});

describe("'escalate' a matter to someone is referring it, not 'growing'", () => {
  it("escalating to my supervisor; escalating the issue", () => {
    none("I tried to solve it with the patient before escalating to my supervisor.", /growing/);
    none("Escalating the complaint early saved a lot of time.", /Growing the/);
    some("The escalating cost of fuel hurt small traders.", /growing cost/);
  });
});

describe("'firmly believe' is not 'firmly think'", () => {
  it("after an adverb of conviction", () => {
    none("I firmly believe that every child deserves a good teacher.", /firmly think|strongly think/);
    none("We strongly believe that the fees are too high.", /strongly think/);
    some("Many parents believe that the fees are too high.", /parents think that/);
  });
});

describe("'significant' in a hypothesis is the statistical term", () => {
  it("a hypothesis labelled H1, H11, H₁2 (a masked label)", () => {
    expect(STATISTICS.test("H₁2: There is a significant difference in burnout levels.")).toBe(true);
    expect(STATISTICS.test("H11: There is a significant relationship between age and yield.")).toBe(true);
    none("\uE000: There is a significant difference in the mean income of the two groups.", /big difference|major difference/);
    some("There is a significant gap between what the law says and what happens.", /(?:big|major) gap/);
  });
});

describe("casual's 'I think' does not go into a numbered recommendation", () => {
  const run = (s: string, prev: string, seed: string) => imperfections(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "casual" }, prev);
  const s = "The national framework should be expanded to cover traditional apprenticeships.";
  it("after the item's heading", () => {
    for (const seed of "abcdefghijklmnop") expect(run(s, "\uE000. Formalise and certify informal apprenticeships.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
    // as the engine hands it over: the unit's last sentence cut after the masked number, its first word masked
    for (const seed of "abcdefghijklmnop") expect(run(s, "\uE001 and certify informal apprenticeships.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
    for (const seed of "abcdefghijklmnop") expect(run(s, "\uE001 \uE002 \uE003 \uE004.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
  });
  it("a claim in running text still may", () => {
    expect([..."abcdefghijklmnop"].some((seed) => /^I (?:think|believe)|^I'd say/.test(run(s, "Many young people learn a trade from a master.", seed)))).toBe(true);
    // a sentence of more than six words that opens on a name is no list item's heading
    expect([..."abcdefghijklmnop"].some((seed) => /^I (?:think|believe)|^I'd say/.test(run(s, "\uE000 learnt his trade from a master in the town.", seed)))).toBe(true);
  });
});

describe("'contribute to' a cost, a mission or a named policy is not 'add to'", () => {
  it("a share of a cost is paid, not added to it", () => {
    none("Importers will be required to contribute to the cost of collecting used bottles.", /add to the cost/);
    none("Each household contributes to the running costs of the borehole.", /adds to the running/);
  });
  it("a masked owner before a mission; two words before a policy", () => {
    none("I would welcome the chance to discuss how I can contribute to the \uE000's mission.", /add to the/);
    none("In the long term I hope to contribute to national malaria policy.", /add to national/);
  });
  it("an amount still adds to a total", () => {
    some("The new fees contributed to the pressure on poor families.", /added to the pressure/);
  });
});

describe("a study's objective is addressed, not 'tackled'", () => {
  it("to address the second objective", () => {
    none("To address the second objective, the following hypotheses were tested.", /tackle|deal with/);
    none("These questions address the main research questions of the project.", /tackle|deal with/);
    some("The new law will address the shortage of teachers in rural areas.", /(?:tackle|deal with) the shortage/);
  });
});

describe("predicative 'significant' after an adverb is 'meaningful', not 'major'", () => {
  it("is especially significant", () => {
    none("For our church, this year's harvest is especially significant.", /especially major/);
    none("The day was truly significant, and we thanked God.", /truly major/);
    some("The dam caused significant damage to the farms.", /major damage/);
  });
});

describe("'characteristics' after a possessive group of people stays", () => {
  it("the respondents' characteristics", () => {
    none("Frequencies were used to describe the respondents' characteristics and their scores.", /features/);
  });
});

describe("'the importance of' a medicine or a process of nature is not 'the value of'", () => {
  it("medication, osmosis", () => {
    none("Explain the importance of the medication before the first dose.", /value of/);
    none("Discuss the importance of osmosis in living organisms.", /value of/);
    some("I understand the importance of meeting deadlines.", /the value of meeting/);
  });
});

describe("word choices that do not collocate", () => {
  it("'immense gratitude' is not 'huge gratitude'", () => {
    none("It is with immense gratitude that we stand before you today.", /huge gratitude|enormous gratitude/);
    some("The flood caused immense damage to the crops.", /(?:huge|enormous) damage/);
  });
  it("'profound gratitude' is deep, not 'strong'", () => {
    none("I wish to express my profound gratitude to my supervisor.", /strong gratitude/);
    some("I wish to express my profound gratitude to my supervisor.", /deep gratitude/);
    some("Her death had a profound influence on the family.", /(?:deep|strong) influence/);
  });
  it("'difficulties in finding' is not 'troubles in finding'", () => {
    none("Employers report difficulties in finding skilled welders.", /troubles/);
    some("Employers report difficulties in finding skilled welders.", /problems in finding/);
  });
  it("'contributing to its work' is not 'adding to its work'", () => {
    none("The visit sparked my interest in contributing to its work.", /adding to its work/);
  });
});

describe("'All in all' does not open a speaker's closing act", () => {
  const run = (s: string, st: HumanizeStyle, seed: string) => imperfections(s, { rng: makeRng(seed), p: PROFILES.heavy, style: st });
  it("In conclusion, I wish to thank ...", () => {
    for (const st of ["professional", "casual", "creative"] as const)
      for (const seed of "abcdefghijklmnop") expect(run("In conclusion, I wish to thank our teachers for their patience.", st, seed)).not.toMatch(/^All in all/);
  });
  it("a summing up still may", () => {
    expect([..."abcdefghijklmnop"].some((seed) => /^All in all, the/.test(run("In conclusion, the evidence favours early planting.", "professional", seed)))).toBe(true);
  });
});

describe("a dropped 'So' before a quantity word keeps the causal link in every style", () => {
  const run = (st: HumanizeStyle, seed: string) => imperfections("As a result, many graduates finish their training without any work experience.", { rng: makeRng(seed), p: PROFILES.heavy, style: st });
  it("As a result, many graduates ...", () => {
    for (const st of ["casual", "creative"] as const) for (const seed of "abcdefghijklmnop") expect(run(st, seed), st).not.toMatch(/^Many graduates|^(?:And )?[Ss]o many/);
  });
});

describe("a labelled hypothesis keeps 'There is' whole; a study 'subject to limitations'", () => {
  it("no contraction after a masked label", () => {
    for (const st of ["casual", "creative", "professional"] as const)
      for (const seed of "abcdefghijklmnop")
        expect(imperfections("\uE000: There is no significant difference in the mean yield of the two groups.", { rng: makeRng(seed), p: PROFILES.heavy, style: st })).not.toMatch(/There's/);
    // running text still contracts
    expect([..."abcdefghijklmnop"].some((seed) => /There's/.test(imperfections("There is no bus to the village after six.", { rng: makeRng(seed), p: PROFILES.heavy, style: "casual" })))).toBe(true);
  });
  it("'subject to some limitations' is not 'limits'", () => {
    none("The study is subject to some limitations.", /limits|weaknesses/);
    some("Despite these limitations, the survey gives a fair picture.", /these (?:limits|weaknesses)/);
  });
});

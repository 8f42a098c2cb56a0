import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { contract, imperfections } from "@/lib/text-tools/humanizer/imperfections";
import { LEGAL } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STRENGTHS, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { outs } from "./lexical-harness";

/**
 * Reading review (rev6) of the rewrites of 40 technical and professional texts never tuned on (.tmp/rev6/texts.jsonl:
 * software requirements, lab and engineering reports, contracts and a legal opinion, nursing care plans, patient
 * leaflets, farmer leaflets, business and financial documents, lesson plans, fiction): the defects of the word and
 * style stages, each shown on sentences written for this test. Each test failed on the code before its fix. A
 * capitalised word or a number is masked as the engine masks it (a private-use character).
 */
const none = (s: string, re: RegExp, styles: readonly HumanizeStyle[] = STYLES) => {
  for (const st of styles) for (const o of outs(s, st)) expect(o, st).not.toMatch(re);
};
const some = (s: string, re: RegExp, st: HumanizeStyle = "professional") => expect(outs(s, st).some((o) => re.test(o)), `${s} (${st})`).toBe(true);
const SEEDS = "abcdefghijklmnop".split("");

describe("a contract's capitalised parties and the verb after 'shall' keep their words", () => {
  it("a capitalised party before 'shall' or 'may' marks the paragraph as law", () => {
    expect(LEGAL.test("The Landlord shall repair the roof within fourteen days of notice.")).toBe(true);
    expect(LEGAL.test("Either Party may end its part of the work by written notice.")).toBe(true);
    expect(LEGAL.test("either party may withdraw before the second payment is made.")).toBe(true);
    expect(LEGAL.test("The obligations in clause 9 survive the end of this lease.")).toBe(true);
    // a party in politics, a company in a plan
    expect(LEGAL.test("The party may lose seats in the north next year.")).toBe(false);
    expect(LEGAL.test("Our company will open a second shop in Tamale.")).toBe(false);
  });
  it("the end to end rewrite keeps 'terminate' and 'ensure' in such a paragraph", () => {
    const text = "The Supplier may terminate this Agreement by giving thirty days' notice, and the Buyer shall ensure that all invoices are settled first.";
    for (const st of STYLES) for (const sg of STRENGTHS) {
      const out = humanizeLocal(text, { style: st, strength: sg, preserveLength: false }).text;
      expect(out, `${st}:${sg}`).toMatch(/terminate this/);
      expect(out, `${st}:${sg}`).toMatch(/shall ensure/);
    }
  });
  it("the verb a requirement binds the system to do stays ('shall provide' is not 'shall give')", () => {
    none("The portal shall provide a printable receipt for every payment.", /shall give/);
    none("The app shall notify the driver by e-mail when a trip is cancelled.", /shall tell/);
    none("The contractor shall ensure that the trenches are fenced at night.", /shall make sure/);
  });
  it("a second verb under the same 'shall' stays too", () => {
    none("The app shall lock the account and notify the owner by e-mail.", /tell the owner/);
  });
  it("without 'shall' the same verbs still change", () => {
    some("The kiosk will provide a printable receipt for every payment.", /will give/);
    some("The school will notify the parents before the trip.", /will tell/);
  });
  it("professional writes no contraction in such a paragraph; casual still may", () => {
    const s = "This lease does not give the tenant a right to sublet the shop.";
    for (const seed of SEEDS) expect(contract(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "professional", legal: true })).toBe(s);
    expect(SEEDS.some((seed) => /doesn't/.test(contract(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "professional" })))).toBe(true);
    expect(SEEDS.some((seed) => /doesn't/.test(contract(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "casual", legal: true })))).toBe(true);
  });
});

describe("technical words of computing keep their sense", () => {
  it("a phrasal 'walk you through' is not 'walk you by'", () => {
    none("This chapter walks you through installing the printer driver.", /walks you by/);
    none("The trainer took the nurses through filling in the new chart.", /nurses by/);
    none("We went through checking every cable before the test.", /went by/);
  });
  it("'through' as a means still becomes 'by'", () => {
    some("She improved her marks through reading every evening.", /by reading/);
  });
  it("an index, a server or a machine is maintained, not 'kept'", () => {
    none("Every insert is slower because the index must be maintained alongside the data.", /index must be kept/);
    none("Two technicians maintain the generators at the clinic.", /keep the generators/);
    none("The school cannot maintain its servers without a budget.", /keep its servers/);
  });
  it("a level or a habit is still kept", () => {
    some("The diet helped him maintain a healthy weight.", /keep a healthy weight/);
  });
  it("the attributes of entities in a data model are not 'traits'", () => {
    none("We listed the entities of the clinic system and their attributes.", /traits/);
  });
  it("a person's attributes still may be", () => {
    some("The panel judged the applicants on their attributes and experience.", /their traits/);
  });
  it("'identify' the entities or the requirements of a design is not 'spot'", () => {
    none("In the first step we identified the main entities and the keys between them.", /spotted/);
    none("The analyst identified the key requirements with the users.", /spotted/);
  });
  it("a problem is still spotted", () => {
    some("The inspector identified the main problems with the roof.", /spotted the main problems/, "casual");
  });
});

describe("terms of agronomy and of pest control keep their words", () => {
  it("residues, manure and lime are incorporated into the soil, not 'included'", () => {
    none("Incorporate the groundnut haulms and stover before the next planting.", /Include/);
    none("Farmers should incorporate poultry manure two weeks before sowing.", /include/);
  });
  it("feedback is still included", () => {
    some("The team will incorporate feedback from the nurses.", /include feedback/);
  });
  it("'beneficial insects', 'beneficial organisms' and the legal 'beneficial owner' stay", () => {
    none("Spraying too often kills beneficial insects such as ladybirds.", /helpful insects/);
    none("Compost feeds the beneficial organisms in the soil.", /helpful organisms/);
    none("The bank must record the beneficial owner of every account.", /helpful owner/);
  });
  it("'beneficial' to health is still 'helpful'", () => {
    some("Walking every day is beneficial for older people.", /helpful for/);
  });
  it("'following' a pattern or a method with 'a' is not 'after' it", () => {
    none("Take ten cores from each plot, following a diagonal line across it.", /after a diagonal/);
    none("The cocoa was dried on raised mats, following a method the farmers learnt in 2019.", /after a method/);
  });
  it("'following' an event with 'a' is still 'after' it", () => {
    some("Following a short meeting, the chiefs agreed to the plan.", /^After a short meeting/);
  });
  it("a cooperative's 'purchasing clerks' are not 'buying clerks'", () => {
    none("Late payments from the board meant the union owed purchasing clerks two months of wages.", /buying clerks/);
    none("Two purchasing officers signed every order.", /buying officers/);
  });
  it("buying goods still is", () => {
    some("Last year the union purchased more bags of beans than ever.", /bought more bags/, "casual");
  });
});

describe("school, clinic and trade terms keep their words", () => {
  it("a class named by its number and a union's primary societies are not 'main'", () => {
    none("Class: Primary \uE000 | Term: Second Term", /Main/);
    none("The union now has thirty primary societies in two districts.", /main societies/);
  });
  it("a primary concern is still the main one", () => {
    some("Our primary concern is the safety of the pupils.", /main concern/);
  });
  it("a nursing assessment's 'Objective data' is not 'Goal data'", () => {
    none("Objective data include a raised temperature and a fast pulse.", /Goal data/);
  });
  it("the objective of a visit is still its goal", () => {
    some("The objective of the visit was to meet the farmers.", /goal of the visit/);
  });
  it("'a reduction in' pain or infections is never 'a cut in'", () => {
    none("Within two hours the patient will report a reduction in nausea.", /cut in/);
    none("The audit found a reduction in wound infections on the ward.", /cut in/);
  });
  it("costs and staff are still cut", () => {
    some("The board announced a reduction in operating costs.", /a cut in operating costs/);
    some("The board announced a reduction in operating costs.", /a drop in operating costs/);
  });
  it("a notice's 'Applications for' a programme are not 'Uses for' it", () => {
    none("Applications for the second intake close on \uE000 \uE001.", /Uses/);
    none("Applications for scholarships are invited from final-year students.", /Uses/);
  });
  it("the applications of a method are still its uses", () => {
    some("The applications of drones in farming include spraying and mapping.", /uses of drones/);
  });
  it("food left uncovered is open, not 'found' or 'dug up'", () => {
    none("Do not buy fried fish from sellers who leave it uncovered.", /found|dug up/);
    none("Flies gather where people keep the water pots uncovered.", /found|dug up/);
  });
  it("a fraud is still uncovered as found", () => {
    some("The auditors uncovered a fraud at the depot.", /found a fraud/);
  });
  it("a duty to 'investigate' with no object is not to 'study' or 'look into'", () => {
    none("The ruling stresses the duty of the state to investigate thoroughly and call every witness.", /study|look into|examine/);
  });
  it("a cause is still studied", () => {
    some("The committee will investigate the causes of the flooding.", /study the causes|examine the causes/);
  });
});

describe("casual's 'I think' does not go into an instruction for a medicine or a product", () => {
  const run = (s: string, seed: string) => imperfections(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "casual" });
  it("'It should be taken with food' is an instruction", () => {
    for (const seed of SEEDS) {
      expect(run("It should be taken with a glass of water after breakfast.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
      expect(run("The vaccine must be stored between two and eight degrees.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
      expect(run("Patients should take the tablets at the same time each day.", seed)).not.toMatch(/I (?:think|believe)|I'd say/);
    }
  });
  it("a claim of what should be done still may be hedged", () => {
    expect(SEEDS.some((seed) => /I (?:think|believe)|I'd say/.test(run("The council should repair the market roads before the rains.", seed)))).toBe(true);
  });
});

describe("words of finance, nursing, farming and land keep their sense (second pass)", () => {
  it("'elevated' costs after a preposition are not 'lifted'", () => {
    none("The quarter was marked by elevated fuel prices and a weak cedi.", /lifted|raised fuel/);
  });
  it("a leg is still raised", () => {
    some("The nurse elevated the patient's legs on two pillows.", /raised the patient's legs|lifted the patient's legs/);
  });
  it("a client 'demonstrates' a skill by doing it, not 'shows' it", () => {
    none("She demonstrated insulin self-injection correctly before discharge.", /showed/);
    none("The client will demonstrate correct inhaler technique at each visit.", /show/);
  });
  it("a trial still shows that a drug works", () => {
    some("The trial demonstrates that the drug works.", /shows that/);
  });
  it("a farm is maintained, and a care plan's goal 'the client will maintain' stays", () => {
    none("Many growers can no longer afford to maintain their farms.", /keep their farms/);
    none("The client will maintain an oral intake of two litres a day.", /will keep/);
  });
  it("a seedling or an insect 'emerges' (a stage), not 'appears'", () => {
    none("Scout the field weekly from the time the seedlings emerge.", /appear/);
    none("Check the traps when the adult moths emerge in March.", /appear/);
  });
  it("a problem still appears", () => {
    some("New problems emerged during the audit.", /appeared/);
  });
  it("'the proposed purchase' of land is not 'the proposed buy'", () => {
    none("We advise against the proposed purchase of the house at Kasoa.", /buy\b/);
  });
  it("land is still bought", () => {
    some("They purchased a small plot near the school.", /bought a small plot/, "casual");
  });
});

describe("a measured optimum, goods on sale and a market's opening keep their words (third pass)", () => {
  it("'the optimal range' or 'optimal pH' is not 'the best range'", () => {
    none("The slurry stayed well within the optimal mesophilic range all season.", /best|ideal/);
    none("Keep the pond water at an optimal pH for the fish.", /best|ideal/);
  });
  it("an optimal time is still the best time", () => {
    some("This is not the optimal time to sell your maize.", /best time|ideal time/);
  });
  it("goods offered with a masked name before them are sold, not 'given'", () => {
    none("The van goes round the offices offering fresh \uE000 meals at lunchtime.", /giving/);
    none("The stall offers authentic \uE000 meals and cold drinks.", /gives/);
  });
  it("free seedlings are still given", () => {
    some("The scheme is offering free seedlings to farmers.", /giving free seedlings/);
  });
  it("an untapped or a market opportunity is not a 'chance'", () => {
    none("The new road has created a largely untapped opportunity for traders.", /chance/);
    none("Cold storage is a growth opportunity for the cooperative.", /chance/);
  });
  it("a good opportunity for pupils is still a chance", () => {
    some("The trip was a good opportunity for the pupils to learn.", /good chance/);
  });
});

describe("a verb after a modal and a curriculum's competency (fourth pass)", () => {
  it("'can significantly lower' a level is not 'can much lower'", () => {
    none("Smoking can significantly lower the dose that reaches the lungs.", /much lower/);
    none("The new pump should significantly reduce the time spent at the well.", /much reduce/);
  });
  it("a comparative is still 'much lower'", () => {
    some("Yields were significantly lower in the dry plots.", /much lower/);
  });
  it("'communication and collaboration' (a core competency) keeps its name", () => {
    none("Core competencies: communication and collaboration, digital literacy.", /teamwork/);
  });
  it("collaboration elsewhere may still be teamwork", () => {
    some("We value honesty and collaboration in every class.", /honesty and teamwork/);
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { agentTail, includingTail, ingToFinite, pronounize } from "@/lib/text-tools/humanizer/clauses";
import { contract, imperfections } from "@/lib/text-tools/humanizer/imperfections";
import { ROWS } from "@/lib/text-tools/humanizer/lexicon-data";
import { linkedJoin, tryJoin } from "@/lib/text-tools/humanizer/joins";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { structure } from "@/lib/text-tools/humanizer/structure";
import { expandContractions, style } from "@/lib/text-tools/humanizer/style";
import { PROFILES, STYLES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { quotationSpans } from "@/lib/text-tools/humanizer/protect";
import { repair, violations } from "@/lib/text-tools/humanizer/verify";

/**
 * Round 11: faults found by three copy-editing reads of 240 train rewrites (academic, professional, casual and
 * creative; medium and heavy). Each test failed on the code before the fix.
 */
const ctx = (style: HumanizeStyle = "professional", strength: HumanizeStrength = "heavy", seed = "t") => ({ rng: makeRng(seed), p: PROFILES[strength], style });
const SEEDS = ["a", "b", "c", "d", "e", "f"];
/** lexical() of `s` in every style and several seeds */
const allLexical = (s: string) => STYLES.flatMap((st) => SEEDS.map((seed) => lexical(s, ctx(st, "heavy", seed))));
/** a row must never produce `bad` from `s`, in any style or seed */
const never = (s: string, bad: RegExp) => { for (const out of allLexical(s)) expect(out).not.toMatch(bad); };
/** the whole engine, every style, medium and heavy */
const all = (text: string) => STYLES.flatMap((st) => (["medium", "heavy"] as const).map((sg) => humanizeLocal(text, { style: st, strength: sg, preserveLength: false }).text));
/** the Structure stage after a run of even sentence lengths (where the rhythm choice favours a split), heavy */
const splitOuts = (sentences: string[], styles: readonly HumanizeStyle[] = STYLES) =>
  styles.flatMap((st) => SEEDS.map((seed) => structure(sentences, { ...ctx(st, "heavy", seed), lens: [18, 19, 18, 20] }).flatMap((u) => u.out).join(" ")));

describe("quotations keep their words in academic style", () => {
  it("repair expands contractions outside quotations only", () => {
    const opts = { style: "academic", strength: "heavy", preserveLength: true } as const;
    expect(repair(`"It's been very hard," she said. It's late.`, opts)).toBe(`"It's been very hard," she said. It is late.`);
    expect(repair(`“He's had a great season,” the coach said.`, opts)).toBe(`“He's had a great season,” the coach said.`);
    // a quotation still open at the end of its paragraph is speech for the repair too, as for protect()
    expect(repair(`"We will make sure it's open to every trader`, opts)).toBe(`"We will make sure it's open to every trader`);
  });
  it("'s had is 'has had', never 'is had'", () => {
    expect(expandContractions("He's had a great season.")).toBe("He has had a great season.");
  });
});

describe("rows that changed the meaning or broke the grammar", () => {
  it("grammar: no 'an a clue', no 'ran for', no 'quite several', no 'More in particular', no split infinitive", () => {
    never("The survey gives an insight into how people think.", /a clue/);
    never("These data may provide valuable insight into the disease.", /valuable a clue/);
    never("According to research conducted for the police, crime fell.", /\bran\b/);
    never("There were quite a number of problems.", /quite (?:several|some)\b/);
    never("More specifically, we study the dynamics.", /More in particular/);
    never("We specifically focus on young people.", /We in particular/);
    never("It is essential to ultimately create a plan.", /to in the end/);
    never("The tool allows us to resolve the peaks and to provide a fit.", /lets us resolve/);
    never("This work contributes to better understanding of the disease.", /better grasp/);
  });
  it("senses: requirements, crucial, significant, capabilities, consequences, lasting, emerging, determination", () => {
    never("The government set tougher English language requirements for visas.", /language needs/);
    never("It was the crucial victory of the season.", /central/);
    never("It brought a considerable improvement in sales.", /large improvement/);
    never("Firms boast data processing capabilities.", /powers/);
    never("Every effort has consequences too.", /results/);
    never("A voyage lasting several weeks began.", /durable|long-term several/);
    never("It was a long lasting peace.", /long (?:long-term|durable)/);
    never("Investors moved into emerging markets.", /appearing markets/);
    never("Their determination to save the town grew.", /grit|resolve to save/);
    never("She collapsed amid the puddles.", /during the puddles/);
    never("The city was completely destroyed.", /fully destroyed/);
    never("They painted vibrant colors on the wall.", /lively colors/);
    never("The artificial remains were found.", /artificial stays/);
    never("This trait is unique to Earth.", /special to/);
    never("The unrest was widespread.", /was broad/);
    never("These concerning findings were published.", /these about/);
    never("The polydispersity enhances the effect of disorder.", /improves the effect/);
    never("We establish the stability of the phase.", /set up the stability/);
    never("The farm aims at cultivating oysters for sale.", /building oysters|developing oysters/);
    never("It is essential for drone operators to understand the rules.", /needed for drone/);
  });
  it("academic keeps its terms and hedges", () => {
    for (const seed of SEEDS) {
      const c = ctx("academic", "heavy", seed);
      expect(lexical("These results have important implications for the field.", c)).not.toMatch(/effects for/);
      expect(lexical("Does comorbidity lead to poorer outcomes of depression?", c)).toMatch(/outcomes/);
      expect(lexical("We study the interplay of flavour and mass.", c)).toMatch(/interplay/);
      expect(lexical("The data indicate a link.", c)).toBe("The data suggest a link.");
    }
  });
  it("the plain words still come in where they fit", () => {
    expect(lexical("The ban had a lasting impact.", ctx())).toBe("The ban had a long-term impact.");
    expect(lexical("Prices rose amid the crisis.", ctx())).toBe("Prices rose during the crisis.");
    expect(lexical("Patients have special dietary requirements.", ctx())).toBe("Patients have special dietary needs.");
    expect(lexical("It was a crucial step.", ctx())).toBe("It was an important step.");
  });
});

describe("openers and splits", () => {
  it("'However, more ...' never reads 'Yet more'; 'So' only before a subject", () => {
    for (const seed of SEEDS) {
      expect(imperfections("However, more research is needed.", ctx("academic", "heavy", seed))).not.toMatch(/^Yet more/);
      expect(imperfections("Therefore, requiring students to work is unfair.", ctx("professional", "heavy", seed))).not.toMatch(/^So requiring/);
    }
  });
  const outs = (sentences: string[]) => STYLES.flatMap((st) => SEEDS.map((seed) => structure(sentences, { ...ctx(st, "heavy", seed), lens: [] }).flatMap((u) => u.out).join(" ")));
  it("a list of three clauses is not split into a comma splice", () => {
    for (const out of outs(["The sky was clear and bright, the sun was shining on the hills, and the birds were singing in the old trees."]))
      expect(out).not.toMatch(/shining on the hills\./);
  });
  it("a tail after a present perfect keeps the perfect", () => {
    for (const out of outs(["Their sudden deaths have shaken the whole community, leading to calls for a full inquiry."]))
      expect(out).not.toMatch(/(?:This|That) leads to/);
  });
  it("a verbless opener is not moved to the end", () => {
    for (const out of outs(["While unpacking, she noticed a box of old letters under the bed."])) expect(out).not.toMatch(/, while unpacking\.$/);
  });
  it("a reported reason stays with its verb of saying", () => {
    for (const out of outs(["She had said it was not a good idea to go, because we would not be happy there."]))
      expect(out).not.toMatch(/(?:That's|That is|This is) because/);
  });
  it("a line of dialogue is not joined onto the next sentence", () => {
    const text = "“Who are you?” I managed to say quietly. The figure did not move at all.";
    for (const style of STYLES) expect(humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text).not.toMatch(/say quietly, and/);
  });
});

describe("round 11, second batch", () => {
  it("rows: various, passive obtain, vital supplies, academic 'big role', an echo later in the sentence", () => {
    never("They left for various reasons.", /many reasons/);
    never("Samples are obtained from donors and then stored.", /gotten/);
    never("The convoy carried vital supplies to the town.", /very important supplies/);
    for (const seed of SEEDS) expect(lexical("Noise plays an important role in the model.", ctx("academic", "heavy", seed))).not.toMatch(/big role/);
    never("Our findings reveal a gap between the new data and the much older perturbative results.", /results .* results/);
    expect(lexical("Water is vital for growth.", ctx())).toBe("Water is very important for growth.");
  });
  it("openers: 'Overall' / 'In conclusion' never become 'All told' or 'In the end'; 'In my opinion,' keeps its comma", () => {
    for (const st of STYLES) for (const seed of SEEDS) {
      const c = ctx(st, "heavy", seed);
      expect(imperfections("In conclusion, the plan worked well for the town.", c)).not.toMatch(/^(?:All told|In the end)/);
      expect(imperfections("Overall, the plan worked well for the town.", c)).not.toMatch(/^(?:All told|In the end)/);
    }
    const text = "In my opinion, the fairest choice is to let every student decide for themselves.";
    for (const st of STYLES) expect(humanizeLocal(text, { style: st, strength: "heavy", preserveLength: false }).text).toMatch(/^In my opinion,/);
  });
  it("creative splits at ', but' open with 'But', never 'Yet'; a contrast pair is not joined with ', and'", () => {
    const s = "She tried hard to sit up in the narrow hospital bed again and again, but the pain was far too strong for her to bear.";
    const outs = "abcdefghijkl".split("").map((seed) => structure([s], { ...ctx("creative", "heavy", seed), lens: [18, 19, 18, 20] }).flatMap((u) => u.out).join(" "));
    expect(outs.some((o) => /\. But the pain/.test(o))).toBe(true);
    for (const out of outs) expect(out).not.toMatch(/\bYet the pain/);
    expect(linkedJoin("I don't want to be seen as a hero by anyone.", "I just want to be seen as a normal person.", "casual")).toBeNull();
    expect(tryJoin("I do not want to be a hero.", "I just want to be normal.", "casual")).toBeNull();
  });
});

describe("round 11, third batch (rows)", () => {
  it("profound opportunities, following the rules, city avenues, a symphony of its own", () => {
    never("The scheme offers profound opportunities for growth.", /deep opportunities|strong opportunities/);
    never("Following these precepts, the monks lived simply.", /^After these precepts/);
    never("Trees line the city avenues.", /city (?:paths|routes)/);
    never("The silence became a symphony of its own.", /a mix of its own/);
    expect(lexical("Following the storm, roads closed.", ctx())).toBe("After the storm, roads closed.");
    expect(lexical("The talks opened avenues for trade.", ctx())).toMatch(/(?:paths|routes) for trade/);
  });
});

describe("round 11, second reading (texts 300-599 and 24 texts of new genres)", () => {
  it("every row has one replacement form per original form (a shifted row gave 'allow me to' -> 'let her')", () => {
    for (const row of ROWS) for (const rep of row.reps) expect([row.forms.join(" "), rep.length]).toEqual([row.forms.join(" "), row.forms.length]);
    never("This grant would allow me to pursue my dream.", /let her|letting/);
    never("It allowed me to sleep through the noise.", /lets me/);
  });
  it("nouns stay nouns: conduct, remains, witness, approach, augmented", () => {
    never("Observers praised the peaceful conduct of the election.", /carry out of/);
    never("Police found the victim's remains in the woods.", /victim's stays/);
    never("She was a thoughtful witness to history.", /\bsee to history/);
    never("Police appealed for potential witnesses to come forward.", /\bsees\b/);
    never("We study trajectories that approach the attractor slowly.", /that method/);
    never("The proposed augmented estimators perform well.", /added to estimators|proposed added/);
  });
  it("senses: contribute to (cause), remain + adjective, emerge stronger, traditional, intertwined, realm, maintain", () => {
    never("Smoking may contribute to the development of the disease.", /add to the development|feed into the development/);
    never("The investigation remains ongoing.", /stays ongoing/);
    never("The fact remains that few people voted.", /fact stays/);
    never("Together we emerged stronger than before.", /appeared stronger/);
    never("Students in traditional schools work hard.", /usual schools/);
    never("Joy is intertwined with sorrow.", /tied with/);
    never("She returned to the mortal realm.", /mortal area/);
    never("They failed to maintain and service the generator.", /keep and service/);
    never("We must foster empathy in pupils.", /support empathy/);
    never("The deal unveiled by Russia was vague.", /shown by Russia/);
    never("Who would believe that it was all a joke?", /would think that/);
    never("It lowers the risk and helps to mitigate the risks.", /ease the risks/);
    never("The scheme helps students of various abilities.", /various skills/);
    never("Moving forward, I aim to build my skills.", /I (?:try|set out) to/);
    never("I was able to improve my GPA this year.", /I could improve/);
    never("Notably, no leaders attended the summit.", /^Especially,/);
    never("The report gives actionable insights to firms.", /actionable lessons/);
    never("We recorded participant characteristics at baseline.", /participant features/);
    never("Please contact us with any questions or concerns.", /questions or worries/);
    never("Use the code on your next purchase.", /your next buy/);
    never("We continue striving for excellence.", /trying for excellence|working for excellence/);
    never("Your guidance has been invaluable to me.", /very useful|has been useful/);
    never("It was a transformative opportunity for me.", /far-reaching opportunity/);
    never("Elevate your morning routine with our coffee.", /^(?:Lift|Raise) your/);
    never("The store adds additional large outlets.", /extra large/);
    never("The results were in line with the models for multiple stellar systems.", /many stellar|several stellar/);
  });
  it("academic: 'as indicated by' stays; a citation's 'highlight that' never becomes 'show that'", () => {
    for (const seed of SEEDS) expect(lexical("The colour changed, as indicated by the dye.", ctx("academic", "heavy", seed))).toMatch(/as indicated by/);
    for (const out of allLexical("Asante and Osei (2019) highlight that fees may rise.")) expect(out).not.toMatch(/\) show that/);
  });
  it("contractions: 'how thankful we are that' keeps 'we are'", () => {
    for (const seed of SEEDS) expect(contract("Just think how thankful we are that help came.", ctx("casual", "heavy", seed))).not.toMatch(/we're that/);
  });
  it("structure: no 'This has made sure' from an 'ensuring' tail; no agent verb for a thing; 'These' with a modal or after 'by'", () => {
    const outs = splitOuts;
    for (const out of outs(["We will run a full day of training for your staff in March, ensuring that your team is fully ready for the new system."])) expect(out).not.toMatch(/(?:This|That) (?:has made sure|made sure|ensures|ensured)/);
    expect(ingToFinite("Doubt began to creep slowly into her mind, questioning if she would ever find love.")).toBeNull();
    expect(includingTail("Campbell would face tough competition from many rivals, including the party's hopefuls.")).toBeNull();
    expect(includingTail("Gunmen targeted the vehicles owned by local officials, including members of the ruling party.")).toBeNull();
    expect(tryJoin("I hope this email finds you well.", "I wanted to ask about the order.", "professional")).toBeNull();
  });
});

describe("round 11, last rows", () => {
  it("a paragraph that reports statistics keeps 'significantly' even when the p-value is masked in brackets", () => {
    const text = "Students in the treated group had significantly higher test scores (β = 0.34, p < 0.01) than the control group.";
    for (const st of STYLES) expect(humanizeLocal(text, { style: st, strength: "heavy", preserveLength: false }).text).toMatch(/significantly higher/);
    never("The drug does not appear to significantly predict outcomes.", /greatly predict|markedly predict/);
  });
  it("more rows: increasingly become, serves as a reminder, shed light, importance in academic, carbon reductions, rigorous curriculum, unique view", () => {
    never("Phones have increasingly become a problem in schools.", /more and more become/);
    never("The crash serves as a reminder of the risks.", /reminds us/);
    never("The data shed light on the nature of gravity.", /explain/);
    for (const seed of SEEDS) expect(lexical("We assess the importance of the tensor terms.", ctx("academic", "heavy", seed))).not.toMatch(/value of/);
    never("The firm cut carbon reductions in the sector.", /carbon (?:drops|cuts) in/);
    never("The school offers a rigorous curriculum.", /(?:strict|careful) curriculum/);
    never("She brings a unique view on equality.", /special view/);
    never("He showed unwavering patience with them.", /(?:steady|firm) patience/);
    never("Curiosity and excitement filled the room.", /and thrill/);
  });
});

describe("round 11: one voice per paragraph", () => {
  it("'This paper presents' stays when a later sentence names the paper or its authors", () => {
    const text = "This paper presents a new model of rainfall in the Volta basin. We fit it to ten years of data. The authors then compare it with two older models.";
    for (const st of STYLES) expect(humanizeLocal(text, { style: st, strength: "heavy", preserveLength: false }).text).not.toMatch(/^We present/);
    const plain = "This paper presents a new model of rainfall in the Volta basin. We fit it to ten years of station data from the north.";
    expect(STYLES.some((st) => /^We present/.test(humanizeLocal(plain, { style: st, strength: "heavy", preserveLength: false }).text))).toBe(true);
  });
});

describe("round 11: openers do not echo", () => {
  it("academic 'And' never becomes 'Beyond this,' in a sentence that says 'beyond' again", () => {
    for (const seed of SEEDS) expect(style("And we identify the critical strength beyond which order is lost.", ctx("academic", "heavy", seed))).not.toMatch(/^Beyond this/);
  });
});

describe("round 11, third reading (texts 600-899, human texts, 24 more genres)", () => {
  it("quotations are paired by the direction of their marks", () => {
    expect(quotationSpans(`He said "it is fine" and left. She said "no".`).length).toBe(2);
    // a quotation running on from the paragraph before has no closing mark in this one: the paragraph is speech
    const speech = `"We will ensure that the plan is completely open to every trader in the market and beyond.`;
    for (const out of all(speech)) expect(out).toBe(speech);
    // a mark stuck to the wrong word must not flip the pairs after it
    const news = `The council called the plan wrong"."We will ensure that every voice is heard," she said. The mayor did not comment on the plan.`;
    for (const out of all(news)) expect(out).toContain(`"We will ensure that every voice is heard,"`);
  });
  it("academic 'And'/'So' in a story stay; no 'Beyond this,'", () => {
    for (const seed of SEEDS) {
      expect(style("And for that, I am grateful.", ctx("academic", "heavy", seed))).toBe("And for that, I am grateful.");
      expect(style("So here we are today.", ctx("academic", "heavy", seed))).toBe("So here we are today.");
      expect(style("And the results improved markedly over time.", ctx("academic", "heavy", seed))).not.toMatch(/^Beyond this/);
    }
  });
  it("'because' splits: past tense, and never off a reported reason", () => {
    const outs = (s: string) => splitOuts([s]);
    for (const out of outs("The college had wanted to sell the old hall for many years, because it needed the money for new labs.")) expect(out).not.toMatch(/(?:This is|That's|That is) because/);
    for (const out of outs("The palace announced that the Queen would not attend the service because she had a bad cold.")) expect(out).not.toMatch(/\. (?:This|That)(?: is| was|'s) because she had/);
  });
  it("rows: aim to (things), duty to mitigate, mutually beneficial, maintain properties, empower, this ensures, evaluate the impact, seek a grant, due to hear, majority of which", () => {
    never("The app aims to reduce fraud in rural areas.", /sets out to/);
    never("The buyer has a duty to mitigate her loss.", /duty to reduce/);
    never("These are mutually beneficial transactions.", /mutually helpful/);
    never("Landlords have little incentive to maintain properties.", /keep properties/);
    never("Social media can empower people who are often excluded.", /(?:enable|equip) people who/);
    never("This ensures that you will not need to borrow.", /This makes sure/);
    never("The study will evaluate the impact of mobile money.", /judge the impact/);
    never("The charity seeks a grant of five thousand dollars.", /looks for a grant/);
    never("The High Court is also due to hear a challenge.", /because of hear/);
    never("Forty people came, the majority of which were students.", /most which/);
    never("The council is maintaining the proposal is necessary.", /keeping the proposal/);
    never("Children played hide and seek in the yard.", /hide and look for/);
    never("These are works that challenge conventions.", /that problem/);
    never("Traditional media still reach many older readers.", /[Rr]egular media/);
  });
  it("rows: technical and idiomatic senses", () => {
    never("We construct a full exceptional collection of sheaves.", /great collection/);
    never("A filament is aligned with the line of sight.", /fitted with/);
    never("We see a gradual pressure enhancement near the core.", /pressure improvement/);
    never("We establish a connection between the two models.", /set up a connection/);
    never("The spectra were acquired at the telescope.", /gained at/);
    never("The method can accurately capture the peaks.", /correctly capture/);
    never("Neon lights illuminated the bustling streets.", /clarified/);
    never("He is set to make a lasting impact on the team.", /make a (?:long-term|lasting) effect/);
    never("He previously served as assistant coach of the team.", /acted as assistant coach|worked as assistant coach/);
    never("Obstacles remain in organizing the fight.", /Obstacles stay/);
    never("They came upon the entrance of the cave.", /came on the entrance/);
    never("She met the guidance counselors at school.", /advice counselors/);
    never("The firm has a strong online offering.", /online giving/);
    never("I undertook a twelve-week internship at the bank.", /carried out a twelve-week internship/);
    never("The film was compelling and visually stunning.", /convincing and visually/);
    never("It had profound implications for the region.", /(?:deep|strong) implications/);
    never("They used similes, such as \"like dust in the wind\".", /similes, like/);
    never("We obtain new insights into the process.", /fresh clues/);
    never("These changes were a source of initial appeal.", /first appeal/);
    for (const seed of SEEDS) expect(lexical("This study delves into the causes of flooding.", ctx("academic", "heavy", seed))).not.toMatch(/digs into/);
  });
  it("contractions and opinions: 'may have not', 'have not only', 'the need to', 'matter-antimatter', 'it's self'", () => {
    for (const seed of SEEDS) {
      const c = ctx("casual", "heavy", seed);
      expect(contract("We may have not considered it.", c)).toBe("We may have not considered it.");
      expect(contract("They have not only won but also led.", c)).toBe("They have not only won but also led.");
      expect(imperfections("The headteacher stressed the need to repair the roof.", c)).not.toMatch(/^I (?:think|believe|'d say)/);
      expect(imperfections("As he steps onto the pitch, the fans must stay calm.", c)).not.toMatch(/^I (?:think|believe|'d say) as/);
    }
    expect(expandContractions("The house it's self was old.")).toBe("The house it's self was old.");
  });
  it("structure: 'made it' stays a tail; 'for both, increasing'; 'no longer' is no subject; a professional ', but' opens with 'But'", () => {
    expect(ingToFinite("The treasury bill offered a yield of about ten percent, making it a fairly low-risk option.")).toBeNull();
    const outs = (s: string, style: HumanizeStyle) => splitOuts([s], [style]);
    for (const out of outs("The model predicts a larger response of the fluid for both, increasing elasticity and inertia.", "professional")) expect(out).not.toMatch(/This increases/);
    for (const out of outs("People once spent hours at the arcade after school every day, but no longer have gamers any need to leave home.", "professional")) expect(out).not.toMatch(/\. (?:But|Yet) no longer/);
    for (const out of outs("He offered to invest a large sum in the old site near the harbour, but the council told him that the land was not for sale.", "professional")) expect(out).not.toMatch(/Still, the council/);
  });
});

describe("round 11, fourth reading (texts 900-1199, 20 Ghana-context texts)", () => {
  it("terms and fixed phrases: equitable doctrine, a leading cause, Discuss, requires that, CDMA, modified Kappa", () => {
    never("The court may apply the equitable doctrine of laches.", /fair doctrine/);
    never("Malaria remains a leading cause of death in the north.", /a main cause/);
    never("Question 2: Discuss the causes of inflation in Ghana.", /Talk about/);
    never("Customary law requires that the grant be made by the chief.", /needs that/);
    never("The system uses code division multiple access for the uplink.", /many access|several access/);
    never("Reforms expanded opportunities for thousands of pupils.", /expanded chances/);
    never("The project will be implemented over twelve months.", /put in place over/);
    never("Rising fuel prices contributed to this trend in Accra.", /added to this trend|fed into this trend/);
    never("The system offers an affordable tool for traders.", /gives an affordable tool/);
  });
  it("grammar: shed light (past), serve as a reminder (plural), a testament to (past), both ..., and; challenging themselves; most daunting", () => {
    never("The inquiry shed light on the influence of donors.", /inquiry clarify/);
    never("The accusations serve as a reminder of the risks.", /accusations be a reminder/);
    never("The win was a testament to their effort.", /was shows|\bshows their effort/);
    never("Students should be challenging themselves every day.", /be (?:hard|tough) themselves/);
    never("The most daunting of them was the last.", /most (?:hard|tough)/);
    never("A worn set of leather harness hung on pegs.", /leather (?:use|tap)/);
    never("Flower's attempt to distance himself failed.", /Flower's try/);
    never("He stood alongside of his brother.", /along with of/);
    never("They are assisting witnesses in the case.", /assisting sees|helping sees/);
    never("The rules of purchase are strict.", /rules of buy/);
    const outs = (s: string) => splitOuts([s]);
    for (const out of outs("Venus is a rewarding place to study due both to its close likeness to Earth, and the potential uncovered by recent missions to the planet.")) expect(out).not.toMatch(/Earth\. /);
    for (const out of outs("Such a situation could arise quite often in practice, because this rule pertains to every member of the board.")) expect(out).not.toMatch(/was because/);
  });
  it("senses: discussions, captivating, tapestry, remain, uphold, offering a reward, delve into conversation, investigated for, sought by", () => {
    never("The site hosts memes, news, and discussions.", /and talks/);
    never("She had a captivating smile.", /gripping smile/);
    never("In the tapestry of existence, we are small.", /the (?:mix|blend) of existence/);
    never("Texting remains perhaps the most popular habit.", /stays perhaps/);
    never("Those who remain must rebuild the town.", /who stay/);
    never("Officers are expected to uphold the law.", /support the law/);
    never("His family is offering a reward for news.", /giving a reward/);
    never("We delved into deep conversation about life.", /(?:looked|dug) into deep conversation/);
    never("Two men are being investigated for fraud.", /being (?:studied|looked into|examined) for/);
    never("These are requirements sought by top universities.", /looked for by/);
    never("Trade flourished throughout the realm.", /throughout the world/);
    never("Our results show that the network exhibits strong links.", /show that the network shows/);
    never("On the one hand it is cheap; on the other hand it is slow.", /by contrast/);
    never("Firms face the challenge of rising costs.", /face the problem/);
    never("The map shows significant clustering of cases.", /major clustering/);
  });
  it("openers and contractions: 'So many', 'I think they argue', academic 'Here's', 'of it's presence'", () => {
    for (const seed of SEEDS) {
      expect(imperfections("As a result, many more people moved to the city.", ctx("professional", "heavy", seed))).not.toMatch(/^So many/);
      expect(imperfections("They argue that schools should open later.", ctx("casual", "heavy", seed))).not.toMatch(/^I (?:think|believe|'d say)/);
    }
    expect(expandContractions("Here's the plan.")).toBe("Here is the plan.");
    expect(expandContractions("We saw all of it's presence in the room.")).toBe("We saw all of it's presence in the room.");
  });
});

describe("round 11, fifth reading (texts 1200-1499 at heavy; 43 edge-case inputs)", () => {
  it("code, hashtags, @mentions, single-quoted quotations and footnote marks keep their form", () => {
    for (const out of all("Call leverage(data) first. Moreover, it is crucial to utilize robust tools.")) expect(out).toContain("leverage(data)");
    for (const out of all("Follow #leverage and #innovation for more. Thanks to @foster and @robust for the help.")) expect(out).toMatch(/#leverage.*#innovation.*@foster.*@robust/);
    for (const out of all("He called it 'a pivotal and crucial moment' in the speech.")) expect(out).toContain("'a pivotal and crucial moment'");
    for (const out of all("It significantly altered trade relations in the region.² Furthermore, it fostered robust growth.")) expect(out).toContain("region.²");
  });
  it("a sentence opening 'It’s' (curly) is no name; a requirement keeps its force; 'On top of that,' keeps its comma", () => {
    const opts = { style: "academic", strength: "heavy", preserveLength: false } as const;
    const text = "It’s crucial that we study the data. Moreover, it’s a robust approach.";
    expect(violations(text, repair(humanizeLocal(text, opts).text, opts), opts)).toEqual([]);
    never("Furthermore, it is crucial to include your order number.", /it pays to/i);
    for (const out of all("On top of that, the function uses the cache. On top of that, you can call it twice.")) expect(out).not.toMatch(/On top of that the|On top of that you/);
  });
  it("people and who did what: no 'This stressed', no 'He asked him', no 'It' for a man", () => {
    const outs = splitOuts;
    for (const out of outs(["He called for unity and renewed dedication from every member, stressing the importance of teamwork in the club."])) expect(out).not.toMatch(/This stress/);
    expect(agentTail("He even got a few requests from neighbouring estates, asking him to expand his business.")).toBeNull();
    expect(pronounize("The man was found on the road near the bridge.", "The man was taken to the hospital, where he died.")).toBeNull();
  });
  it("rows: Tilley's conduct, were immediately called, offering bike hire, increased safety measures, direction determination, the collaboration involves, Initial timetables, a valuable employee, consequences for", () => {
    never("Tilley's conduct was questioned by the board.", /carry out/);
    never("Emergency services were immediately called to the scene.", /were at once/);
    never("The council is going to be offering bike hire in the park.", /giving bike hire/);
    never("Officers promised increased safety measures at the match.", /higher safety measures/);
    never("We improve the neutrino direction determination at low energy.", /direction resolve/);
    never("The innovative collaboration involves three fire services.", /teamwork involves/);
    never("Initial timetables suggest a delay.", /^First timetables/);
    never("She was a valuable employee for years.", /useful employee|helpful employee/);
    never("This has observable consequences for experiments.", /effects for experiments/);
    never("We must maintain transparency and uphold the trust of voters.", /keep transparency|support the trust/);
  });
});

describe("round 11: fenced code blocks", () => {
  it("lines inside ``` fences are left as they are; the prose around them is rewritten", () => {
    const code = "```python\nresult = leverage(data)\nif robust and crucial: utilize(x)\n```";
    const text = `Moreover, it is crucial to utilize robust tools.\n${code}\nFurthermore, we leverage the results.`;
    for (const out of STYLES.map((st) => humanizeLocal(text, { style: st, strength: "heavy", preserveLength: false }).text)) {
      expect(out).toContain(code);
      expect(out).not.toMatch(/^Moreover, it is crucial to utilize/);
    }
  });
});

describe("round 11, sixth reading (the last 300 AI and 141 human lines of train)", () => {
  it("rows: initial conditions, resulting in low rates, possessing beef, the challenge of managing, aligned with, never actually, once perceived as, increasingly difficult, Tilley's conduct", () => {
    never("We evolve the given initial configuration in time.", /first configuration/);
    never("The repair is safe, resulting in acceptably low rates of paraplegia.", /causing acceptably/);
    never("The law forbids even possessing beef.", /having beef/);
    never("He is looking forward to the challenge of managing the club.", /the problem of managing/);
    never("We detect a filament aligned with the line of sight.", /filament matched/);
    never("The species never actually died off.", /never (?:in fact|really) died/);
    never("Rap was once perceived as a passing trend.", /once saw as/);
    never("It had become increasingly difficult to manage.", /more and more hard/);
    never("Critics praised Tilley's conduct in the crisis.", /carry out/);
    never("The forces were evaluated at each step.", /were judged/);
    never("The study aimed to understand the causes.", /aimed to grasp/);
    never("This is a robust phenomenon in the model.", /(?:solid|strong) phenomenon/);
    never("The plan garnered mixed reactions from voters.", /gained mixed reactions|earned mixed reactions/);
    never("The banner serves as a powerful message to all.", /acts as a powerful message|works as a powerful message/);
    never("Students in traditional methods classes did well.", /regular methods/);
  });
  it("structure: a person's 'suggesting' tail, a moved clause with a pronoun or a report, 'This is because this', 'Also, ... also'", () => {
    for (const out of splitOuts(["Mr Waters challenged Mr Capaldi over the sudden change, suggesting it threatened the future of the whole group."])) expect(out).not.toMatch(/This suggest/);
    for (const out of splitOuts(["She will not blame the young players for it this season, because that is part of the learning process."])) expect(out).not.toMatch(/\. (?:This|That)(?: is| was|'s) because that/);
    for (const seed of SEEDS) expect(imperfections("Additionally, the argument can also be made that fees are too high.", ctx("professional", "heavy", seed))).not.toMatch(/^(?:Also|Plus), .*\balso\b/);
  });
});

describe("round 11: no replacement repeated from the sentence before", () => {
  it("'expressed' three sentences running does not become 'voiced' in two neighbours", () => {
    const text = "The minister expressed concern about the delays on the new road. The mayor expressed support for the contractors. Residents expressed anger at the noise.";
    for (const out of all(text)) {
      const sentences = out.split(/(?<=\.)\s+/);
      for (let i = 1; i < sentences.length; i++) expect(/\bvoiced\b/.test(sentences[i - 1]!) && /\bvoiced\b/.test(sentences[i]!)).toBe(false);
    }
  });
});

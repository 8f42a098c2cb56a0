import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { imperfections } from "@/lib/text-tools/humanizer/imperfections";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { splitOptions, structure } from "@/lib/text-tools/humanizer/structure";
import { style } from "@/lib/text-tools/humanizer/style";
import { protect, quotationSpans } from "@/lib/text-tools/humanizer/protect";
import { maskedSentences } from "@/lib/text-tools/humanizer/text-utils";
import { PROFILES, STYLES, STRENGTHS, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { sanitize, violations } from "@/lib/text-tools/humanizer/verify";
import { splitSentences } from "@/lib/text-tools/segment";

/**
 * Round 12 (eighth session): faults the round-11 reviews reported and left open. Each test failed on the code
 * before its fix.
 */
const ctx = (st: HumanizeStyle, seed = "t") => ({ rng: makeRng(seed), p: PROFILES.heavy, style: st });
const SEEDS = ["a", "b", "c", "d", "e", "f", "g", "h"];
const every = (text: string, preserveLength = false) =>
  STYLES.flatMap((style) => STRENGTHS.map((strength) => humanizeLocal(text, { style, strength, preserveLength }).text));

describe("white space and marks between sentences", () => {
  it("emphasis glued to a sentence's end stays on that sentence", () => {
    expect(splitSentences("*The results were striking.* Then the team met.").map((s) => s.text)).toEqual(["*The results were striking.*", "Then the team met."]);
    expect(splitSentences("It was **done.** Next came **the rest.**").map((s) => s.text)).toEqual(["It was **done.**", "Next came **the rest.**"]);
    // a bullet opening a line is not glued to the sentence before it
    expect(splitSentences("First point.\n* Second point.").map((s) => s.text)).toEqual(["First point.", "* Second point."]);
    for (const out of every("*The results were striking.* Furthermore, the team utilized a robust approach to facilitate the analysis of the data.")) {
      expect(out).not.toMatch(/\. \*/);
      expect(out).toMatch(/^\*The results were striking\.\* /);
    }
  });
  it("two spaces or a tab between kept sentences come back as written", () => {
    const text = "The plan was clear.  Furthermore, the team utilized a robust approach to facilitate the analysis.\tThe vote passed. It was late.";
    for (const out of every(text)) {
      expect(out).toMatch(/^The plan was clear\. {2}\S/);
      expect(out).toMatch(/\.\tThe vote passed\./);
    }
    expect(maskedSentences("A b.  C d.\tE f.", "A b.  C d.\tE f.", [])).toEqual({ sentences: ["A b.", "C d.", "E f."], seps: ["  ", "\t"] });
  });
  it("sentences glued by a typo get one space", () => {
    expect(maskedSentences("Why?I left.", "Why?I left.", []).seps).toEqual([" "]);
  });
  it("a speech re-opened in the next sentence does not double the space before it", () => {
    const t = `He told the website: "We're pleased for George and his tally. "He's had a great season for us so far and it's over."`;
    const spans = quotationSpans(t).map(([s, e]) => t.slice(s, e));
    expect(spans).toEqual([`"We're pleased for George and his tally.`, `"He's had a great season for us so far and it's over."`]);
    expect(protect(t).masked).not.toMatch(/\s$/);
    for (const out of every(t)) expect(out).not.toMatch(/ {2}/);
  });
});

describe("contrast kept", () => {
  it("a ', whereas' split keeps its contrast; a time 'while' gets no contrast word", () => {
    const s = "Some members of the council back the plan to widen the main road, whereas others have opposed it from the start.";
    for (const st of STYLES) {
      const opts = splitOptions(s, ctx(st));
      expect(opts.length).toBeGreaterThan(0);
      for (const o of opts) expect(o.right).toMatch(/^(?:By contrast|In contrast|But)\b/);
    }
    const w = "He waited at the gate for nearly an hour in the cold, while the rain kept falling on the town.";
    for (const st of STYLES) for (const o of splitOptions(w, ctx(st))) expect(o.right).toMatch(/^The rain kept falling/);
  });
  it("a clause break whose right half opens with a lower-case common noun can split ('but others have')", () => {
    expect(splitOptions("Many of the older traders moved their stalls to the new market last year, but others have stayed near the lorry station.", ctx("professional")))
      .toContainEqual({ left: "Many of the older traders moved their stalls to the new market last year.", right: "But others have stayed near the lorry station." });
  });
  it("'However,' never becomes 'Still,' (a contrast is not a concession); academic 'But' becomes 'Yet', 'However,' or stays, never 'Still,'", () => {
    for (const st of STYLES) for (const seed of SEEDS) {
      expect(imperfections("However, sales fell in April.", ctx(st, seed))).toMatch(/^(?:But|Yet|However,) sales fell in April\.$/);
    }
    for (const seed of SEEDS) expect(style("But sales fell in April.", ctx("academic", seed))).toMatch(/^(?:Yet|However,|But) sales fell in April\.$/);
  });
});

describe("academic joins do not pile up semicolons", () => {
  it("a join writes a new semicolon only six sentences after the last one", () => {
    const story = [
      "He opened the door slowly.", "The room was dark and cold.", "He found the switch on the wall.", "The light came on at once.",
      "He saw the letter on the desk.", "It was addressed to his father.", "He read it twice by the window.", "It changed everything he knew.",
      "He sat down on the old bed.", "The house was silent around him.", "He looked at the clock again.", "The hands had stopped at noon.",
    ];
    for (const seed of SEEDS) {
      const lens: number[] = [], semis: number[] = [];
      const out = structure(story, { ...ctx("academic", seed), lens, semis }).flatMap((u) => u.out);
      const at = out.flatMap((s, i) => (s.includes(";") ? [i] : []));
      for (let k = 1; k < at.length; k++) expect(at[k]! - at[k - 1]!).toBeGreaterThanOrEqual(6);
    }
  });
});

describe("formal letters", () => {
  const letter = [
    "Dear Hon. Municipal Chief Executive,",
    "",
    "We write about the drain on Ring Road. It has not been cleared since the rains began, and the water does not flow. The traders are not able to open their stalls, and they cannot reach the market.",
    "",
    "Yours faithfully,",
    "Kofi Mensah",
  ].join("\n");
  it("the professional style writes no contractions in a letter to an official", () => {
    for (const strength of STRENGTHS) {
      const out = humanizeLocal(letter, { style: "professional", strength, preserveLength: false }).text;
      expect(out).not.toMatch(/n't\b/);
    }
  });
  it("an ordinary professional text still gets some", () => {
    const memo = letter.split("\n")[2]!;
    const outs = ["a", "b", "c"].map((k) => humanizeLocal(`${memo} ${k === "a" ? "" : k === "b" ? "We do not know why." : "It is not clear why."}`.trim(), { style: "professional", strength: "heavy", preserveLength: false }).text);
    expect(outs.some((o) => /n't\b/.test(o))).toBe(true);
  });
});

describe("reference lists are citations", () => {
  const essay = [
    "Climate change significantly impacts smallholder farmers in Ghana (Asante & Amuakwa-Mensah, 2015). Furthermore, it is crucial to note that adaptation strategies remain limited.",
    "",
    "## References",
    "",
    "Asante, F. A., & Amuakwa-Mensah, F. (2015). Climate change and variability in Ghana: Stocktaking. Climate, 3(1), 78-99. https://doi.org/10.3390/cli3010078",
    "",
    "Boateng, K. (2019). Utilizing innovative approaches to facilitate comprehensive agricultural transformation. Journal of African Studies, 12(3), 45-67.",
    "Smith, J. (2020). Leveraging robust frameworks: A comprehensive analysis. Oxford University Press.",
  ].join("\n");
  it("every line after a references heading comes back verbatim, the prose before it is rewritten", () => {
    for (const out of every(essay)) {
      expect(out.split("\n").slice(2)).toEqual(essay.split("\n").slice(2));
      expect(out.split("\n")[0]).not.toBe(essay.split("\n")[0]);
    }
  });
  it("an entry is kept wherever it stands (APA, Harvard, MLA, IEEE, Vancouver); prose that opens with a name is not", () => {
    const entries = [
      "Boateng, K. (2019). Utilizing innovative approaches to facilitate comprehensive agricultural transformation. Journal of African Studies, 12(3), 45-67.",
      "Boateng, K. A. 2019. Utilizing innovative approaches to facilitate comprehensive transformation. Accra: Sub-Saharan Publishers.",
      "Mensah, Kofi. Leveraging Robust Frameworks for Comprehensive Change. Ghana Universities Press, 2018.",
      "[3] K. Mensah, \"Utilizing robust methods to facilitate comprehensive analysis,\" IEEE Access, vol. 7, pp. 1-9, 2019.",
      "3. Mensah K, Boateng A. Utilizing robust methods to facilitate comprehensive analysis. Ghana Med J. 2019;53(2):45-67.",
    ];
    for (const e of entries) for (const out of every(`${e}\n\nFurthermore, it is crucial to note that the team utilized a robust approach to facilitate the analysis.`)) {
      expect(out.split("\n")[0]).toBe(e);
    }
    const prose = "Mensah, the head of the department, utilized a robust approach to facilitate the analysis of the 2019 data.";
    expect(every(prose).some((o) => o !== prose)).toBe(true);
  });
  it("a model's rewrite that changes a reference is a violation", () => {
    const opts = { style: "professional", strength: "medium", preserveLength: false } as const;
    const changed = essay.replace("Utilizing innovative approaches", "Using new approaches");
    expect(violations(essay, changed, opts)).toContain("protected");
    expect(violations(essay, essay.replace("Furthermore, it is crucial to note that", "Also,"), opts)).not.toContain("protected");
    // a heading alone: its capitalised word is one span, not two (found by fuzzing: "References" flagged against itself)
    expect(violations("References", "References", opts)).toEqual([]);
    expect(violations("Mensah, K. (2019). Title. Accra: Press.", "Mensah, K. (2019). Title. Accra: Press.", opts)).toEqual([]);
  });
});

/** a rewrite of `text` in no setting (12, without preserveLength, which could hide a change) matches `bad` */
const neverIn = (text: string, bad: RegExp) => { for (const out of every(text)) expect(out).not.toMatch(bad); };

describe("round 12 review: personal and practical writing", () => {
  it("set phrases keep their sense", () => {
    neverIn("Maa, it is still difficult to believe that you are gone.", /\bto think that\b/);
    neverIn("It is impossible to believe that the year is over.", /\bto think that\b/);
    neverIn("Rather than succumbing to despair, I embraced the challenge and worked harder every term.", /\bproblem\b/);
    neverIn("Today, I stand as a testament to the fact that adversity can be a catalyst for growth.", /\bremain (?:a |proof)/);
    neverIn("I assure you that I remain fully committed to the programme and its goals.", /\bstay fully\b/);
    neverIn("Ms Warria remains in a stable condition in hospital after the attack.", /\bstays in a stable\b/);
    neverIn("Could you give feedback on the methodology chapter of my thesis, particularly the sampling strategy?", /\bmethod chapter\b/);
    neverIn("I am writing to seek your guidance on my thesis before the deadline.", /\blook(?:ing)? for your\b/);
    neverIn("It is crucial that we coordinate our efforts this week.", /\bIt matters that\b/);
    neverIn("Her mentorship would help me develop the rigorous analytical skills needed for research.", /\bstrict analytical\b/);
    neverIn("The town grew quickly as the exploration efforts heightened along the coast.", /\bstudy efforts\b/);
  });
  it("grammar the table broke on human text", () => {
    neverIn("The obtained result is in agreement with experimental observation.", /\bgot result\b/);
    neverIn("I am a teacher, a driver and a myriad different things to my family.", /\bplenty different\b|\ba many\b/);
    for (const out of every("A myriad different things happened that year.")) expect(out).toMatch(/^(?:Many|A myriad) different things/);
    neverIn("Having people help you is very, very important to me.", /\bvery, important\b/);
  });
  it("a 'While' of two actions by the same subject is a time, not a concession", () => {
    neverIn("While I sell my various treasures, I get to know the needs and the desires of the people.", /\. (?:But|Yet|Still,) I get\b/);
  });
  it("joins do not tie clauses across a change of tense", () => {
    const text = "I chose nursing because in 2017 my younger sister died of malaria on the way to Walewale Hospital. The nurse who tried to save her was the only health worker on duty that night. I want to go back and work in my district, where there are still too few nurses.";
    neverIn(text, /night, and I want/);
    neverIn("She hasn't been charged with any offence yet. She was found at her home with stab wounds.", /yet, and she was/);
  });
  it("a request keeps a plain opener", () => {
    for (const out of every("Additionally, kindly remind Esi that the deadline is Monday.")) expect(out).toMatch(/^(?:Also, k|Additionally, k|K)indly remind Esi/);
  });
  it("a reason attached to a phrase is not split off as 'This is because'", () => {
    neverIn("Hi Kofi, let us meet at the Balme Library, the second floor, because the ground floor is always too noisy.", /(?:This|That) (?:is|was)|That's because/);
  });
  it("a funeral tribute gets no contractions in the professional style", () => {
    const tribute = "TRIBUTE TO OUR GRANDFATHER\n\nGrandpa, you were not merely a grandfather; you were our teacher and our friend. We do not know how we will manage without your counsel. It is hard to accept that you are gone.\n\nSleep well, Grandpa. Da yie.";
    for (const strength of STRENGTHS) expect(humanizeLocal(tribute, { style: "professional", strength, preserveLength: false }).text).not.toMatch(/n't\b|\b(?:it|that|you|we)['’](?:s|re)\b/i);
  });
  it("a text spelt the British way gets British replacements", () => {
    const uk = "The cloth is vibrant and colourful in every neighbourhood, and Makola market is the focal point of the neighbourhood. Last year we conducted an analysis of the sales figures for the organisation.";
    for (const out of every(uk)) expect(out).not.toMatch(/\b(?:colorful|center|analyzed?|molding|gotten)\b/);
    expect(every(uk).some((o) => /\b(?:colourful|centre|analysed)\b/.test(o.replace(/vibrant and colourful/, "")))).toBe(true);
    // an American text keeps American replacements
    const us = "The cloth is vibrant, and the market is the focal point of the neighborhood. Last year we conducted an analysis of the sales for the organization.";
    expect(every(us).some((o) => /\b(?:colorful|center|analyzed)\b/.test(o))).toBe(true);
  });
});

describe("round 12 review: student assignments with their structure", () => {
  it("block quotations, headings, table rows, section titles and the set question come back verbatim", () => {
    const text = [
      "# 2. Strategies for Prevention",
      "",
      "1.0 Introduction",
      "",
      "Question: With relevant examples, discuss the functions of the extended family system in Ghana.",
      "",
      "However, as Amoah (2019) observes:",
      "",
      "> The problem is not a lack of policies but a failure to enforce them consistently. Sanitation bye-laws exist in every assembly, yet offenders are rarely prosecuted.",
      "",
      "| Item | Agree (%) |",
      "| Use the same password for multiple accounts | 41 |",
      "",
      "Furthermore, it is crucial to note that the assemblies utilize a robust approach to facilitate enforcement of the bye-laws.",
    ].join("\n");
    const outs = every(text);
    for (const out of outs) {
      const a = text.split("\n"), b = out.split("\n");
      expect(b.length).toBe(a.length);
      for (const i of [0, 2, 4, 8, 10, 11]) expect(b[i]).toBe(a[i]);
    }
    // the prose around them is still rewritten
    expect(outs.filter((o) => o.split("\n")[13] !== text.split("\n")[13]).length).toBeGreaterThan(6);
    const opts = { style: "professional", strength: "medium", preserveLength: false } as const;
    expect(violations(text, text.replace("> The problem is not", "> The problem isn't"), opts)).toContain("protected");
  });
  it("terms of a field keep their words", () => {
    neverIn("During my placement I learnt how to apply aseptic technique, monitor vital signs and document patient care accurately.", /aseptic method/);
    neverIn("The school curriculum should include comprehensive sexuality education for all adolescents in the region.", /(?:full|broad) sexuality/);
    neverIn("The nurse carried out a comprehensive assessment of the patient on admission to the ward.", /\b(?:full|broad) (?:assessment|review)|comprehensive review/);
    neverIn("Students need information and communication technology (ICT) skills to compete for good jobs today.", /\binfo and communication/);
    neverIn("Many graduates travel abroad for further studies after national service in Ghana.", /\bmore studies\b/);
    neverIn("Multiple sales of the same land remain common in peri-urban Accra, and buyers lose their money.", /\bMany sales\b/);
  });
  it("grammar: a second verb, 'provide X for Y', 'most notably', 'strategies for', 'an increasingly'", () => {
    neverIn("This paper examines the underlying causes of teenage pregnancy and evaluates existing interventions.", /^We examine\b.*\band evaluates\b/);
    neverIn("District assemblies should provide decent accommodation for teachers in rural areas.", /\bgive decent accommodation\b/);
    neverIn("Dumsor describes the erratic power supply that the country has experienced at various times, most notably between 2012 and 2016.", /\bmost in particular\b/);
    neverIn("The report lists the key strategies for malaria prevention in pregnancy across the districts.", /\bways for\b/);
    neverIn("Young people must learn to protect their data in an increasingly digital world full of fraudsters.", /\ban? more and more\b/);
  });
  it("meaning: what people stated, what a study measured, a reputation, a source, a cause", () => {
    neverIn("In the survey, 68% of respondents indicated that they found mathematics difficult to learn.", /respondents (?:suggested|showed)\b/);
    neverIn("This study assessed the level of cybersecurity awareness among undergraduate students in Accra.", /\bjudged the level\b/);
    neverIn("The report evaluates existing interventions against teenage pregnancy in the region.", /\bjudges existing\b/);
    neverIn("Trotros are often associated with overcrowding and reckless driving on the roads.", /often related to\b/);
    neverIn("Poverty and peer pressure contribute to early sexual debut among adolescents.", /\b(?:add|adds|feed|feeds) (?:to|into) early sexual debut\b/);
    neverIn("The reform requires a sustained commitment to enforcement from every assembly.", /\bsustained dedication\b/);
    neverIn("The court held that the statute preserves the doctrine of equity for future cases.", /\bprotects the doctrine\b/);
    neverIn("Banks should implement robust access controls to protect customer data from fraud.", /\bcarry out (?:robust|strong|solid) access\b/);
  });
  it("consistency and register", () => {
    for (const out of every("Firstly, fares are affordable. Secondly, the system provides extensive coverage. Thirdly, it creates employment for thousands of drivers.")) {
      expect(out).not.toMatch(/\bFirst,.*\b(?:Second|Third)ly\b|\bFirstly\b.*\b(?:Second|Third),/);
    }
    neverIn("Girls drop out of school whilst boys stay, and the gap is widest amongst the poorest families.", /\bwhile boys\b|\bamong the poorest\b/);
    for (const out of every("In conclusion, the policy has widened access to secondary education in Ghana.")) expect(out).not.toMatch(/^In short,/);
    neverIn("Therefore, many adolescents lack accurate information about their bodies and their health.", /^(?:And )?So many adolescents\b/);
    neverIn("The programme sought to remove the fees that kept poor children out of school.", /\btried to remove\b/);
  });
});

describe("notation that mixes scripts", () => {
  it("Greek letters the input already has beside Latin ones (Aβ, IFNγ) are no look-alike violation; a new one is", () => {
    const opts = { style: "professional", strength: "heavy", preserveLength: false } as const;
    const t = "Furthermore, amyloid Aβ plaques and IFNγ play a crucial role in the progression of the disease.";
    const out = humanizeLocal(t, opts).text;
    expect(out).toMatch(/Aβ plaques and IFNγ/);
    expect(violations(t, out, opts)).toEqual([]);
    expect(violations("a plan that works", "a pl\u0430n that works", opts)).toContain("bad_chars");
    expect(violations("Aβ plaques", "Aβ plaques and Aβ fibrils", opts)).toContain("bad_chars");
  });
});

describe("round 12 review: law, accounting, science and research methods", () => {
  it("a paragraph that cites law or a standard keeps its words", () => {
    neverIn("Moreover, section 65 empowers the Commission to order reinstatement, re-employment or compensation.", /\bequips\b/);
    neverIn("They may exercise discretion, but that discretion shall be exercised fairly, as article 296 of the Constitution requires.", /\bneeds\.$/);
    neverIn("Section 11 of Act 29 states that a person shall be presumed to have intended the natural consequences of his act.", /natural effects/);
    neverIn("Under IFRS 16, the lease liability is initially measured at the present value of the lease payments.", /\bat first measured\b/);
  });
  it("terms of art keep their words elsewhere too", () => {
    neverIn("Furthermore, the plaintiff must establish a prima facie case before the burden shifts to the respondent.", /\bset up a prima facie\b/);
    neverIn("The first chapter introduces the study and establishes its significance for policy.", /\bsets up its significance\b/);
    neverIn("Ultimately, management should strengthen liquidity and reduce leverage to enhance financial resilience.", /\breduce (?:use|draw on)\b/);
    neverIn("H1: Perceived ease of use has a significant positive effect on the intention to adopt mobile money.", /\bmajor positive\b/);
    neverIn("These principles enhance the relevance and faithful representation of financial information, which are the two fundamental qualitative characteristics identified in the Conceptual Framework.", /\bbasic qualitative\b|qualitative features\b/);
    neverIn("Notably, the optimum pH for pepsin, by contrast, is around pH 2.0 in the stomach.", /\bbest pH\b/);
    neverIn("The general objective is to assess the effect of the Free SHS policy on enrolment in the district.", /\bgeneral goal\b|\bjudge the effect\b/);
    neverIn("Judicial review is a crucial mechanism for ensuring that public bodies act within the limits of their powers.", /\bin the limits\b/);
    neverIn("Data analysis in Python has become essential for science students at the university.", /\bbecome needed\b/);
    neverIn("Inflation must be tightly maintained within the target band by the central bank.", /\btightly kept\b/);
    neverIn("A worker who is dismissed may present a complaint to the Commission within six months.", /\bgive a complaint\b/);
  });
  it("structure: no comma splice from a list of clauses with a bare noun subject; a derivation keeps 'Therefore'", () => {
    neverIn("Kasapa's net profit margin was 8.4%, asset turnover was 0.75 times, and the equity multiplier was 2.38 at the end of the year.", /0\.75 times\. The equity/);
    neverIn("Factorising gives (x + 4)(x - 1) = 0. Therefore, x = -4 or x = 1.", /For this reason, x|As a result, x|So x =/);
  });
});

describe("round 12 review: chat, Pidgin and social posts", () => {
  it("emoji sequences keep their joiners (a family, a flame heart, a walking man with a skin tone)", () => {
    const t = "Family time 👨‍👩‍👧 and love ❤️‍🔥 for Ghana 🇬🇭. Walking 🚶🏾‍♂️ home after church.";
    expect(sanitize(t)).toBe(t);
    for (const out of every(t)) expect(out).toContain("👨‍👩‍👧");
    const opts = { style: "casual", strength: "heavy", preserveLength: false } as const;
    expect(violations(t, t, opts)).toEqual([]);
    // a joiner that joins no emoji is still a hidden character
    expect(sanitize("pl\u200Dan")).toBe("plan");
  });
  it("a Pidgin request inside a leading 'If' clause is not moved", () => {
    neverIn("Wat u dey do these days? I'm still in Kumasi, working at the hospital. If u come down this side make u buzz me, we go chop fufu together.", /together if u come/i);
  });
  it("sense: sales are helped, not eased; a journey that has been transformative; no echo of 'look'", () => {
    neverIn("Over 6 months, we onboarded 312 farmers and facilitated sales worth GH₵ 480,000 across the region.", /\beased sales\b/);
    neverIn("This journey has been transformative, and I am grateful to everyone who walked it with me.", /\bfar-reaching\b/);
    neverIn("I look forward to delving into innovative solutions with the team next year.", /look forward to looking into/);
    neverIn("Our youth group plays a pivotal role in fostering unity in the community.", /\bmatters? a great deal in\b/);
  });
  it("a spoken 'So' addressing readers is not 'As a result,' in academic style", () => {
    const t = "My GPA went from 2.4 to 3.5. It's not magic, it's just showing up. So to all the freshers reading this: pls don't dull yourself. Ask for help early, make friends who read, and drink water lol.";
    for (const strength of STRENGTHS) expect(humanizeLocal(t, { style: "academic", strength, preserveLength: false }).text).not.toMatch(/(?:As a result|For this reason), to all the freshers/);
  });
});

import { describe, expect, it } from "vitest";
import { humanizeLocal, VARIANTS } from "@/lib/text-tools/humanizer/engine";
import { imperfections } from "@/lib/text-tools/humanizer/imperfections";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { pastOrParticiple } from "@/lib/text-tools/humanizer/lexicon";
import { plainness } from "@/lib/text-tools/humanizer/plainness";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { openerComma } from "@/lib/text-tools/humanizer/style";
import { PROFILES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { AI_TEXTS } from "./fixtures";

const ctx = (style: HumanizeStyle = "professional", strength: HumanizeStrength = "heavy", seed = "t") => ({ rng: makeRng(seed), p: PROFILES[strength], style });

describe("round 8: plainness (the measure that picks among rewrites)", () => {
  it("scores shorter words, fewer long words and fewer commas as plainer", () => {
    expect(plainness("We need to look at how it works.")).toBeLessThan(plainness("We must investigate its functioning."));
    expect(plainness("The dog ran and the cat hid.")).toBeLessThan(plainness("The dog ran, and the cat hid."));
    expect(plainness("")).toBe(0);
    // protected spans (private-use placeholders) are not words
    expect(plainness("\uE000 ran.")).toBe(plainness("ran."));
  });
});

describe("round 8: several rewrites per unit at medium and heavy, the plainest kept", () => {
  it("draws one variant at light, more at medium and heavy", () => {
    expect(VARIANTS).toEqual({ light: 1, medium: 3, heavy: 4 });
  });
  it("the chosen heavy rewrite is never less plain than the first draw, and is the same on every call", () => {
    let plainer = 0;
    for (const text of AI_TEXTS) {
      const opts = { style: "casual", strength: "heavy", preserveLength: false } as const;
      const a = humanizeLocal(text, opts).text;
      expect(humanizeLocal(text, opts).text).toBe(a);
      // a single draw (what light does) at heavy's rates, for comparison: same engine, first variant only
      const saved = VARIANTS.heavy;
      VARIANTS.heavy = 1;
      try {
        const single = humanizeLocal(text, opts).text;
        expect(plainness(a)).toBeLessThanOrEqual(plainness(single) + 0.05);
        if (plainness(a) < plainness(single) - 1e-9) plainer++;
      } finally {
        VARIANTS.heavy = saved;
      }
    }
    // on the fixtures the choice makes a difference somewhere, or the selection would be dead code
    expect(plainer).toBeGreaterThan(0);
  });
});

describe("round 8: no comma after a short opening prepositional phrase (medium and heavy, not academic)", () => {
  it("drops it before a subject", () => {
    expect(openerComma("In the image, you saw yourself.", ctx())).toBe("In the image you saw yourself.");
    expect(openerComma("With a trembling finger, she pressed the button.", ctx())).toBe("With a trembling finger she pressed the button.");
    expect(openerComma("During the long summer, they left.", ctx())).toBe("During the long summer they left.");
  });
  it("keeps it after set phrases, conjunction-like openers, a trailing pronoun or -ing word, and at light", () => {
    for (const s of [
      "For example, the test failed.",
      "In other words, the plan failed.",
      "Beyond that, the survey shows a shift.",
      "Since they left, the game has been quiet.",
      "After the storm ended, the town rebuilt.",
      "With prices rising, the bank acted.",
      "In the years that followed, the town grew.",
      "In the north and the south, people voted.",
      "At the end of the long day, she slept.", // five words: too long to lose its comma
    ]) expect(openerComma(s, ctx())).toBe(s);
    expect(openerComma("In the image, you saw yourself.", ctx("professional", "light"))).toBe("In the image, you saw yourself.");
  });
  it("academic keeps the comma (the Style stage does not call it there)", () => {
    const out = humanizeLocal("In the image, you saw yourself standing tall.", { style: "academic", strength: "heavy", preserveLength: false }).text;
    expect(out).toContain("In the image, you");
  });
});

describe("round 8: long everyday words with short plain ones", () => {
  it("prevent -> stop (the verb, every form), not in academic", () => {
    expect(lexical("Rules prevent accidents and prevented a crash.", ctx())).toBe("Rules stop accidents and stopped a crash.");
    expect(lexical("Rules prevent accidents.", ctx("academic"))).toBe("Rules prevent accidents.");
  });
  it("unfortunately -> sadly, keeping the capital", () => {
    expect(lexical("Unfortunately, it rained.", ctx())).toBe("Sadly, it rained.");
  });
  it("believe that -> think that, but 'believe in' and 'believe him' stay", () => {
    expect(lexical("Experts believe that it works.", ctx())).toBe("Experts think that it works.");
    expect(lexical("They believe in ghosts.", ctx())).toBe("They believe in ghosts.");
    expect(lexical("I believe him.", ctx())).toBe("I believe him.");
    expect(lexical("It is believed to be old.", ctx())).toBe("It is thought to be old.");
  });
  // round 16: "designed to" and "understand" are as common in people's writing as in AI text; "meant to" and "grasp"
  // had become stamps of the rewrites
  it("designed to stays (round 16: not an AI word)", () => {
    expect(lexical("A tool designed to help students.", ctx())).toBe("A tool designed to help students.");
    expect(lexical("She designed to last.", ctx())).toBe("She designed to last.");
  });
  it("understand stays (round 16: not an AI word)", () => {
    expect(lexical("It helps students understand fractions.", ctx())).toBe("It helps students understand fractions.");
    expect(lexical("We need to understand how it works.", ctx())).toBe("We need to understand how it works.");
    expect(lexical("I understand your point.", ctx())).toBe("I understand your point.");
    expect(lexical("They need to understand each other.", ctx())).toBe("They need to understand each other.");
  });
});

describe("round 8: a colon after a speech verb is not a clause break", () => {
  it("'a voice said: The lift ...' keeps its colon at heavy", () => {
    const text = "It suddenly shuts down and a voice from the speaker said: The elevator will only function if one person pushes the button.";
    for (const style of ["professional", "casual"] as const) {
      const out = humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text;
      expect(out).toContain("said: The elevator");
    }
  });
});

describe("round 8: set phrases and conjunctions keep the comma after them (Structure and Style stages)", () => {
  it("'For instance,' 'On the one hand,' 'On one hand,' 'In conclusion,' 'In sum,' 'Since they left,' keep it at heavy", () => {
    const text = "For instance, the outcome was bad. On the one hand, they are troubled. On one hand, the college works. In conclusion, the plan promises much. In sum, the plan works. Since they left, the game has been quiet.";
    for (const style of ["professional", "casual", "creative"] as const) {
      const out = humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text;
      for (const kept of ["For instance, the", "On the one hand, they", "On one hand, the", "In sum, the", "Since they left, the"]) expect(out).toContain(kept);
      expect(out).not.toContain("In conclusion the");
    }
  });
});

describe("round 8: 'This article studies' -> 'We study' only when no pronoun in the next sentence points back at it", () => {
  it("keeps 'This article' before 'It discusses', rewrites it before a sentence with its own subject", () => {
    const text = "This article studies the Steenrod problem in the context of graded rings. It discusses previous work on necessary conditions. This paper presents a new method for ranking. The method is fast.";
    const out = humanizeLocal(text, { style: "professional", strength: "heavy", preserveLength: false }).text;
    expect(out).toContain("This article studies the Steenrod problem");
    expect(out).toContain("We present a new method");
  });
  it("the lexical stage reads the next sentence it is given", () => {
    expect(lexical("This study examines the data.", ctx(), "It finds a gap.")).toBe("This study examines the data.");
    expect(lexical("This study examines the data.", ctx(), "The data are new.")).toBe("We examine the data.");
  });
});

describe("round 8: reading fixes found in train.jsonl rewrites", () => {
  it("significantly + comparative -> much; before a verb -> greatly; never 'a great deal advanced'", () => {
    expect(lexical("It achieves significantly better accuracy.", ctx())).toBe("It achieves much better accuracy.");
    const out = lexical("Technology has significantly advanced.", ctx());
    expect(out).toBe("Technology has greatly advanced.");
    for (let i = 0; i < 8; i++) expect(lexical("Costs rose significantly higher and it has significantly advanced.", ctx("casual", "heavy", `s${i}`))).not.toMatch(/a great deal (?:advanced|higher)/);
  });
  it("provide A B with C keeps 'provide' (\"gives rural areas with representation\" was wrong)", () => {
    expect(lexical("It provides rural areas with representation.", ctx())).toBe("It provides rural areas with representation.");
    expect(lexical("It provides a clear answer.", ctx())).toBe("It gives a clear answer.");
  });
  it("extensive -> wide/broad only before nouns of reach ('wide experiments' does not read)", () => {
    expect(lexical("They ran extensive experiments.", ctx())).toBe("They ran extensive experiments.");
    expect(lexical("It has an extensive network of roads.", ctx())).toMatch(/^It has a (?:wide|broad) network of roads\.$/);
  });
  it("a participle tail split after 'The results show that the proposed ...' stays in the present", () => {
    const out = humanizeLocal("The results show that the proposed approach achieves much better accuracy than other methods, demonstrating the potential of heavy tails in training.", { style: "casual", strength: "heavy", preserveLength: false }).text;
    expect(out).not.toMatch(/\b(?:showed|demonstrated)\b/);
  });
});

describe("round 8: word senses kept (found in train.jsonl rewrites)", () => {
  it("'maintain it will' (assert) keeps maintain; 'maintain their focus' -> keep", () => {
    expect(lexical("Supporters maintain it will bring reform.", ctx())).toBe("Supporters maintain it will bring reform.");
    expect(lexical("Players maintain their focus.", ctx())).toBe("Players keep their focus.");
  });
  it("'acknowledging their role' (credit) keeps its word; 'acknowledged that' -> accepted that (twenty-second session: 'admitted' is a confession)", () => {
    expect(lexical("He thanked the fans, acknowledging their role.", ctx())).toBe("He thanked the fans, acknowledging their role.");
    expect(lexical("He acknowledged that it failed.", ctx())).toBe("He accepted that it failed.");
  });
  it("'within the week' keeps within; 'within the team' -> in the team", () => {
    expect(lexical("He will sign it within the week.", ctx())).toBe("He will sign it within the week.");
    expect(lexical("It must happen within the next few days.", ctx())).toBe("It must happen within the next few days.");
    expect(lexical("Trust grew within the team.", ctx())).toBe("Trust grew in the team.");
  });
});

describe("round 8: more reading fixes (creative heavy on train.jsonl)", () => {
  it("'significant other' keeps its words (was 'large other')", () => {
    for (let i = 0; i < 6; i++) expect(lexical("My significant other fell asleep.", ctx("creative", "heavy", `s${i}`))).toBe("My significant other fell asleep.");
  });
  it("'a more comprehensive' never becomes 'a more full'", () => {
    for (let i = 0; i < 6; i++) expect(lexical("We need a more comprehensive view.", ctx("casual", "heavy", `s${i}`))).toBe("We need a more comprehensive view.");
  });
  it("a colon after a phrase without a verb is not split into a fragment ('Summing it all up.')", () => {
    const text = "Summing it all up: The need for students and teachers to work together on every part of the course is clear.";
    for (const style of ["professional", "casual", "creative"] as const) {
      expect(humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text).not.toMatch(/Summing it all up\./);
    }
  });
});

describe("round 8: participles after their noun, and 'completely devoid'", () => {
  it("'the services provided include' takes the participle ('given include', never 'gave include')", () => {
    expect(pastOrParticiple("Examples of common services ", " include gardens.", ["gave", "given"])).toBe("given");
    expect(pastOrParticiple("The city ", " a park.", ["gave", "given"])).toBe("gave");
  });
  it("'completely devoid' keeps completely", () => {
    expect(lexical("His face was completely devoid of expression.", ctx())).toBe("His face was completely devoid of expression.");
  });
});

describe("round 8: two neighbours do not get the same new opener", () => {
  it("'However, ... However, ...' becomes two different connectives in every style and strength", () => {
    const text = "The Blues are in seventh place. However, they have shown promising form in recent weeks. However, Warburton expects a tough challenge from the Scottish side.";
    for (const style of ["academic", "professional", "casual", "creative"] as const) {
      for (const strength of ["medium", "heavy"] as const) {
        const out = humanizeLocal(text, { style, strength, preserveLength: false }).text;
        const openers = out.split(/(?<=\.)\s+/).slice(1).map((s) => s.split(/[ ,]/)[0]);
        expect(openers[0] === openers[1] && openers[0] !== "However", `${style} ${strength}: ${out}`).toBe(false);
      }
    }
  });
  it("the Imperfections stage reads the previous sentence it is given", () => {
    const c = ctx("professional", "heavy", "k");
    const first = imperfections("However, it rained.", ctx("professional", "heavy", "k"));
    const opener = first.split(/[ ,]/)[0]!;
    const second = imperfections("However, it rained.", c, `${first}`);
    expect(second.split(/[ ,]/)[0]).not.toBe(opener);
  });
});

describe("round 8: school levels and noun compounds", () => {
  it("'primary and secondary pupils' keeps primary; 'the primary reason' -> main", () => {
    expect(lexical("A school for both primary and secondary pupils.", ctx())).toBe("A school for both primary and secondary pupils.");
    expect(lexical("The primary reason is cost.", ctx())).toBe("The main reason is cost.");
  });
  it("opportunities -> chances only before to/for, never at the end of a noun compound", () => {
    expect(lexical("It offers lessons and performance opportunities.", ctx())).toMatch(/performance opportunities\.$/);
    expect(lexical("They had opportunities to learn.", ctx())).toBe("They had chances to learn.");
  });
});

describe("round 8: an abstract stays in its tense", () => {
  it("'Our results demonstrate that' -> 'We find that' (present, as the sentence was)", () => {
    expect(lexical("Our results demonstrate that this limit is universal.", ctx("academic"))).toBe("We find that this limit is universal.");
  });
});

describe("round 8: register of the plain words", () => {
  it("uncover -> find in academic and professional, 'dig up' only in casual or creative", () => {
    for (let i = 0; i < 6; i++) {
      expect(lexical("Using these methods, we uncover a rich phase diagram.", ctx("professional", "heavy", `s${i}`))).not.toMatch(/dig up/);
      expect(lexical("Using these methods, we uncover a rich phase diagram.", ctx("academic", "heavy", `s${i}`))).not.toMatch(/dig up/);
    }
  });
  it("interplay never becomes 'give-and-take' outside casual/creative, nor before of/between", () => {
    for (let i = 0; i < 6; i++) {
      expect(lexical("It is set by the interplay between size and disorder.", ctx("professional", "heavy", `s${i}`))).not.toMatch(/give-and-take/);
      expect(lexical("It is set by the interplay between size and disorder.", ctx("casual", "heavy", `s${i}`))).not.toMatch(/give-and-take/);
    }
  });
  it("'data obtained from the detector' keeps obtained", () => {
    expect(lexical("We use data obtained from the detector.", ctx("professional"))).toBe("We use data obtained from the detector.");
    expect(lexical("We use data obtained from the detector.", ctx("casual"))).toBe("We use data obtained from the detector.");
  });
});

describe("round 8: connectives people write, not new tells", () => {
  it("However, -> But / Yet (professional), never 'Even so,' nor 'Still,'; Additionally, -> Also, or nothing, never 'Beyond that,'", () => {
    for (let i = 0; i < 10; i++) {
      expect(imperfections("However, the plan failed.", ctx("professional", "heavy", `s${i}`))).toMatch(/^(?:But|Yet) the plan failed\.$/);
      expect(imperfections("Additionally, the plan failed.", ctx("professional", "heavy", `s${i}`))).toMatch(/^(?:Also, the|The) plan failed\.$/);
    }
  });
  it("nevertheless -> still before a verb, kept at the end of a sentence", () => {
    expect(lexical("It nevertheless worked.", ctx())).toBe("It still worked.");
    expect(lexical("They studied Venus nonetheless.", ctx())).toBe("They studied Venus nonetheless.");
  });
  it("investigate -> study / examine in a paper, look into only in casual or creative; a police investigation keeps it", () => {
    expect(lexical("We investigate the phase diagram.", ctx("academic"))).toMatch(/^We (?:study|examine) the phase diagram\.$/);
    expect(lexical("Police investigate the murder.", ctx("professional"))).toBe("Police investigate the murder.");
  });
});

describe("round 8: the choice among rewrites does not reward padding", () => {
  it("'Also,' is plainer than 'On top of that,' (a rate of word length would pick the padded one)", () => {
    expect(plainness("Also, the plan failed.")).toBeLessThan(plainness("On top of that, the plan failed."));
  });
  it("casual heavy: 'On top of that,' is not the opener every time Additionally, is replaced", () => {
    const text = "Additionally, the plan failed. The team met again. Furthermore, the budget shrank. The staff left early. Moreover, the office closed.";
    const out = humanizeLocal(text, { style: "casual", strength: "heavy", preserveLength: false }).text;
    expect((out.match(/On top of that/g) || []).length).toBeLessThanOrEqual(1);
  });
});

describe("round 8: creative/casual reading fixes", () => {
  it("'to investigate.' at the end keeps its word ('to look into.' needs an object)", () => {
    expect(lexical("He sent his spies to investigate.", ctx("casual"))).toBe("He sent his spies to investigate.");
    expect(lexical("He sent his spies to investigate the plot.", ctx("casual"))).toMatch(/to (?:look into|examine) the plot\./);
  });
  it("'a desperate attempt to' keeps the noun (never 'a desperate try')", () => {
    expect(lexical("In a desperate attempt to find a way, I read.", ctx("casual"))).toBe("In a desperate attempt to find a way, I read.");
  });
  it("no replacement that shares its stem with the next words ('forming the formation')", () => {
    for (let i = 0; i < 6; i++) expect(lexical("Each part plays a role in shaping the formation of galaxies.", ctx("casual", "heavy", `s${i}`))).not.toMatch(/forming the formation/);
  });
});

describe("round 8: correlatives and plural echoes", () => {
  it("'isn't just X, but Y' is not split into a fragment ('But the theft of ...')", () => {
    const text = "Life has become a gruesome game of risk and reward, where the penalty for losing isn't just death, but the theft of all the time you have left.";
    for (const style of ["professional", "casual", "academic"] as const) {
      expect(humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text).toMatch(/isn['’]t just death, but the theft|is not just death, but the theft/);
    }
  });
  it("no replacement that echoes a plural a few words on ('a delicate interaction between ... interactions')", () => {
    for (let i = 0; i < 6; i++) expect(lexical("It is driven by a delicate interplay between electrostatic and steric interactions.", ctx("professional", "heavy", `s${i}`))).not.toMatch(/interaction between/);
  });
});

describe("round 8: an including-list inside the subject, and 'significant for'", () => {
  it("'A review of frameworks, including A and B, is undertaken' is not split after the list", () => {
    const text = "A thorough analysis of theoretical frameworks, including general relativity and cosmology, is undertaken to understand the mechanisms behind redshift.";
    for (const style of ["professional", "casual"] as const) {
      expect(humanizeLocal(text, { style, strength: "heavy", preserveLength: false }).text).not.toMatch(/These include general relativity and cosmology, is/);
    }
  });
  it("'is significant for the growth' (importance) keeps its word; 'a significant rise' -> major/large", () => {
    expect(lexical("Effort on both is significant for the growth of students.", ctx("casual"))).toBe("Effort on both is significant for the growth of students.");
    expect(lexical("There was a significant rise.", ctx("casual"))).toMatch(/^There was a (?:major|large) rise\.$/);
  });
});

describe("round 8: last reading fixes (professional medium on train.jsonl)", () => {
  it("'the research conducted.' keeps conducted (was 'the research ran.')", () => {
    expect(lexical("It summarises the research conducted.", ctx())).toBe("It summarises the research conducted.");
    expect(lexical("They conducted a survey.", ctx())).toMatch(/^They (?:carried out|ran) a survey\.$/);
  });
  it("'the most challenging part' never becomes 'the most hard part'", () => {
    for (let i = 0; i < 6; i++) expect(lexical("Starting is the most challenging part.", ctx("casual", "heavy", `s${i}`))).toBe("Starting is the most challenging part.");
    expect(lexical("Starting is very challenging.", ctx("casual"))).toMatch(/^Starting is very (?:hard|tough)\.$/);
  });
  it("'displaying enhanced diffusion' (adjective) keeps enhanced; 'to investigate the breach' keeps investigate", () => {
    expect(lexical("Systems displaying enhanced diffusion.", ctx())).toBe("Systems displaying enhanced diffusion.");
    expect(lexical("It worked to investigate the breach.", ctx())).toBe("It worked to investigate the breach.");
  });
});

describe("round 8: comparatives and equatives keep their adjectives (creative heavy on train.jsonl)", () => {
  it("'as dangerous as it is vital' keeps vital; 'the most compelling' never 'the most strong'; 'shaping the evolution' never 'forming'", () => {
    expect(lexical("It is as dangerous as it is vital.", ctx("creative"))).toBe("It is as dangerous as it is vital.");
    for (let i = 0; i < 6; i++) {
      expect(lexical("The most compelling evidence is here.", ctx("creative", "heavy", `s${i}`))).not.toMatch(/most strong/);
      expect(lexical("Its role in shaping the evolution of galaxies.", ctx("creative", "heavy", `s${i}`))).not.toMatch(/forming the/);
    }
  });
});

describe("round 8: remain -> stay where it reads", () => {
  it("'remains lacking' and 'there remain' keep remain; 'remained calm' -> stayed calm", () => {
    // (round 22: heavy writes "is still lacking", round 23: medium too; never "stays lacking")
    expect(lexical("An account of their origins remains lacking.", ctx("casual", "light"))).toBe("An account of their origins remains lacking.");
    expect(lexical("An account of their origins remains lacking.", ctx("casual", "medium"))).toMatch(/^An account of their origins (?:remains|is still) lacking\.$/);
    expect(lexical("An account of their origins remains lacking.", ctx("casual"))).toMatch(/^An account of their origins (?:remains|is still) lacking\.$/);
    expect(lexical("Still, there remain demerits.", ctx("casual"))).toBe("Still, there remain demerits.");
    expect(lexical("She remained calm.", ctx("casual"))).toBe("She stayed calm.");
  });
});

describe("articles stay in agreement after a word is dropped or swapped", () => {
  // "a" before a vowel sound (or "an" before a consonant) that the input did not have; "a u..."/"a one"/"a eu..." read
  // as consonant sounds and are left out.
  const wrongArticles = (s: string) => [...s.matchAll(/\b(?:a (?![Uu]|[Oo]ne\b|[Ee]u)[aeiouAEIOU]\w*|an (?![Hh]o(?:ur|nest|no))[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w*)/g)].map((m) => m[0].toLowerCase());
  it("no rewrite of the fixtures, in any style or strength, adds one", () => {
    const added: string[] = [];
    for (const text of AI_TEXTS) {
      const before = new Set(wrongArticles(text));
      for (const style of ["academic", "professional", "casual", "creative"] as const) {
        for (const strength of ["light", "medium", "heavy"] as const) {
          const out = humanizeLocal(text, { style, strength, preserveLength: true }).text;
          added.push(...wrongArticles(out).filter((a) => !before.has(a)).map((a) => `${style}/${strength}: ${a}`));
        }
      }
    }
    expect(added).toEqual([]);
  });
});

describe("round 11: 'significant' in its statistical sense keeps its word", () => {
  it("a sentence that reports statistics, or a predicative 'significant', is left as it is", () => {
    for (const style of ["professional", "casual", "creative"] as const) for (let i = 0; i < 6; i++) {
      const c = ctx(style, "heavy", `s${i}`);
      expect(lexical("The results were significant (p < 0.05).", c)).toBe("The results were significant (p < 0.05).");
      expect(lexical("Age had a significant effect on recall in the regression model.", c)).toBe("Age had a significant effect on recall in the regression model.");
      expect(lexical("Scores rose significantly after training (p = 0.01).", c)).toBe("Scores rose significantly after training (p = 0.01).");
      expect(lexical("The change in the city was significant.", c)).toBe("The change in the city was significant.");
    }
  });
  it("outside statistics the plain words still come in", () => {
    expect(lexical("There was a significant rise in prices.", ctx("casual"))).toMatch(/^There was a (?:major|large) rise in prices\.$/);
  });
});

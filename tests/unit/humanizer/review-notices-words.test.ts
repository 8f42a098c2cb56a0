import { describe, expect, it } from "vitest";
import { style } from "@/lib/text-tools/humanizer/style";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { all, outs } from "./lexical-harness";

/**
 * Reading review (revI) of the rewrites of 40 texts never tuned on (.tmp/rev4/texts.jsonl: Ghanaian notices in British
 * spelling, business documents with budgets and SOP steps, lab reports, sports news, posts): the defects of the Lexical
 * stage, each shown on sentences written for this test. Each test failed on the code before its fix.
 * A capitalised name is masked as the engine masks it (a private-use character).
 */
const none = (s: string, re: RegExp, styles: readonly HumanizeStyle[] = STYLES) => {
  for (const st of styles) for (const o of outs(s, st)) expect(o, st).not.toMatch(re);
};

describe("'concerns' the verb (is about) is not the noun 'worries/fears'", () => {
  it("after an ordinal or a noun of discourse", () => {
    none("The first concerns cost, and the second concerns trust.", /\b(?:fears|worries) (?:cost|trust)/);
    none("A second strand concerns literacy among older women.", /strand (?:fears|worries)/);
    none("This chapter concerns the history of the market.", /chapter (?:fears|worries)/);
    // the noun still changes
    all("Parents raised their concerns about fees at the meeting, and those concerns about fees were noted.", /those (?:worries|fears) about/, "casual");
  });
});

describe("'purchase' the noun in trade stays", () => {
  it("a purchase order, airtime purchases, making purchases", () => {
    none("Check that each delivery matches an approved purchase order before you sign.", /buy order/);
    none("Most transfers pay for airtime purchases and school fees.", /airtime buys/);
    none("Traders are arranging purchases before the harvest.", /arranging buys/);
    // the verb still may
    all("Ama purchases her tomatoes from Techiman.", /Ama buys her/, "casual");
  });
});

describe("the adjective 'elevated' in a report of measurements stays", () => {
  it("'elevated iron' is not 'lifted iron'", () => {
    none("However, elevated iron and turbidity at the third site require attention.", /lifted|raised iron/);
    none("Elevated nitrate was found in two wells.", /^(?:Lifted|Raised)/);
    none("Samples with elevated turbidity were filtered again.", /with (?:lifted|raised)/);
  });
});

describe("'present' a card or a document is showing it, not giving it", () => {
  it("present a valid identity card", () => {
    none("Do not pay any person who cannot present a valid \uE000 identity card.", /give a valid/);
    none("Visitors must present a receipt at the gate.", /give a receipt/);
    none("Please present an original certificate on arrival.", /give an original/);
  });
});

describe("'following' a rule or principle with words between is 'in line with', not 'after'", () => {
  it("following the first-expiry, first-out principle", () => {
    none("Move the items to their shelves, following the first-expiry, first-out (\uE000) principle.", /after the first-expiry/);
    none("Store the samples at 4 degrees, following the standard operating procedure.", /after the standard/);
  });
});

describe("a disease that 'can be prevented' is not 'stopped'", () => {
  it("passive after the disease", () => {
    none("Hypertension can be prevented and controlled with a good diet.", /can be stopped/);
    none("Most malaria cases are easily prevented with nets.", /easily stopped/);
  });
});

describe("a negated 'significant' in a trial report is the statistical term", () => {
  it("did not produce a significant gain", () => {
    none("The second dose did not produce a significant yield gain in either season.", /major yield/);
    none("The treatment had no clearly significant benefit.", /major benefit/);
  });
});

describe("'resilience' of households or an economy is a term, not 'toughness'", () => {
  it("financial resilience of households", () => {
    none("We study the financial behaviour and resilience of low-income households.", /toughness/);
    none("Mobile money improved the resilience of rural households to shocks.", /toughness/);
  });
});

describe("'immediately' before 'after'/'afterwards' stays", () => {
  it("opened immediately afterwards", () => {
    none("Tenders will be opened immediately afterwards in the presence of bidders.", /at once afterwards|right away afterwards/);
    none("Call the nurse immediately after the first dose.", /at once after|right away after/);
  });
});

describe("'initial' training and a figure 'initially set' keep their words", () => {
  it("five days of initial training; initially set at", () => {
    none("Teachers receive five days of initial training, followed by coaching.", /first training/);
  });
  it("a figure 'initially set at' is not 'at first set at'", () => {
    none("The levy, initially set at a high rate, was later reduced.", /at first set/);
  });
});

describe("academic keeps the 'And' of a short line of its own (a headline, a list item)", () => {
  const academic = (s: string, seed: string, prev = "") => style(s, { rng: makeRng(seed), p: PROFILES.heavy, style: "academic" }, prev);
  it("the last headline of a bulletin", () => {
    for (const seed of "abcdefghijkl") {
      expect(academic("And the Black Stars arrive in Kumasi ahead of Thursday's qualifier.", seed)).toMatch(/^And the Black Stars/);
      // within a paragraph, after a sentence, it is an argument's next step and may change
      expect(academic("And the costs rose.", seed, "Fares went up by 15 per cent.")).toMatch(/^(?:Further|In addition), the costs rose/);
    }
  });
});

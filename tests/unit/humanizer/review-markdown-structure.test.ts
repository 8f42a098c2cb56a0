import { describe, expect, it } from "vitest";
import { includingTail, ingToFinite, whichTail } from "@/lib/text-tools/humanizer/clauses";
import { protect, restore } from "@/lib/text-tools/humanizer/protect";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { splitOptions } from "@/lib/text-tools/humanizer/structure";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * rev9 review of the Structure stage on Markdown chat output, FAQs, how-to steps, minutes, literature reviews and
 * service copy. The sentences are the review's own; each test failed on the code before its fix.
 */
const ctx = (style: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: PROFILES.heavy, style });
const SEEDS = ["a", "b", "c", "d", "e", "f"];
/** every cut of the sentence (protected as the engine protects it) in all styles and a few seeds */
const cuts = (s: string) => {
  const { masked, spans } = protect(s);
  return STYLES.flatMap((st) => SEEDS.flatMap((seed) => splitOptions(masked, ctx(st, seed)))).map((c) => ({ left: restore(c.left, spans), right: restore(c.right, spans) }));
};
const including = (s: string) => {
  const { masked, spans } = protect(s);
  const pair = includingTail(masked);
  return pair && pair.map((x) => restore(x, spans));
};

describe("', including ...' -> 'These include ...'", () => {
  it("an instruction's list (a bullet or a step) is not put in the past", () => {
    expect(including("- Invite the board to a dinner at the hotel with 40 selected donors, including bankers and the press.")).toEqual([
      "- Invite the board to a dinner at the hotel with 40 selected donors.",
      "These include bankers and the press.",
    ]);
    expect(including("3. Book a hall in the town centre for the twelve regional delegates, including observers.")?.[1]).toBe("These include observers.");
  });

  it("an '-ed' word after a preposition is an adjective, not the main verb's past", () => {
    expect(including("The firm hosts a yearly dinner with 40 selected donors, including bankers and the press.")?.[1]).toBe("These include bankers and the press.");
    // a real past verb still gives the past
    expect(including("The committee visited the residents of three villages, including elders and women's groups.")?.[1]).toBe("These included elders and women's groups.");
  });

  it("no rewrite when a clause follows the list (its purpose or reason belongs to the main clause)", () => {
    expect(including("We partner with local farms to grow, sort, and ship vegetables, including organic produce, so you can eat well all year.")).toBeNull();
    expect(including("The clinic runs free screenings for all its patients, including children, because the district has no hospital.")).toBeNull();
    // the ordinary case still fires
    expect(including("The shop sells many kinds of local snacks and drinks, including kelewele and sobolo.")?.[1]).toBe("These include kelewele and sobolo.");
  });
});

describe("a comment tail after a reported finding", () => {
  it("takes the report's tense, not the finding's", () => {
    const s = "Owusu and Tetteh (2021) note that lead levels in most wells were far above the limit, underscoring the risk to children.";
    const rights = cuts(s).map((c) => c.right);
    expect(rights).toContain("This underscores the risk to children.");
    expect(rights.some((r) => /underscored/.test(r))).toBe(false);
    // a past report keeps the past; a result keeps the reported event's tense
    expect(cuts("The survey found that prices were high across the region, highlighting the need for subsidies.").map((c) => c.right)).toContain("This highlighted the need for subsidies.");
    expect(cuts("Several studies show that the river was polluted in 2019, leading to protests in the town.").map((c) => c.right)).toContain("This led to protests in the town.");
  });
});

describe("an inference tail ('..., suggesting that ...') is not made the subject's act", () => {
  it("after a fact about people it stays a participle; after a speech act it becomes a second verb", () => {
    expect(ingToFinite("Older farmers were less likely to use the app, suggesting that the training did not reach them.")).toBeNull();
    expect(ingToFinite("Most of the nurses left the ward within a year, showing that the new rota was not working.")).toBeNull();
    expect(ingToFinite("The minister addressed the traders for an hour, suggesting that the market would reopen soon.")).toBe(
      "The minister addressed the traders for an hour and suggested that the market would reopen soon.",
    );
  });
});

describe("', which is impressive' judges the clause, not its last noun", () => {
  it("'This is' / 'That is', never 'It is'", () => {
    expect(whichTail("The nurse saw forty patients before lunch, which was impressive for a single shift.", "professional")?.[1]).toBe("This was impressive for a single shift.");
    expect(whichTail("The bus broke down twice during the trip, which was disappointing for everyone.", "casual")?.[1]).toBe("That was disappointing for everyone.");
    // a thing's property keeps "It"
    expect(whichTail("The team visited the new school, which was built by the church.", "professional")?.[1]).toBe("It was built by the church.");
  });
});

describe("', so you can ...' after a service's act is a purpose, not a result", () => {
  it("no cut leaves 'So you can ...' alone after a present act of 'we'/'I'; a result after a state or a past act still cuts", () => {
    const purpose = (s: string) => cuts(s).some((c) => /^So you can\b/.test(c.right));
    expect(purpose("We deliver to every region within two days, so you can order from anywhere in the country.")).toBe(false);
    expect(purpose("I check every invoice by hand before it goes out, so you can trust the figures you receive.")).toBe(false);
    expect(purpose("Our shop is open until midnight every day, so you can pick up your order after work.")).toBe(true);
    expect(purpose("We raised our prices last year, so you can expect a small increase on your next bill.")).toBe(true);
  });
});

describe("', which is ...' after a closing phrase of time, amount or manner", () => {
  it("no 'It is ...' that names the hour or the use", () => {
    for (const s of ["The phone charges fully in about an hour, which is faster than most rivals in this price range.", "The battery easily lasts two days with moderate use, which is impressive at this price."]) {
      expect(cuts(s).some((c) => /^It(?:'s| is)\b/.test(c.right))).toBe(false);
    }
    // a thing named by the last noun still gets its pronoun
    expect(whichTail("The council built a new clinic, which is open every day of the week.", "professional")?.[1]).toBe("It is open every day of the week.");
  });
});

describe("', and it ...' after a trailing phrase with a noun of its own", () => {
  it("is not cut (the pronoun would name the phrase's noun); a plain clause before it still is", () => {
    const cutAtIt = (s: string) => cuts(s).some((c) => /^(?:It|They|And it|And they)\b/.test(c.right));
    expect(cutAtIt("The office is on the second floor of the new building, opposite the post office, and it is open from Monday to Friday.")).toBe(false);
    expect(cutAtIt("The fishermen keep their canoes on the beach at Chorkor, beside the lagoon, and they repair them there every Monday.")).toBe(false);
    expect(cutAtIt("The clinic opened in the village last March, and it now serves three communities.")).toBe(true);
  });
});

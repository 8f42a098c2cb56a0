import { describe, expect, it } from "vitest";
import { ROWS } from "@/lib/text-tools/humanizer/lexicon-data";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Round 21 (thirteenth session): the humanizer's own stamp, again. Replacements that came out far more often than
 * people write them ("possible" for every "potential", "stressed", "in the middle of", "striking", "carrying out",
 * casual "fears") are spread by the words around them or picked by the text (`byText`), so the plainest of several
 * draws cannot give the shortest candidate every time. Tests of new behaviour failed on the code before.
 */
const SEEDS = "abcdefghijkl".split("");
const ctx = (st: HumanizeStyle = "professional", seed = "t", doc?: string) => ({ rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: st, seed: doc });
/** one draw seed, many documents: the words a row spreads over */
const docs = (s: string, st: HumanizeStyle = "professional") => new Set(SEEDS.map((seed) => lexical(s, ctx(st, "draw", `doc-${seed}`))));
/** one document, many draws: a pick by the text is the same in every draw */
const draws = (s: string, st: HumanizeStyle = "professional") => new Set(SEEDS.map((seed) => lexical(s, ctx(st, seed, "doc-1"))));
const outs = (s: string, st: HumanizeStyle = "professional") => [...new Set(SEEDS.map((seed) => lexical(s, ctx(st, seed, `doc-${seed}`))))];
const all = (s: string, re: RegExp, st: HumanizeStyle = "professional") => { for (const o of outs(s, st)) expect(o, s).toMatch(re); };

describe("picked by the text, not by the draw", () => {
  it("emphasize / underscore / highlight: not 'stressed' in every text", () => {
    const s = "The report emphasized the need for reform.";
    expect(docs(s)).toEqual(new Set(["The report stressed the need for reform.", "The report underlined the need for reform."]));
    expect(draws(s).size).toBe(1);
    expect([...docs("The minister emphasized that the plan was safe.")].some((o) => /pointed out that/.test(o))).toBe(true);
    expect([...docs("The results underscore the need for reform.")].some((o) => /show the need/.test(o))).toBe(true);
    expect([...docs("The study highlights the value of sleep.")].some((o) => /points out the value|shows the value/.test(o))).toBe(true);
  });
  it("amidst / in the midst of before a determiner: 'in the middle of' or plain 'in'", () => {
    expect(docs("They met amidst the chaos of the war.")).toEqual(new Set(["They met in the middle of the chaos of the war.", "They met in the chaos of the war."]));
    expect([...docs("She stayed calm in the midst of a crisis.")].some((o) => o === "She stayed calm in a crisis.")).toBe(true);
    // elsewhere "in the middle of" stays the one reading ("amidst growing tensions" is not "in growing tensions")
    all("The talks went on amidst growing tensions.", /^The talks went on in the middle of growing tensions\.$/);
  });
  it("casual concerns: worries or fears by the text", () => {
    expect(docs("Parents shared their concerns about the plan.", "casual")).toEqual(new Set(["Parents shared their worries about the plan.", "Parents shared their fears about the plan."]));
  });
  it("the implications of X: effects or consequences by the text (academic keeps its term)", () => {
    expect(docs("They studied the implications of the model for cities.")).toEqual(new Set(["They studied the effects of the model for cities.", "They studied the consequences of the model for cities."]));
    expect(draws("They studied the implications of the model for cities.").size).toBe(1);
    all("They studied the implications of the model for cities.", /^They studied the implications of the model for cities\.$/, "academic");
  });
  it("implementing rules, bans and taxes: put in place or brought in; a plan is still carried out", () => {
    expect(docs("The city is implementing stricter rules on parking.")).toEqual(new Set(["The city is putting in place stricter rules on parking.", "The city is bringing in stricter rules on parking."]));
    // (session 24) a short object goes before the particle or takes another verb: never "put in place new taxes"
    all("The council implemented new taxes last year.", /^The council brought in new taxes last year\.$/);
    all("The company is implementing the plan slowly.", /^The company is carrying out the plan slowly\.$/);
  });
  it("rows marked byText hold no candidate on the marker lists' old words (their own word is never among them)", () => {
    for (const r of ROWS.filter((x) => x.byText)) for (const rep of r.reps) expect(rep).not.toEqual(r.forms);
  });
});

describe("chosen by the words around it", () => {
  it("a potential risk, danger or drawback is a risk, danger or downside", () => {
    all("Any potential risks must be flagged.", /^Any risks must be flagged\.$/);
    all("There are potential dangers in the plan.", /^There are dangers in the plan\.$/);
    all("We list the potential drawbacks of the scheme.", /^We list the downsides of the scheme\.$/);
    all("This is a potential hazard for divers.", /^This is a hazard for divers\.$/);
  });
  it("potential customers, buyers and employers are future ones; candidates and other nouns keep 'possible'", () => {
    all("The firm wants to attract potential customers.", /^The firm wants to attract future customers\.$/);
    all("She met potential employers at the fair.", /^She met future employers at the fair\.$/);
    all("The party named its potential candidates.", /^The party named its potential candidates\.$/);
    all("They weighed the potential benefits of the plan.", /^They weighed the possible benefits of the plan\.$/);
  });
  it("its full / untapped potential stays, and 'potential for' is not the adjective", () => {
    all("The region has untapped potential risks.", /^The region has untapped potential risks\.$/);
  });
  it("remarkable growth is strong, a remarkable skill great; elsewhere 'striking' (formal) or 'amazing' (spoken)", () => {
    all("The firm saw remarkable growth last year.", /^The firm saw strong growth last year\.$/);
    all("She showed remarkable courage.", /^She showed great courage\.$/);
    all("The firm saw remarkable growth last year.", /^The firm saw strong growth last year\.$/, "casual");
    all("It was a remarkable view.", /^It was a striking view\.$/);
    all("It was a remarkable view.", /^It was an amazing view\.$/, "casual");
  });
  it("research is done, surveys and tests are run; other things are still carried out", () => {
    all("The team conducted research on bees.", /^The team did research on bees\.$/);
    all("They conducted a survey of farmers.", /^They ran a survey of farmers\.$/);
    all("They conducted two clinical trials.", /^They ran two clinical trials\.$/);
    // the passive has no noun after the verb: the older row
    all("The trials were conducted by nurses.", /^The trials were carried out by nurses\.$/);
    all("Police conducted raids across the city.", /^Police carried out raids across the city\.$/);
    // read in the rewrites: "conducted the orchestra" had become "carried out the orchestra"
    all("He conducted the orchestra.", /^He conducted the orchestra\.$/);
    all("Copper conducts heat well.", /^Copper conducts heat well\.$/);
    all("They conducted themselves with dignity.", /^They conducted themselves with dignity\.$/);
  });
});

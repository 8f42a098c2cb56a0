import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { HEAVY_ROWS } from "@/lib/text-tools/humanizer/lexicon-heavy";
import { bothAnd } from "@/lib/text-tools/humanizer/structure";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, type HumanizeStrength, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";
import { all, kept, tableChecks } from "./lexical-harness";

/**
 * Round 23 (fifteenth session): the rows and the "both X and Y" step of round 22 fire at medium strength too (medium's
 * profile has `heavyRows`); light is unchanged. Two new rows of lexicon-heavy.ts (medium and heavy): "during" + a
 * gathering one attends -> "at" ("at a press conference", "at this difficult time"), "during his time at" -> "in his
 * time at". The tests of new behaviour failed on the code before.
 */
const SEEDS = "abcdefghijkl".split("");
/** the Lexical stage at a strength's own profile, over twelve draws and twelve texts */
const at = (s: string, strength: HumanizeStrength, st: HumanizeStyle = "professional") =>
  new Set(SEEDS.map((seed) => lexical(s, { rng: makeRng(seed), p: PROFILES[strength], style: st, seed: `doc-${seed}` })));

describe("medium writes the rewrites that were heavy-only in round 22", () => {
  it("the medium profile fires the rows; light does not", () => {
    expect(PROFILES.medium.heavyRows).toBe(true);
    expect(PROFILES.heavy.heavyRows).toBe(true);
    expect(PROFILES.light.heavyRows).toBeFalsy();
  });
  it("during + a stretch of time -> in at medium; light keeps 'during'", () => {
    expect(at("Sales fell during the pandemic.", "medium")).toEqual(new Set(["Sales fell in the pandemic."]));
    expect(at("He felt anxious during meetings.", "medium", "casual")).toEqual(new Set(["He felt anxious in meetings."]));
    expect(at("Sales fell during the pandemic.", "light")).toEqual(new Set(["Sales fell during the pandemic."]));
    // the guards hold at medium as at heavy
    expect(at("She slept during the flight.", "medium")).toEqual(new Set(["She slept during the flight."]));
    expect(at("She lived in London during the pandemic.", "medium")).toEqual(new Set(["She lived in London during the pandemic."]));
  });
  it("is / serves as a reminder of -> shows at medium, never 'reminds us'", () => {
    expect(at("The injury was a reminder of the risks.", "medium")).toEqual(new Set(["The injury showed the risks."]));
    expect(at("The crash serves as a reminder of the danger.", "medium")).toEqual(new Set(["The crash shows the danger."]));
    for (const o of at("The outcome is a reminder that travel is changing.", "medium")) expect(o).not.toMatch(/reminds us/);
    expect(at("The note is a reminder to pay the rent.", "medium")).toEqual(new Set(["The note is a reminder to pay the rent."]));
  });
  it("a possessive's understanding of -> grasp of, echoed through -> rang through, at medium", () => {
    expect(at("The test showed children's understanding of fractions.", "medium")).toEqual(new Set(["The test showed children's grasp of fractions."]));
    expect(at("Their laughter echoed through the hall.", "medium", "creative")).toEqual(new Set(["Their laughter rang through the hall."]));
  });
  it("remains + what it still is -> is still in some texts at medium (not academic, not the noun)", () => {
    expect(at("Studying Venus remains essential.", "medium")).toEqual(new Set(["Studying Venus is still essential.", "Studying Venus remains essential."]));
    expect(at("Studying Venus remains essential.", "medium", "academic")).toEqual(new Set(["Studying Venus remains essential."]));
    expect(at("The remains of the ship were found.", "medium")).toEqual(new Set(["The remains of the ship were found."]));
    for (const o of at("Studying Venus remains essential.", "light")) expect(o).not.toMatch(/is still/);
  });
  it("both X and Y -> X and Y in about half of the pairs at medium; light keeps every 'both'", () => {
    const both = (x: string, strength: HumanizeStrength) => new Set(SEEDS.map((seed) => bothAnd(x, PROFILES[strength], `doc-${seed}`)));
    expect(both("It affects both the economy and the environment.", "medium")).toEqual(new Set(["It affects the economy and the environment.", "It affects both the economy and the environment."]));
    expect(both("Both teams won and then left.", "medium")).toEqual(new Set(["Both teams won and then left."]));
    expect(both("It affects both the economy and the environment.", "light")).toEqual(new Set(["It affects both the economy and the environment."]));
  });
  it("the whole engine at medium: 'is a reminder that' -> 'shows that'; light keeps the reminder", () => {
    const text = "This surprising outcome is a reminder that travel fans are increasingly looking for authenticity.";
    const medium = humanizeLocal(text, { style: "professional", strength: "medium", preserveLength: true }).text;
    expect(medium).toMatch(/\bshows that travel fans\b/);
    expect(medium).not.toMatch(/reminder/);
    const light = humanizeLocal(text, { style: "professional", strength: "light", preserveLength: true }).text;
    expect(light).not.toMatch(/\bshows that\b/);
  });
});

describe("during + a gathering one attends -> at; during his time at -> in (medium and heavy)", () => {
  it("writes 'at' before a press conference, a ceremony, the event, lunch, a difficult time", () => {
    all("He revealed his plans during a press conference held yesterday.", /^He revealed his plans at a press conference held yesterday\.$/);
    all("During his press conference, Campbell stressed his plans.", /^At his press conference, Campbell stressed his plans\.$/);
    all("She cried during the ceremony.", /^She cried at the ceremony\.$/);
    all("Phones rang during the annual awards ceremony.", /^Phones rang at the annual awards ceremony\.$/);
    all("During the event, he shared a letter.", /^At the event, he shared a letter\.$/);
    all("They met during lunch.", /^They met at lunch\.$/, "casual");
    all("Our thoughts are with his family during this difficult time.", /^Our thoughts are with his family at this difficult time\.$/);
    all("We send prayers to her family during this tragic time.", /^We send prayers to her family at this tragic time\.$/, "creative");
  });
  it("writes 'in' before one's time at / in / as", () => {
    all("The manager coached Ronaldo during his time at Real Madrid.", /^The manager coached Ronaldo in his time at Real Madrid\.$/);
    all("His health has declined during his time in custody.", /^His health has declined in his time in custody\.$/);
  });
  it("keeps 'during' where 'at' would change the meaning or not read", () => {
    kept("Her pulse rose during a traumatic event.");
    kept("They met during lunch breaks.");
    kept("He served during his military service.");
    kept("It happened during the party's congress.");
    kept("Staff were busy during the festival preparations.");
    kept("He waited at the door during the ceremony.");
    kept("Prices rose during this time.");
  });
  it("light keeps 'during'", () => {
    expect(at("She cried during the ceremony.", "light")).toEqual(new Set(["She cried during the ceremony."]));
    expect(at("She cried during the ceremony.", "medium")).toEqual(new Set(["She cried at the ceremony."]));
  });
  tableChecks(HEAVY_ROWS.filter((r) => r.heavyOnly && r.forms[0] === "during" && r.reps[0]![0] === "at"));
});

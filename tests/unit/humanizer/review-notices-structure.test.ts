import { describe, expect, it } from "vitest";
import { tryJoin } from "@/lib/text-tools/humanizer/joins";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { introComma } from "@/lib/text-tools/humanizer/sentence-rewrites";
import { splitOptions } from "@/lib/text-tools/humanizer/structure";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Reading review of the Structure stage on 40 texts it was never tuned on (Ghanaian notices in British spelling,
 * business documents with GH₵ budgets and numbered steps, lab reports, sports news, social posts, a short story).
 * The sentences here are the review's own, written to show each class; each test failed on the code before its fix.
 */
const ctx = (style: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: PROFILES.heavy, style });
const SEEDS = ["a", "b", "c", "d", "e", "f", "g", "h"];
const cuts = (s: string) => STYLES.flatMap((st) => SEEDS.flatMap((seed) => splitOptions(s, ctx(st, seed))));

describe("an opening phrase before an aside keeps its comma", () => {
  it("'In those days, he said, ...' does not become 'In those days he said, ...'", () => {
    for (const seed of SEEDS) {
      expect(introComma("In those days, he said, a bicycle was a real luxury.", ctx("creative", seed))).toBe("In those days, he said, a bicycle was a real luxury.");
      expect(introComma("At the market, my mother recalled, the prices were lower.", ctx("casual", seed))).toBe("At the market, my mother recalled, the prices were lower.");
      expect(introComma("Later, she admitted, the plan had been hers.", ctx("professional", seed))).toBe("Later, she admitted, the plan had been hers.");
    }
    // with no aside the comma may still go
    const out = SEEDS.map((seed) => introComma("In those days, a bicycle was a real luxury.", ctx("creative", seed)));
    expect(out).toContain("In those days a bicycle was a real luxury.");
  });
});

describe("a reason inside a reported 'that' clause", () => {
  it("is not split off as the writer's own 'This was because ...'", () => {
    const s = "Boateng (2019) found that farmers with access to cold storage were better able to hold their stock because they could wait for higher prices.";
    expect(cuts(s).filter((c) => /because/.test(c.right))).toEqual([]);
    const t = "The survey showed that traders in the central market were losing money because the road to the market had been closed for weeks.";
    expect(cuts(t).filter((c) => /because/.test(c.right))).toEqual([]);
  });

  it("a reason for the main clause itself may still be split off", () => {
    const s = "The district assembly closed the old market for three full weeks because the drains around it had collapsed in the heavy rains.";
    expect(cuts(s).some((c) => /because/.test(c.right))).toBe(true);
  });
});

describe("a sentence that opens a series of points", () => {
  it("is not joined onto the sentence that introduces the series with ', and'", () => {
    for (const style of ["professional", "casual", "creative"] as const) {
      expect(tryJoin("Several strands of evidence explain the shortfall.", "The first concerns funding.", style)).toBeNull();
      expect(tryJoin("Several factors explain the drop in sales.", "The first is the rising cost of transport.", style)).toBeNull();
      expect(tryJoin("Several factors explain the drop in sales.", "The second reason was the long closure of the road.", style)).toBeNull();
      expect(tryJoin("Two kinds of support reach the farmers.", "The first of these comes from the district.", style)).toBeNull();
    }
    // academic's semicolon opens the list: "...; the first concerns funding."
    expect(tryJoin("Several strands of evidence explain the shortfall.", "The first concerns funding.", "academic")).toBe("Several strands of evidence explain the shortfall; the first concerns funding.");
  });

  it("an ordinal of time or order in the story still joins", () => {
    expect(tryJoin("The farmers waited for weeks.", "The first rains came in May.", "professional")).toBe("The farmers waited for weeks, and the first rains came in May.");
  });
});

describe("an opening deadline or start date governs both clauses", () => {
  it("a compound after 'After this date,' / 'From next Monday,' / 'Until further notice,' is not split", () => {
    for (const s of [
      "After this date, a penalty of twenty per cent of the amount due on each permit will be charged, and the task force will commence enforcement in the markets.",
      "From next Monday, all visitors must sign in at the main gate; the canteen will close at four o'clock every afternoon.",
      "Until further notice, the clinic opens at noon on weekdays, and the pharmacy will serve only patients with a booking.",
    ]) expect(cuts(s)).toEqual([]);
  });

  it("an opening phrase of setting does not block the split", () => {
    const s = "During the harvest season, the older pupils stay home to help their parents, and the classrooms are half empty for weeks.";
    expect(cuts(s).some((c) => /^(?:And )?the classrooms are/i.test(c.right))).toBe(true);
  });
});

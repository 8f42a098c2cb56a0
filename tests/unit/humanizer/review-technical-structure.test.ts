import { describe, expect, it } from "vitest";
import { protect, restore } from "@/lib/text-tools/humanizer/protect";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { splitOptions } from "@/lib/text-tools/humanizer/structure";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Reading review of the Structure stage on 40 technical and professional texts it was never tuned on (software
 * requirements, user guides with numbered steps, lab reports, contract clauses, a case brief, care plans, extension
 * leaflets, a radio script, fiction, blog posts). The sentences here are the review's own, written to show each
 * class; each test failed on the code before its fix.
 */
const ctx = (style: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: PROFILES.heavy, style });
const SEEDS = ["a", "b", "c", "d", "e", "f", "g", "h"];
/** every cut of a sentence over the styles and seeds, restored to plain text */
const cuts = (s: string) => {
  const { masked, spans } = protect(s);
  return STYLES.flatMap((st) => SEEDS.flatMap((seed) => splitOptions(masked, ctx(st, seed)))).map((c) => ({ left: restore(c.left, spans), right: restore(c.right, spans) }));
};

describe("a purpose 'so' after an instruction in a numbered or bulleted step", () => {
  it("is not split off as a result ('1. Soak the seeds ... So they germinate faster.')", () => {
    for (const s of [
      "1. Soak the seeds overnight in clean water, so they germinate faster when you sow them in the nursery bed.",
      "a) Store the vaccine in the refrigerator at 2–8 °C, so it keeps its strength until the nurse uses it.",
      "(ii) Keep the feed in a dry room, so the rats and the damp do not spoil it before the birds can eat it.",
      "Step 2: Wash the cups in hot water, so the germs do not spread to the other children in the class.",
    ]) expect(cuts(s).filter((c) => /^(?:So|As a result|For this reason)\b/.test(c.right)), s).toEqual([]);
  });

  it("a numbered statement and a name with its verb still split at ', so'", () => {
    expect(cuts("3. The pump failed twice in the first week of the dry season, so the farmers carried water from the river.").some((c) => /^So the farmers/.test(c.right))).toBe(true);
    expect(cuts("- Ama runs a small shop near the lorry station, so she knows most of the drivers by name.").some((c) => /^So she knows/.test(c.right))).toBe(true);
  });
});

describe("a legal proviso or exception before ', and'", () => {
  it("keeps the clause after it under the proviso, like 'unless' (no cut at ', and')", () => {
    for (const s of [
      "The tenant may sublet the shop to another trader, provided that the landlord gives written consent, and the subtenant pays the rent to the landlord.",
      "The supplier shall deliver the goods within 14 days, except where the buyer asks for a later date in writing, and the buyer shall pay on delivery.",
      "Either party may end this agreement at any time, subject to the payment of all sums due under it, and the deposit shall then be refunded.",
      "The club may use the hall on Saturdays, so long as the hall is swept after each meeting, and the keys are returned to the caretaker.",
    ]) expect(cuts(s).filter((c) => /^(?:And )?The (?:subtenant|buyer|deposit|keys)\b/.test(c.right)), s).toEqual([]);
  });

  it("a clause after a plain phrase still splits", () => {
    expect(cuts("The tenant may sublet the shop to another trader with the landlord's consent, and the landlord shall keep a copy of the consent.").some((c) => /^(?:And )?The landlord shall/.test(c.right))).toBe(true);
  });
});

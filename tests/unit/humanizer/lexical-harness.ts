import { expect, it } from "vitest";
import { findMarkers } from "@/lib/text-tools/detector/lexical";
import { ROWS } from "@/lib/text-tools/humanizer/lexicon-data";
import type { Row } from "@/lib/text-tools/humanizer/lexicon-row";
import { lexical } from "@/lib/text-tools/humanizer/lexical";
import { makeRng } from "@/lib/text-tools/humanizer/rng";
import { PROFILES, STYLES, type HumanizeStyle } from "@/lib/text-tools/humanizer/types";

/**
 * Shared by the review-round tests of the Lexical stage: every row at full strength, over twelve draws, and the two
 * checks every new part of the synonym table must pass.
 */
const SEEDS = "abcdefghijkl".split("");
const ctx = (st: HumanizeStyle, seed: string) => ({ rng: makeRng(seed), p: { ...PROFILES.heavy, marker: 1, plain: 1 }, style: st });

/** the distinct outputs of the Lexical stage over twelve draws */
export const outs = (s: string, st: HumanizeStyle = "professional") => [...new Set(SEEDS.map((seed) => lexical(s, ctx(st, seed))))];
/** every draw matches `re` */
export const all = (s: string, re: RegExp, st: HumanizeStyle = "professional") => {
  for (const o of outs(s, st)) expect(o, s).toMatch(re);
};
/** every draw leaves the sentence as it was */
export const kept = (s: string, st: HumanizeStyle = "professional") => {
  for (const o of outs(s, st)) expect(o).toBe(s);
};

const markersIn = (phrase: string) => [...new Set(Object.values(findMarkers("", phrase.toLowerCase().split(/\s+/))).flat())];

/** Registers the table checks of a part of the table (`rows` must be in ROWS). */
export function tableChecks(rows: Row[]) {
  it("no replacement of these rows brings a marker word the original form did not hold", () => {
    // "understanding these" -> "grasping these": "these" (Kobak's list) was there before
    const added = rows
      .flatMap((r) => r.reps.flatMap((rep) => rep.map((w, i) => [r.forms[i]!, w] as const)))
      .filter(([from, to]) => markersIn(to).some((m) => !markersIn(from).includes(m)));
    expect(added).toEqual([]);
  });
  it("a form of these rows that an earlier row holds is marked as a second sense (else it would never fire)", () => {
    for (const st of STYLES) {
      const first = new Map<string, number>();
      ROWS.forEach((r, i) => (!r.styles || r.styles.includes(st)) && r.forms.forEach((f) => first.has(f) || first.set(f, i)));
      const shadowed = rows.filter((r) => (!r.styles || r.styles.includes(st)) && !r.also).flatMap((r) => r.forms.filter((f) => first.get(f) !== ROWS.indexOf(r)));
      expect([st, shadowed]).toEqual([st, []]);
    }
  });
}

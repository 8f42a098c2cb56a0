import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { protect } from "@/lib/text-tools/humanizer/protect";
import { dropSerialComma } from "@/lib/text-tools/humanizer/style";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";

const out = (text: string, style: (typeof STYLES)[number], strength: (typeof STRENGTHS)[number], preserveLength = false) => {
  const r = humanizeLocal(text, { style, strength, preserveLength }) as unknown;
  return typeof r === "string" ? r : (r as { text: string }).text;
};
/** the heavy serial-comma drop on a sentence as the style stage sees it (masked) */
const dropped = (text: string) => {
  const { masked } = protect(text);
  return dropSerialComma(masked) !== masked;
};

// Every sentence below was written for this file, in the manner of the professional texts of the rev11 fields review
// (nursing, public health, law, accounting, engineering, economics, agriculture, business).
describe("the style stage's comma drops (rev11 fields review)", () => {
  it("keeps the comma that closes a vocative", () => {
    for (const s of [
      "Come closer, my friends, and hear what the elders decided.",
      "Please sit down, madam, and wait for the nurse to call you.",
      "Be brave, my dear, and trust the surgeons.",
      "Rise early, children, and fetch the water before school.",
    ]) expect(dropped(s), s).toBe(false);
    // a name addressed before an order
    for (const s of ["Hurry up, Abena, and lock the shop before you leave.", "Get up, Kwesi, and sweep the compound before the visitors arrive."])
      for (const style of ["professional", "casual", "creative"] as const) expect(out(s, style, "heavy"), `${style}: ${s}`).toMatch(/(?:Abena|Kwesi),/);
    // a list still loses its serial comma about half the time
    expect(["Bring rice, beans, and oil.", "We sold yam, cassava, and plantain.", "Pack soap, towels, and slippers.", "Buy salt, sugar, and flour."].some(dropped)).toBe(true);
  });

  it("keeps the comma after the example an abbreviation introduces", () => {
    for (const s of [
      "Choose a passphrase, e.g., four random words, and press Enter to confirm.",
      "Record one vital sign, e.g., the pulse, and report any change at once.",
      "Use a short label, i.e., two or three words, and print it on the bag.",
    ]) expect(dropped(s), s).toBe(false);
  });

  it("keeps the comma after a summing-up opener outside academic", () => {
    const text = "In short, the drains were too small for the storm. All in all, the council acted too late. Above all, the residents need a warning system.";
    for (const style of ["professional", "casual", "creative"] as const)
      for (const strength of ["medium", "heavy"] as const) {
        const t = out(text, style, strength);
        expect(t, `${style} ${strength}`).not.toMatch(/\b(?:In short|All in all|Above all) [a-z]/);
      }
  });
});

import { describe, expect, it } from "vitest";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";
import { dropsSerialComma as dropped, rewrite as out } from "./rewrite-harness";

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

/** every rewrite of the text (12 settings) that matches the pattern, by setting */
const wrong = (text: string, bad: RegExp) =>
  STYLES.flatMap((style) => STRENGTHS.filter((strength) => bad.test(out(text, style, strength))).map((strength) => `${style} ${strength}`));

describe("terms of the professions keep their words (rev11 fields review)", () => {
  it("'immediately' before a verb or an adjective is not 'at once' / 'right away'", () => {
    expect(wrong("The porter did not immediately tell the ward sister about the fall, and the error was found only at handover.", /(?:at once|right away) (?:tell|told)\b/)).toEqual([]);
    expect(wrong("The new system is not immediately available to every clinic in the district.", /(?:at once|right away) available/)).toEqual([]);
  });

  it("a condition of the body is prevented, not stopped", () => {
    expect(wrong("Early skin-to-skin contact and oxytocin help to prevent postpartum haemorrhage in most mothers.", /\bstop\b/)).toEqual([]);
    expect(wrong("Taking a low dose of aspirin each day may help prevent a second stroke in older patients.", /\bstop\b/)).toEqual([]);
  });

  it("keeps the terms of engineering, agronomy, IFRS and wound care", () => {
    expect(wrong("The reduction in area of the aluminium bar was 48%, which shows the metal is ductile.", /(?:drop|cut) in area/i)).toEqual([]);
    expect(wrong("We recorded plant height, days to flowering and yield components for each of the cowpea lines.", /yield parts/)).toEqual([]);
    expect(wrong("The contract contains a significant financing component because the customer pays three years after delivery.", /major financing|financing part/)).toEqual([]);
    expect(wrong("Leave the primary dressing in place for forty-eight hours unless it becomes soaked.", /main dressing/)).toEqual([]);
    expect(wrong("Maintain oral hygiene for the patient every four hours and record it on the chart.", /\b[Kk]eep oral\b/)).toEqual([]);
  });

  it("keeps a proposal's objective headings and 'purchases' after a number", () => {
    const proposal = "**2.1 General objective**\n\nThe study will assess how farmers use credit.\n\n**2.2 Specific objectives**\n\nThe study will compare the loans.";
    expect(wrong(proposal, /\bgoals?\b/i)).toEqual([]);
    expect(wrong("Members get a free drink after ten purchases at any of our kiosks in the city.", /\bbuys\b/)).toEqual([]);
  });

  it("puts no 'I think' on the content of a rule or a standard", () => {
    for (const s of ["The key principle is that a company should record an expense when it uses the service.", "The accepted standard is that each nurse must check the drip rate every hour."])
      expect(wrong(s, /\bI (?:think|believe)\b|I'd say/), s).toEqual([]);
  });

  it("infrastructure is provided and a caterer's dishes offered, not given", () => {
    expect(wrong("The district plan covers draining the gutters, chlorinating wells and providing public toilets at the lorry station.", /giving public/)).toEqual([]);
    expect(wrong("The canteen offers both local dishes and continental options to the staff of the three banks.", /gives both/)).toEqual([]);
  });

  it("a treatment 'as indicated' is called for, not shown; an examination's or an audit's findings are not results", () => {
    expect(wrong("Give oxygen as indicated and record the saturation every hour on the chart.", /as (?:shown|suggested)/)).toEqual([]);
    expect(wrong("A chest X-ray is taken where indicated, and the physiotherapist reviews the patient daily.", /where (?:shown|suggested)/)).toEqual([]);
    expect(wrong("The student nurse should report abnormal findings to the nurse in charge before the ward round.", /abnormal results/)).toEqual([]);
    expect(wrong("The auditors discussed the audit findings with management before the report was issued.", /audit results/)).toEqual([]);
  });

  it("a procedure or a drug 'indicated' is called for, not shown or suggested", () => {
    expect(wrong("The scan was normal, but a lumbar puncture was indicated to rule out meningitis in the infant.", /(?:shown|suggested) to rule/)).toEqual([]);
    expect(wrong("Antibiotics are indicated for children with fast breathing and chest indrawing.", /(?:shown|suggested) for/)).toEqual([]);
  });

  it("what a survey or a field team identifies is not 'spotted'", () => {
    expect(wrong("The survey set out to identify the main reasons for staff turnover at the two branches.", /spot/)).toEqual([]);
    expect(wrong("The team walked the site to identify the boundary pillars before the survey began.", /spot/)).toEqual([]);
  });
});

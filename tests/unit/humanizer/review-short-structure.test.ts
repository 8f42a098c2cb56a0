import { describe, expect, it } from "vitest";
import { linkedJoin, tryJoin } from "@/lib/text-tools/humanizer/joins";
import { protect } from "@/lib/text-tools/humanizer/protect";
import { STYLES } from "@/lib/text-tools/humanizer/types";

/**
 * Reading review of the Structure stage on 40 short texts: Ghanaian English WhatsApp announcements, complaints,
 * apologies and wishes, and very short texts (captions, blurbs, two-sentence e-mails, bios). The sentences here are
 * the review's own, written to show each class; each test failed on the code before its fix.
 */
// the text as the Structure stage sees it: capitalised names such as "God" masked as protected characters
const masked = (s: string) => protect(s).masked.trim();
const nonAcademic = STYLES.filter((st) => st !== "academic");

describe("a join onto a sentence that already coordinates two clauses ('It is X but it will Y.')", () => {
  it("no ', and' / ', but' before a second sentence with a bare 'and'/'but' and a pronoun", () => {
    for (const st of nonAcademic) {
      expect(linkedJoin("Anyone who needs the lecture notes should see me after the tutorial.", "It is not compulsory but it will help you a lot.", st)).toBeNull();
      expect(linkedJoin("I did not mean to shout at you in the meeting, abi you know my temper.", "It was wrong of me and I regret it deeply.", st)).toBeNull();
      expect(linkedJoin("The caretaker repaired the borehole pump last week.", "However, it broke again and we are fetching water from the tap.", st)).toBeNull();
    }
  });

  it("controls: one clause after the pronoun still joins; academic's '; ' still joins the two-clause sentence", () => {
    for (const st of nonAcademic) {
      expect(linkedJoin("Anyone who needs the lecture notes should see me after the tutorial.", "It is not compulsory for the final year students.", st)).not.toBeNull();
      expect(linkedJoin("The caretaker repaired the borehole pump last week.", "However, it broke again on Sunday morning.", st)).toBe("The caretaker repaired the borehole pump last week, but it broke again on Sunday morning.");
    }
    expect(linkedJoin("Anyone who needs the lecture notes should see me after the tutorial.", "It is not compulsory but it will help you a lot.", "academic")).toBe(
      "Anyone who needs the lecture notes should see me after the tutorial; it is not compulsory but it will help you a lot.",
    );
  });
});

describe("a wish or blessing stands alone ('May God keep you.' is no clause of a statement)", () => {
  it("no join onto or before a 'May God ...' / 'God bless ...' sentence, the name masked or not", () => {
    for (const st of STYLES) {
      for (const a of ["May God keep you safe always.", masked("May God keep you safe always."), "May your new year be full of joy."]) {
        expect(tryJoin(a, "You have been a blessing to our family.", st)).toBeNull();
        expect(linkedJoin(a, "You have been a blessing to our whole family.", st)).toBeNull();
      }
      expect(tryJoin("You have been a blessing to our family.", masked("God richly bless you for it."), st)).toBeNull();
    }
  });

  it("controls: a statement with 'may' or about God still joins; 'May' the month is no wish", () => {
    expect(tryJoin("We thank you for everything this year.", "You have been a blessing to our family.", "professional")).toBe(
      "We thank you for everything this year, and you have been a blessing to our family.",
    );
    expect(tryJoin("Our choir sang at the service in May.", "The pastor was very happy with us.", "casual")).not.toBeNull();
    expect(tryJoin("May was a very busy month for us.", "The pastor travelled to Tamale twice.", "casual")).not.toBeNull();
  });
});

describe("a notice's announcement is not joined to what follows it (rev8 review)", () => {
  it("'This is to inform ...', '... wishes to inform ...', '... is pleased to announce ...' stand alone", () => {
    for (const st of STYLES) {
      expect(linkedJoin("This is to inform all residents that the water will be off from Tuesday.", "It is important that every household stores some water.", st)).toBeNull();
      expect(linkedJoin("The youth committee is pleased to announce the date of the harvest.", "It will take place at the church grounds.", st)).toBeNull();
      expect(linkedJoin("Please note that the bus will leave at dawn.", "This is to remind all travellers that seats are limited.", st)).toBeNull();
    }
  });
  it("control: an ordinary statement and its carried-on pronoun still join", () => {
    for (const st of STYLES) expect(linkedJoin("The youth committee met to plan the date of the harvest.", "It will take place at the church grounds.", st)).not.toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { protect, restore } from "@/lib/text-tools/humanizer/protect";
import { dropSerialCommaOf } from "@/lib/text-tools/humanizer/style";

/**
 * Leftovers of the last reading review (word level and punctuation): each defect shown on sentences written for this
 * test. Each test failed on the code before its fix.
 */

// the drop is decided by a hash of the sentence: try each sentence in ten frames, as the engine would see it masked
const numericOf = (spans: string[]) => spans.map((sp, i) => (/^[\d$£€¥₵]/.test(sp) ? String.fromCharCode(0xe000 + i) : "")).join("");
const frames = (s: string) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
  const { masked, spans } = protect(`${"x ".repeat(i)}${s}`);
  return restore(dropSerialCommaOf(masked, numericOf(spans)), spans);
});
const dropped = (s: string, comma: string) => frames(s).some((o) => !o.includes(comma));

describe("heavy's serial-comma drop takes only the serial comma of a list", () => {
  it("the comma after a year closes a date", () => {
    expect(dropped("The derby is set for 3rd March, 2026, and the stadium will open at noon.", "2026, and")).toBe(false);
    expect(dropped("The hall reopened on May 9, 2024, and a new library followed.", "2024, and")).toBe(false);
  });
  it("the comma before a second clause with its own subject and verb", () => {
    expect(dropped("The screen is sharp, even in bright sunlight, and the large battery lasts two full days.", "sunlight, and")).toBe(false);
    expect(dropped("The roads were quiet, almost empty at dawn, and the old market fills up by nine.", "dawn, and")).toBe(false);
  });
  it("the comma that closes a relative clause or an aside before the predicate", () => {
    expect(dropped("Wetlands, which filter water for whole towns, are being drained, and rare birds are losing their homes.", "drained, and")).toBe(false);
    expect(dropped("The lake, which feeds three rivers, was shrinking, and its fish grew scarce.", "shrinking, and")).toBe(false);
  });
  it("a true list still loses it, also a list that is the subject of a clause", () => {
    expect(dropped("We packed rice, beans, and dried fish for the trip.", "beans, and")).toBe(true);
    expect(dropped("She said that teachers, parents, and pupils must sign the form.", "parents, and")).toBe(true);
    expect(dropped("Farmers, traders, and drivers were all at the meeting.", "traders, and")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { isReadingNote, NOT_ENGLISH_NOTE, shortTextNote } from "@/lib/text-tools/reading-notes";

describe("the notes that qualify a score", () => {
  it("count words in good English and are told apart from advice", () => {
    expect(shortTextNote(1)).toBe("The text has only 1 word; add more (150 or more) for a reliable result.");
    expect(shortTextNote(12)).toBe("The text has only 12 words; add more (150 or more) for a reliable result.");
    expect(isReadingNote(shortTextNote(3))).toBe(true);
    expect(isReadingNote(NOT_ENGLISH_NOTE)).toBe(true);
    expect(isReadingNote("Vary sentence length: your sentences average 21 words with a spread of only 2.")).toBe(false);
  });
  it("a one-word text gets the short-text note first and no '1 words' in any service's reasoning", async () => {
    const r = await detectText("Hello", { localOnly: true });
    expect(r.recommendations[0]).toBe(shortTextNote(1));
    for (const s of r.detectionResults) expect(s.reasoning ?? "").not.toMatch(/\b1 words\b/);
    expect(r.detectionResults.find((s) => /Statistical Language Model/.test(s.service))?.reasoning).toMatch(/over 1 word\./);
  });
});

import { describe, expect, it } from "vitest";
import { readableText } from "@/lib/text-tools/characters";
import { detectText } from "@/lib/text-tools/detector";

// Written for this test, in the manner of a chat model.
const TEXT =
  "In today's rapidly evolving digital landscape, mobile money has become a crucial pillar of Ghana's economy. It plays a pivotal role in fostering financial inclusion, enabling millions of people to save, send, and receive money seamlessly. Furthermore, it is important to note that this transformation has empowered small traders, particularly women, to navigate the complexities of modern commerce with greater confidence and resilience.";

describe("readableText", () => {
  it("drops invisible characters inside words and counts them", () => {
    const r = readableText("the pa\u200Bper was sig\u200Cni\u2060ficant");
    expect(r.text).toBe("the paper was significant");
    expect(r.hidden).toBe(3);
    expect(r.lookalikes).toBe(0);
  });

  it("reads look-alike letters of disguised words as Latin, and leaves real Cyrillic and Greek alone", () => {
    const r = readableText("The p\u0430per was \u043e\u0440\u0435n to all students.");
    expect(r.text).toBe("The paper was open to all students.");
    expect(r.lookalikes).toBe(4);
    for (const t of ["Пушкин написал много стихов о любви и природе.", "Levels of Aβ rose in the treated group.", "The ratio α was 0.5."]) {
      expect(readableText(t)).toMatchObject({ text: t, hidden: 0, lookalikes: 0 });
    }
  });

  it("reads ligatures, full-width and mathematical letters as plain ones, without counting them as disguise", () => {
    const r = readableText("a signi\uFB01cant \uFF21ccra \u{1D41A}\u{1D41B}");
    expect(r.text).toBe("a significant Accra ab");
    expect(r.hidden + r.lookalikes).toBe(0);
  });

  it("keeps the joiners of emoji sequences, and does not count a soft hyphen", () => {
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    expect(readableText(`We met ${family} today`)).toMatchObject({ text: `We met ${family} today`, hidden: 0 });
    expect(readableText("exam\u00ADination")).toMatchObject({ text: "examination", hidden: 0 });
  });

  it("maps offsets back to the text as pasted", () => {
    const pasted = "One pa\u200Bper, t\u200Bwo p\u0430pers.";
    const r = readableText(pasted);
    expect(r.text).toBe("One paper, two papers.");
    for (let i = 0; i < r.text.length; i++) {
      const c = pasted[r.toOriginal(i)]!;
      expect(c === r.text[i] || c === "\u0430").toBe(true);
    }
    expect(r.toOriginal(r.text.length)).toBe(pasted.length);
  });
});

describe("readableText: what editors leave is not disguise", () => {
  it("reads line and paragraph separators as line breaks, a private-use symbol as a bullet, and does not count direction marks", () => {
    expect(readableText("the end of the line\u2028Next line starts here")).toMatchObject({ text: "the end of the line\nNext line starts here", hidden: 0 });
    expect(readableText("\uF0B7\tFirst point\n\uF0B7\tSecond point")).toMatchObject({ text: "\u2022\tFirst point\n\u2022\tSecond point", hidden: 0 });
    expect(readableText("We met \u200Fأحمد\u200F in Accra")).toMatchObject({ text: "We met أحمد in Accra", hidden: 0 });
  });

  it("maps offsets code point by code point: an astral letter never shifts or splits a span", () => {
    const pasted = "The \uFB01\u{20000}x word. Then \u{1D41E}\u{1D427}\u{1D41D}";
    const r = readableText(pasted);
    expect(r.text).toBe("The fi\u{20000}x word. Then end");
    const then = r.text.indexOf("Then");
    expect(pasted.slice(r.toOriginal(then), r.toOriginalEnd(r.text.length))).toBe("Then \u{1D41E}\u{1D427}\u{1D41D}");
    expect(r.toOriginalEnd(r.text.length)).toBe(pasted.length);
    const x = r.text.indexOf("x");
    expect(pasted.slice(r.toOriginal(x), r.toOriginalEnd(x + 1))).toBe("x");
  });
});

describe("the detector reads past hidden characters", () => {
  it("scores a text salted with zero-width spaces and look-alikes as the text itself, and says what it found", async () => {
    let k = 0;
    const salted = TEXT.replace(/(\w)(\w)/g, (m, a: string, b: string) => (++k % 4 === 0 ? `${a}\u200B${b}` : m)).replace(/o/g, (c) => (++k % 3 ? c : "\u043e"));
    const [clean, dirty] = await Promise.all([detectText(TEXT, { localOnly: true }), detectText(salted, { localOnly: true })]);
    expect(dirty.overallScore).toBe(clean.overallScore);
    expect(dirty.detectionResults.map((s) => s.aiProbability)).toEqual(clean.detectionResults.map((s) => s.aiProbability));
    expect(dirty.recommendations[0]).toMatch(/^This text contains \d+ invisible characters and \d+ look-alike letters from other alphabets/);
    expect(clean.recommendations.join(" ")).not.toMatch(/invisible/);
    for (const s of dirty.sentenceAnalysis) expect(salted.slice(s.start, s.end).replace(/\u200B/g, "").replace(/\u043e/g, "o").startsWith(s.text.slice(0, 30))).toBe(true);
  });
});

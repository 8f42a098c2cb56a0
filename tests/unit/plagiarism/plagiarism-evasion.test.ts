import { describe, expect, it } from "vitest";
import { analyse, type CandidateDoc } from "@/lib/plagiarism/engine";
import { queryHashes } from "@/lib/plagiarism/fingerprint";
import { foldWord, tokenize } from "@/lib/plagiarism/normalize";
import { docByUrl, fixtureLibrary } from "../../fixtures/plagiarism/texts";

const library: CandidateDoc[] = fixtureLibrary.map((d) => ({ id: d.id, title: d.title, url: d.url, text: d.text, kind: "reference" }));
const source = docByUrl("harmattan").text;
/** The source with `ch` put inside every word of four letters or more, as evasion tools do. */
const insideWords = (text: string, ch: string) => text.replace(/\p{L}{4,}/gu, (w) => w.slice(0, 2) + ch + w.slice(2));

/** The disguised text reads as the source: the same words and fingerprints, the one source found, 100%. */
function expectSameCopy(text: string) {
  expect(text).not.toBe(source);
  expect(tokenize(text).map((t) => t.word)).toEqual(tokenize(source).map((t) => t.word));
  expect(queryHashes(text)).toEqual(queryHashes(source));
  const a = analyse(text, library);
  expect(a.sources.map((s) => s.doc.url)).toEqual([docByUrl("harmattan").url]);
  expect(a.percentage).toBe(100);
}

describe("a copy disguised with characters that change nothing on screen", () => {
  // Each of these split every word in two: a verbatim copy scored 0%, low risk, "No passage ... matches".
  it.each([
    { name: "zero-width space", ch: "\u200b" },
    { name: "zero-width non-joiner", ch: "\u200c" },
    { name: "zero-width joiner", ch: "\u200d" },
    { name: "soft hyphen", ch: "\u00ad" },
    { name: "word joiner", ch: "\u2060" },
  ])("$name inside words: same words, same fingerprints, still 100%", ({ ch }) => {
    const text = insideWords(source, ch);
    expectSameCopy(text);
  });

  it("keeps offsets in the text as written, so the highlighted passage is the one on screen", () => {
    const text = "Pla\u200bgia\u00adrism, in Ku\u200bmasi!";
    expect(tokenize(text).map((t) => [t.word, text.slice(t.start, t.end)])).toEqual([
      ["plagiarism", "Pla\u200bgia\u00adrism"],
      ["in", "in"],
      ["kumasi", "Ku\u200bmasi"],
    ]);
  });

  it("a zero-width character between words still separates nothing that a space separates", () => {
    expect(tokenize("market \u200bwomen").map((t) => t.word)).toEqual(["market", "women"]);
  });

  it("a decomposed accent (NFD) stays in its word", () => {
    expect(tokenize("Go\u0301gol wrote").map((t) => t.word)).toEqual(["gogol", "wrote"]);
  });
});

describe("a copy disguised with look-alike letters from other scripts", () => {
  const CYRILLIC: Record<string, string> = { a: "а", e: "е", o: "о", c: "с", p: "р", x: "х", y: "у", i: "і", s: "ѕ", h: "һ", j: "ј" };
  const GREEK: Record<string, string> = { o: "ο", i: "ι", a: "α", v: "ν", u: "υ", t: "τ", k: "κ" };
  const swap = (text: string, map: Record<string, string>) => text.replace(/[a-z]/g, (c) => map[c] ?? c);

  // Both gave 0%, low risk: no word of the copy was a word of the source.
  it.each([
    { name: "Cyrillic", map: CYRILLIC },
    { name: "Greek", map: GREEK },
  ])("$name letters in place of Latin ones: still the source's words, still 100%", ({ map }) => {
    const text = swap(source, map);
    expectSameCopy(text);
  });

  it("capitals too, and words in Cyrillic or Greek with letters of their own are left as they are", () => {
    expect(foldWord("ТНЕ")).toBe("the");
    expect(foldWord("Аccra")).toBe("accra");
    expect(foldWord("Пушкин")).toBe("пушкин");
    expect(foldWord("λόγος")).toBe("λογος");
  });
});

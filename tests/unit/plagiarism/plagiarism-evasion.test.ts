import { describe, expect, it } from "vitest";
import { analyse, type CandidateDoc } from "@/lib/plagiarism/engine";
import { queryHashes } from "@/lib/plagiarism/fingerprint";
import { tokenize } from "@/lib/plagiarism/normalize";
import { docByUrl, fixtureLibrary } from "../../fixtures/plagiarism/texts";

const library: CandidateDoc[] = fixtureLibrary.map((d) => ({ id: d.id, title: d.title, url: d.url, text: d.text, kind: "reference" }));
const source = docByUrl("harmattan").text;
/** The source with `ch` put inside every word of four letters or more, as evasion tools do. */
const insideWords = (text: string, ch: string) => text.replace(/\p{L}{4,}/gu, (w) => w.slice(0, 2) + ch + w.slice(2));

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
    expect(text).not.toBe(source);
    expect(tokenize(text).map((t) => t.word)).toEqual(tokenize(source).map((t) => t.word));
    expect(queryHashes(text)).toEqual(queryHashes(source));
    const a = analyse(text, library);
    expect(a.sources.map((s) => s.doc.url)).toEqual([docByUrl("harmattan").url]);
    expect(a.percentage).toBe(100);
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

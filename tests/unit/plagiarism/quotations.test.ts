import { describe, expect, it } from "vitest";
import { analyse, type CandidateDoc } from "@/lib/plagiarism/engine";
import { quotedCitedRanges } from "@/lib/plagiarism/quotations";
import { buildResult } from "@/lib/plagiarism/report";
import { docByUrl, fixtureLibrary, ORIGINAL_TEXT } from "../../fixtures/plagiarism/texts";

const library: CandidateDoc[] = fixtureLibrary.map((d) => ({ id: d.id, title: d.title, url: d.url, text: d.text, kind: "reference" }));
const scope = { documents: library.length, privateDocuments: 0, web: false };
const source = docByUrl("packet-routing");
// two whole sentences of the source, as a student would quote them
const sentences = source.text.match(/[^.!?]+[.!?]/g)!.slice(0, 2).join("").trim();

describe("quoted and cited passages (found, not counted)", () => {
  it("finds quotations with a citation after or a narrative citation before, and nothing else", () => {
    const t = `As Boateng (2019) writes, "the market is the heart of the town and of its trade". Others disagree. "A quote with no citation at all here" stays.`;
    const r = quotedCitedRanges(t);
    expect(r.map((x) => t.slice(x.start, x.end))).toEqual([`"the market is the heart of the town and of its trade"`]);
    const after = `The report says “traders lose about a third of their stock to poor storage” (Mensah, 2019, p. 12).`;
    expect(quotedCitedRanges(after)).toHaveLength(1);
    expect(quotedCitedRanges("A block quote follows.\n> traders lose about a third of their stock to poor storage every year (Mensah, 2019)")).toHaveLength(1);
    // a block quotation needs its citation too (no case had one without it: every block quotation could pass for cited)
    expect(quotedCitedRanges("A block quote follows.\n> traders lose about a third of their stock to poor storage every year")).toEqual([]);
    // a footnote mark is no citation here: copied books carry their own after their quotations
    expect(quotedCitedRanges(`He calls them 'brothers, Poseidon and Hades, who rule the sea'[47] and goes on.`)).toEqual([]);
  });

  it("a quoted and cited passage is listed as found but does not count toward the percentage or the risk", () => {
    const text = `${ORIGINAL_TEXT}\n\nOn this point the textbook is direct: “${sentences}” (Owusu, 2020, p. 14).`;
    const a = analyse(text, library);
    expect(a.percentage).toBe(0);
    expect(a.quoted.map((q) => q.doc.url)).toEqual([source.url]);
    const r = buildResult(text, a, "public", scope);
    expect(r.riskLevel).toBe("low");
    expect(r.recommendations.join(" ")).toMatch(/Quotations you marked and cited match .* not counted as plagiarism/);
    expect(r.report).toMatch(/Quoted and cited passages \(\d+ characters\) were found in their sources and are not counted\./);
    expect(r.recommendations.join(" ")).not.toMatch(/put it in quotation marks/);
  });

  it("the same passage without quotation marks or without a citation still counts", () => {
    for (const text of [`${ORIGINAL_TEXT}\n\nOn this point the textbook is direct: ${sentences} (Owusu, 2020, p. 14).`, `${ORIGINAL_TEXT}\n\nOn this point the textbook is direct: “${sentences}”`, `${ORIGINAL_TEXT}\n\nOn this point the textbook is direct:\n> ${sentences}`]) {
      const a = analyse(text, library);
      expect(a.percentage).toBeGreaterThan(10);
      expect(a.quoted).toEqual([]);
    }
  });

  it("the short-text caution shows whether or not a source was found", () => {
    const r = buildResult(sentences, analyse(sentences, library), "public", scope);
    expect(r.sources.length).toBe(1);
    expect(r.recommendations.join(" ")).toMatch(/The text is short/);
  });
});

describe("word-for-word copies are called so", () => {
  it("a copy numbered as a list or repeated is verbatim, a reworded one is not", async () => {
    const { isVerbatim } = await import("@/lib/plagiarism/report");
    const [s1, s2] = source.text.match(/[^.!?]+[.!?]/g)!.map((x) => x.trim());
    expect(isVerbatim(`1. ${s1}\n2. ${s2}`, source.text)).toBe(true);
    expect(isVerbatim(`${s1} ${s1} ${s1}`, source.text)).toBe(true);
    expect(isVerbatim(`${s1} I agree. ${s2}`, source.text)).toBe(true);
    expect(isVerbatim(`${s1} ${s2!.replace(/\b(\w{5,})\b/, "banana")}`, source.text)).toBe(false);
  });
});

describe("the advice and the source card quote the same passage", () => {
  it("with two passages from one source, the advice names both and quotes the longest, as the card does", () => {
    const ss = source.text.match(/[^.!?]+[.!?]/g)!.map((x) => x.trim());
    const text = `${ss[0]}\n\n${ORIGINAL_TEXT}\n\n${ss.slice(1, 4).join(" ")}`;
    const r = buildResult(text, analyse(text, library), "public", scope);
    const card = r.sources[0]!;
    const advice = r.recommendations.find((x) => x.includes("passages match"))!;
    expect(advice).toMatch(/^2 passages match; the longest, beginning “/);
    expect(advice).toContain(card.matchedContent.split(/\s+/).slice(0, 8).join(" "));
  });
});

import { describe, expect, it } from "vitest";
import { analyse, type CandidateDoc } from "@/lib/plagiarism/engine";
import { buildResult } from "@/lib/plagiarism/report";
import { docByUrl, fixtureLibrary, ORIGINAL_TEXT } from "../../fixtures/plagiarism/texts";

const library: CandidateDoc[] = fixtureLibrary.map((d) => ({ id: d.id, title: d.title, url: d.url, text: d.text, kind: "reference" }));
const scope = { documents: library.length, privateDocuments: 0, web: false };
const source = docByUrl("packet-routing");
const sentences = source.text.match(/[^.!?]+[.!?]/g)!.slice(0, 2).join("").trim();
const firstWord = sentences.split(/\s+/)[0]!;

describe("advice on a copied passage the writer put in quotation marks without a citation", () => {
  // It was told "put it in quotation marks and cite the source" about a passage in quotation marks, and the advice
  // quoted it with its own quotation mark doubled: “"Homer and ...”.
  it.each([
    { name: "curly quotation marks", text: `${ORIGINAL_TEXT}\n\nThe textbook is direct.\n\n“${sentences}”` },
    { name: "straight quotation marks and a footnote mark", text: `${ORIGINAL_TEXT}\n\nThe textbook is direct.\n\n"${sentences}"[3]` },
  ])("$name: asks for the citation, not for quotation marks", ({ text }) => {
    const r = buildResult(text, analyse(text, library), "public", scope);
    expect(r.sources.map((s) => s.url)).toEqual([source.url]);
    const advice = r.recommendations.find((x) => x.includes(source.title))!;
    expect(advice).toContain("is copied word for word from");
    expect(advice).toContain("is in quotation marks, but no citation follows it: add the author, year and page right after the closing quotation mark");
    expect(advice).not.toMatch(/put it in quotation marks/);
    expect(advice).toContain(`beginning “${firstWord} `);
  });

  // With the writer's introduction in the same sentence, a word-for-word quotation was called a paraphrase: "follows
  // <source> closely although some words differ".
  it.each([
    { name: "after a colon", text: `${ORIGINAL_TEXT}\n\nThe textbook is direct: “${sentences}”` },
    { name: "after a comma", text: `${ORIGINAL_TEXT}\n\nAs our lecturer kept reminding us, "${sentences}"` },
  ])("a quotation introduced in the same sentence ($name) is called word for word, not a paraphrase", ({ text }) => {
    const r = buildResult(text, analyse(text, library), "public", scope);
    const advice = r.recommendations.find((x) => x.includes(source.title))!;
    expect(advice).toContain("is copied word for word from");
    expect(advice).not.toMatch(/although some words differ/);
  });

  it("a copy without quotation marks is still told to quote and cite, or rewrite", () => {
    const text = `${ORIGINAL_TEXT}\n\nThe textbook is direct.\n\n${sentences}`;
    const r = buildResult(text, analyse(text, library), "public", scope);
    expect(r.recommendations.find((x) => x.includes(source.title))).toMatch(/copied word for word from .*: put it in quotation marks and cite the source, or rewrite it\.$/);
  });
});

import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { blankHeadings } from "@/lib/text-tools/detector/headings";

// Written for this test, in the manner of a chat model's essay.
const PARAGRAPHS = [
  "Urbanization in Ghana has accelerated significantly over the past two decades, reshaping the social and economic landscape of cities such as Accra and Kumasi. This rapid growth presents both opportunities and challenges for policymakers, residents, and businesses alike.",
  "One of the most pressing challenges is the provision of adequate housing. As populations swell, informal settlements expand, often lacking essential services such as clean water, sanitation, and reliable electricity. Addressing these gaps requires a comprehensive and coordinated approach.",
  "In conclusion, while urbanization brings undeniable benefits, it also demands thoughtful planning. By investing in infrastructure and fostering inclusive policies, Ghana can ensure that its cities remain vibrant, resilient, and sustainable for generations to come.",
];
const blank = (line: string) => line.replace(/\S/g, " ");

describe("blankHeadings", () => {
  it("blanks titles and section headings, and keeps every offset", () => {
    for (const heading of ["Urbanization in Ghana", "# Urbanization in Ghana", "## Background", "**Key Challenges**", "2.1 Methodology", "1. Introduction", "CONCLUSION", "Housing:"]) {
      const text = `${heading}\n\n${PARAGRAPHS[0]}\n${heading}\n${PARAGRAPHS[1]}`;
      const out = blankHeadings(text);
      expect(out.length).toBe(text.length);
      expect(out).toBe(`${blank(heading)}\n\n${PARAGRAPHS[0]}\n${blank(heading)}\n${PARAGRAPHS[1]}`);
    }
  });

  it("keeps list items, verse, dialogue, a sign-off and lines that run on", () => {
    const kept = [
      `${PARAGRAPHS[0]}\n- Improve access to clean water\n- Train community health workers\n${PARAGRAPHS[1]}`,
      "The rains came late that year,\nAnd the river ran low,\nAnd the children waited by the road for the lorry that never came back from Tamale.",
      `"Where are you going?"\nShe did not answer. She picked up her bag and walked out into the rain, past the market and the bus station.`,
      `${PARAGRAPHS[0]}\n\nKofi Mensah`,
      `The committee reviewed every application that arrived before the\ndeadline in March, and it published the list of successful candidates in April.`,
    ];
    for (const text of kept) expect(blankHeadings(text)).toBe(text);
  });

  it("leaves a text that is nothing but short lines as it is", () => {
    const text = "Shopping list\nRice\nTomatoes\nOnions\nPalm oil";
    expect(blankHeadings(text)).toBe(text);
  });
});

// Written for this test: long formal words make lines of 7-10 words at a page's width, the length of a heading.
const FORMAL =
  "Institutional accountability mechanisms, notwithstanding considerable administrative inefficiencies, constitute fundamental prerequisites for sustainable municipal development. Consequently, district assemblies increasingly emphasise participatory governance, decentralisation, transparency and community engagement. Nevertheless, implementation difficulties persist, particularly regarding bureaucratic resistance, inadequate financing and insufficient technical capacity.";
const wrapAt = (text: string, width: number) =>
  text.split(" ").reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []).join("\n");

describe("the detector reads an essay with headings as the essay", () => {
  it("never takes a wrapped line of a paragraph for a heading, at any page width", async () => {
    const plain = await detectText(FORMAL, { localOnly: true });
    for (const width of [50, 60, 70, 78]) {
      const wrapped = await detectText(wrapAt(FORMAL, width), { localOnly: true });
      expect(wrapped.detectionResults.map((s) => s.aiProbability), `${width} columns`).toEqual(plain.detectionResults.map((s) => s.aiProbability));
      expect(wrapped.sentenceAnalysis.length).toBe(plain.sentenceAnalysis.length);
    }
  });

  it("reads the short items of a numbered or emoji list as items, and a numbered line above a paragraph as a heading", async () => {
    const items = ["Hire more teachers", "Build classrooms in rural areas", "Supply textbooks to every pupil", "Pay teachers on time"];
    const lead = `${PARAGRAPHS[0]}\nThe plan has four goals:\n`;
    for (const marker of ["1.", "✅", "•"]) {
      const list = items.map((item, i) => `${marker === "1." ? `${i + 1}.` : marker} ${item}`).join("\n");
      const shown = (await detectText(lead + list, { localOnly: true })).sentenceAnalysis.map((s) => s.text);
      expect(shown, marker).toEqual(expect.arrayContaining(items));
    }
    const sections = `1. Introduction\n\n${PARAGRAPHS[0]}\n\n2. Housing\n\n${PARAGRAPHS[1]}`;
    const shown = (await detectText(sections, { localOnly: true })).sentenceAnalysis.map((s) => s.text);
    expect(shown).not.toContain("Introduction");
    expect(shown).not.toContain("Housing");
  });


  it("scores it the same as the paragraphs alone", async () => {
    const plain = PARAGRAPHS.join("\n\n");
    const withHeadings = `# Urbanization in Ghana\n\n## Introduction\n\n${PARAGRAPHS[0]}\n\n**Housing**\n\n${PARAGRAPHS[1]}\n\n## Conclusion\n\n${PARAGRAPHS[2]}`;
    const [a, b] = await Promise.all([detectText(plain, { localOnly: true }), detectText(withHeadings, { localOnly: true })]);
    expect(b.overallScore).toBe(a.overallScore);
    expect(b.detectionResults.map((s) => s.aiProbability)).toEqual(a.detectionResults.map((s) => s.aiProbability));
    expect(b.sentenceAnalysis.map((s) => s.text)).toEqual(a.sentenceAnalysis.map((s) => s.text));
    expect(b.sentenceAnalysis.every((s) => withHeadings.slice(s.start, s.end).startsWith(s.text.slice(0, 30)))).toBe(true);
  });
});

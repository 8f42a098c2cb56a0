import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { blankCitations } from "@/lib/text-tools/detector/citations";

const blank = (s: string) => " ".repeat(s.length);

describe("blankCitations", () => {
  it("blanks author-year and numbered citations to spaces of the same length", () => {
    for (const c of ["(Mensah, 2019)", "(Mensah & Boateng, 2019, p. 4)", "(see Mensah et al., 2019; WHO 2020)", "(Ghana Statistical Service, 2021)", "(Mensah 2019a, 2019b)", "(Smith, n.d.)", "(2019, pp. 4-6)", "[12]", "[3, 5-7]"]) {
      const text = `Prices rose sharply ${c}. Mensah (2019) disagrees.`;
      expect(blankCitations(text)).toBe(`Prices rose sharply ${blank(c)}. Mensah ${blank("(2019)")} disagrees.`);
    }
  });

  it("leaves parentheses that are the writer's own words", () => {
    for (const t of ["Prices rose (by 12% in 2019) across the region.", "The sample was small (n = 120).", "(In 2019, prices rose.)", "in the 1990s (a decade of growth)", "the list [a, b] and x[3]"]) {
      expect(blankCitations(t)).toBe(t);
    }
  });
});

// Written for this test, in the manner of a chat model's literature review.
const SENTENCES = [
  "Climate change poses significant challenges to smallholder agriculture across West Africa",
  "Rising temperatures and erratic rainfall patterns have reduced crop yields in many farming communities",
  "Furthermore, limited access to credit and extension services hinders farmers' ability to adapt effectively",
  "Several studies highlight the crucial role of indigenous knowledge in fostering resilience",
  "However, the integration of such knowledge into formal policy frameworks remains limited",
  "Addressing these gaps requires a comprehensive approach that empowers farmers and strengthens local institutions",
];

describe("the detector reads a text with its citations as the text itself", () => {
  it("scores a literature review with a citation in every other sentence as it scores the sentences alone", async () => {
    const plain = SENTENCES.map((s) => `${s}.`).join(" ");
    const cited = SENTENCES.map((s, i) => (i % 2 ? `${s} (Owusu et al., 2018; Asante & Mensah, 2021).` : `${s} [${i + 4}].`)).join(" ");
    const [a, b] = await Promise.all([detectText(plain, { localOnly: true }), detectText(cited, { localOnly: true })]);
    expect(Math.abs(b.overallScore - a.overallScore)).toBeLessThanOrEqual(1);
    b.detectionResults.forEach((s, i) => expect(Math.abs(s.aiProbability - a.detectionResults[i]!.aiProbability)).toBeLessThanOrEqual(1));
  });
});

import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { unwrapLines } from "@/lib/text-tools/detector/unwrap";
import { splitSentences } from "@/lib/text-tools/segment";

// Written for this test: a paragraph as a student types it, and the same paragraph as it comes out of a PDF.
const PARAGRAPH =
  "The survey covered 312 households in Madina and Adenta between March and June 2023. Most families said that water from the municipal supply reached them only two or three days a week, so they stored it in drums and bought sachets when the drums ran dry. Households headed by women spent a larger share of their income on water, about 9.5 percent, than those headed by men. Several respondents described long queues at the standpipes in the early morning, and a few said their children were late for school because of them. These findings suggest that the problem is not only the supply itself but also how reliably it arrives.";

function wrapAt(text: string, width: number, hyphenate = false): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line ? line.length + 1 : 0) + word.length <= width) line = line ? `${line} ${word}` : word;
    else if (hyphenate && /^[a-z]{9,}$/.test(word) && width - line.length > 6) {
      const cut = width - line.length - 2;
      lines.push(`${line} ${word.slice(0, cut)}-`);
      line = word.slice(cut);
    } else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines.join("\n");
}

describe("unwrapLines: text pasted from a PDF", () => {
  it("joins a paragraph wrapped at a page's width back into its sentences", () => {
    const pasted = wrapAt(PARAGRAPH, 72);
    expect(pasted.split("\n").length).toBeGreaterThan(6);
    expect(splitSentences(pasted).length).toBeGreaterThan(splitSentences(PARAGRAPH).length);
    const { text } = unwrapLines(pasted);
    expect(splitSentences(text).map((s) => s.text)).toEqual(splitSentences(PARAGRAPH).map((s) => s.text));
  });

  it("rejoins words hyphenated at the margin, and keeps the hyphen of a compound", () => {
    const text =
      "The committee reviewed every application carefully before the exam-\ninations began in the main hall, and the well-\nknown professor from Legon chaired it.";
    expect(unwrapLines(text).text).toBe(
      "The committee reviewed every application carefully before the examinations began in the main hall, and the well-known professor from Legon chaired it.",
    );
  });

  it("leaves headings, list items, short lines and finished sentences on their own lines", () => {
    const cases = [
      "Objectives of the study and its expected contribution to the field\n- Improve access to clean water\n- Train community health workers",
      "Introduction\nThe study looks at how households in Accra store and pay for water.",
      "Roses are red and the evening is long,\nThe river runs on.",
      "The first phase ended in March with all the interviews completed.\nThe second phase began in April with the household survey in Madina.",
      "Our objectives for the second year of the programme were the following\n1. Recruit forty volunteers\n2. Open two new centres",
    ];
    for (const c of cases) expect(unwrapLines(c).text).toBe(c);
  });

  it("joins a line that stops before a number", () => {
    expect(unwrapLines("The 19-year-old from Kumasi secured gold on Sunday in Tamale, with a score of\n54.832, ahead of the rest.").text).toBe(
      "The 19-year-old from Kumasi secured gold on Sunday in Tamale, with a score of 54.832, ahead of the rest.",
    );
  });

  it("reads Windows line endings and indented lines", () => {
    const pasted = wrapAt(PARAGRAPH, 72).split("\n").join("\r\n   ");
    expect(splitSentences(unwrapLines(pasted).text).map((s) => s.text)).toEqual(splitSentences(PARAGRAPH).map((s) => s.text));
  });

  it("maps every offset of the joined text back to the same character of the pasted one", () => {
    const pasted = wrapAt(PARAGRAPH, 64, true);
    const { text, toOriginal } = unwrapLines(pasted);
    for (let i = 0; i < text.length; i++) {
      const original = pasted[toOriginal(i)]!;
      if (text[i] === " ") expect(original).toMatch(/\s/);
      else expect(original).toBe(text[i]);
    }
    expect(toOriginal(text.length)).toBe(pasted.length);
  });

  it("joins a hyphen at the margin without a space, and keeps a suspended hyphen's space", () => {
    const cases: [string, string][] = [
      ["During the pandemic the government of Ghana introduced the COVID-\n19 relief programme for small traders.", "During the pandemic the government of Ghana introduced the COVID-19 relief programme for small traders."],
      ["The new school was named after the late educationist Kwame Nkrumah-\nBoateng, who founded it in 1962.", "The new school was named after the late educationist Kwame Nkrumah-Boateng, who founded it in 1962."],
      ["Participants completed both the questionnaires and the pre-\nand post-test measures in the first week.", "Participants completed both the questionnaires and the pre- and post-test measures in the first week."],
    ];
    for (const [pasted, joined] of cases) expect(unwrapLines(pasted).text).toBe(joined);
  });

  it("never joins table rows, a list without markers, or lines the caller keeps", () => {
    const table = "| District | Schools surveyed in the first round of the study | Share |\n| Accra Metro | 120 schools across the metropolitan area | 38% |\n| Kumasi Metro | 95 schools | 29% |";
    const objectives =
      "To examine the effect of teacher training on pupil reading scores\nTo assess the role of parents in the homework routines of pupils\nTo identify the barriers that rural schools face in hiring staff\nTo recommend ways in which the district can retain its teachers";
    for (const t of [table, objectives]) expect(unwrapLines(t).text).toBe(t);
    const references =
      "Mensah, K. (2019). Teacher supply in rural Ghana. Journal of Education, 12(3), 45-67. https://doi.org/10.1234/jed\nowusu and others wrote more on this in the same year, in a report on rural schools";
    expect(unwrapLines(references, (line) => line.startsWith("Mensah")).text).toBe(references);
    expect(unwrapLines(references).text).not.toBe(references);
  });

  it("leaves a text without line breaks exactly as it is", () => {
    const { text, toOriginal } = unwrapLines(PARAGRAPH);
    expect(text).toBe(PARAGRAPH);
    expect(toOriginal(17)).toBe(17);
  });
});

describe("the detector reads a wrapped text as the text itself", () => {
  it("gives the same scores, and sentence offsets that point into what was pasted", async () => {
    const pasted = wrapAt(PARAGRAPH, 70, true);
    const [plain, wrapped] = await Promise.all([detectText(PARAGRAPH, { localOnly: true }), detectText(pasted, { localOnly: true })]);
    expect(wrapped.overallScore).toBe(plain.overallScore);
    expect(wrapped.detectionResults.map((s) => s.aiProbability)).toEqual(plain.detectionResults.map((s) => s.aiProbability));
    expect(wrapped.sentenceAnalysis.length).toBe(plain.sentenceAnalysis.length);
    for (const s of wrapped.sentenceAnalysis) {
      const span = pasted.slice(s.start, s.end);
      // wrapAt hyphenates only whole words, so dropping "-\n" restores them
      expect(span.replace(/-\n/g, "").replace(/\n/g, " ").startsWith(s.text.slice(0, 40))).toBe(true);
      expect(/[.!?]$/.test(span)).toBe(true);
    }
  });
});

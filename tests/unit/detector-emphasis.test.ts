import { describe, expect, it } from "vitest";
import { detectText } from "@/lib/text-tools/detector";
import { blankEmphasis } from "@/lib/text-tools/detector/emphasis";

describe("blankEmphasis", () => {
  it("blanks Markdown bold and italic marks to spaces, keeping the words and every offset", () => {
    const cases: [string, string][] = [
      ["a **crucial** role", "a   crucial   role"],
      ["a __key__ part", "a   key   part"],
      ["an *important* step", "an  important  step"],
      ["a _vital_ step", "a  vital  step"],
      ["**Bold heading on its own**", "  Bold heading on its own  "],
    ];
    for (const [input, output] of cases) expect(blankEmphasis(input)).toBe(output);
  });

  it("leaves stars and underscores that are not emphasis", () => {
    for (const t of ["2 * 3 = 6 and 4 * 5", "2**3 + 4**5 = 1032", "snake_case_name and my_var", "snake__case__var", "* item one\n* item two", "a footnote* here"]) expect(blankEmphasis(t)).toBe(t);
  });
});

// Written for this test, in the manner of a chat answer that bolds its key phrases.
const PLAIN =
  "Mobile money has become a crucial pillar of financial inclusion in Ghana. It enables traders in remote communities to send and receive payments seamlessly, fostering economic resilience. Furthermore, it empowers women entrepreneurs by providing secure access to savings and credit. Addressing high transaction fees remains essential to unlocking its full potential.";

describe("the detector reads emphasised words as words", () => {
  it("scores a text with bold and italic phrases as the plain text", async () => {
    const marked = PLAIN.replace("crucial pillar", "**crucial pillar**").replace("seamlessly", "*seamlessly*").replace("women entrepreneurs", "__women entrepreneurs__").replace("full potential", "**full potential**");
    const [a, b] = await Promise.all([detectText(PLAIN, { localOnly: true }), detectText(marked, { localOnly: true })]);
    expect(b.overallScore).toBe(a.overallScore);
    expect(b.detectionResults.map((s) => s.aiProbability)).toEqual(a.detectionResults.map((s) => s.aiProbability));
    // the sentence view shows the words without the blanked marks' spaces
    expect(b.sentenceAnalysis.map((s) => s.text)).toEqual(a.sentenceAnalysis.map((s) => s.text));
  });

  it("shows a bold lead-in of a list item as its words, one space between them", async () => {
    const list = "- **Cost:** The laptop costs less than the tablet and it comes with a longer warranty from the shop.\n- **Battery:** The tablet lasts longer on a single charge, which matters for students who travel a lot.";
    const { sentenceAnalysis } = await detectText(list, { localOnly: true });
    expect(sentenceAnalysis.map((s) => s.text)).toEqual([
      "Cost: The laptop costs less than the tablet and it comes with a longer warranty from the shop.",
      "Battery: The tablet lasts longer on a single charge, which matters for students who travel a lot.",
    ]);
    expect(list.slice(sentenceAnalysis[0]!.start, sentenceAnalysis[0]!.end)).toContain("The laptop costs less");
  });
});

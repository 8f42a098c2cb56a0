import { describe, expect, it } from "vitest";
import { humanize } from "@/lib/text-tools/humanizer";

// Written for this test, in the manner of a chat model; wrapped as a PDF viewer copies it.
const PARAGRAPH =
  "Mobile money has become a crucial pillar of Ghana's economy, fostering financial inclusion for millions of people. Furthermore, it is important to note that small traders, particularly women, have leveraged these platforms to navigate the complexities of modern commerce. However, high transaction fees remain a significant barrier, and addressing them requires a comprehensive approach.";
const wrapped = PARAGRAPH.replace(/(.{60,75}?) /g, "$1\n");

describe("humanizing text pasted from a PDF", () => {
  it("rewrites the wrapped paragraph as the paragraph itself, without the page's line breaks", async () => {
    expect(wrapped.split("\n").length).toBeGreaterThan(4);
    for (const strength of ["light", "medium", "heavy"] as const) {
      const options = { style: "professional", strength, preserveLength: true } as const;
      const [fromWrapped, fromPlain] = await Promise.all([humanize(wrapped, options), humanize(PARAGRAPH, options)]);
      expect(fromWrapped.humanizedText).toBe(fromPlain.humanizedText);
      expect(fromWrapped.humanizedText).not.toContain("\n");
      expect(fromWrapped.humanizedText).not.toBe(PARAGRAPH);
    }
  });

  it("keeps the lines of a reference list and a table, and returns an answer with nothing rewritten as it was pasted", async () => {
    const references =
      "References\nMensah, K., & Boateng, A. (2019). Teacher supply in rural Ghana. Journal of Education, 12(3), 45-67. https://doi.org/10.1234/jed.2019\nOwusu, P. (2020). Financing basic schools in West Africa. Accra: Sub-Saharan Publishers. https://doi.org/10.5678/ssp.2020\nAsante, R. (2018). Classroom practice and learning outcomes. Ghana Journal of Development, 4(1), 1-20. https://doi.org/10.9999/gjd.4";
    const table = "| District | Schools surveyed | Trained teachers |\n| Accra Metro | 120 | 1,450 |\n| Kumasi Metro | 95 | 1,120 |";
    const options = { style: "professional", strength: "medium", preserveLength: true } as const;
    for (const text of [references, table]) expect((await humanize(text, options)).humanizedText).toBe(text);
    // a wrapped list of objectives with no rule to apply comes back with its line breaks
    const objectives = "To examine the effect of teacher training on pupil reading scores\nTo assess the role of parents in the homework routines of pupils\nTo identify the barriers that rural schools face in hiring staff";
    expect((await humanize(objectives, options)).humanizedText.split("\n")).toHaveLength(3);
  });
});

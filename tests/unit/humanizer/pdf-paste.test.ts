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
});

import { describe, expect, it } from "vitest";
import { protect } from "@/lib/text-tools/humanizer/protect";
import { rewrite as out } from "./rewrite-harness";

// Written for this test, in the manner of a chat answer that sets its points out as bold-labelled bullets.
const ITEM = "- **Price:** Moreover, it is important to note that the printer uses cheaper cartridges than most rivals on the market.";

describe("a list item's bold label is not the start of its sentence", () => {
  it("leaves the opener after the label free (not masked as a name)", () => {
    const { spans } = protect(ITEM);
    expect(spans).not.toContain("Moreover");
    expect(protect("The **Ministry** said so.").spans).toContain("Ministry");
  });

  it("drops the item's throat-clearing and opener as it would at the start of a line, and keeps the label", () => {
    for (const style of ["professional", "casual"] as const) {
      const text = out(ITEM, style, "medium");
      expect(text.startsWith("- **Price:** ")).toBe(true);
      expect(text).not.toMatch(/important to note/);
      expect(text).not.toMatch(/Moreover/);
    }
  });
});

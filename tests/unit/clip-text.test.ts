import { describe, expect, it } from "vitest";
import { clipText } from "@/lib/forms/clip-text";

describe("clipText", () => {
  it("keeps a text within the limit as it is", () => {
    expect(clipText("abc", 3)).toBe("abc");
    expect(clipText("", 0)).toBe("");
  });

  it("keeps the first characters of a longer text", () => {
    expect(clipText("a".repeat(6000), 5000)).toBe("a".repeat(5000));
  });

  it("never splits a surrogate pair", () => {
    const text = `${"a".repeat(4999)}😀b`; // the emoji takes units 4999 and 5000
    expect(clipText(text, 5000)).toBe("a".repeat(4999));
    expect(clipText(text, 5001)).toBe(`${"a".repeat(4999)}😀`);
    expect(clipText("😀😀", 3)).toBe("😀");
  });
});

import { describe, expect, it } from "vitest";
import { clipInsertion, clipText } from "@/lib/forms/clip-text";

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

describe("clipInsertion", () => {
  it("cuts only the pasted text, never the text already in the box", () => {
    const mine = "My own essay. ";
    const pasted = "x".repeat(6000);
    // pasted at the end, at the start, and in the middle
    expect(clipInsertion(mine, mine + pasted, 5000)).toBe(mine + "x".repeat(5000 - mine.length));
    expect(clipInsertion(mine, pasted + mine, 5000)).toBe("x".repeat(5000 - mine.length) + mine);
    expect(clipInsertion("Start. End.", "Start. " + pasted + "End.", 5000)).toBe("Start. " + "x".repeat(5000 - 11) + "End.");
  });

  it("pasted over a selection, the selection's room is the paste's", () => {
    const before = "keep [replace me] keep";
    const after = "keep [" + "y".repeat(6000) + "] keep";
    const out = clipInsertion(before, after, 5000);
    expect(out.length).toBe(5000);
    expect(out.startsWith("keep [y")).toBe(true);
    expect(out.endsWith("y] keep")).toBe(true);
  });

  it("leaves a text within the limit alone", () => {
    expect(clipInsertion("ab", "aXb", 5)).toBe("aXb");
  });
});

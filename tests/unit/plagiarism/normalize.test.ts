import { describe, expect, it } from "vitest";
import { contentStems, foldWord, stem, tokenize } from "@/lib/plagiarism/normalize";

describe("normalisation", () => {
  it("folds case, diacritics and typographic apostrophes", () => {
    expect(foldWord("Gógol")).toBe("gogol");
    expect(foldWord("Don\u2019t")).toBe("don't");
  });

  it("stems inflected forms to one stem", () => {
    expect(new Set(["walked", "walking", "walks", "walk"].map(stem)).size).toBe(1);
    expect(stem("stopped")).toBe(stem("stop"));
    expect(stem("studies")).toBe(stem("studied"));
    expect(stem("cat")).toBe("cat");
  });

  it("keeps character offsets of tokens in the original text", () => {
    const text = "  Kejetia, in Kumasi!";
    const tokens = tokenize(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(["Kejetia", "in", "Kumasi"]);
  });

  it("drops stop words and filler adverbs from content words", () => {
    expect(contentStems("It was really quite simply the best market in the city")).toEqual(["best", "market", "city"]);
  });
});

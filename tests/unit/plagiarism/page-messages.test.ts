import { describe, expect, it } from "vitest";
import { failureDescription, hasCheckableText, PLAGIARISM_TOASTS } from "@/lib/plagiarism/counter";

const SPEC_FAILURE = "Failed to check plagiarism. Please try again.";

describe("the Error toast of a failed check", () => {
  // QA 2026-11-27: a 429 said "Please try again." to a visitor who had to wait.
  it("shows the server's message on a 429", () => {
    expect(failureDescription(429, { error: "Too many requests. Please wait a minute and try again.", errorType: "rate_limit" })).toBe(
      "Too many requests. Please wait a minute and try again.",
    );
  });

  it("keeps SPEC's message for every other failure, and for a 429 without a usable message", () => {
    expect(PLAGIARISM_TOASTS.failed.description).toBe(SPEC_FAILURE);
    for (const [status, body] of [
      [500, { error: "Failed to check plagiarism. Please try again." }],
      [400, { error: "Text too long. Maximum 5000 characters allowed." }],
      [502, { error: "upstream said no" }],
      [undefined, null],
      [429, null],
      [429, { error: "  " }],
      [429, { error: 42 }],
      [429, "Too many requests"],
    ] as const) {
      expect(failureDescription(status, body)).toBe(SPEC_FAILURE);
    }
  });
});

describe("text with nothing to compare", () => {
  // QA 2026-11-27: "!!!" or zero-width spaces alone were sent and came back as a 0% report.
  it("has no letter or digit", () => {
    for (const t of ["!!!", "... --- ***", "\u200B\u200B", "\u200C\u2060\uFEFF", "\u{1F600}\u{1F44D}", "\u0301\u0301"]) expect(hasCheckableText(t)).toBe(false);
    for (const t of ["a", "2024", "Ɔkɔm", "Привет", "中文", "٣", "\u200Bword"]) expect(hasCheckableText(t)).toBe(true);
  });
});

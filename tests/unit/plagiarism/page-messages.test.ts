import { describe, expect, it } from "vitest";
import { counterAnnouncement, counterLevel, failureDescription, hasCheckableText, PLAGIARISM_TOASTS, reportSummary } from "@/lib/plagiarism/counter";

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

describe("what screen readers are told", () => {
  // QA 2026-11-27: the counter announced every keystroke and the whole report card was a live region.
  it("the counter speaks only from 90 % of the limit and at the limit", () => {
    expect([0, 4499, 4500, 4999, 5000].map((n) => counterLevel(n, 5000))).toEqual([0, 0, 1, 1, 2]);
    expect(counterAnnouncement(3000, 5000)).toBe("");
    expect(counterAnnouncement(4600, 5000)).toBe("4,600 of 5,000 characters used: approaching the character limit.");
    expect(counterAnnouncement(5000, 5000)).toBe("5,000 of 5,000 characters used: the character limit is reached.");
  });

  it("the report is summed up in one sentence", () => {
    const base = { plagiarismPercentage: 52.3, riskLevel: "high" as const, sources: [{}] as never[] };
    expect(reportSummary(base)).toBe("Report ready: 52.3% potential plagiarism, high risk, 1 source.");
    expect(reportSummary({ ...base, plagiarismPercentage: 0, riskLevel: "low", sources: [], compared: true })).toBe(
      "Report ready: 0% potential plagiarism, low risk, no matching source.",
    );
    expect(reportSummary({ ...base, plagiarismPercentage: 0, riskLevel: "low", sources: [], compared: false })).toBe(
      "Nothing was compared: the reference library is empty.",
    );
  });
});

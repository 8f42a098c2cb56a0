import { describe, expect, it } from "vitest";
import {
  aiBand,
  detectRequestSchema,
  firstIssueMessage,
  humanizeRequestSchema,
  TEXT_LIMIT_MESSAGE,
} from "@/lib/text-tools/schema";
import { plagiarismBodySchema } from "@/lib/plagiarism/request";

const msg = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstIssueMessage(r.error as never));

describe("request schemas", () => {
  it("detect: blank, missing, wrong type and over-limit text are refused with clear messages", () => {
    expect(msg(detectRequestSchema.safeParse({ text: "   " }))).toBe("Please enter some text to analyze");
    // nothing to analyse: no letters at all (the humanizer still takes it, and answers it unchanged with a warning)
    expect(msg(detectRequestSchema.safeParse({ text: "!!! 🙂 42" }))).toBe("Please enter some text to analyze");
    expect(detectRequestSchema.safeParse({ text: "Ɔkɔɔ fie." }).success).toBe(true);
    expect(msg(detectRequestSchema.safeParse({}))).toBe("Missing field: text");
    expect(msg(detectRequestSchema.safeParse({ text: 42 }))).toBe("text must be a string");
    expect(msg(detectRequestSchema.safeParse({ text: "a".repeat(5001) }))).toBe(TEXT_LIMIT_MESSAGE);
    expect(detectRequestSchema.safeParse({ text: "a".repeat(5000) }).success).toBe(true);
  });

  it("humanize: options default to professional / medium / preserveLength true", () => {
    const r = humanizeRequestSchema.parse({ text: "Hello there." });
    expect(r.options).toEqual({ style: "professional", strength: "medium", preserveLength: true });
    const partial = humanizeRequestSchema.parse({ text: "Hi.", options: { style: "casual" } });
    expect(partial.options).toEqual({ style: "casual", strength: "medium", preserveLength: true });
  });

  it("humanize: bad options are refused", () => {
    expect(msg(humanizeRequestSchema.safeParse({ text: "x", options: { style: "pirate" } }))).toMatch(/style must be one of/);
    expect(msg(humanizeRequestSchema.safeParse({ text: "x", options: { preserveLength: "yes" } }))).toMatch(/preserveLength/);
    expect(msg(humanizeRequestSchema.safeParse({ text: "" }))).toBe("Please enter some text to humanize");
  });

  // The plagiarism schema lives with the tool (lib/plagiarism/request.ts); the platform's copy, unused by the route,
  // answered an over-long text with the humanizer's message and was removed.
  it("plagiarism: blank text has its own message, and so has an over-long one", async () => {
    expect(msg(plagiarismBodySchema.safeParse({ text: "\n\t" }))).toBe("Please enter some text to check for plagiarism.");
    expect(msg(plagiarismBodySchema.safeParse({ text: "a".repeat(5001) }))).toBe("Text too long. Maximum 5000 characters allowed.");
    expect(Object.keys(await import("@/lib/text-tools/schema"))).not.toContain("plagiarismRequestSchema");
  });
});

describe("aiBand", () => {
  it("follows SPEC.md section 9", () => {
    expect([0, 39, 40, 69, 70, 100].map(aiBand)).toEqual(["low", "low", "moderate", "moderate", "high", "high"]);
  });
});

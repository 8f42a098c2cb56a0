import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/plagiarism/route";
import { useTestDatabase } from "../../helpers/db";

useTestDatabase();

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request("http://localhost/api/plagiarism", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9", ...headers }, body }));

describe("POST /api/plagiarism input errors", () => {
  it.each([
    ["not JSON", "{text:", 400, "Request body must be JSON"],
    ["not an object", "[1,2]", 400, "Request body must be a JSON object"],
    ["missing text", "{}", 400, "Missing field: text"],
    ["wrong type", JSON.stringify({ text: 42 }), 400, "text must be a string"],
    ["blank", JSON.stringify({ text: "   \n " }), 400, "Please enter some text to check for plagiarism."],
    ["over 5,000 characters", JSON.stringify({ text: "a".repeat(5001) }), 400, "Text too long. Maximum 5000 characters allowed."],
    // QA 2026-11-27: these came back as a 0% "low risk" report; the detector already answers them like blank text
    ["no letters or digits", JSON.stringify({ text: "!!! ??? ... --- ***" }), 400, "Please enter some text to check for plagiarism."],
    ["only zero-width characters", JSON.stringify({ text: "\u200B\u200B\u200C\u2060\uFEFF" }), 400, "Please enter some text to check for plagiarism."],
    ["emoji and punctuation", JSON.stringify({ text: "\u{1F600}\u{1F44D} !!" }), 400, "Please enter some text to check for plagiarism."],
  ])("%s → %i with a clear error", async (_name, body, status, message) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string };
    expect(json.error).toContain(message);
  });

  // The shared text field answered "... to use the humanizer or AI detection features" here, and measured the text
  // before trimming it: SPEC.md section 5 says 'Text too long', and the page trims before it sends.
  it("an over-long text is 'Text too long', never the humanizer's message; the limit is measured after trimming", async () => {
    const over = await post(JSON.stringify({ text: `Words ${"b".repeat(4995)}` }));
    expect(over.status).toBe(400);
    const { error } = (await over.json()) as { error: string };
    expect(error).toBe("Text too long. Maximum 5000 characters allowed.");
    expect(error).not.toMatch(/humanizer|AI detection/);

    const padded = `\n  ${"Plain words for a test. ".repeat(209).slice(0, 5000)}  \n`;
    expect(padded.trim()).toHaveLength(5000);
    expect((await post(JSON.stringify({ text: padded }))).status).toBe(200);
  });

  it("still checks a text of digits, or of letters of any script", async () => {
    for (const text of ["2024 1999 42", "Ɔkɔm de me", "Привет, мир", "\u200Bword\u200B"]) {
      expect((await post(JSON.stringify({ text }))).status).toBe(200);
    }
  });

  it("answers the contract for a valid text (trimmed), 5,000 characters included", async () => {
    const res = await post(JSON.stringify({ text: `  ${"Plain words for a test. ".repeat(208).slice(0, 5000)}  ` }));
    expect(res.status).toBe(200);
    const json = await res.json();
    // the contract's six fields, plus the optional `compared` (false here: the test library is empty)
    expect(Object.keys(json).sort()).toEqual(["compared", "plagiarismPercentage", "recommendations", "report", "riskLevel", "sources", "uniquenessPercentage"]);
    expect(json).toMatchObject({ plagiarismPercentage: 0, uniquenessPercentage: 100, riskLevel: "low", sources: [], compared: false });
  });

  it("rate-limits per IP with 429", async () => {
    process.env.TOOLS_RATE_LIMIT_PER_MIN = "2";
    try {
      const ip = { "x-forwarded-for": "198.51.100.77" };
      const body = JSON.stringify({ text: "A short text to check." });
      expect((await post(body, ip)).status).toBe(200);
      expect((await post(body, ip)).status).toBe(200);
      const third = await post(body, ip);
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBeTruthy();
      // the page shows this message on a 429 (lib/plagiarism/counter.ts: failureDescription)
      expect(await third.json()).toMatchObject({ error: "Too many requests. Please wait a minute and try again.", errorType: "rate_limit" });
    } finally {
      delete process.env.TOOLS_RATE_LIMIT_PER_MIN;
    }
  });
});

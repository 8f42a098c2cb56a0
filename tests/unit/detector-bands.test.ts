import { describe, expect, it } from "vitest";
import { bandStyle, counterState, detectErrorMessage } from "@/components/detector/bands";
import { basicStats } from "@/components/detector/basic-analysis";

describe("detector page rules", () => {
  it("bands: >= 70 red High AI Probability, 40-69 yellow, < 40 green", () => {
    expect(bandStyle(70)).toMatchObject({ band: "high", label: "High AI Probability", text: "text-red-700" });
    expect(bandStyle(69)).toMatchObject({ band: "moderate", text: "text-yellow-800" });
    expect(bandStyle(40).band).toBe("moderate");
    expect(bandStyle(39)).toMatchObject({ band: "low", text: "text-green-700" });
  });
  it("counter: orange above 90% of 5,000, red above 5,000", () => {
    expect(counterState(4500, 5000)).toBe("ok");
    expect(counterState(4501, 5000)).toBe("warn");
    expect(counterState(5000, 5000)).toBe("warn");
    expect(counterState(5001, 5000)).toBe("over");
  });
  it("error messages follow SPEC.md section 8", () => {
    expect(detectErrorMessage("You exceeded your current quota")).toBe("OpenAI usage limit exceeded. Please check your billing or try again later.");
    expect(detectErrorMessage("billing hard limit")).toMatch(/usage limit/);
    expect(detectErrorMessage("Invalid API key")).toBe("API configuration issue. Please contact support.");
    expect(detectErrorMessage("Something odd")).toBe("Something odd");
    expect(detectErrorMessage(undefined)).toBe("Failed to analyze text. Please try again.");
  });
  it("the route's errorType counts before the message's words", () => {
    expect(detectErrorMessage("Rate limit reached", "quota")).toBe("OpenAI usage limit exceeded. Please check your billing or try again later.");
    expect(detectErrorMessage("OpenAI rejected the credentials", "api_key")).toBe("API configuration issue. Please contact support.");
    expect(detectErrorMessage("Too many requests. Please wait a minute and try again.", "rate_limit")).toBe("Too many requests. Please wait a minute and try again.");
  });
  it("basic analysis when no detector answered: words, sentences, their mean length, distinct words", () => {
    expect(basicStats("Dr. Mensah paid 3.50 cedis. The the bus left.")).toEqual({ words: 9, sentences: 2, wordsPerSentence: 4.5, distinctShare: 89 });
    expect(basicStats("")).toEqual({ words: 0, sentences: 0, wordsPerSentence: 0, distinctShare: 0 });
  });
});

import "server-only";
import { ProviderError } from "../../errors";
import { chatCompletion, type OpenAIConfig } from "../../providers/openai";
import { clamp01, type ExternalVerdict } from "./types";

/** An LLM asked for a structured verdict; it joins only when OPENAI_API_KEY is set and the daily cap has room. */
const SYSTEM = `You are an expert at telling AI-generated English text from human writing. Judge the user's text.
Answer only with a JSON object: {"aiProbability": number 0-100, "confidence": number 0-100, "reasoning": one or two sentences, "indicators": array of at most 5 short strings naming concrete features of this text}.`;

export async function openaiJudge(text: string, config: OpenAIConfig): Promise<ExternalVerdict> {
  const content = await chatCompletion(
    [
      { role: "system", content: SYSTEM },
      { role: "user", content: text },
    ],
    { config, json: true, temperature: 0, maxTokens: 300 },
  );
  let parsed: { aiProbability?: unknown; confidence?: unknown; reasoning?: unknown; indicators?: unknown };
  try {
    parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new ProviderError("OpenAI judge answered without valid JSON", "unknown");
  }
  const p = Number(parsed.aiProbability);
  if (!Number.isFinite(p)) throw new ProviderError("OpenAI judge gave no probability", "unknown");
  const c = Number(parsed.confidence);
  return {
    aiProbability: Math.round(clamp01(p > 1 ? p / 100 : p) * 100),
    confidence: Number.isFinite(c) ? Math.round(Math.max(0, Math.min(100, c))) : 50,
    reasoning: typeof parsed.reasoning === "string" ? parsed.reasoning.slice(0, 400) : "",
    indicators: Array.isArray(parsed.indicators) ? parsed.indicators.filter((s) => typeof s === "string").slice(0, 5).map((s: string) => s.slice(0, 120)) : [],
  };
}

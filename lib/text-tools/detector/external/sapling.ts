import "server-only";
import { ProviderError } from "../../errors";
import { postJsonWithTimeout } from "../../providers/http";
import { clamp01, serviceTimeoutMs, type ExternalVerdict } from "./types";

/**
 * Sapling AI detector (SAPLING_API_KEY): POST {base}/api/v1/aidetect with body {key, text}; the answer has
 * score (0-1, probability of AI) and sentence_scores [{sentence, score}]. SAPLING_BASE_URL overrides the base
 * (default https://api.sapling.ai) for the tests' local fake.
 */
type SaplingAnswer = { score?: number; sentence_scores?: { sentence?: string; score?: number }[] };

export function saplingConfigured(): boolean {
  return Boolean(process.env.SAPLING_API_KEY?.trim());
}

export async function saplingDetect(text: string): Promise<ExternalVerdict> {
  const base = (process.env.SAPLING_BASE_URL?.trim() || "https://api.sapling.ai").replace(/\/+$/, "");
  const answer = await postJsonWithTimeout<SaplingAnswer>({
    service: "Sapling",
    url: `${base}/api/v1/aidetect`,
    body: { key: process.env.SAPLING_API_KEY!.trim(), text },
    timeoutMs: serviceTimeoutMs(),
  });
  const p = answer.score;
  if (typeof p !== "number" || !Number.isFinite(p)) throw new ProviderError("Sapling returned no score", "unknown");
  const high = answer.sentence_scores?.filter((s) => (s.score ?? 0) >= 0.8).length ?? 0;
  return {
    aiProbability: Math.round(clamp01(p) * 100),
    confidence: Math.round(Math.abs(clamp01(p) - 0.5) * 200),
    reasoning: `Sapling scores the text ${(clamp01(p) * 100).toFixed(0)}% likely AI-generated.`,
    indicators: high ? [`${high} sentence${high === 1 ? "" : "s"} scored 80% or more by Sapling`] : [],
  };
}

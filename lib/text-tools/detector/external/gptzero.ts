import "server-only";
import { ProviderError } from "../../errors";
import { postJsonWithTimeout } from "../../providers/http";
import { clamp01, serviceTimeoutMs, type ExternalVerdict } from "./types";

/**
 * GPTZero AI detection API (GPTZERO_API_KEY): POST {base}/v2/predict/text with header x-api-key and body
 * {document}; the answer's documents[0] carries class_probabilities {ai, human, mixed} (newer API versions) or
 * completely_generated_prob (older), predicted_class and confidence_category. GPTZERO_BASE_URL overrides the base
 * (default https://api.gptzero.me), which the tests point at a local fake.
 */
type GptZeroAnswer = {
  documents?: {
    class_probabilities?: { ai?: number; human?: number; mixed?: number };
    completely_generated_prob?: number;
    average_generated_prob?: number;
    predicted_class?: string;
    confidence_category?: string;
    sentences?: { generated_prob?: number; highlight_sentence_for_ai?: boolean }[];
  }[];
};

export function gptzeroConfigured(): boolean {
  return Boolean(process.env.GPTZERO_API_KEY?.trim());
}

export async function gptzeroDetect(text: string): Promise<ExternalVerdict> {
  const base = (process.env.GPTZERO_BASE_URL?.trim() || "https://api.gptzero.me").replace(/\/+$/, "");
  const answer = await postJsonWithTimeout<GptZeroAnswer>({
    service: "GPTZero",
    url: `${base}/v2/predict/text`,
    headers: { "x-api-key": process.env.GPTZERO_API_KEY!.trim(), accept: "application/json" },
    body: { document: text },
    timeoutMs: serviceTimeoutMs(),
  });
  const doc = answer.documents?.[0];
  const cp = doc?.class_probabilities;
  const p = typeof cp?.ai === "number" ? cp.ai + (cp.mixed ?? 0) / 2 : doc?.completely_generated_prob;
  if (typeof p !== "number" || !Number.isFinite(p)) throw new ProviderError("GPTZero returned no probability", "unknown");
  const confidence = { high: 90, medium: 70, low: 45 }[doc?.confidence_category ?? ""] ?? Math.round(Math.abs(p - 0.5) * 200);
  const flagged = doc?.sentences?.filter((s) => s.highlight_sentence_for_ai).length ?? 0;
  return {
    aiProbability: Math.round(clamp01(p) * 100),
    confidence,
    reasoning: `GPTZero classifies the text as ${doc?.predicted_class ?? (p >= 0.5 ? "ai" : "human")}${doc?.confidence_category ? ` (${doc.confidence_category} confidence)` : ""}.`,
    indicators: flagged ? [`${flagged} sentence${flagged === 1 ? "" : "s"} highlighted as AI-like by GPTZero`] : [],
  };
}

/** What an external detection service answers, before it is turned into a DetectionServiceResult. */
export type ExternalVerdict = { aiProbability: number; confidence: number; reasoning: string; indicators: string[] };

export function serviceTimeoutMs(): number {
  const n = Number(process.env.DETECTOR_SERVICE_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 10_000;
}

export const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

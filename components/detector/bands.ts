import { aiBand, type AiBand } from "@/lib/text-tools/constants";

/** SPEC.md section 9 bands with their labels and colours (text colours chosen for WCAG AA contrast on white). */
export const BAND_STYLE: Record<AiBand, { label: string; text: string; bg: string; bar: string; highlight: string }> = {
  high: { label: "High AI Probability", text: "text-red-700", bg: "bg-red-50 border-red-200", bar: "bg-red-600", highlight: "bg-red-100" },
  moderate: { label: "Moderate AI Probability", text: "text-yellow-800", bg: "bg-yellow-50 border-yellow-200", bar: "bg-yellow-500", highlight: "bg-yellow-100" },
  low: { label: "Low AI Probability", text: "text-green-700", bg: "bg-green-50 border-green-200", bar: "bg-green-600", highlight: "bg-green-100" },
};

export function bandStyle(score: number) {
  return { band: aiBand(score), ...BAND_STYLE[aiBand(score)] };
}

/** Counter colour: red over the limit, orange above 90% of it (SPEC.md section 5). */
export function counterState(length: number, limit: number): "over" | "warn" | "ok" {
  if (length > limit) return "over";
  if (length > limit * 0.9) return "warn";
  return "ok";
}

const QUOTA_MESSAGE = "OpenAI usage limit exceeded. Please check your billing or try again later.";
const API_KEY_MESSAGE = "API configuration issue. Please contact support.";

/**
 * The detector's toast/message for a failed call (SPEC.md section 8: by the words of the message). The route's
 * `errorType` counts first, so a quota error worded "rate limit" still gets the quota message.
 */
export function detectErrorMessage(message: string | undefined, errorType?: string): string {
  if (errorType === "quota") return QUOTA_MESSAGE;
  if (errorType === "api_key") return API_KEY_MESSAGE;
  const m = (message ?? "").toLowerCase();
  if (m.includes("quota") || m.includes("billing")) return QUOTA_MESSAGE;
  if (m.includes("api key")) return API_KEY_MESSAGE;
  return message || "Failed to analyze text. Please try again.";
}

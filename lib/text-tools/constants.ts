/**
 * The text tools' limits, messages, option lists and bands, without zod: the tool pages import these in the browser,
 * and importing them from schema.ts would put the whole of zod (~25 kB gzipped) in those pages' first-load JavaScript.
 * schema.ts re-exports everything here, so server code keeps importing from there.
 */
export const TEXT_LIMIT = 5000;

export const TEXT_LIMIT_MESSAGE =
  "Text exceeds the 5,000 character limit. Please reduce the text length to use the humanizer or AI detection features.";

export const BLANK_MESSAGES = {
  detect: "Please enter some text to analyze",
  humanize: "Please enter some text to humanize",
  plagiarism: "Please enter some text to check for plagiarism.",
} as const;

export const HUMANIZE_STYLES = ["academic", "professional", "casual", "creative"] as const;
export const HUMANIZE_STRENGTHS = ["light", "medium", "heavy"] as const;
export type HumanizeStyle = (typeof HUMANIZE_STYLES)[number];
export type HumanizeStrength = (typeof HUMANIZE_STRENGTHS)[number];

/** Bands of SPEC.md section 9. */
export type AiBand = "high" | "moderate" | "low";
export function aiBand(score: number): AiBand {
  if (score >= 70) return "high";
  if (score >= 40) return "moderate";
  return "low";
}

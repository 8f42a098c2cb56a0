import { z } from "zod";
import { BLANK_MESSAGES, HUMANIZE_STRENGTHS, HUMANIZE_STYLES, TEXT_LIMIT, TEXT_LIMIT_MESSAGE } from "./constants";

// Limits, messages, option lists and bands live in the zod-free constants.ts (the browser imports them from there).
export * from "./constants";

/**
 * Request schemas of the detector and the humanizer, used by the route handlers (the browser imports constants.ts
 * instead, to disable buttons and show messages). Messages are the ones SPEC.md section 5 shows; the routes answer
 * them as `{ error }` with status 400.
 */

function textField(blankMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "Missing field: text" : "text must be a string") })
    .refine((t) => t.trim().length > 0, { message: blankMessage, abort: true })
    .refine((t) => t.length <= TEXT_LIMIT, { message: TEXT_LIMIT_MESSAGE });
}

// a text with no letters at all ("!!!", emoji) has nothing to analyse: it is answered like a blank one, not with a score
export const detectRequestSchema = z.object({
  text: textField(BLANK_MESSAGES.detect).refine((t) => /\p{L}/u.test(t), { message: BLANK_MESSAGES.detect }),
});

export const humanizeOptionsSchema = z.object({
  style: z
    .enum(HUMANIZE_STYLES, { error: "options.style must be one of academic, professional, casual, creative" })
    .default("professional"),
  strength: z.enum(HUMANIZE_STRENGTHS, { error: "options.strength must be one of light, medium, heavy" }).default("medium"),
  preserveLength: z.boolean({ error: "options.preserveLength must be true or false" }).default(true),
});

export const humanizeRequestSchema = z.object({
  text: textField(BLANK_MESSAGES.humanize),
  options: humanizeOptionsSchema.default({ style: "professional", strength: "medium", preserveLength: true }),
});

// The plagiarism checker's body schema lives with the tool (lib/plagiarism/request.ts: its own over-limit message,
// measured after trimming, letters or digits required).

export type DetectRequest = z.infer<typeof detectRequestSchema>;
export type HumanizeRequest = z.infer<typeof humanizeRequestSchema>;
export type HumanizeOptions = z.infer<typeof humanizeOptionsSchema>;

/** Error types of SPEC.md section 8 (plus the platform's own rate_limit / invalid_input). */
export type ToolErrorType = "quota" | "api_key" | "timeout" | "network" | "rate_limit" | "invalid_input" | "unknown";

/** The first issue of a failed parse, as one clear sentence. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  return issue.message;
}

// ---- Detection result (SPEC.md section 3, DESIGN.md contract) ----

export type ServiceStatus = "success" | "failed";

export type DetectionServiceResult = {
  service: string;
  status: ServiceStatus;
  aiProbability: number; // 0-100
  confidence: number; // 0-100
  responseTime: number; // ms
  reasoning: string;
  indicators: string[];
};

/** start/end: offsets of the whole sentence in the analysed text (for highlighting); text is cut to 120 chars. */
export type SentenceAnalysis = { text: string; aiProbability: number; issues: string[]; start?: number; end?: number };

export type DetectionResult = {
  overallScore: number;
  overallConfidence: number;
  successfulDetections: number;
  totalDetections: number;
  detectionResults: DetectionServiceResult[];
  sentenceAnalysis: SentenceAnalysis[];
  recommendations: string[];
};

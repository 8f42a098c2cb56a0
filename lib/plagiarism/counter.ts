import { TEXT_LIMIT } from "@/lib/text-tools/constants";
import { RISK_LABEL } from "./bands";
import { NOTHING_COMPARED_MESSAGE, type PlagiarismResult } from "./types";

/**
 * The plagiarism input's counter (SPEC.md section 5): yellow at 75 % of the limit or more, red at 90 % or more,
 * a progress bar above 75 %, and 'Approaching character limit' above 90 %. Browser-safe.
 */
export type CounterTone = "normal" | "warning" | "danger";
export type CounterState = { tone: CounterTone; showProgress: boolean; approaching: boolean; share: number };

export function counterState(length: number, limit = TEXT_LIMIT): CounterState {
  const share = limit > 0 ? length / limit : 0;
  const tone: CounterTone = share >= 0.9 ? "danger" : share >= 0.75 ? "warning" : "normal";
  return { tone, showProgress: share > 0.75, approaching: share > 0.9, share: Math.min(1, share) };
}

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * What the counter's polite live region says. It announced every keystroke ("1,235 / 5,000 characters" read out on
 * each key); now it speaks only when the text crosses into a higher level: 90 % of the limit (the counter turns red,
 * SPEC.md section 5), then the limit itself. 0 below 90 %, 1 from 90 %, 2 at the limit.
 */
export function counterLevel(length: number, limit = TEXT_LIMIT): 0 | 1 | 2 {
  if (length >= limit) return 2;
  return limit > 0 && length / limit >= 0.9 ? 1 : 0;
}

export function counterAnnouncement(length: number, limit = TEXT_LIMIT): string {
  const level = counterLevel(length, limit);
  const used = `${fmt(length)} of ${fmt(limit)} characters used`;
  return level === 2 ? `${used}: the character limit is reached.` : level === 1 ? `${used}: approaching the character limit.` : "";
}

/** The report in one sentence, for the polite live region (the report card itself is not one: it would be read out whole). */
export function reportSummary(result: Pick<PlagiarismResult, "plagiarismPercentage" | "riskLevel" | "sources" | "compared">): string {
  if (result.compared === false) return NOTHING_COMPARED_MESSAGE;
  const n = result.sources.length;
  const sources = n === 0 ? "no matching source" : `${fmt(n)} source${n === 1 ? "" : "s"}`;
  return `Report ready: ${result.plagiarismPercentage}% potential plagiarism, ${RISK_LABEL[result.riskLevel].toLowerCase()}, ${sources}.`;
}

/**
 * True when the text has a letter or a digit of any script. One without ("!!!", emoji, zero-width spaces, which trim()
 * keeps) has nothing to compare: the page and the route answer it like blank text, as the detector does.
 */
export function hasCheckableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export const PLAGIARISM_TOASTS = {
  limitExceeded: { title: "Character limit exceeded", description: "Maximum 5000 characters allowed." },
  blank: { title: "No content to check", description: "Please enter some text to check for plagiarism." },
  tooLong: { title: "Text too long", description: "Maximum 5000 characters allowed." },
  failed: { title: "Error", description: "Failed to check plagiarism. Please try again." },
  done: (n: number) => ({ title: "Plagiarism check completed", description: `Analysis found ${n}% potential plagiarism.` }),
  // compared with nothing (an empty library): "Analysis found 0%" would read as a clearance
  notCompared: { title: "Plagiarism check completed", description: NOTHING_COMPARED_MESSAGE },
} as const;

/**
 * A check that has not answered after this long is abandoned (AbortController) and reported with the Error toast:
 * checks take well under a second (README: p95 under 300 ms), so 45 s means a stalled connection or server, and
 * the button must not stay on 'Analyzing Content...' for good.
 */
export const CHECK_TIMEOUT_MS = 45_000;

/** The API's answer to a text over the limit: the page's 'Text too long' toast in one sentence (SPEC.md section 5). */
export const PLAGIARISM_TOO_LONG_MESSAGE = `${PLAGIARISM_TOASTS.tooLong.title}. ${PLAGIARISM_TOASTS.tooLong.description}`;

/**
 * The Error toast's description for a failed check. A 429 shows the server's own message ("Too many requests. Please
 * wait a minute and try again."): SPEC's "Please try again." invites the immediate retry that fails the same way.
 * Anything else keeps SPEC's message (section 8); the server's other messages are not meant for the visitor.
 */
export function failureDescription(status: number | undefined, body: unknown): string {
  if (status === 429 && typeof body === "object" && body !== null && "error" in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === "string" && error.trim()) return error.trim();
  }
  return PLAGIARISM_TOASTS.failed.description;
}

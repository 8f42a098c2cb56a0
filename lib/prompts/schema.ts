import { z } from "zod";
import { NUL_CHARACTER_MESSAGE, withoutNul } from "@/lib/forms/control-chars";
import { singleLineBreaks } from "@/lib/forms/line-breaks";

export const PROMPT_REQUIRED_MESSAGE = "Please fill in both the prompt name and content";
export const PROMPT_NAME_MAX = 200;
export const PROMPT_CONTENT_MAX = 50_000;

const required = (max: number, tooLong: string) =>
  z
    .string(PROMPT_REQUIRED_MESSAGE)
    .overwrite(singleLineBreaks)
    .trim()
    .min(1, PROMPT_REQUIRED_MESSAGE)
    .max(max, tooLong)
    .refine(withoutNul, NUL_CHARACTER_MESSAGE);

/** The add/edit prompt form, used by the dialog and by the server actions. Both fields are saved trimmed. */
export const promptSchema = z.object({
  promptName: required(PROMPT_NAME_MAX, `Prompt name must be at most ${PROMPT_NAME_MAX} characters.`),
  promptContent: required(PROMPT_CONTENT_MAX, `Prompt content must be at most ${PROMPT_CONTENT_MAX.toLocaleString("en-US")} characters.`),
});
export type PromptInput = z.infer<typeof promptSchema>;

export const promptIdSchema = z.guid("Unknown prompt.");

/**
 * The version an Edit form loaded (the prompt's `updatedAt`, ISO to the millisecond), sent as `updatedAt` next to the
 * fields. Required: a save naming no version could write over a change made since the form was opened.
 */
/** PostgreSQL has no year 0: an earlier instant is well formed but fails its ::timestamptz cast. */
export const FIRST_INSTANT = Date.parse("0001-01-01T00:00:00.000Z");

// (such a version answered "database could not be reached"; it is no version this server wrote)
export const promptVersionSchema = z.iso
  .datetime({ offset: true, error: "Invalid prompt version." })
  .refine((v) => Date.parse(v) >= FIRST_INSTANT, "Invalid prompt version.")
  .transform((v) => new Date(v).toISOString());

/** A save from a form whose prompt someone else saved after it was opened: refused, so their text is not overwritten. */
export const PROMPT_CHANGED = "This prompt was changed by someone else. Reload to see the latest text before saving.";

export type Prompt = { id: string; promptName: string; promptContent: string; createdAt: string; updatedAt: string };

/**
 * What a card shows: the name and the start of the content, never the whole text (prompts run to 50,000 characters;
 * 500 of them made the page 9 MB). The full text comes one prompt at a time when it is viewed, edited or copied.
 * `cursor` orders the list (creation time to the microsecond, then id) and marks where "Show more" goes on.
 */
export type PromptSummary = { id: string; promptName: string; preview: string; createdAt: string; cursor: string };

/** Characters of content a card receives: more than its 6 clamped lines hold at the widest single-column card. */
export const PROMPT_PREVIEW_CHARS = 600;
/** Cards per page and per "Show more", as the dashboard's client list and the requests table. */
export const PROMPT_PAGE_SIZE = 50;
export const PROMPT_SEARCH_MAX = 200;

/** One page of cards: `total` counts every prompt, `matching` those the search finds; `next` is null on the last page. */
export type PromptsPage = { prompts: PromptSummary[]; total: number; matching: number; next: string | null };

/** The cards of the given ids that still exist (and match the search), with fresh counts: what a live change needs. */
export type PromptChanges = { prompts: PromptSummary[]; total: number; matching: number };

/** The card of a prompt this browser just saved, before the server's own answer about it arrives. */
export function summaryOf(prompt: Omit<Prompt, "updatedAt">, cursor?: string): PromptSummary {
  const { id, promptName, promptContent, createdAt } = prompt;
  return { id, promptName, preview: promptContent.slice(0, PROMPT_PREVIEW_CHARS), createdAt, cursor: cursor ?? `${createdAt.replace(/Z$/, "000Z")}|${id}` };
}

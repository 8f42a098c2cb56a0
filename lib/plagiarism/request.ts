import { z } from "zod";
import { BLANK_MESSAGES, TEXT_LIMIT } from "@/lib/text-tools/constants";
import { hasCheckableText, PLAGIARISM_TOO_LONG_MESSAGE } from "./counter";

/**
 * The body of POST /api/plagiarism: {text}. The platform's shared text field answers an over-long text with the
 * humanizer's and detector's message ("... to use the humanizer or AI detection features"), which is wrong on this
 * tool: SPEC.md section 5 says the plagiarism checker answers 'Text too long'. The text is trimmed before it is
 * measured, as the page trims it before sending (and as the route checks it): 5,000 characters with a newline
 * after them are 5,000 characters.
 */
export const plagiarismBodySchema = z.object({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? "Missing field: text" : "text must be a string") })
    .trim()
    .refine((t) => t.length > 0, { message: BLANK_MESSAGES.plagiarism, abort: true })
    // no letter or digit ("!!!", only zero-width characters): nothing to compare, answered like blank text
    .refine(hasCheckableText, { message: BLANK_MESSAGES.plagiarism, abort: true })
    .refine((t) => t.length <= TEXT_LIMIT, { message: PLAGIARISM_TOO_LONG_MESSAGE }),
});

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

export type Prompt = { id: string; promptName: string; promptContent: string; createdAt: string };

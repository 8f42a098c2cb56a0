import { z } from "zod";
import { NUL_CHARACTER_MESSAGE, withoutNul } from "@/lib/forms/control-chars";
import { singleLineBreaks } from "@/lib/forms/line-breaks";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./constants";

// Limits, honeypot name and messages live in the zod-free constants.ts (the form imports them from there).
export * from "./constants";

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .overwrite(singleLineBreaks)
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(withoutNul, NUL_CHARACTER_MESSAGE);

/** The contact form, shared by the browser (react-hook-form) and the server action. All four fields are required. */
export const contactSchema = z.object({
  fullName: required("your full name", CONTACT_LIMITS.fullName),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(CONTACT_LIMITS.email, `Your email address must be at most ${CONTACT_LIMITS.email} characters.`)
    .email("Please enter a valid email address."),
  subject: required("a subject", CONTACT_LIMITS.subject),
  message: required("your message", CONTACT_LIMITS.message),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

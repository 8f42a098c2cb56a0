import { z } from "zod";

/** Limits match the checks on contact_messages in the migration. */
export const CONTACT_LIMITS = { fullName: 120, email: 254, subject: 200, message: 5000 } as const;

/** Name of the honeypot field: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max.toLocaleString("en-US")} characters.`);

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

/** Per-IP limit on messages: enough for a real visitor, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export const CONTACT_MESSAGES = {
  success: "Message sent successfully!",
  successDetail: "Thank you for contacting us. We will get back to you within 2-4 hours during business hours.",
  rateLimited: "Too many messages from your connection. Please try again in a few minutes.",
  failed: "Your message could not be sent. Please try again.",
} as const;

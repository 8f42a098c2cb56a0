/**
 * The contact form's limits, honeypot name and messages, without zod: the form imports these in the browser and
 * loads the schema (and zod) only when the visitor starts filling it in. schema.ts re-exports everything here.
 */

/** Limits match the checks on contact_messages in the migration. */
export const CONTACT_LIMITS = { fullName: 120, email: 254, subject: 200, message: 5000 } as const;

/** Name of the honeypot field: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

/** Per-IP limit on messages: enough for a real visitor, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export const CONTACT_MESSAGES = {
  success: "Message sent successfully!",
  successDetail: "Thank you for contacting us. We will get back to you within 2-4 hours during business hours.",
  rateLimited: "Too many messages from your connection. Please try again in a few minutes.",
  failed: "Your message could not be sent. Please try again.",
} as const;

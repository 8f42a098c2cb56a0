import "server-only";
import type { ActionState } from "@/lib/actions/validated-action";
import { getDb } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import { hitRateLimit } from "@/lib/rate-limit";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, HONEYPOT_FIELD, type ContactValues } from "./schema";

/**
 * Stores one validated contact message for the admin panel. A filled honeypot answers success without storing
 * (a bot learns nothing); each IP may send CONTACT_RATE_LIMIT.limit messages per window. Database failures become
 * a "try again" message, never an exception for the page.
 */
export async function saveContactMessage(values: ContactValues, ip: string): Promise<ActionState<{ id: string | null }>> {
  if (values[HONEYPOT_FIELD]) return { ok: true, data: { id: null }, message: CONTACT_MESSAGES.success };
  try {
    const limit = await hitRateLimit(`contact:${ip}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds, { mode: "sliding" });
    if (!limit.allowed) return { ok: false, error: CONTACT_MESSAGES.rateLimited };
    const db = await getDb();
    const [row] = await db
      .insert(contactMessages)
      .values({ fullName: values.fullName, email: values.email, subject: values.subject, message: values.message })
      .returning({ id: contactMessages.id });
    return { ok: true, data: { id: row!.id }, message: CONTACT_MESSAGES.success };
  } catch (error) {
    // not the error itself: a failed query's message carries its parameters, the visitor's whole message
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    console.error("contact message not saved:", cause?.code ?? cause?.message?.split("\n")[0] ?? (error instanceof Error ? error.name : "unknown error"));
    return { ok: false, error: CONTACT_MESSAGES.failed };
  }
}


"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";

export type ContactActionResult = { ok: true } | { ok: false; error: string };

const idSchema = z.guid();
const NOT_FOUND = "This message no longer exists.";
const DB_FAILED = "The database could not be reached. Please try again.";

/** Marks a contact message read (or unread again), so staff can see what still needs an answer. */
export async function setContactMessageRead(id: unknown, isRead: unknown): Promise<ContactActionResult> {
  await requireAdmin();
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return { ok: false, error: NOT_FOUND };
  if (typeof isRead !== "boolean") return { ok: false, error: "Read state must be true or false." };
  try {
    const db = await getDb();
    const rows = await db.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, parsed.data)).returning({ id: contactMessages.id });
    return rows.length ? { ok: true } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

export async function deleteContactMessage(id: unknown): Promise<ContactActionResult> {
  await requireAdmin();
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return { ok: false, error: NOT_FOUND };
  try {
    const db = await getDb();
    const rows = await db.delete(contactMessages).where(eq(contactMessages.id, parsed.data)).returning({ id: contactMessages.id });
    return rows.length ? { ok: true } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

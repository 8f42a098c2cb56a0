import "server-only";
import { count, desc, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, clampPage, pageOffset } from "@/lib/admin-lists/pagination";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import type { AdminContactMessage } from "./admin-types";

export type ContactMessagesPage = { messages: AdminContactMessage[]; total: number; unread: number; page: number; pageSize: number };

/**
 * One page of contact messages for the second tab of /requests, newest first, with the count of every message and of
 * every unread one (the tab's badge counts all unread messages, not only those of the page shown).
 */
export async function listContactMessagesForAdmin(page = 1): Promise<ContactMessagesPage> {
  await requireAdmin();
  const db = await getDb();
  const [{ total, unread }] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number) })
    .from(contactMessages);
  const current = clampPage(page, total);
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(current));
  return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, unread, page: current, pageSize: ADMIN_PAGE_SIZE };
}

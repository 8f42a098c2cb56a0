import "server-only";
import { count, desc, not, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, clampPage, pageOffset } from "@/lib/admin-lists/pagination";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import type { AdminContactMessage } from "./admin-types";

/** "unread": only the messages nobody has marked as read (the tab's "Unread" filter, ?unread=1). */
export type ContactMessagesFilter = "all" | "unread";

/** `total` counts the messages the filter lets through (the pages), `unread` every unread message (the tab's badge). */
export type ContactMessagesPage = { messages: AdminContactMessage[]; total: number; unread: number; page: number; pageSize: number; filter: ContactMessagesFilter };

/**
 * One page of contact messages for the second tab of /requests, newest first, all of them or the unread ones only,
 * with the count of every unread one (the tab's badge counts all unread messages, not only those of the page shown).
 */
export async function listContactMessagesForAdmin(page = 1, filter: ContactMessagesFilter = "all"): Promise<ContactMessagesPage> {
  await requireAdmin();
  const db = await getDb();
  const [{ all, unread }] = await db
    .select({ all: count(), unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number) })
    .from(contactMessages);
  const total = filter === "unread" ? unread : all;
  const current = clampPage(page, total);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(filter === "unread" ? not(contactMessages.isRead) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(current));
  return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, unread, page: current, pageSize: ADMIN_PAGE_SIZE, filter };
}

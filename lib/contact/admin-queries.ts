import "server-only";
import { desc } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import { CONTACT_LIST_LIMIT, type AdminContactMessage } from "./admin-types";

/** Contact messages for the second tab of /requests, newest first. */
export async function listContactMessagesForAdmin(): Promise<AdminContactMessage[]> {
  await requireAdmin();
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

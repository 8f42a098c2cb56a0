import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, clampPage, pageOffset } from "@/lib/admin-lists/pagination";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { clientRequests } from "@/lib/db/schema";
import { toAdminRequest } from "./admin-mapping";
import type { AdminRequest } from "./admin-types";

export type RequestsPage = { requests: AdminRequest[]; total: number; page: number; pageSize: number };

/**
 * One page of requests, newest first (SPEC: List requests). A year of requests is thousands of rows with up to 5,000
 * characters of details each: the page reads ADMIN_PAGE_SIZE of them (through the created_at index) and the count.
 * A page past the end answers the last page.
 */
export async function listRequests(page = 1): Promise<RequestsPage> {
  await requireAdmin();
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(clientRequests);
  const current = clampPage(page, total);
  const rows = await db
    .select()
    .from(clientRequests)
    .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(current));
  return { requests: rows.map(toAdminRequest), total, page: current, pageSize: ADMIN_PAGE_SIZE };
}

/** Where a request's file is stored and its original name, for the admin download route; null when none. */
export async function getRequestAttachment(requestId: string): Promise<{ filePath: string; fileName: string } | null> {
  await requireAdmin();
  const id = z.guid().safeParse(requestId);
  if (!id.success) return null;
  const db = await getDb();
  const [row] = await db
    .select({ filePath: clientRequests.filePath, fileName: clientRequests.fileName })
    .from(clientRequests)
    .where(eq(clientRequests.id, id.data));
  return row?.filePath && row.fileName ? { filePath: row.filePath, fileName: row.fileName } : null;
}

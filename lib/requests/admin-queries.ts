import "server-only";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { clientRequests } from "@/lib/db/schema";
import { toAdminRequest } from "./admin-mapping";
import type { AdminRequest } from "./admin-types";

/** Every request, newest first (SPEC: List requests). */
export async function listRequests(): Promise<AdminRequest[]> {
  await requireAdmin();
  const db = await getDb();
  const rows = await db.select().from(clientRequests).orderBy(desc(clientRequests.createdAt), desc(clientRequests.id));
  return rows.map(toAdminRequest);
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

"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { clientRequests } from "@/lib/db/schema";
import { getStorage, isStoredFilePath } from "@/lib/storage";
import { toAdminRequest } from "./admin-mapping";
import type { AdminRequest } from "./admin-types";

/** `error` is the part after "Failed to … request: " in the toast. */
export type RequestActionResult<T> = { ok: true; data: T } | { ok: false; error: string };

const idSchema = z.guid();
const decisionSchema = z.enum(["approved", "rejected"]);
const NOT_FOUND = "This request no longer exists.";
const DB_FAILED = "The database could not be reached. Please try again.";

/**
 * Approves or rejects a request (SPEC section 4: no way back to pending). Setting the status it already has
 * changes nothing (the page disables that button), so it is answered like any other success.
 */
export async function setRequestStatus(id: unknown, status: unknown): Promise<RequestActionResult<AdminRequest>> {
  await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  const decision = decisionSchema.safeParse(status);
  if (!decision.success) return { ok: false, error: "A request can only be approved or rejected." };
  try {
    const db = await getDb();
    const [row] = await db.update(clientRequests).set({ status: decision.data }).where(eq(clientRequests.id, parsedId.data)).returning();
    return row ? { ok: true, data: toAdminRequest(row) } : { ok: false, error: NOT_FOUND };
  } catch {
    return { ok: false, error: DB_FAILED };
  }
}

/**
 * Deletes a request and its stored file. The row goes first: if the file cannot be removed then, the request is
 * still gone for staff and the orphaned file is logged for cleanup, rather than leaving a row whose file is missing.
 */
export async function deleteRequest(id: unknown): Promise<RequestActionResult<{ id: string; fileDeleted: boolean }>> {
  await requireAdmin();
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return { ok: false, error: NOT_FOUND };
  let filePath: string | null;
  try {
    const db = await getDb();
    const rows = await db.delete(clientRequests).where(eq(clientRequests.id, parsedId.data)).returning({ filePath: clientRequests.filePath });
    if (!rows.length) return { ok: false, error: NOT_FOUND };
    filePath = rows[0]!.filePath;
  } catch {
    return { ok: false, error: DB_FAILED };
  }
  if (!filePath || !isStoredFilePath(filePath)) return { ok: true, data: { id: parsedId.data, fileDeleted: false } };
  try {
    await getStorage().delete(filePath);
    return { ok: true, data: { id: parsedId.data, fileDeleted: true } };
  } catch (error) {
    console.error(`request ${parsedId.data} deleted but its file ${filePath} was not:`, error);
    return { ok: true, data: { id: parsedId.data, fileDeleted: false } };
  }
}

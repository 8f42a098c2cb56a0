import "server-only";
import { createReadStream } from "node:fs";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { clientRequests } from "@/lib/db/schema";
import { getStorage, newFilePath } from "@/lib/storage";
import { CONTENT_TYPE_OF_EXTENSION } from "@/lib/uploads/magic-bytes";
import { RequestError, storageErrorCode } from "./errors";
import { toDatabaseError } from "./db-errors";
import type { ReceivedFile } from "./parse-form";
import type { RequestFields } from "./schema";
import type { SubmissionKeys } from "./submission-key";

export type SavedRequest = typeof clientRequests.$inferSelect;
export type CreateResult = { request: SavedRequest; duplicate: boolean };

/**
 * Saves a validated request and its optional file together or not at all: the file is written first, then the row;
 * if the row cannot be inserted the file is deleted again, so no row points at a missing file and no file is left
 * without a row. A submission key already used answers the existing row (double click, resent post).
 */
export async function createRequest(
  fields: RequestFields,
  keys: SubmissionKeys,
  file?: Pick<ReceivedFile, "tempPath" | "originalName" | "ext" | "size">,
): Promise<CreateResult> {
  const db = await getDb().catch((error) => {
    throw toDatabaseError(error);
  });
  const allKeys = [keys.key, ...keys.equivalent];
  const findExisting = async () => {
    const rows = await db.select().from(clientRequests).where(inArray(clientRequests.submissionKey, allKeys)).limit(1);
    return rows[0];
  };

  const existing = await findExisting().catch((error) => {
    throw toDatabaseError(error);
  });
  if (existing) return { request: existing, duplicate: true };

  const storage = getStorage();
  let filePath: string | null = null;
  if (file) {
    filePath = newFilePath(file.ext);
    try {
      await storage.put(filePath, createReadStream(file.tempPath), { contentType: CONTENT_TYPE_OF_EXTENSION[file.ext], size: file.size });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error("request upload failed:", message);
      throw new RequestError(storageErrorCode(message), { detail: message, cause: error });
    }
  }

  const removeFile = async () => {
    if (!filePath) return;
    // If this fails too the file is an orphan: say so loudly, with the path, so it can be removed by hand.
    await storage.delete(filePath).catch((error) => console.error(`orphan upload ${filePath} could not be deleted:`, error));
  };

  let inserted: SavedRequest[];
  try {
    inserted = await db
      .insert(clientRequests)
      .values({
        name: fields.name,
        institution: fields.institution || null,
        program: fields.program,
        email: fields.email,
        phone: fields.phone || null,
        projectType: fields.projectType,
        details: fields.details,
        filePath,
        fileName: file ? file.originalName : null,
        status: "pending",
        turnitinSubmission: fields.turnitin,
        submissionKey: keys.key,
      })
      .onConflictDoNothing({ target: clientRequests.submissionKey })
      .returning();
  } catch (error) {
    await removeFile();
    throw toDatabaseError(error);
  }

  if (inserted.length === 0) {
    // Another copy of the same submission won the race: keep its row and file, drop ours.
    await removeFile();
    const winner = await findExisting().catch((error) => {
      throw toDatabaseError(error);
    });
    if (!winner) throw new RequestError("db_unavailable");
    return { request: winner, duplicate: true };
  }
  return { request: inserted[0]!, duplicate: false };
}

export type RequestSavedHook = (request: SavedRequest) => Promise<void> | void;

/** Work to run after a request is saved (e.g. the plagiarism indexer). Register with onRequestSaved. */
export const requestSavedHooks: RequestSavedHook[] = [];

export function onRequestSaved(hook: RequestSavedHook) {
  if (!requestSavedHooks.includes(hook)) requestSavedHooks.push(hook);
}

/**
 * Runs after a new (not duplicate) request is saved, after the visitor has had the answer (the route handler calls it
 * through next/server's after()). Failures are logged and never undo the saved request.
 * Add post-save steps here or register them with onRequestSaved.
 */
export async function afterRequestSaved(request: SavedRequest): Promise<void> {
  const results = await Promise.allSettled(requestSavedHooks.map((hook) => hook(request)));
  for (const r of results) if (r.status === "rejected") console.error("request saved hook failed:", r.reason);
}

import "server-only";
import { createHash } from "node:crypto";
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
  rekeyed = false,
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
  if (existing) {
    if (rekeyed || sameSubmission(existing, fields, file)) return { request: existing, duplicate: true };
    // The browser keeps its key until it hears a success: after an answer lost on the way (the request saved), a
    // changed form comes back under the same key. It is a new submission, under a key bound to its content, so that
    // a resend of it is a duplicate in turn (answering the first row dropped it behind a success message).
    return createRequest(fields, { key: contentBoundKey(keys.key, fields, file), equivalent: [] }, file, true);
  }

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
    if (rekeyed || sameSubmission(winner, fields, file)) return { request: winner, duplicate: true };
    return createRequest(fields, { key: contentBoundKey(keys.key, fields, file), equivalent: [] }, file, true);
  }
  return { request: inserted[0]!, duplicate: false };
}

/** Whether a saved row holds this submission (what createRequest would store for it; the file by its name). */
function sameSubmission(row: SavedRequest, fields: RequestFields, file?: Pick<ReceivedFile, "originalName">): boolean {
  return (
    row.name === fields.name &&
    row.institution === (fields.institution || null) &&
    row.program === fields.program &&
    row.email === fields.email &&
    row.phone === (fields.phone || null) &&
    row.projectType === fields.projectType &&
    row.details === fields.details &&
    row.turnitinSubmission === fields.turnitin &&
    row.fileName === (file ? file.originalName : null)
  );
}

/** The browser's key with a digest of the content: at most 64 + 1 + 43 characters, within the column's 128. */
function contentBoundKey(key: string, fields: RequestFields, file?: Pick<ReceivedFile, "originalName" | "size">): string {
  const content = [fields.name, fields.institution, fields.program, fields.email, fields.phone, fields.projectType, fields.details, fields.turnitin, file?.originalName ?? "", file?.size ?? 0];
  return `${key.slice(0, 64)}.${createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 43)}`;
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

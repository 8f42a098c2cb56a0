"use server";

import { createHash } from "node:crypto";
import { requireAdmin } from "@/lib/auth/session";
import { stripNul } from "@/lib/forms/control-chars";
import { getDatabase } from "@/lib/db";
import { SNIFF_BYTES, sniffKind } from "@/lib/uploads/magic-bytes";
import { EXTRACTABLE, extensionOf, extractText, FileRefusedError } from "./extract-text";
import { MAX_REFERENCE_BYTES, MAX_REFERENCE_URL_BYTES, urlByteLength } from "./library-limits";
import { deleteDocument, upsertDocument } from "./store";

const DELETE_FAILED = "The document could not be deleted right now. Please try again.";

export type LibraryActionResult = { ok: true; message: string; id?: string } | { ok: false; error: string };

/** Removes a document (reference or indexed submission) and its fingerprints from the library. */
export async function deleteLibraryDocument(id: unknown): Promise<LibraryActionResult> {
  await requireAdmin();
  if (typeof id !== "string" || !/^\d{1,18}$/.test(id)) return { ok: false, error: "This document no longer exists." };
  try {
    const { runner } = await getDatabase();
    return (await deleteDocument(runner, id)) ? { ok: true, message: "Document deleted from the library." } : { ok: false, error: "This document no longer exists." };
  } catch {
    return { ok: false, error: DELETE_FAILED };
  }
}

function looksLike(ext: string, bytes: Uint8Array) {
  // the same sniffing as the request form's uploads ("%PDF-" may follow white space, as PDF readers accept)
  if (ext === "pdf") return sniffKind(bytes.subarray(0, SNIFF_BYTES)) === "pdf";
  if (ext === "docx") return sniffKind(bytes.subarray(0, SNIFF_BYTES)) === "zip";
  return !bytes.subarray(0, 4096).includes(0); // text: no NUL bytes
}

/**
 * Adds a PDF, DOCX or TXT reference file to the library. The title defaults to the file name; with a url the
 * document is keyed by it (uploading again updates it), otherwise by the file's content hash.
 */
export async function addReferenceFile(form: FormData): Promise<LibraryActionResult> {
  await requireAdmin();
  // an exported server action can be called with anything, not only the route's FormData
  if (!(form instanceof FormData)) return { ok: false, error: "Choose a PDF, DOCX or TXT file to upload." };
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, error: "Choose a PDF, DOCX or TXT file to upload." };
  const ext = extensionOf(file.name);
  if (!(EXTRACTABLE as readonly string[]).includes(ext)) return { ok: false, error: "Only PDF, DOCX and TXT files can be added to the library." };
  if (file.size > MAX_REFERENCE_BYTES) return { ok: false, error: "The file is larger than 10 MB." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLike(ext, bytes)) return { ok: false, error: `The file is not a valid ${ext.toUpperCase()} file.` };
  let text: string | null;
  try {
    text = await extractText(bytes, file.name);
  } catch (error) {
    // a refused file (a PDF bomb, an encrypted PDF) says why; a file the reader fails on is unreadable
    if (error instanceof FileRefusedError) return { ok: false, error: error.message };
    text = null;
  }
  if (!text || text.trim().split(/\s+/).length < 5) return { ok: false, error: "No text could be read from this file." };
  const rawTitle = form.get("title");
  const rawUrl = form.get("url");
  // NUL cannot be stored (PostgreSQL text): dropped from the title, refused in a url
  const title = stripNul((typeof rawTitle === "string" && stripNul(rawTitle).trim()) || file.name);
  const url = typeof rawUrl === "string" && rawUrl.trim() ? rawUrl.trim() : null;
  if (url && !/^https?:\/\/[^\s\u0000]+$/.test(url)) return { ok: false, error: "The source URL must start with http:// or https://." };
  if (url && urlByteLength(url) > MAX_REFERENCE_URL_BYTES) return { ok: false, error: "The source URL is too long (at most 2,000 characters)." };
  const key = url ?? `upload:${createHash("sha256").update(text).digest("hex")}`;
  const { runner } = await getDatabase();
  let r = { id: "", created: false };
  await runner.transaction(async (tx) => {
    r = await upsertDocument(tx, { key, kind: "reference", title: title.slice(0, 500), url, text });
  });
  return { ok: true, id: r.id, message: r.created ? `“${title}” added to the library.` : `“${title}” updated in the library.` };
}

/**
 * Names of stored uploads: project_guidelines/{timestamp}-{random}{ext} (SPEC.md section 3). The visitor's own file
 * name is never part of the path, only kept in the row's file_name for display.
 */

export const UPLOAD_FOLDER = "project_guidelines";
export const BUCKET = "assignments";

const PATH_PATTERN = /^project_guidelines\/\d{13}-[a-z0-9]{12}\.(pdf|doc|docx)$/;

function randomPart(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  // base36 of 64 random bits, padded: 12 characters of [a-z0-9].
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n.toString(36).padStart(13, "0").slice(-12);
}

export function newFilePath(ext: ".pdf" | ".doc" | ".docx", now = Date.now(), random = randomPart()): string {
  return `${UPLOAD_FOLDER}/${String(now).padStart(13, "0")}-${random}${ext}`;
}

/** Only paths this code generates are read or deleted: nothing like ../ can reach the storage adapters. */
export function isStoredFilePath(path: string): boolean {
  return PATH_PATTERN.test(path);
}

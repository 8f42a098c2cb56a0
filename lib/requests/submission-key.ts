import "server-only";
import { createHash } from "node:crypto";
import type { RequestFields } from "./schema";

/** Ten-minute windows: a resent identical post in the same or the next window matches (at least 10 minutes). */
const WINDOW_MS = 10 * 60 * 1000;

export type SubmissionKeys = { key: string; equivalent: string[] };

/**
 * Without JavaScript there is no per-render random key, so one is derived from who posted what: the IP, every field
 * and the file's content hash. The same post again within the window gets the same key (or the previous window's,
 * which is checked too) and creates nothing new.
 */
export function deriveSubmissionKeys(ip: string, fields: RequestFields, fileSha256: string | undefined, now = Date.now()): SubmissionKeys {
  const digest = createHash("sha256")
    .update(JSON.stringify([ip, fields.name, fields.institution, fields.program, fields.email, fields.phone, fields.projectType, fields.details, fields.turnitin, fileSha256 ?? ""]))
    .digest("base64url")
    .slice(0, 43);
  const window = Math.floor(now / WINDOW_MS);
  return { key: `nojs-${digest}-${window}`, equivalent: [`nojs-${digest}-${window - 1}`] };
}

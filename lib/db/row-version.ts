import "server-only";
import { sql, type AnyColumn } from "drizzle-orm";

/**
 * Optimistic versions for rows two staff may edit at once (clients, prompts): a row's version is its updated_at to the
 * millisecond (what the app answers as `updatedAt`: a JavaScript date holds no more). Every write sets it with
 * `nextVersion`: now(), but always at least 1 ms past the old value's millisecond, so two writes within one
 * millisecond (or after a clock step back) still give two different versions.
 */
export const nextVersion = (updatedAt: AnyColumn) => sql`greatest(now(), date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;

/** The row's version is `version` (an ISO string to the millisecond); the stored value may carry microseconds. */
export const versionIs = (updatedAt: AnyColumn, version: string) => sql`date_trunc('milliseconds', ${updatedAt}) = ${version}::timestamptz`;

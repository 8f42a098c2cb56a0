import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { accraUniversityStatuses } from "@/lib/db/schema";
import type { VisitStatus } from "./data";
import { statusesFromRows } from "./status-state";

/** Saved visit statuses keyed by university id (SPEC: Read university statuses). Unknown ids are left out. */
export async function listUniversityStatuses(): Promise<Record<string, VisitStatus>> {
  await requireAdmin();
  const db = await getDb();
  const rows = await db
    .select({ universityId: accraUniversityStatuses.universityId, status: accraUniversityStatuses.status })
    .from(accraUniversityStatuses);
  return statusesFromRows(rows);
}

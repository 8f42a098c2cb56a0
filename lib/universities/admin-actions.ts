"use server";

import { sql } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { accraUniversityStatuses } from "@/lib/db/schema";
import type { VisitStatus } from "./data";
import { universityStatusSchema } from "./schema";

export type UniversityStatusResult = { ok: true; data: { universityId: string; status: VisitStatus } } | { ok: false; error: string };

/** Saves one university's visit status (SPEC: upsert on university_id). The page rolls back when this fails. */
export async function setUniversityStatus(universityId: unknown, status: unknown): Promise<UniversityStatusResult> {
  await requireAdmin();
  const parsed = universityStatusSchema.safeParse({ universityId, status });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
  try {
    const db = await getDb();
    await db
      .insert(accraUniversityStatuses)
      .values({ universityId: parsed.data.universityId, status: parsed.data.status })
      .onConflictDoUpdate({ target: accraUniversityStatuses.universityId, set: { status: parsed.data.status, updatedAt: sql`now()` } });
    return { ok: true, data: parsed.data };
  } catch {
    return { ok: false, error: "Failed to update status. Please try again." };
  }
}

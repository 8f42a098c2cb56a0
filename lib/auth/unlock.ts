import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminSessions, adminUnlockFailures } from "@/lib/db/schema";
import { findAdminById } from "./admins";
import { now } from "./clock";
import { verifySecret } from "./password";
import * as rules from "./rules";

export type UnlockCheck =
  | { ok: true }
  | { ok: false; reason: "incorrect"; remaining: number }
  | { ok: false; reason: "session_revoked" }
  | { ok: false; reason: "refused"; refusedUntil: Date };

/**
 * Verifies a 4-digit unlock code for a session (dashboard and client page share it and its limits).
 * The attempt is reserved before the slow hash check (session counter incremented, account failure recorded),
 * so parallel guesses cannot exceed the limits; a correct code gives the reservation back.
 */
export async function checkUnlockCode(sessionId: string, code: string): Promise<UnlockCheck> {
  const at = now();
  const db = await getDb();
  const [session] = await db.select().from(adminSessions).where(eq(adminSessions.id, sessionId));
  if (!session || rules.sessionState(session, at) !== "active") return { ok: false, reason: "session_revoked" };

  const windowStart = new Date(at.getTime() - rules.UNLOCK_ACCOUNT_WINDOW_MS);
  const failuresFor = async () =>
    (
      await db
        .select({ failedAt: adminUnlockFailures.failedAt })
        .from(adminUnlockFailures)
        .where(and(eq(adminUnlockFailures.adminId, session.adminId), gt(adminUnlockFailures.failedAt, windowStart)))
    ).map((r) => r.failedAt);
  const refusedUntil = rules.unlockRefusedUntil(await failuresFor(), at);
  if (refusedUntil) return { ok: false, reason: "refused", refusedUntil };

  const reserved = await db
    .update(adminSessions)
    .set({ failedUnlocks: sql`${adminSessions.failedUnlocks} + 1` })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt), lt(adminSessions.failedUnlocks, rules.UNLOCK_SESSION_MAX_FAILURES)))
    .returning({ failedUnlocks: adminSessions.failedUnlocks });
  if (reserved.length === 0) return { ok: false, reason: "session_revoked" };
  const [failure] = await db
    .insert(adminUnlockFailures)
    .values({ adminId: session.adminId, sessionId, failedAt: at })
    .returning({ id: adminUnlockFailures.id });
  const accountFailures = await failuresFor();
  if (accountFailures.length > rules.UNLOCK_ACCOUNT_MAX_FAILURES) {
    // Lost a race with parallel guesses: this attempt is over the limit, so it is not made at all.
    await giveBack(sessionId, failure!.id);
    return { ok: false, reason: "refused", refusedUntil: rules.unlockRefusedUntil(accountFailures, at) ?? at };
  }

  const admin = await findAdminById(session.adminId);
  if (admin && rules.isValidUnlockCode(code) && (await verifySecret(admin.unlockCodeHash, code))) {
    await giveBack(sessionId, failure!.id, true);
    return { ok: true };
  }

  const outcome = rules.afterWrongCode(reserved[0]!.failedUnlocks, accountFailures.length);
  if (outcome.revokeSession) {
    await db.update(adminSessions).set({ revokedAt: at, unlockedUntil: null }).where(eq(adminSessions.id, sessionId));
    return { ok: false, reason: "session_revoked" };
  }
  if (outcome.refuseAccount) {
    return { ok: false, reason: "refused", refusedUntil: rules.unlockRefusedUntil(accountFailures, at) ?? at };
  }
  return { ok: false, reason: "incorrect", remaining: rules.UNLOCK_SESSION_MAX_FAILURES - reserved[0]!.failedUnlocks };
}

async function giveBack(sessionId: string, failureId: number, reset = false) {
  const db = await getDb();
  await db.delete(adminUnlockFailures).where(eq(adminUnlockFailures.id, failureId));
  await db
    .update(adminSessions)
    .set({ failedUnlocks: reset ? 0 : sql`greatest(${adminSessions.failedUnlocks} - 1, 0)` })
    .where(eq(adminSessions.id, sessionId));
}

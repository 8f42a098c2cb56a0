import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminSessions, adminUnlockFailures, adminUsers } from "@/lib/db/schema";
import { hitRateLimit, releaseHit, slidingRetryAfterSeconds, windowStartOf } from "@/lib/rate-limit";
import { findAdminByEmail } from "./admins";
import { now } from "./clock";
import { burnVerifyTime, verifySecret } from "./password";
import type { Device } from "./token";
import * as rules from "./rules";

/**
 * Login, sessions and unlock against the database, with no Next request context: lib/auth/session.ts and the
 * server actions read the cookie and call these. Every function takes its time from lib/auth/clock.ts.
 */

export type LoginResult =
  | { ok: true; sessionId: string; adminId: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "throttled"; retryAfterSeconds?: number };

const bucketKey = (kind: string, value: string) => `login:${kind}:${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;

/**
 * Counts the attempt first (atomically, so parallel guesses cannot slip past the limit) and gives it back when it
 * succeeds or is refused unchecked: the counters hold failures only. Sliding windows, so ten failures just before a
 * window's edge do not buy ten more just after it.
 */
export async function login(email: string, password: string, ip: string, device: Device | null = null): Promise<LoginResult> {
  const at = now();
  const address = rules.normalizeEmail(email);
  const admin = await findAdminByEmail(address);
  // A browser this admin logged in from before counts its own failures; every other attempt counts against the account.
  const known = device !== null && admin !== null && device.adminId === admin.id;
  const buckets = [known ? bucketKey("device", device.deviceId) : bucketKey("account", address), bucketKey("ip", ip)];
  const hits = await Promise.all(buckets.map((b) => hitRateLimit(b, rules.LOGIN_MAX_FAILURES, rules.LOGIN_WINDOW_SECONDS, { now: at, mode: "sliding" })));
  if (hits.some((h) => !h.allowed)) {
    await releaseHits(buckets, at);
    const elapsedMs = at.getTime() - windowStartOf(at, rules.LOGIN_WINDOW_SECONDS).getTime();
    const waits = hits.map((h) => slidingRetryAfterSeconds({ count: h.count - 1, previous: h.previous, limit: rules.LOGIN_MAX_FAILURES, windowMs: rules.LOGIN_WINDOW_SECONDS * 1000, elapsedMs }));
    return { ok: false, reason: "throttled", retryAfterSeconds: Math.max(...waits) };
  }
  if (!admin) {
    await burnVerifyTime(password);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifySecret(admin.passwordHash, password))) return { ok: false, reason: "invalid" };

  await releaseHits(buckets, at);
  const db = await getDb();
  const times = rules.newSessionTimes(at);
  const [row] = await db
    .insert(adminSessions)
    .values({ adminId: admin.id, createdAt: at, lastSeenAt: at, ...times })
    .returning({ id: adminSessions.id });
  return { ok: true, sessionId: row!.id, adminId: admin.id, expiresAt: times.expiresAt };
}

export type LiveSession = {
  sessionId: string;
  adminId: string;
  email: string;
  unlocked: boolean;
  unlockMsLeft: number;
  expiresAt: Date;
  /** The last Lock Dashboard of this session, if any. */
  lockedAt: Date | null;
};

async function releaseHits(buckets: string[], at: Date) {
  for (const bucket of buckets) await releaseHit(bucket, rules.LOGIN_WINDOW_SECONDS, at);
}

/** The session if its row is active (not revoked, not past idle or absolute expiry); slides the idle expiry. */
export async function loadSession(sessionId: string): Promise<LiveSession | null> {
  const at = now();
  const db = await getDb();
  const [row] = await db
    .select({ session: adminSessions, email: adminUsers.email })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.id, sessionId));
  if (!row || rules.sessionState(row.session, at) !== "active") return null;
  if (rules.shouldTouch(row.session, at)) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: at, idleExpiresAt: rules.nextIdleExpiry(row.session, at) })
      .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
  }
  const s = row.session;
  return {
    sessionId: s.id,
    adminId: s.adminId,
    email: row.email,
    unlocked: rules.isUnlocked(s, at),
    unlockMsLeft: rules.unlockMsLeft(s, at),
    expiresAt: s.expiresAt,
    lockedAt: s.lockedAt,
  };
}

/** Whether a session is still active, without sliding its idle expiry (a background check is not the admin's activity). */
export async function sessionActive(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.id, sessionId));
  return row !== undefined && rules.sessionState(row, now()) === "active";
}

export async function revokeSession(sessionId: string) {
  const db = await getDb();
  await db.update(adminSessions).set({ revokedAt: now(), unlockedUntil: null }).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

export async function lockSession(sessionId: string) {
  const db = await getDb();
  await db.update(adminSessions).set({ unlockedUntil: null, lockedAt: now() }).where(eq(adminSessions.id, sessionId));
}

/** Sets (or slides) the dashboard unlock to 15 minutes from now; false when the session is no longer usable. */
export async function markUnlocked(sessionId: string): Promise<boolean> {
  const at = now();
  const db = await getDb();
  const rows = await db
    .update(adminSessions)
    .set({ unlockedUntil: sql`least(${at.toISOString()}::timestamptz + make_interval(secs => ${rules.UNLOCK_IDLE_MS / 1000}), ${adminSessions.expiresAt})` })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Slides an existing unlock forward on use; false when the unlock has already lapsed. */
export async function refreshUnlock(sessionId: string): Promise<boolean> {
  const at = now();
  const db = await getDb();
  const rows = await db
    .update(adminSessions)
    .set({ unlockedUntil: sql`least(${at.toISOString()}::timestamptz + make_interval(secs => ${rules.UNLOCK_IDLE_MS / 1000}), ${adminSessions.expiresAt})` })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt), gt(adminSessions.unlockedUntil, at)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

export { checkUnlockCode, type UnlockCheck } from "./unlock";

/** Test and maintenance helper: the account's unlock failures in the last 24 hours. */
export async function unlockFailuresSince(adminId: string, since: Date) {
  const db = await getDb();
  const rows = await db
    .select({ failedAt: adminUnlockFailures.failedAt })
    .from(adminUnlockFailures)
    .where(and(eq(adminUnlockFailures.adminId, adminId), gt(adminUnlockFailures.failedAt, since)));
  return rows.map((r) => r.failedAt);
}

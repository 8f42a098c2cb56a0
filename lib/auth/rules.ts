/**
 * The access rules of issue 3 as plain functions: session lifetimes, login throttling and unlock lockouts.
 * Free of SQL and Next so they are unit-tested directly; lib/auth/service.ts applies them to database rows.
 */

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen/idle expiry are written at most this often, so reading pages does not write on every request. */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;

export const UNLOCK_IDLE_MS = 15 * 60 * 1000;
export const CLIENT_EDIT_TOKEN_MS = 30 * 60 * 1000;

/** At most 10 failed logins per account (or known browser) and per IP in any 15 minutes (sliding estimate, lib/rate-limit/sliding.ts). */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_FAILURES = 10;

export const UNLOCK_SESSION_MAX_FAILURES = 5;
export const UNLOCK_ACCOUNT_MAX_FAILURES = 10;
export const UNLOCK_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const UNLOCK_CODE_PATTERN = /^\d{4}$/;

export type SessionRow = {
  expiresAt: Date;
  idleExpiresAt: Date;
  unlockedUntil: Date | null;
  revokedAt: Date | null;
  lastSeenAt: Date;
};

export type SessionState = "active" | "revoked" | "expired" | "idle";

export function newSessionTimes(at: Date) {
  const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS);
  return { expiresAt, idleExpiresAt: new Date(Math.min(at.getTime() + SESSION_IDLE_MS, expiresAt.getTime())) };
}

export function sessionState(row: SessionRow, at: Date): SessionState {
  if (row.revokedAt) return "revoked";
  if (at.getTime() >= row.expiresAt.getTime()) return "expired";
  if (at.getTime() >= row.idleExpiresAt.getTime()) return "idle";
  return "active";
}

/** Sliding idle expiry, never past the absolute one. */
export function nextIdleExpiry(row: Pick<SessionRow, "expiresAt">, at: Date): Date {
  return new Date(Math.min(at.getTime() + SESSION_IDLE_MS, row.expiresAt.getTime()));
}

export function shouldTouch(row: Pick<SessionRow, "lastSeenAt">, at: Date): boolean {
  return at.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS;
}

export function isUnlocked(row: Pick<SessionRow, "unlockedUntil">, at: Date): boolean {
  return row.unlockedUntil !== null && at.getTime() < row.unlockedUntil.getTime();
}

/** What is left of the dashboard unlock, in milliseconds (0 when locked or lapsed): the page's lock timer. */
export function unlockMsLeft(row: Pick<SessionRow, "unlockedUntil">, at: Date): number {
  return row.unlockedUntil === null ? 0 : Math.max(0, row.unlockedUntil.getTime() - at.getTime());
}

export function nextUnlockExpiry(row: Pick<SessionRow, "expiresAt">, at: Date): Date {
  return new Date(Math.min(at.getTime() + UNLOCK_IDLE_MS, row.expiresAt.getTime()));
}

/**
 * Until when unlocking is refused for an account, given its failure times; null when it is allowed.
 * Rolling 24 hours: refused while 10 failures lie within the last 24 hours, i.e. until the 10th most recent
 * one is 24 hours old (refused attempts are not recorded, so the block cannot extend itself).
 */
export function unlockRefusedUntil(failures: Date[], at: Date): Date | null {
  const windowStart = at.getTime() - UNLOCK_ACCOUNT_WINDOW_MS;
  const recent = failures.map((d) => d.getTime()).filter((t) => t > windowStart && t <= at.getTime());
  if (recent.length < UNLOCK_ACCOUNT_MAX_FAILURES) return null;
  recent.sort((a, b) => b - a);
  return new Date(recent[UNLOCK_ACCOUNT_MAX_FAILURES - 1]! + UNLOCK_ACCOUNT_WINDOW_MS);
}

/** What a wrong code does: the fifth in a session ends it; the tenth for the account in 24 hours blocks unlocking. */
export function afterWrongCode(sessionFailures: number, accountFailures24h: number) {
  return {
    revokeSession: sessionFailures >= UNLOCK_SESSION_MAX_FAILURES,
    refuseAccount: accountFailures24h >= UNLOCK_ACCOUNT_MAX_FAILURES,
  };
}

export function isValidUnlockCode(code: unknown): code is string {
  return typeof code === "string" && UNLOCK_CODE_PATTERN.test(code);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

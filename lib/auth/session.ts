import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { now } from "./clock";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, SESSION_COOKIE, sessionCookieOptions } from "./cookie";
import { AuthError } from "./errors";
import { getSessionSecret } from "./secret";
import * as service from "./service";
import { CLIENT_EDIT_TOKEN_MS } from "./rules";
import { signClientEditToken, signDeviceToken, signSessionToken, verifyClientEditToken, verifyDeviceToken, verifySessionToken, type Device } from "./token";
import { unlockMessage } from "./messages";

export { AuthError } from "./errors";
export { SESSION_COOKIE } from "./cookie";

export type AdminSession = { sessionId: string; adminId: string; email: string; unlocked: boolean; unlockMsLeft: number; lockedAt: Date | null };

/** The current admin session: the cookie's signature and expiry checked, then its row (not revoked, not expired). */
export async function getAdminSession(): Promise<AdminSession | null> {
  const jar = await cookies();
  const sessionId = await verifySessionToken(jar.get(SESSION_COOKIE)?.value, getSessionSecret(), now());
  if (!sessionId) return null;
  const live = await service.loadSession(sessionId);
  if (!live) return null;
  return { sessionId: live.sessionId, adminId: live.adminId, email: live.email, unlocked: live.unlocked, unlockMsLeft: live.unlockMsLeft, lockedAt: live.lockedAt };
}

/**
 * Throws AuthError('unauthorized') without a valid session. Call first in every admin data function. Inside a
 * server action (its request carries the Next-Action header) it redirects to log in instead: a thrown error would
 * reach the browser as an HTTP 500 and a generic failure, where an expired session should say "Please log in".
 */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (session) return session;
  if ((await headers()).has("next-action")) redirect("/?error=login-required");
  throw new AuthError("unauthorized");
}

/**
 * requireAdmin() for route handlers: AuthError('unauthorized') without a valid session, never the server-action
 * redirect. Any client may send a Next-Action header, and a handler that answers AuthError with its status treated
 * the redirect as a failure of its own (503).
 */
export async function requireAdminRoute(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new AuthError("unauthorized");
  return session;
}

/**
 * Also requires the dashboard unlock, and slides it forward (15 minutes idle from this use).
 * Throws AuthError('unauthorized') without a session, AuthError('locked') when locked or lapsed.
 */
export async function requireUnlocked(): Promise<AdminSession> {
  const session = await requireAdmin();
  if (!session.unlocked || !(await service.refreshUnlock(session.sessionId))) throw new AuthError("locked");
  return session;
}

/** For server components and layouts: redirects to /?error=login-required without a valid session. */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/?error=login-required");
  return session;
}

/**
 * Client page unlock: verifies the 4-digit code (same code, same lockouts as the dashboard) and returns a
 * short-lived token bound to this session and this client id. The page keeps it in memory only, so the unlock
 * holds for that page view; it does not unlock the dashboard. A 5th wrong code ends the session (cookie cleared).
 */
export async function unlockClientEdit(clientId: string, code: string): Promise<{ token: string } | { error: string }> {
  const session = await requireAdmin();
  if (typeof clientId !== "string" || clientId.length === 0 || clientId.length > 100) return { error: "Client not found" };
  const format = unlockMessage.format(code);
  if (format) return { error: format };
  const result = await service.checkUnlockCode(session.sessionId, code);
  if (!result.ok) {
    if (result.reason === "session_revoked") await clearSessionCookie();
    return { error: unlockMessage.failure(result) };
  }
  const at = now();
  const token = await signClientEditToken(session.sessionId, clientId, new Date(at.getTime() + CLIENT_EDIT_TOKEN_MS), getSessionSecret(), at);
  return { token };
}

/**
 * Verifies a client-edit token for this session and client id; throws AuthError('locked') when invalid, expired, or
 * issued before the session's last Lock Dashboard (which locks the open client pages too).
 */
export async function requireClientEditToken(clientId: string, token: string): Promise<AdminSession> {
  const session = await requireAdmin();
  const claims = await verifyClientEditToken(token, getSessionSecret(), now());
  if (!claims || claims.sessionId !== session.sessionId || claims.clientId !== clientId) throw new AuthError("locked");
  if (session.lockedAt && claims.issuedAt <= session.lockedAt) throw new AuthError("locked");
  return session;
}

/** Whether this request came over https (the first proxy's X-Forwarded-Proto): its cookies are then Secure. */
async function overHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/** Starts a session after a successful login: sets the signed cookie. */
export async function setSessionCookie(sessionId: string, expiresAt: Date) {
  const token = await signSessionToken(sessionId, expiresAt, getSessionSecret(), now());
  (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(expiresAt, await overHttps()));
}

/** The device this request comes from, if it holds a valid device cookie (see signDeviceToken). */
export async function readDevice(): Promise<Device | null> {
  return verifyDeviceToken((await cookies()).get(DEVICE_COOKIE)?.value, getSessionSecret(), now());
}

/** After a successful login: the device cookie for this admin, with the device's id kept when it had one. */
export async function rememberDevice(adminId: string, device: Device | null) {
  const at = now();
  const expiresAt = new Date(at.getTime() + DEVICE_COOKIE_DAYS * 86_400_000);
  const deviceId = device?.adminId === adminId ? device.deviceId : crypto.randomUUID();
  const token = await signDeviceToken(adminId, deviceId, expiresAt, getSessionSecret(), at);
  (await cookies()).set(DEVICE_COOKIE, token, sessionCookieOptions(expiresAt, await overHttps()));
}

export async function clearSessionCookie() {
  (await cookies()).set(SESSION_COOKIE, "", { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
}

import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AuthError } from "./errors";

export { AuthError } from "./errors";

export type AdminSession = { sessionId: string; adminId: string; email: string; unlocked: boolean };

/** Session cookie name. httpOnly, SameSite=Lax, Secure in production; value is a JWT carrying only the session id. */
export const SESSION_COOKIE = "admin_session";

/** The current admin session (cookie verified and the session row checked), or null. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  // Implementation follows (JWT verify + session row lookup).
  return null;
}

/** Throws AuthError('unauthorized') without a valid session. Call first in every admin data function. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new AuthError("unauthorized");
  return session;
}

/** Also requires the dashboard unlock (15 minutes idle, refreshed on use). Throws AuthError('locked'). */
export async function requireUnlocked(): Promise<AdminSession> {
  const session = await requireAdmin();
  if (!session.unlocked) throw new AuthError("locked");
  return session;
}

/** For server components and layouts: redirects to /?error=login-required without a valid session. */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/?error=login-required");
  return session;
}

/**
 * Client page unlock: verifies the 4-digit code and returns a short-lived token bound to this session and client id.
 * Separate from the dashboard unlock; the page keeps the token in memory only, so it holds for that page view.
 */
export async function unlockClientEdit(clientId: string, code: string): Promise<{ token: string } | { error: string }> {
  await requireAdmin();
  void clientId;
  void code;
  return { error: "Incorrect password. Please try again." };
}

/** Verifies a client-edit token for this session and client id; throws AuthError('locked') when invalid or expired. */
export async function requireClientEditToken(clientId: string, token: string): Promise<AdminSession> {
  const session = await requireAdmin();
  void clientId;
  void token;
  throw new AuthError("locked");
}

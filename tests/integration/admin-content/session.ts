import { requestContext } from "@/tests/helpers/next-request";

/**
 * A real admin session for the admin-content data functions: the admin and session rows come from lib/auth and
 * the cookie is the real signed token; only Next's cookies() is replaced (see tests/helpers/next-request.ts).
 * Use with vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule).
 */
process.env.SESSION_SECRET ??= "integration-test-session-secret-0123456789abcdef";

const ADMIN = { email: "content-admin@example.com", password: "correct-horse-battery", unlockCode: "4826" };
let created = false;

export async function logIn(): Promise<string> {
  const { upsertAdmin } = await import("@/lib/auth/admins");
  const { login } = await import("@/lib/auth/service");
  const { signSessionToken } = await import("@/lib/auth/token");
  const { getSessionSecret } = await import("@/lib/auth/secret");
  const { SESSION_COOKIE } = await import("@/lib/auth/session");
  if (!created) await upsertAdmin(ADMIN);
  created = true;
  const result = await login(ADMIN.email, ADMIN.password, "127.0.0.1");
  if (!result.ok) throw new Error(`login failed: ${result.reason}`);
  requestContext.jar.set(SESSION_COOKIE, await signSessionToken(result.sessionId, result.expiresAt, getSessionSecret()));
  return result.sessionId;
}

export function logOut() {
  requestContext.reset();
}

/** The data of a successful action answer; a failed one throws its error, so a test reads as the happy path. */
export async function ok<T>(p: Promise<{ ok: true; data: T } | { ok: false; error: string }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

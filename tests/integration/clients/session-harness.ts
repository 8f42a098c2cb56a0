/**
 * A real admin session for calling the clients' server functions outside Next: the admin and the session row are
 * created by lib/auth, the cookie is the real signed token; only Next's request context (cookies()) is replaced
 * by a jar this harness controls.
 */
export const jar = new Map<string, string>();

/** Use in a test file: vi.mock("next/headers", () => import("./session-harness").then((m) => m.nextHeadersMock)). */
export const nextHeadersMock = {
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ "x-forwarded-for": "127.0.0.1" }),
};

process.env.SESSION_SECRET ??= "integration-test-session-secret-0123456789";

export const ADMIN = { email: "clients-admin@example.com", password: "correct-horse-battery", unlockCode: "4826" };

let adminCreated = false;

/** Creates the admin (once per file) and logs in: the jar then holds a valid, locked session. */
export async function logIn() {
  const { upsertAdmin } = await import("@/lib/auth/admins");
  const { login } = await import("@/lib/auth/service");
  const { signSessionToken } = await import("@/lib/auth/token");
  const { getSessionSecret } = await import("@/lib/auth/secret");
  const { SESSION_COOKIE } = await import("@/lib/auth/session");
  if (!adminCreated) await upsertAdmin(ADMIN);
  adminCreated = true;
  const result = await login(ADMIN.email, ADMIN.password, "127.0.0.1");
  if (!result.ok) throw new Error(`login failed: ${result.reason}`);
  jar.set(SESSION_COOKIE, await signSessionToken(result.sessionId, result.expiresAt, getSessionSecret()));
  return result.sessionId;
}

export async function unlockDashboard(sessionId: string) {
  const { markUnlocked } = await import("@/lib/auth/service");
  if (!(await markUnlocked(sessionId))) throw new Error("unlock failed");
}

export async function lockDashboard(sessionId: string) {
  const { lockSession } = await import("@/lib/auth/service");
  await lockSession(sessionId);
}

export function logOut() {
  jar.clear();
}

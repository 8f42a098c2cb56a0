import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countAdmins, upsertAdmin } from "@/lib/auth/admins";
import { bootstrapAdmin } from "@/lib/auth/bootstrap";
import * as service from "@/lib/auth/service";
import { getAdminSession, requireAdmin, requireAdminPage, SESSION_COOKIE } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/secret";
import { signSessionToken } from "@/lib/auth/token";
import { useTestDatabase } from "@/tests/helpers/db";
import { expectRedirect, requestContext, useFakeClock } from "./harness";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

const t = useTestDatabase();
const clock = useFakeClock();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

afterAll(() => clock.restore());
beforeEach(() => requestContext.reset());

async function loggedIn(email: string) {
  await upsertAdmin({ email, password: "correct-horse-battery", unlockCode: "4826" });
  const result = await service.login(email, "correct-horse-battery", `ip-${email}`);
  if (!result.ok) throw new Error(result.reason);
  requestContext.jar.set(SESSION_COOKIE, await signSessionToken(result.sessionId, result.expiresAt, getSessionSecret(), clock.now));
  return result.sessionId;
}

describe("session expiry on the server row", () => {
  it("ends after 8 idle hours; activity keeps it going", async () => {
    await loggedIn("idle@example.com");
    clock.advance(7 * HOUR);
    expect(await getAdminSession()).not.toBeNull();
    clock.advance(7 * HOUR);
    expect(await getAdminSession()).not.toBeNull();
    clock.advance(8 * HOUR + 1000);
    expect(await getAdminSession()).toBeNull();
    await expect(requireAdmin()).rejects.toMatchObject({ code: "unauthorized" });
    expect(await expectRedirect(() => requireAdminPage())).toBe("/?error=login-required");
  });

  it("ends 7 days after login whatever the activity (row check, independent of the cookie)", async () => {
    const sessionId = await loggedIn("absolute@example.com");
    const start = clock.now.getTime();
    while (clock.now.getTime() + 7 * HOUR < start + 7 * DAY) {
      clock.advance(7 * HOUR);
      expect(await service.loadSession(sessionId)).not.toBeNull();
    }
    clock.set(new Date(start + 7 * DAY));
    expect(await service.loadSession(sessionId)).toBeNull();
    expect(await getAdminSession()).toBeNull();
  });

  it("refuses a cookie signed with another secret, an unknown session id, and a session of a reset admin", async () => {
    const sessionId = await loggedIn("forged@example.com");
    const otherSecret = new TextEncoder().encode("some-other-secret-that-is-long-enough-000");
    requestContext.jar.set(SESSION_COOKIE, await signSessionToken(sessionId, new Date(clock.now.getTime() + DAY), otherSecret, clock.now));
    expect(await getAdminSession()).toBeNull();
    requestContext.jar.set(SESSION_COOKIE, await signSessionToken("00000000-0000-4000-8000-000000000000", new Date(clock.now.getTime() + DAY), getSessionSecret(), clock.now));
    expect(await getAdminSession()).toBeNull();
    requestContext.jar.set(SESSION_COOKIE, await signSessionToken(sessionId, new Date(clock.now.getTime() + DAY), getSessionSecret(), clock.now));
    expect(await getAdminSession()).not.toBeNull();
    // admin:create on an existing e-mail resets it and ends its sessions.
    await upsertAdmin({ email: "forged@example.com", password: "another-password", unlockCode: "1234" });
    expect(await getAdminSession()).toBeNull();
  });
});

describe("admin bootstrap at start", () => {
  const saved = { ...process.env };
  const lines: string[] = [];
  const log = (line: string) => void lines.push(line);
  beforeEach(async () => {
    lines.length = 0;
    await t.db.execute(sql`delete from admin_users`);
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_UNLOCK_CODE;
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE once", async () => {
    Object.assign(process.env, { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "correct-horse-battery", ADMIN_UNLOCK_CODE: "4826" });
    expect(await bootstrapAdmin(log)).toEqual({ status: "created-from-env", email: "boss@example.com" });
    expect(await service.login("boss@example.com", "correct-horse-battery", "1.1.1.1")).toMatchObject({ ok: true });
    process.env.ADMIN_PASSWORD = "changed-later-ignored";
    expect(await bootstrapAdmin(log)).toEqual({ status: "exists" });
    expect(await countAdmins()).toBe(1);
    expect(lines.join("\n")).not.toContain("correct-horse-battery");
  });

  it("says what is missing when only some variables are set, and creates nothing", async () => {
    process.env.ADMIN_EMAIL = "half@example.com";
    const result = await bootstrapAdmin(log);
    expect(result.status).toBe("none");
    expect(lines.join("\n")).toContain("ADMIN_PASSWORD, ADMIN_UNLOCK_CODE are not set");
    expect(await countAdmins()).toBe(0);
  });

  it("refuses unusable values with a clear error", async () => {
    Object.assign(process.env, { ADMIN_EMAIL: "bad@example.com", ADMIN_PASSWORD: "correct-horse-battery", ADMIN_UNLOCK_CODE: "48265" });
    await expect(bootstrapAdmin(log)).rejects.toThrow(/unlock code must be exactly 4 digits/);
  });

  it("in embedded mode with nothing set, creates random credentials and prints them once", async () => {
    const result = await bootstrapAdmin(log);
    expect(result.status).toBe("created-random");
    const created = result as { email: string; password: string; unlockCode: string };
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    expect(created.unlockCode).toMatch(/^\d{4}$/);
    expect(lines.join("\n")).toContain(created.password);
    expect(await service.login(created.email, created.password, "2.2.2.2")).toMatchObject({ ok: true });
    lines.length = 0;
    expect(await bootstrapAdmin(log)).toEqual({ status: "exists" });
    expect(lines.join("\n")).not.toContain(created.password);
  });

  it("with a database server and nothing set, creates no account and says how to make one", async () => {
    process.env.DATABASE_URL = "postgres://example.invalid/db";
    expect((await bootstrapAdmin(log)).status).toBe("none");
    expect(lines.join("\n")).toContain("npm run admin:create");
    expect(await countAdmins()).toBe(0);
  });
});

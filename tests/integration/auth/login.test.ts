import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loginAction, logoutAction } from "@/lib/auth/actions";
import { upsertAdmin } from "@/lib/auth/admins";
import * as service from "@/lib/auth/service";
import { DEVICE_COOKIE } from "@/lib/auth/cookie";
import { getSessionSecret } from "@/lib/auth/secret";
import { getAdminSession, requireAdmin, SESSION_COOKIE } from "@/lib/auth/session";
import { verifyDeviceToken } from "@/lib/auth/token";
import { minimumTimes } from "@/lib/auth/timing";
import { rowsOf } from "@/lib/rate-limit";
import { openDatabase, setDatabaseForTests } from "@/lib/db";
import { useTestDatabase } from "@/tests/helpers/db";
import { expectRedirect, formOf, requestContext, useFakeClock } from "./harness";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

const t = useTestDatabase();
const clock = useFakeClock();
const ADMIN = { email: "staff@example.com", password: "correct-horse-battery", unlockCode: "4826" };

beforeAll(async () => {
  await upsertAdmin({ ...ADMIN, email: " Staff@Example.com " });
});
afterAll(() => {
  clock.restore();
  minimumTimes.enabled = true;
});
beforeEach(() => {
  requestContext.reset();
  minimumTimes.enabled = false;
});

describe("login form action", () => {
  it("logs in, sets an httpOnly SameSite=Lax cookie holding only a signed session id, and redirects with the welcome", async () => {
    minimumTimes.enabled = true;
    const started = Date.now();
    const target = await expectRedirect(() => loginAction(null, formOf({ email: "STAFF@example.com", password: ADMIN.password })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(target).toBe("/dashboard?welcome=1");
    const token = requestContext.jar.get(SESSION_COOKIE)!;
    expect(token.split(".")).toHaveLength(3);
    const options = requestContext.lastOptions.get(SESSION_COOKIE)!;
    expect(options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: false });
    expect(options.expires!.getTime() - clock.now.getTime()).toBeGreaterThan(6 * 86400_000);
    const session = await getAdminSession();
    expect(session).toMatchObject({ email: ADMIN.email, unlocked: false });
  });

  it("the cookie is Secure when the login came over https, also in the embedded mode", async () => {
    requestContext.reset();
    requestContext.headers.set("x-forwarded-proto", "https");
    await expectRedirect(() => loginAction(null, formOf({ email: ADMIN.email, password: ADMIN.password })));
    expect(requestContext.lastOptions.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, secure: true });
  });

  it("answers the same message for a wrong password and an unknown e-mail", async () => {
    const wrong = await loginAction(null, formOf({ email: ADMIN.email, password: "nope-nope-nope" }));
    const unknown = await loginAction(null, formOf({ email: "ghost@example.com", password: ADMIN.password }));
    expect(wrong).toEqual({ error: "Invalid credentials. Please try again.", email: ADMIN.email });
    expect(unknown?.error).toBe("Invalid credentials. Please try again.");
    expect(requestContext.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("a NUL byte in the e-mail or password is wrong credentials, not 'unavailable' (PostgreSQL text refuses NUL)", async () => {
    for (const form of [
      { email: "staff@example.com\u0000", password: ADMIN.password },
      { email: "\u0000", password: ADMIN.password },
      { email: "st\u0000aff@example.com", password: "x\u0000y" },
      { email: ADMIN.email, password: `${ADMIN.password}\u0000` },
    ]) {
      const state = await loginAction(null, formOf(form));
      expect(state, JSON.stringify(form)).toEqual({ error: "Invalid credentials. Please try again.", email: form.email });
    }
    expect(requestContext.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("requires both fields without touching the counters", async () => {
    expect((await loginAction(null, formOf({ email: "", password: "x" })))?.error).toBe("Please enter your email and password.");
    expect((await loginAction(null, formOf({ email: ADMIN.email, password: "" })))?.error).toBe("Please enter your email and password.");
    expect((await loginAction(null, new FormData()))?.error).toBe("Please enter your email and password.");
    // posted by hand without a form: an answer, not a TypeError (an HTTP 500)
    for (const notAForm of [null, { email: ADMIN.email, password: ADMIN.password }, "x", 7])
      expect((await loginAction(null, notAForm as unknown as FormData))?.error).toBe("Please enter your email and password.");
  });

  it("logout revokes the row: the old cookie replayed afterwards is refused", async () => {
    await expectRedirect(() => loginAction(null, formOf({ email: ADMIN.email, password: ADMIN.password })));
    const token = requestContext.jar.get(SESSION_COOKIE)!;
    expect(await getAdminSession()).not.toBeNull();
    expect(await expectRedirect(() => logoutAction())).toBe("/?logged-out=1");
    expect(requestContext.jar.has(SESSION_COOKIE)).toBe(false);
    requestContext.jar.set(SESSION_COOKIE, token);
    expect(await getAdminSession()).toBeNull();
    await expect(requireAdmin()).rejects.toMatchObject({ name: "AuthError", code: "unauthorized" });
    const rows = rowsOf<{ revoked_at: unknown }>(await t.db.execute(sql`select revoked_at from admin_sessions where revoked_at is not null`));
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it("logout without a session still clears the cookie and goes home", async () => {
    requestContext.jar.set(SESSION_COOKIE, "garbage");
    expect(await expectRedirect(() => logoutAction())).toBe("/?logged-out=1");
    expect(requestContext.jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe("database unreachable", () => {
  it("the login form says so instead of failing", async () => {
    const dead = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" });
    setDatabaseForTests(dead);
    try {
      const state = await loginAction(null, formOf({ email: ADMIN.email, password: ADMIN.password }));
      expect(state).toEqual({ error: "Login is not available right now. Please try again in a moment.", email: ADMIN.email });
      expect(await getAdminSession()).toBeNull();
    } finally {
      setDatabaseForTests(t.handle);
      await dead.close();
    }
  });
});

describe("sessionActive (the live-update stream's check at each heartbeat)", () => {
  it("is true for a live session, false once it is revoked, and does not slide the idle expiry", async () => {
    clock.set(new Date("2026-11-26T08:00:00Z"));
    const r = (await service.login(ADMIN.email, ADMIN.password, "192.0.2.77")) as { sessionId: string };
    const idle = async () => rowsOf<{ idle_expires_at: string }>(await t.db.execute(sql`select idle_expires_at from admin_sessions where id = ${r.sessionId}`))[0]!.idle_expires_at;
    const before = String(await idle());
    clock.advance(30 * 60_000);
    expect(await service.sessionActive(r.sessionId)).toBe(true);
    expect(String(await idle())).toBe(before);
    await service.revokeSession(r.sessionId);
    expect(await service.sessionActive(r.sessionId)).toBe(false);
  });
});

describe("login throttling (counters in Postgres)", () => {
  it("allows 10 failures per account in 15 minutes, then refuses even the right password until they slide out", async () => {
    const email = "throttle-account@example.com";
    await upsertAdmin({ email, password: "right-password-1", unlockCode: "1111" });
    clock.set(new Date("2026-11-26T09:00:00Z"));
    for (let i = 0; i < 10; i++) expect(await service.login(email, "wrong", `198.51.100.${i}`)).toMatchObject({ reason: "invalid" });
    const blocked = await service.login(email, "right-password-1", "198.51.100.200");
    // sliding estimate: 1 + 10 x (1 - e / 15 min) <= 10 from 1.5 minutes into the next window
    expect(blocked).toMatchObject({ ok: false, reason: "throttled", retryAfterSeconds: 990 });
    const action = await loginAction(null, formOf({ email, password: "right-password-1" }));
    expect(action?.error).toBe("Too many attempts. Please try again in 17 minutes.");
    clock.advance(15 * 60_000);
    expect(await service.login(email, "right-password-1", "198.51.100.200")).toMatchObject({ reason: "throttled" });
    clock.advance(90_000);
    expect(await service.login(email, "right-password-1", "198.51.100.200")).toMatchObject({ ok: true });
  });

  it("10 failures just before a window's edge do not buy 10 more just after it", async () => {
    const email = "edge@example.com";
    await upsertAdmin({ email, password: "right-password-7", unlockCode: "7777" });
    clock.set(new Date("2026-11-26T15:14:50Z"));
    for (let i = 0; i < 10; i++) expect(await service.login(email, "wrong", `198.51.101.${i}`)).toMatchObject({ reason: "invalid" });
    clock.set(new Date("2026-11-26T15:15:10Z"));
    expect(await service.login(email, "wrong", "198.51.101.50")).toMatchObject({ reason: "throttled" });
  });

  it("refused attempts do not extend the block", async () => {
    const email = "hammer@example.com";
    await upsertAdmin({ email, password: "right-password-8", unlockCode: "8888" });
    clock.set(new Date("2026-11-26T16:00:00Z"));
    for (let i = 0; i < 10; i++) await service.login(email, "wrong", `198.51.102.${i}`);
    clock.set(new Date("2026-11-26T16:10:00Z"));
    for (let i = 0; i < 20; i++) expect(await service.login(email, "wrong", `198.51.102.${100 + i}`)).toMatchObject({ reason: "throttled" });
    clock.set(new Date("2026-11-26T16:16:30Z"));
    expect(await service.login(email, "right-password-8", "198.51.102.200")).toMatchObject({ ok: true });
  });

  it("allows 10 failures per IP, whatever the accounts", async () => {
    clock.set(new Date("2026-11-26T10:00:00Z"));
    for (let i = 0; i < 10; i++) await service.login(`nobody${i}@example.com`, "x", "192.0.2.9");
    expect(await service.login(ADMIN.email, ADMIN.password, "192.0.2.9")).toMatchObject({ reason: "throttled" });
    expect(await service.login(ADMIN.email, ADMIN.password, "192.0.2.10")).toMatchObject({ ok: true });
  });

  it("a successful login does not count as a failure", async () => {
    const email = "refund@example.com";
    await upsertAdmin({ email, password: "right-password-2", unlockCode: "2222" });
    clock.set(new Date("2026-11-26T11:00:00Z"));
    for (let i = 0; i < 9; i++) await service.login(email, "wrong", `203.0.113.${i}`);
    for (let i = 0; i < 3; i++) expect(await service.login(email, "right-password-2", `203.0.113.${50 + i}`)).toMatchObject({ ok: true });
    expect(await service.login(email, "wrong", "203.0.113.99")).toMatchObject({ reason: "invalid" });
    expect(await service.login(email, "right-password-2", "203.0.113.98")).toMatchObject({ reason: "throttled" });
    const counts = rowsOf<{ count: number }>(await t.db.execute(sql`select count from rate_limits where bucket like 'login:account:%' order by count desc limit 1`));
    expect(Number(counts[0]!.count)).toBeGreaterThanOrEqual(10);
  });

  it("a browser the admin logged in from before is not locked out by a stranger's 10 wrong passwords", async () => {
    const email = "device@example.com";
    await upsertAdmin({ email, password: "right-password-4", unlockCode: "4444" });
    clock.set(new Date("2026-11-26T13:00:00Z"));
    await expectRedirect(() => loginAction(null, formOf({ email, password: "right-password-4" })));
    const deviceCookie = requestContext.jar.get(DEVICE_COOKIE)!;
    expect(deviceCookie.split(".")).toHaveLength(3);
    expect(requestContext.lastOptions.get(DEVICE_COOKIE)).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
    // a stranger, from many addresses, uses up the account's failures
    for (let i = 0; i < 10; i++) expect(await service.login(email, "wrong", `198.18.0.${i}`)).toMatchObject({ reason: "invalid" });
    requestContext.reset();
    expect((await loginAction(null, formOf({ email, password: "right-password-4" })))?.error).toMatch(/^Too many attempts/);
    // the admin's own browser still gets in, and keeps its device id
    requestContext.reset();
    requestContext.jar.set(DEVICE_COOKIE, deviceCookie);
    await expectRedirect(() => loginAction(null, formOf({ email, password: "right-password-4" })));
    const before = await verifyDeviceToken(deviceCookie, getSessionSecret(), clock.now);
    const after = await verifyDeviceToken(requestContext.jar.get(DEVICE_COOKIE), getSessionSecret(), clock.now);
    expect(after).toEqual(before);
  });

  it("a known device's own failures are limited, and another admin's device counts against the account", async () => {
    const email = "device-guess@example.com";
    const other = "device-other@example.com";
    await upsertAdmin({ email, password: "right-password-5", unlockCode: "5555" });
    await upsertAdmin({ email: other, password: "right-password-6", unlockCode: "6666" });
    clock.set(new Date("2026-11-26T14:00:00Z"));
    const admin = (await service.login(email, "right-password-5", "198.18.1.1")) as { adminId: string };
    const otherAdmin = (await service.login(other, "right-password-6", "198.18.1.2")) as { adminId: string };
    const mine = { adminId: admin.adminId, deviceId: crypto.randomUUID() };
    for (let i = 0; i < 10; i++) expect(await service.login(email, "wrong", `198.18.2.${i}`, mine)).toMatchObject({ reason: "invalid" });
    expect(await service.login(email, "right-password-5", "198.18.2.99", mine)).toMatchObject({ reason: "throttled" });
    // those failures were the device's: the account itself is still open
    expect(await service.login(email, "right-password-5", "198.18.2.98")).toMatchObject({ ok: true });
    const foreign = { adminId: otherAdmin.adminId, deviceId: crypto.randomUUID() };
    for (let i = 0; i < 10; i++) await service.login(email, "wrong", `198.18.3.${i}`, foreign);
    expect(await service.login(email, "right-password-5", "198.18.3.99")).toMatchObject({ reason: "throttled" });
  });

  it("parallel guesses cannot slip past the limit", async () => {
    const email = "parallel@example.com";
    await upsertAdmin({ email, password: "right-password-3", unlockCode: "3333" });
    clock.set(new Date("2026-11-26T12:00:00Z"));
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => service.login(email, `guess-${i}`, `10.0.0.${i}`)));
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(15);
  });
});

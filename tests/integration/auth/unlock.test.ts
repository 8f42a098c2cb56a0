import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lockDashboard, unlockClient, unlockDashboard } from "@/lib/auth/admin-actions";
import { upsertAdmin } from "@/lib/auth/admins";
import * as service from "@/lib/auth/service";
import { getAdminSession, requireClientEditToken, requireUnlocked, SESSION_COOKIE, unlockClientEdit } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/secret";
import { signSessionToken } from "@/lib/auth/token";
import { minimumTimes } from "@/lib/auth/timing";
import { rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "@/tests/helpers/db";
import { requestContext, useFakeClock } from "./harness";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

const t = useTestDatabase();
const clock = useFakeClock();
const MIN = 60_000;
const HOUR = 60 * MIN;

async function adminWithSession(email: string, code = "4826") {
  await upsertAdmin({ email, password: "correct-horse-battery", unlockCode: code });
  return newSession(email);
}

async function newSession(email: string) {
  const result = await service.login(email, "correct-horse-battery", `ip-${email}-${Math.random()}`);
  if (!result.ok) throw new Error(result.reason);
  requestContext.jar.set(SESSION_COOKIE, await signSessionToken(result.sessionId, result.expiresAt, getSessionSecret(), clock.now));
  return result.sessionId;
}

const failuresOf = async (email: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from admin_unlock_failures f join admin_users u on u.id = f.admin_id where u.email = ${email}`),
    )[0]!.n,
  );

beforeAll(() => {
  clock.set(new Date("2026-11-25T10:00:00Z"));
  minimumTimes.enabled = false;
});
afterAll(() => {
  clock.restore();
  minimumTimes.enabled = true;
});
beforeEach(() => requestContext.reset());

describe("dashboard unlock actions", () => {
  it("checks the format, the code, and unlocks the session on the server", async () => {
    const sessionId = await adminWithSession("unlock-a@example.com");
    minimumTimes.enabled = true;
    const started = Date.now();
    expect(await unlockDashboard("0001")).toMatchObject({ ok: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    minimumTimes.enabled = false;
    expect(await unlockDashboard("12")).toEqual({ ok: false, error: "Please enter a 4-digit password" });
    expect(await unlockDashboard("12345")).toEqual({ ok: false, error: "Please enter a 4-digit password" });
    expect(await unlockDashboard(undefined as unknown as string)).toEqual({ ok: false, error: "Please enter a 4-digit password" });
    expect(await failuresOf("unlock-a@example.com")).toBe(1);
    await expect(requireUnlocked()).rejects.toMatchObject({ code: "locked" });
    expect(await unlockDashboard("0000")).toEqual({ ok: false, error: "Incorrect password. Please try again." });
    expect(await failuresOf("unlock-a@example.com")).toBe(2);
    expect(await unlockDashboard("4826")).toEqual({ ok: true, message: "Dashboard unlocked successfully" });
    expect((await getAdminSession())?.unlocked).toBe(true);
    expect((await requireUnlocked()).sessionId).toBe(sessionId);
    expect(await lockDashboard()).toEqual({ ok: true, message: "Dashboard locked successfully" });
    expect((await getAdminSession())?.unlocked).toBe(false);
    await expect(requireUnlocked()).rejects.toMatchObject({ code: "locked" });
  });

  it("the unlock lapses after 15 idle minutes and slides on use", async () => {
    await adminWithSession("unlock-idle@example.com");
    expect((await unlockDashboard("4826")).ok).toBe(true);
    clock.advance(14 * MIN);
    await requireUnlocked();
    clock.advance(14 * MIN);
    await requireUnlocked();
    clock.advance(15 * MIN);
    await expect(requireUnlocked()).rejects.toMatchObject({ code: "locked" });
    expect((await getAdminSession())?.unlocked).toBe(false);
  });

  it("the 5th wrong code ends the session: it must log in again", async () => {
    await adminWithSession("unlock-five@example.com");
    for (let i = 0; i < 4; i++) expect(await unlockDashboard("1111")).toMatchObject({ ok: false, error: "Incorrect password. Please try again." });
    const token = requestContext.jar.get(SESSION_COOKIE)!;
    expect(await unlockDashboard("1111")).toEqual({ ok: false, error: "Too many incorrect passwords. Please log in again.", loggedOut: true });
    expect(requestContext.jar.has(SESSION_COOKIE)).toBe(false);
    requestContext.jar.set(SESSION_COOKIE, token);
    expect(await getAdminSession()).toBeNull();
    await expect(unlockDashboard("4826")).rejects.toMatchObject({ name: "AuthError", code: "unauthorized" });
  });

  it("a correct code resets the session's count", async () => {
    await adminWithSession("unlock-reset@example.com");
    for (let i = 0; i < 4; i++) await unlockDashboard("1111");
    expect((await unlockDashboard("4826")).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect((await unlockDashboard("1111")).ok).toBe(false);
    expect(await getAdminSession()).not.toBeNull();
  });

  it("10 wrong codes for an account in 24 hours refuse unlocking, in every session, until the period ends", async () => {
    const email = "unlock-ten@example.com";
    await adminWithSession(email);
    const start = clock.now;
    for (let i = 0; i < 4; i++) await unlockDashboard("1111");
    await newSession(email);
    clock.advance(HOUR);
    for (let i = 0; i < 4; i++) await unlockDashboard("1111");
    await newSession(email);
    clock.advance(HOUR);
    expect((await unlockDashboard("1111")).ok).toBe(false);
    const tenth = await unlockDashboard("1111");
    expect(tenth).toMatchObject({ ok: false });
    expect((tenth as { error: string }).error).toMatch(/^Too many incorrect passwords today\. Unlocking is blocked until /);
    expect(await failuresOf(email)).toBe(10);
    // The right code is refused too, and refused attempts are not counted.
    expect((await unlockDashboard("4826")).ok).toBe(false);
    await newSession(email);
    expect((await unlockDashboard("4826")).ok).toBe(false);
    expect(await failuresOf(email)).toBe(10);
    // The first four failures were at `start`: 24 hours later the count in the window drops to six.
    clock.set(new Date(start.getTime() + 24 * HOUR - 1));
    await newSession(email);
    expect((await unlockDashboard("4826")).ok).toBe(false);
    clock.set(new Date(start.getTime() + 24 * HOUR + 1));
    expect(await unlockDashboard("4826")).toEqual({ ok: true, message: "Dashboard unlocked successfully" });
  });

  it("parallel wrong codes cannot exceed the session limit", async () => {
    const email = "unlock-parallel@example.com";
    await adminWithSession(email);
    const results = await Promise.all(Array.from({ length: 12 }, () => unlockDashboard("1111")));
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(await failuresOf(email)).toBe(5);
    expect(await getAdminSession()).toBeNull();
  });
});

describe("client page unlock", () => {
  const clientA = "11111111-1111-4111-8111-111111111111";
  const clientB = "22222222-2222-4222-8222-222222222222";

  it("issues a token bound to this session and this client, separate from the dashboard unlock", async () => {
    await adminWithSession("client-unlock@example.com");
    expect(await unlockClientEdit(clientA, "99")).toEqual({ error: "Please enter a 4-digit password" });
    expect(await unlockClientEdit(clientA, "0000")).toEqual({ error: "Incorrect password. Please try again." });
    const result = await unlockClient(clientA, "4826");
    expect(result).toMatchObject({ ok: true, message: "Client editing unlocked successfully" });
    const token = (result as { token: string }).token;
    expect((await requireClientEditToken(clientA, token)).email).toBe("client-unlock@example.com");
    await expect(requireClientEditToken(clientB, token)).rejects.toMatchObject({ code: "locked" });
    await expect(requireClientEditToken(clientA, "forged.token.value")).rejects.toMatchObject({ code: "locked" });
    expect((await getAdminSession())?.unlocked).toBe(false);
    // Another session of the same admin cannot use it.
    await newSession("client-unlock@example.com");
    await expect(requireClientEditToken(clientA, token)).rejects.toMatchObject({ code: "locked" });
  });

  it("expires after 30 minutes and dies with the session", async () => {
    const sessionId = await adminWithSession("client-expiry@example.com");
    const { token } = (await unlockClientEdit(clientA, "4826")) as { token: string };
    clock.advance(29 * MIN);
    await requireClientEditToken(clientA, token);
    clock.advance(2 * MIN);
    await expect(requireClientEditToken(clientA, token)).rejects.toMatchObject({ code: "locked" });
    const fresh = (await unlockClientEdit(clientA, "4826")) as { token: string };
    await service.revokeSession(sessionId);
    await expect(requireClientEditToken(clientA, fresh.token)).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("Lock Dashboard locks the open client pages of the session too; a new unlock after it works", async () => {
    await adminWithSession("client-lock@example.com");
    const before = (await unlockClientEdit(clientA, "4826")) as { token: string };
    clock.advance(MIN);
    await requireClientEditToken(clientA, before.token);
    expect(await lockDashboard()).toMatchObject({ ok: true });
    await expect(requireClientEditToken(clientA, before.token)).rejects.toMatchObject({ code: "locked" });
    // entering the code on the client page again, a millisecond later, gives a token that works
    clock.advance(1);
    const again = (await unlockClientEdit(clientA, "4826")) as { token: string };
    expect((await requireClientEditToken(clientA, again.token)).email).toBe("client-lock@example.com");
  });

  it("wrong codes on the client page count toward the same lockouts", async () => {
    await adminWithSession("client-five@example.com");
    for (let i = 0; i < 4; i++) await unlockClientEdit(clientA, "1111");
    expect(await unlockClient(clientA, "1111")).toEqual({ ok: false, error: "Too many incorrect passwords. Please log in again.", loggedOut: true });
    expect(await getAdminSession()).toBeNull();
  });
});

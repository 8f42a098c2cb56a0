/**
 * Every admin entry point refuses a caller without a valid session, and changes nothing. The entry points are found
 * at test time (lib/**\/admin-actions.ts, lib/**\/admin-queries.ts, app/api/admin/**\/route.ts), so a new file or a
 * new export is covered without editing this test. Only Next's request context (cookies()) is replaced.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { upsertAdmin } from "@/lib/auth/admins";
import { isAuthError } from "@/lib/auth/errors";
import { getSessionSecret } from "@/lib/auth/secret";
import * as service from "@/lib/auth/service";
import { requireAdmin, SESSION_COOKIE } from "@/lib/auth/session";
import { signSessionToken } from "@/lib/auth/token";
import { rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "@/tests/helpers/db";
import { requestContext } from "@/tests/helpers/next-request";
import { redirectTarget } from "./auth/harness";

vi.mock("next/headers", async () => (await import("@/tests/helpers/next-request")).nextHeadersModule);
vi.mock("next/cache", async () => (await import("@/tests/helpers/next-request")).nextCacheModule);

const ROOT = path.resolve(__dirname, "../..");

function walk(dir: string): string[] {
  let out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(walk(full));
    else out.push(full);
  }
  return out;
}

const rel = (f: string) => path.relative(ROOT, f);
const dataModules = walk(path.join(ROOT, "lib")).filter((f) => /^admin-(actions|queries)\.ts$/.test(path.basename(f))).map(rel).sort();
const routeModules = walk(path.join(ROOT, "app/api/admin")).filter((f) => path.basename(f) === "route.ts").map(rel).sort();

const t = useTestDatabase();
const ids = {
  client: "c1a2b3c4-0000-4000-8000-000000000001",
  prompt: "c1a2b3c4-0000-4000-8000-000000000002",
  request: "c1a2b3c4-0000-4000-8000-000000000003",
  contact: "c1a2b3c4-0000-4000-8000-000000000004",
  settings: "00000000-0000-0000-0000-000000000000",
  university: "university-of-ghana",
};
// Arguments that would make a real change if the session check were missing: real ids, valid-looking payloads.
const payload = {
  name: "Changed", email: "x@example.com", phone: "0240000000", workDescription: "Project Work", totalAmount: "999", amountPaid: "999",
  promptName: "Changed", promptContent: "Changed", status: "approved", fulfilled: true, isRead: true, value: "5", amount: "5", code: "4826",
};
const firstArgs: unknown[] = [undefined, ...Object.values(ids), payload];
const secondArgs: unknown[] = [undefined, payload, "approved", "visited", "rejected", true, "5", "4826"];
const variants: unknown[][] = [[], ...firstArgs.flatMap((a) => secondArgs.map((b) => [a, b, payload]))];

async function snapshot(): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = rowsOf<{ h: string }>(await t.db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`)));
    out[table] = rows[0]!.h;
  }
  return out;
}

type Scenario = { name: string; cookie: () => Promise<string | undefined>; full: boolean };
let revokedToken = "";
let validToken = "";
const scenarios: Scenario[] = [
  { name: "no cookie", cookie: async () => undefined, full: true },
  { name: "a cookie signed with another key", full: false, cookie: async () => signSessionToken(ids.client, new Date(Date.now() + 3600_000), new TextEncoder().encode("attacker-key-attacker-key-attacker-key-12")) },
  { name: "a logged-out session's cookie", full: false, cookie: async () => revokedToken },
];

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "integration-test-session-secret-0123456789abcdef";
  await t.db.execute(sql`insert into clients (id, name, email, work_description, total_amount, amount_paid, payment_status) values (${ids.client}, 'Guard Client', 'guard@example.com', 'Assignments', 100, 50, 'Partial')`);
  await t.db.execute(sql`insert into prompts (id, prompt_name, prompt_content) values (${ids.prompt}, 'Guard Prompt', 'guarded prompt content')`);
  await t.db.execute(sql`insert into client_requests (id, name, phone, project_type, submission_key, file_path, file_name) values (${ids.request}, 'Guard Request', '0240000000', 'assignment', 'guard-submission-key-1', 'project_guidelines/guard.pdf', 'guard.pdf')`);
  await t.db.execute(sql`insert into contact_messages (id, full_name, email, subject, message) values (${ids.contact}, 'Guard Contact', 'c@example.com', 'Subject', 'guarded message')`);
  await t.db.execute(sql`insert into accra_university_statuses (university_id, status) values (${ids.university}, 'planned')`);
  await upsertAdmin({ email: "guard@example.com", password: "correct-horse-battery", unlockCode: "4826" });
  const revoked = await service.login("guard@example.com", "correct-horse-battery", "127.0.0.1");
  const valid = await service.login("guard@example.com", "correct-horse-battery", "127.0.0.1");
  if (!revoked.ok || !valid.ok) throw new Error("login failed");
  await service.markUnlocked(revoked.sessionId);
  revokedToken = await signSessionToken(revoked.sessionId, revoked.expiresAt, getSessionSecret());
  validToken = await signSessionToken(valid.sessionId, valid.expiresAt, getSessionSecret());
  await service.revokeSession(revoked.sessionId);
});

function refusal(error: unknown): boolean {
  return (isAuthError(error) && error.code === "unauthorized") || redirectTarget(error) === "/?error=login-required";
}

describe("admin entry points found on disk", () => {
  it("finds the known ones (the enumeration itself works)", () => {
    expect(dataModules).toContain("lib/auth/admin-actions.ts");
    // the route handlers below were enumerated with a placeholder for an empty list, skipped: had the walk found no
    // route (a moved folder, a renamed file), every route test would have been skipped and nothing would have failed
    expect(routeModules).toEqual(expect.arrayContaining(["app/api/admin/attachments/[id]/route.ts", "app/api/admin/events/route.ts", "app/api/admin/library/route.ts"]));
  });

  it("the harness delivers cookies: a valid session passes requireAdmin", async () => {
    requestContext.reset();
    requestContext.jar.set(SESSION_COOKIE, validToken);
    await expect(requireAdmin()).resolves.toMatchObject({ email: "guard@example.com" });
  });
});

describe.each(dataModules)("%s", (file) => {
  it.each(scenarios)("every exported function refuses a call with $name and changes nothing", async (scenario) => {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const functions = Object.entries(mod).filter(([, v]) => typeof v === "function") as [string, (...a: unknown[]) => unknown][];
    expect(functions.length, `${file} exports no functions`).toBeGreaterThan(0);
    const token = await scenario.cookie();
    const before = await snapshot();
    for (const [name, fn] of functions) {
      for (const args of scenario.full ? variants : variants.slice(0, 3)) {
        requestContext.reset();
        if (token) requestContext.jar.set(SESSION_COOKIE, token);
        let outcome: { returned: unknown } | { threw: unknown };
        try {
          outcome = { returned: await fn(...args) };
        } catch (error) {
          outcome = { threw: error };
        }
        const label = `${file} ${name}(${args.map((a) => JSON.stringify(a)).join(", ")}) with ${scenario.name}`;
        if ("returned" in outcome) throw new Error(`${label} returned ${JSON.stringify(outcome.returned)?.slice(0, 200)} instead of refusing`);
        expect(refusal(outcome.threw), `${label} threw ${String(outcome.threw)}`).toBe(true);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

// Called as a server action (Next sends the Next-Action header), the refusal is the log-in redirect, never a thrown
// error: that reached the browser as an HTTP 500 with a digest (security review, ninth session).
describe.each(dataModules.filter((f) => f.endsWith("admin-actions.ts")))("%s as server actions", (file) => {
  it.each(scenarios)("every exported action redirects a call with $name to log in", async (scenario) => {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const token = await scenario.cookie();
    const before = await snapshot();
    for (const [name, fn] of Object.entries(mod).filter(([, v]) => typeof v === "function") as [string, (...a: unknown[]) => unknown][]) {
      for (const args of variants.slice(0, 3)) {
        requestContext.reset();
        requestContext.headers.set("next-action", "7f00000000000000000000000000000000000000");
        if (token) requestContext.jar.set(SESSION_COOKIE, token);
        const outcome = await Promise.resolve().then(() => fn(...args)).then((returned) => ({ returned }), (threw: unknown) => ({ threw }));
        const label = `${file} ${name}(${args.map((a) => JSON.stringify(a)).join(", ")}) with ${scenario.name}`;
        expect("threw" in outcome ? redirectTarget(outcome.threw) : `returned ${JSON.stringify(outcome.returned)}`, label).toBe("/?error=login-required");
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe.each(routeModules)("%s", (file) => {
  it.each(scenarios)("every handler answers 401 with $name, leaks nothing and changes nothing", async (scenario) => {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    const handlers = METHODS.filter((m) => typeof mod[m] === "function");
    expect(handlers.length, `${file} exports no handler`).toBeGreaterThan(0);
    const token = await scenario.cookie();
    const before = await snapshot();
    for (const method of handlers) {
      for (const id of Object.values(ids)) {
        requestContext.reset();
        if (token) requestContext.jar.set(SESSION_COOKIE, token);
        const headers: Record<string, string> = { "content-type": "application/json", "x-middleware-subrequest": "middleware:proxy:middleware:proxy:middleware", "next-router-prefetch": "1" };
        if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
        const url = `http://127.0.0.1/${path.dirname(file).replace(/^app\//, "").replace(/\[([^\]]+)\]/g, id)}`;
        const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify(payload);
        const ctx = { params: Promise.resolve(new Proxy({}, { get: (_t, key) => (typeof key === "string" ? id : undefined) })) };
        const response = (await (mod[method] as (r: Request, c: unknown) => Promise<Response>)(new Request(url, { method, headers, body }), ctx)) as Response;
        const text = await response.text();
        expect(response.status, `${method} ${url} with ${scenario.name}: ${text.slice(0, 200)}`).toBe(401);
        for (const secret of ["Guard Client", "guarded prompt content", "Guard Request", "guarded message", "%PDF"]) expect(text).not.toContain(secret);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

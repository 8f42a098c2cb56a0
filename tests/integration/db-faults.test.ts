import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, openDatabase, POSTGRES_TIMEOUTS, setDatabaseForTests, type DatabaseHandle } from "@/lib/db";
import { guardedSocketFactory } from "@/lib/db/pg-socket";
import { samplePdf } from "../helpers/request-fixtures";

vi.mock("next/headers", () => import("./clients/session-harness").then((m) => m.nextHeadersMock));

/**
 * Issue 7 point 5, PostgreSQL only: the app talks to the test server through a TCP proxy this file can cut (every
 * open connection reset, new ones refused) and restore. A request submission and admin client edits cut mid-way
 * must answer a clear error within 5 s, leave no row and no file behind, and work again once the proxy is back,
 * with the same process and the same connection pool.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";

type FaultMode = "up" | "reset" | "close" | "blackhole";

class FaultProxy {
  private server = net.createServer((client) => this.accept(client));
  private sockets = new Set<net.Socket>();
  private accepted = new Set<net.Socket>();
  private mode: FaultMode = "up";
  constructor(private target: { host: string; port: number }) {}
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return (this.server.address() as net.AddressInfo).port;
  }
  private accept(client: net.Socket) {
    client.on("error", () => {});
    this.accepted.add(client.on("close", () => this.accepted.delete(client)));
    // "reset": refused like a stopped server (RST). "close": accepted, then closed cleanly before any answer (a port
    // forward whose database is gone). "blackhole": accepted, never answered (a vanished host or network).
    if (this.mode === "reset") return void client.resetAndDestroy();
    if (this.mode === "close") return void client.end();
    if (this.mode === "blackhole") return void this.sockets.add(client.on("close", () => this.sockets.delete(client)));
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        this.sockets.delete(s);
        // While cut, the app side always sees a reset, never a clean close.
        if (this.mode === "reset" && !client.destroyed) client.resetAndDestroy();
        else client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }
  /** The database "goes away": open connections reset, new ones refused with a reset. */
  cutNow(mode: Exclude<FaultMode, "up"> = "reset") {
    this.mode = mode;
    if (mode === "blackhole") {
      // Open connections stay open but nothing crosses them any more, in either direction.
      for (const s of this.sockets) {
        s.unpipe();
        s.pause();
      }
      return;
    }
    for (const s of this.sockets) {
      if (s.destroyed) continue;
      if (mode === "reset") s.resetAndDestroy();
      else s.end();
    }
  }
  restore() {
    if (this.mode === "blackhole") for (const s of this.sockets) s.resetAndDestroy();
    this.mode = "up";
  }
  close() {
    this.cutNow();
    for (const s of this.accepted) s.resetAndDestroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let proxy: FaultProxy;
let handle: DatabaseHandle;
let direct: postgres.Sql;
let dropDb: () => Promise<void>;
let dataDir: string;
let proxiedUrl: string;
const uploadFiles = () => {
  const dir = path.join(dataDir, "uploads", "project_guidelines");
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  if (!onPostgres) return;
  const adminUrl = new URL(process.env.TEST_PG_URL!);
  const name = `faults_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  proxy = new FaultProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const viaProxy = new URL(adminUrl);
  viaProxy.pathname = `/${name}`;
  viaProxy.port = String(await proxy.listen());
  viaProxy.hostname = "127.0.0.1";
  // The app's own settings (getDatabase): the answer deadline included.
  proxiedUrl = viaProxy.toString();
  handle = await openDatabase({ kind: "postgres", url: viaProxy.toString(), migrate: true, responseTimeoutMs: POSTGRES_TIMEOUTS.responseTimeoutMs });
  setDatabaseForTests(handle);
  const directUrl = new URL(adminUrl);
  directUrl.pathname = `/${name}`;
  direct = postgres(directUrl.toString(), { max: 1, onnotice: () => {} });
  dropDb = async () => {
    await direct.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  dataDir = mkdtempSync(path.join(os.tmpdir(), "db-faults-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("REQUEST_RATE_LIMIT_PER_HOUR", "1000");
}, 60_000);

afterAll(async () => {
  if (!onPostgres) return;
  vi.unstubAllEnvs();
  setDatabaseForTests(undefined);
  await handle?.close().catch(() => {});
  await proxy?.close();
  await dropDb?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the call's outcome, or fails the test when it takes 5 s or more. */
async function within5s<T>(call: () => Promise<T>): Promise<{ value?: T; thrown?: unknown; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<"hang">((resolve) => (timer = setTimeout(() => resolve("hang"), Number(process.env.FAULT_LIMIT_MS ?? 5000))));
  const outcome = await Promise.race([call().then((value) => ({ value }), (thrown: unknown) => ({ thrown })), hang]);
  clearTimeout(timer);
  if (process.env.FAULT_DEBUG) console.log("FAULTDBG", Date.now() - started, JSON.stringify(outcome)?.slice(0, 200), String((outcome as { thrown?: unknown }).thrown ?? ""));
  expect(outcome, "no answer within 5 s").not.toBe("hang");
  return { ...(outcome as { value?: T; thrown?: unknown }), ms: Date.now() - started };
}

const fields = { name: "Kofi Boateng", institution: "KNUST", program: "BSc Nursing", email: "kofi@example.com", phone: "+233 20 000 0000", projectType: "assignment", details: "Essay outline" };

/** A multipart body that streams its first half, waits for `midway()`, then sends the rest (file included). */
function slowSubmission(midway: () => Promise<void>, key: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, submissionKey: key })) form.append(k, v);
  form.append("file", new File([new Uint8Array(samplePdf("fault test", 200_000))], "guidelines.pdf", { type: "application/pdf" }));
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const half = Math.floor(bytes.length / 2);
      controller.enqueue(bytes.subarray(0, half));
      await midway();
      controller.enqueue(bytes.subarray(half));
      controller.close();
    },
  });
  return new Request("http://localhost/api/requests", {
    method: "POST",
    body,
    headers: { "content-type": type, accept: "application/json", "x-forwarded-for": "192.0.2.44" },
    duplex: "half",
  } as RequestInit);
}

describe.skipIf(!onPostgres)("database cut mid-way (PostgreSQL through a cuttable proxy)", () => {
  it("a request submission with a file: clear 503 within 5 s, no row, no file; the next one succeeds after restore", async () => {
    const { POST } = await import("@/app/api/requests/route");
    const res = (await within5s(() => POST(slowSubmission(async () => proxy.cutNow(), crypto.randomUUID())))).value!;
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error).toMatch(/try again/i);
    expect(JSON.stringify(body)).not.toMatch(/ECONN|postgres|    at /);
    expect(await direct`select count(*)::int as n from client_requests`).toEqual([{ n: 0 }]);
    expect(uploadFiles()).toEqual([]);

    proxy.restore();
    const again = (await within5s(() => POST(slowSubmission(async () => {}, crypto.randomUUID())))).value!;
    expect(again.status).toBe(201);
    expect(await direct`select count(*)::int as n from client_requests`).toEqual([{ n: 1 }]);
    expect(uploadFiles()).toHaveLength(1);
  }, 30_000);

  // Was skipped as flaky (about 1 run in 3 the first addClient after the cut never settled): a postgres.js 3.4.9 race
  // between a reset socket's 'error' and its 'close' left the query unsettled; fixed in lib/db/pg-socket.ts.
  it("admin add and update of a client: the action's error state within 5 s, no change; works again after restore", async () => {
    const { actions, form, added, count } = await adminWithClient();
    const before = await count();

    proxy.cutNow();
    const times: number[] = [];
    // Twelve failing calls in a row: each one still answers within 5 s (the reconnect backoff stays bounded).
    for (let i = 0; i < 6; i++) {
      for (const call of [() => actions.addClient({ ...form, name: "Yaw Darko" }), () => actions.updateClient(added.id, { ...form, amountPaid: "100.00", updatedAt: added.updatedAt })]) {
        const outcome = await within5s(call);
        times.push(outcome.ms);
        expect(outcome.thrown, `threw: ${String(outcome.thrown)}`).toBeUndefined();
        expect(outcome.value).toMatchObject({ ok: false, code: "failed" });
        expect((outcome.value as { error: string }).error).toMatch(/^Failed to (add|update) client$/);
      }
    }
    if (process.env.FAULT_DEBUG) console.log("FAULTTIMES reset", times.join(" "));
    expect(await count()).toBe(before);
    expect(await direct`select amount_paid::text as paid from clients where id = ${added.id}`).toEqual([{ paid: "40.00" }]);

    proxy.restore();
    await expectRecovery(actions, form, added.id, before);
  }, 60_000);

  it("a database that accepts connections but closes them without answering: error within 5 s, recovery", async () => {
    const { actions, form, added, count } = await adminWithClient();
    const before = await count();
    proxy.cutNow("close");
    for (const call of [() => actions.addClient({ ...form, name: "Yaw Darko" }), () => actions.updateClient(added.id, { ...form, amountPaid: "100.00", updatedAt: added.updatedAt })]) {
      const outcome = await within5s(call);
      expect(outcome.value).toMatchObject({ ok: false, code: "failed" });
    }
    expect(await count()).toBe(before);
    proxy.restore();
    await expectRecovery(actions, form, added.id, before);
  }, 60_000);

  it("a database that stops answering (half-open connections): the answer deadline fails the edit within 5 s, recovery", async () => {
    const { actions, form, added, count } = await adminWithClient();
    const before = await count();
    proxy.cutNow("blackhole");
    const outcome = await within5s(() => actions.addClient({ ...form, name: "Yaw Darko" }));
    expect(outcome.value).toMatchObject({ ok: false, code: "failed", error: "Failed to add client" });
    expect(outcome.ms).toBeGreaterThan(1000); // it did wait for the deadline: the connection really was silent
    // A raw query fails with the typed "database unavailable" error.
    const raw = await within5s(() => handle.runner.query("select 1"));
    expect(isDatabaseUnavailable(raw.thrown), String(raw.thrown)).toBe(true);
    expect(await count()).toBe(before);
    proxy.restore();
    await expectRecovery(actions, form, added.id, before);
  }, 60_000);

  it("postgres.js race: a query issued between a reset connection's 'error' and 'close' events is rejected, not lost", async () => {
    const factory = guardedSocketFactory({ responseTimeoutMs: 0 });
    let inWindow: Promise<unknown> | undefined;
    const sql = postgres(proxiedUrl, {
      max: 1,
      onnotice: () => {},
      // postgres.js accepts a socket factory but its types do not list the option.
      ...{
        socket: (options: Parameters<typeof factory>[0]) => {
          const socket = factory(options);
          // Runs after the 'error' handlers, before Node's 'close' (which comes after libuv closed the handle).
          socket.once("error", () => queueMicrotask(() => (inWindow = sql`select 1 as x`.then((rows) => ({ rows }), (thrown: unknown) => ({ thrown })))));
          return socket;
        },
      },
    });
    try {
      expect(await sql`select 1 as x`).toEqual([{ x: 1 }]);
      proxy.cutNow();
      await vi.waitFor(() => expect(inWindow).toBeDefined());
      const outcome = (await within5s(() => inWindow!)).value as { rows?: unknown; thrown?: unknown };
      expect(isDatabaseUnavailable(outcome.thrown), String(outcome.thrown ?? JSON.stringify(outcome.rows))).toBe(true);
      proxy.restore();
      expect(await sql`select 2 as x`).toEqual([{ x: 2 }]);
    } finally {
      proxy.restore();
      await sql.end({ timeout: 1 });
    }
  }, 30_000);
});

afterEach(() => proxy?.restore());

/** Logged in, dashboard unlocked, one client "Ama Mensah" (40.00 of 100.00 paid). */
async function adminWithClient() {
  const harness = await import("./clients/session-harness");
  const actions = await import("@/lib/clients/admin-actions");
  const sessionId = await harness.logIn();
  await harness.unlockDashboard(sessionId);
  const form = { name: "Ama Mensah", email: "ama@example.com", phone: "0240000000", workDescription: "Assignments", totalAmount: "100.00", amountPaid: "40.00" };
  const added = await actions.addClient(form);
  if (!added.ok) throw new Error(added.error);
  const count = async () => (await direct`select count(*)::int as n from clients`)[0]!.n as number;
  return { actions, form, added: added.data, count };
}

/** After restore, the same process and pool work again without help: an update and an add both land. */
async function expectRecovery(actions: typeof import("@/lib/clients/admin-actions"), form: Record<string, string>, id: string, before: number) {
  // the version the row has now (the updates refused during the fault changed nothing)
  const [{ version }] = (await direct`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as version from clients where id = ${id}`) as unknown as [{ version: string }];
  const updated = (await within5s(() => actions.updateClient(id, { ...form, amountPaid: "100.00", updatedAt: version }))).value!;
  expect(updated).toMatchObject({ ok: true });
  expect(await direct`select amount_paid::text as paid from clients where id = ${id}`).toEqual([{ paid: "100.00" }]);
  const added = (await within5s(() => actions.addClient({ ...form, name: "Esi Owusu" }))).value!;
  expect(added).toMatchObject({ ok: true });
  expect((await direct`select count(*)::int as n from clients`)[0]!.n).toBe(before + 1);
}

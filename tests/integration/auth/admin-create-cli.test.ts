import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/internal/admin-create/route";
import { openDatabase } from "@/lib/db";
import { lockPath } from "@/lib/db/embedded-lock";
import { rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "@/tests/helpers/db";
import { tempDir } from "@/tests/helpers/temp-dir";

/** `npm run admin:create` as a real child process, against the embedded database, a running server, and DATABASE_URL. */
const ROOT = path.resolve(__dirname, "../../..");
const isPostgres = process.env.TEST_DB_KIND === "postgres";

function cli(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const childEnv = { ...process.env, ...env } as NodeJS.ProcessEnv;
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
    execFile(
      path.join(ROOT, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/admin-create.ts", ...args],
      { cwd: ROOT, env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const t = useTestDatabase();

describe.runIf(!isPostgres)("admin:create on the embedded database", () => {
  it("creates, then resets, an admin with argon2id hashes; refuses a bad code", async () => {
    const dataDir = tempDir("admin-cli-");
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    const created = await cli(["--email", "Owner@Example.com", "--password", "first-password", "--code", "1234"], env);
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain("Created admin owner@example.com.");
    const bad = await cli(["--email", "owner@example.com", "--password", "second-password", "--code", "12345"], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("The unlock code must be exactly 4 digits.");
    const reset = await cli(["--email", "owner@example.com", "--password=second-password", "--code=9876"], env);
    expect(reset.out).toContain("Reset the password and unlock code of owner@example.com");
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const rows = await handle.runner.query<{ email: string; password_hash: string; unlock_code_hash: string }>("select * from admin_users");
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe("owner@example.com");
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.unlock_code_hash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(rows)).not.toContain("second-password");
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("never opens a folder a running process holds: it refuses with a clear message when it cannot go through it", async () => {
    const dataDir = tempDir("admin-cli-");
    // This test process plays the server holding the folder (a live pid that is not the CLI's).
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
    const result = await cli(["--email", "x@example.com", "--password", "some-password", "--code", "1234"], { DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(result.code).toBe(1);
    expect(result.out).toContain(`is in use by process ${process.pid}`);
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  describe("through the running server", () => {
    let server: Server;
    let dataDir = "";
    const token = randomBytes(32).toString("hex");
    const saved = process.env.DATA_DIR;
    beforeAll(async () => {
      dataDir = tempDir("admin-cli-");
      process.env.DATA_DIR = dataDir;
      // The real route handler, served over HTTP from this process (which holds the lock, like `next start`).
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const response = await POST(new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) }));
        res.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const port = (server.address() as { port: number }).port;
      writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, port, token, startedAt: new Date().toISOString() }));
    });
    afterAll(async () => {
      process.env.DATA_DIR = saved;
      await new Promise((resolve) => server.close(resolve));
    });

    it("sends the request to the server, which needs the lock file's token", async () => {
      const result = await cli(["--email", "via-server@example.com", "--password", "server-password", "--code", "4321"], { DATA_DIR: dataDir, DATABASE_URL: undefined });
      expect(result.out).toContain("Created admin via-server@example.com.");
      const rows = rowsOf<{ email: string }>(await t.db.execute(sql`select email from admin_users where email = 'via-server@example.com'`));
      expect(rows).toHaveLength(1);
      const forged = await POST(new Request("http://x/api/internal/admin-create", { method: "POST", headers: { authorization: "Bearer nope" }, body: "{}" }));
      expect(forged.status).toBe(404);
      const invalid = await POST(new Request("http://x/", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ email: "a@b.co", password: "short", unlockCode: "1" }) }));
      expect(invalid.status).toBe(400);
    });
  });
});

describe.runIf(isPostgres)("admin:create with DATABASE_URL", () => {
  it("creates the admin in that database (applying migrations first)", async () => {
    const name = `cli_${randomBytes(5).toString("hex")}`;
    const admin = postgres(process.env.TEST_PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${name}`;
    try {
      const result = await cli(["--email", "pg-admin@example.com", "--password", "pg-password", "--code", "2468"], { DATABASE_URL: url.toString() });
      expect(result.out).toContain("Created admin pg-admin@example.com.");
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const rows = await check`select email, password_hash from admin_users`;
      await check.end();
      expect(rows.map((r) => r.email)).toEqual(["pg-admin@example.com"]);
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

/**
 * Starts the built app for the Playwright specs: a fresh database `e2e_<port>` on the PostgreSQL test server
 * (TEST_PG_URL, started by scripts/pg-test-server.sh), migrated, and a fresh DATA_DIR under .tmp/.
 * The database URL and data folder are written to .tmp/e2e-<port>.json so specs can check rows and files.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "@/lib/db";

const port = process.argv[2] || "3100";
const adminUrl = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:54329/postgres";
const dbName = `e2e_${port}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.unsafe(`create database ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const handle = await openDatabase({ kind: "postgres", url: url.toString(), migrate: true });
await handle.close();

const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const info = { databaseUrl: url.toString(), dataDir, port: Number(port) };
writeFileSync(path.resolve(`.tmp/e2e-${port}.json`), JSON.stringify(info));

const child = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: info.databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: process.env.SESSION_SECRET || "e2e-session-secret-at-least-32-characters-long",
    ADMIN_EMAIL: process.env.ADMIN_EMAIL || "admin@example.com",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || "correct-horse-battery",
    ADMIN_UNLOCK_CODE: process.env.ADMIN_UNLOCK_CODE || "4826",
    TOOLS_RATE_LIMIT_PER_MIN: process.env.TOOLS_RATE_LIMIT_PER_MIN || "1000",
    REQUEST_RATE_LIMIT_PER_HOUR: process.env.REQUEST_RATE_LIMIT_PER_HOUR || "1000",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));

/**
 * npm run bench:load — issue 7 point 4. Against `next start` on PostgreSQL (a fresh database on the test server):
 *  1. POST /api/requests at a fixed 50 submissions a second for 60 s (unique submissions, same-origin headers);
 *  2. each text tool at its rate limit from many clients (distinct X-Forwarded-For, each sending exactly its quota).
 * Prints p50/p99 latency and errors, then checks rows in client_requests == successful (201) answers.
 * Needs a build: NEXT_DIST_DIR=.next-load npx next build. Env: LOAD_PORT (3110), LOAD_SECONDS (60), LOAD_RATE (50).
 */
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "@/lib/db";

// autocannon ships no types: the few fields used here.
type AcResult = { requests: { total: number }; latency: { p50: number; p99: number; max: number }; errors: number; timeouts: number };
type AcReq = Record<string, unknown>;
const autocannon: (opts: Record<string, unknown>) => Promise<AcResult> = (await import("autocannon" as string)).default;

const PORT = Number(process.env.LOAD_PORT ?? 3110);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 50);
const TOOL_SECONDS = Number(process.env.LOAD_TOOL_SECONDS ?? 20);
const TOOL_LIMIT = 20; // TOOLS_RATE_LIMIT_PER_MIN default
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const pgUrl = process.env.TEST_PG_URL ?? execFileSync("bash", [path.join(root, "scripts/pg-test-server.sh"), "start"], { encoding: "utf8" }).trim();
  const name = `load_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${name}`;
  await (await openDatabase({ kind: "postgres", url: dbUrl.toString(), migrate: true })).close();
  const dataDir = path.join(root, ".tmp/load-data");
  rmSync(dataDir, { recursive: true, force: true });

  const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-load",
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      SESSION_SECRET: "load-bench-session-secret-0123456789abcdef",
      COOKIE_SECURE: "false",
      REQUEST_RATE_LIMIT_PER_HOUR: "1000000",
      OPENAI_API_KEY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let serverLog = "";
  server.stdout.on("data", (d) => (serverLog += d));
  server.stderr.on("data", (d) => (serverLog += d));
  try {
    await waitForServer();
    const form = await benchRequestForm();
    const tools = [];
    for (const tool of ["detect", "humanize", "plagiarism"] as const) tools.push(await benchTool(tool));
    await new Promise((r) => setTimeout(r, 2000)); // after() hooks (indexing) settle
    const verify = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
    const [{ rows, distinct }] = await verify`select count(*)::int as rows, count(distinct submission_key)::int as distinct from client_requests`;
    await verify.end();
    console.log("\n== request form ==");
    console.log(form.summary);
    console.log(`rows in client_requests: ${rows} (distinct submission keys ${distinct}); successful answers (201): ${form.created}`);
    console.log(rows === form.created && distinct === rows ? "OK: nothing lost, nothing duplicated" : "MISMATCH: rows != successful answers");
    console.log("\n== text tools (each client sends exactly its per-minute quota) ==");
    for (const t of tools) console.log(t);
    if (rows !== form.created) process.exitCode = 1;
  } catch (error) {
    console.error(error, "\nserver log tail:\n", serverLog.slice(-3000));
    process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${ORIGIN}/`);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("server did not start");
}

function latency(result: AcResult) {
  return `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`;
}

async function benchRequestForm() {
  let n = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${ORIGIN}/api/requests`,
    connections: 20,
    overallRate: RATE,
    // A fixed number of requests (not a duration) so autocannon waits for every answer: with `duration` the requests
    // still in flight at the end are saved by the server but never counted as answers.
    amount: RATE * SECONDS,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (req: AcReq) => {
          const i = ++n;
          const body = new URLSearchParams({
            name: `Load Tester ${i}`, institution: "University of Ghana", program: "MPhil Economics", email: `load${i}@example.com`,
            phone: "+233 24 123 4567", projectType: "assignment", details: `Load test submission ${i}`, submissionKey: randomUUID(),
          }).toString();
          return { ...req, body, headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: ORIGIN, "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}` } };
        },
        onResponse: (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  const created = statuses.get(201) ?? 0;
  const summary = `${result.requests.total} sent (${RATE * SECONDS} planned: ${RATE}/s for ${SECONDS} s); statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors (socket/timeouts) ${result.errors + result.timeouts}; ${latency(result)}`;
  return { created, summary };
}

async function benchTool(tool: "detect" | "humanize" | "plagiarism") {
  const text = "The committee reviewed the proposal carefully and asked for clearer evidence on the sampling method. ".repeat(6);
  const rate = 10; // requests a second over all clients
  let n = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${ORIGIN}/api/${tool}`,
    connections: 10,
    overallRate: rate,
    duration: TOOL_SECONDS,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (req: AcReq) => {
          // Client k sends requests k*20 .. k*20+19: exactly its per-minute quota, so none should be refused.
          const client = Math.floor(n++ / TOOL_LIMIT);
          return { ...req, body: JSON.stringify({ text }), headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": `10.20.${tool.length}.${client}` } };
        },
        onResponse: (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  const clients = Math.ceil(n / TOOL_LIMIT);
  return `${tool}: ${result.requests.total} requests from ${clients} clients at ${rate}/s for ${TOOL_SECONDS} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors ${result.errors + result.timeouts}; ${latency(result)}`;
}

await main();

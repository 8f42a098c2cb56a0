/**
 * npm run admin:create [-- --email a@b.c --password '...' --code 1234]
 *
 * Creates an admin, or resets the password and unlock code of an existing one (which also logs out its sessions).
 * Missing values are asked for on the terminal (password and code hidden). Works with DATABASE_URL and with the
 * embedded database; when a running server holds the embedded database (one process only may open PGlite), the
 * request goes through that server's internal route, authenticated by the token in its lock file, and when that
 * is not possible it stops with a clear message instead of opening the folder.
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { adminInputSchema, upsertAdmin, type AdminInput } from "@/lib/auth/admins";
import { openDatabase, setDatabaseForTests } from "@/lib/db";
import { acquireLock, readLiveLock } from "@/lib/db/embedded-lock";
import { env } from "@/lib/env";

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes("=") ? args[i]!.slice(args[i]!.indexOf("=") + 1) : args[i + 1];
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the secret is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(s);
    };
  }
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer;
}

async function collect(): Promise<AdminInput> {
  const given = { email: flag("email"), password: flag("password"), unlockCode: flag("code") };
  const missing = Object.entries(given).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length && !process.stdin.isTTY) {
    throw new Error(`Missing ${missing.map((m) => (m === "unlockCode" ? "--code" : `--${m}`)).join(", ")} (no terminal to ask on).`);
  }
  const email = given.email ?? (await ask("Admin e-mail: "));
  let password = given.password;
  if (password === undefined) {
    password = await ask("Password (at least 8 characters): ", true);
    if ((await ask("Repeat the password: ", true)) !== password) throw new Error("The passwords do not match.");
  }
  const unlockCode = given.unlockCode ?? (await ask("4-digit unlock code: ", true));
  return { email, password, unlockCode };
}

async function viaServer(input: AdminInput, port: number, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/admin-create`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await res.json().catch(() => ({}))) as { email?: string; created?: boolean; error?: string };
  if (!res.ok) throw new Error(body.error ?? `The running server answered ${res.status}.`);
  return { email: body.email!, created: Boolean(body.created) };
}

async function main() {
  const input = await collect();
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));

  let result: { email: string; created: boolean };
  if (env.databaseUrl) {
    const handle = await openDatabase({ kind: "postgres", url: env.databaseUrl, migrate: true, max: 2 });
    setDatabaseForTests(handle);
    result = await upsertAdmin(input).finally(() => handle.close());
  } else {
    const live = readLiveLock(env.dataDir);
    if (live) {
      if (!live.port || !live.token) {
        throw new Error(
          `The embedded database in ${env.dataDir} is in use by process ${live.pid}, which cannot take this request. ` +
            "Stop that server and run this again (it was not opened, so nothing was changed).",
        );
      }
      result = await viaServer(input, live.port, live.token);
    } else {
      acquireLock(env.dataDir);
      const handle = await openDatabase({ kind: "pglite", dataDir: path.join(env.dataDir, "db"), migrate: true });
      setDatabaseForTests(handle);
      result = await upsertAdmin(input).finally(() => handle.close());
    }
  }
  console.log(result.created ? `Created admin ${result.email}.` : `Reset the password and unlock code of ${result.email}; its open sessions were ended.`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`admin:create: ${error.message}`);
    process.exit(1);
  },
);

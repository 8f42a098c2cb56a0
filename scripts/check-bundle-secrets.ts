/**
 * Fails when the browser bundle (NEXT_DIST_DIR/static) contains a server secret: the values of the secret
 * environment variables the build or test run had, and well-known key shapes (OpenAI keys, Supabase service-role JWTs,
 * private keys). Run after `next build`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(process.env.NEXT_DIST_DIR || ".next", "static");
const secretNames = ["SESSION_SECRET", "SUPABASE_SERVICE_ROLE_KEY", "OPENAI_API_KEY", "GPTZERO_API_KEY", "SAPLING_API_KEY", "BRAVE_SEARCH_API_KEY", "DATABASE_URL", "ADMIN_PASSWORD"];
const values = secretNames.map((n) => [n, process.env[n]] as const).filter(([, v]) => v && v.length >= 8);
const shapes: [string, RegExp][] = [
  ["OpenAI-style key", /\bsk-[A-Za-z0-9_-]{20,}/],
  ["service_role JWT", /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*c2VydmljZV9yb2xl[A-Za-z0-9_-]*\./],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["postgres URL with password", /postgres(?:ql)?:\/\/[^:\s"']+:[^@\s"']+@/],
];

function* files(d: string): Generator<string> {
  for (const name of readdirSync(d)) {
    const p = path.join(d, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

let count = 0;
const found: string[] = [];
for (const file of files(dir)) {
  count++;
  const text = readFileSync(file, "utf8");
  for (const [name, value] of values) if (text.includes(value!)) found.push(`${path.relative(dir, file)}: value of ${name}`);
  for (const [label, re] of shapes) if (re.test(text)) found.push(`${path.relative(dir, file)}: ${label}`);
}
if (found.length) {
  console.error(`Secrets in the client bundle:\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log(`No secrets in ${count} client bundle files (${values.length} secret values and ${shapes.length} key shapes checked).`);

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs session cookies. SESSION_SECRET when set (at least 32 characters). A production deployment
 * (NODE_ENV=production with DATABASE_URL) must set it. Otherwise (embedded mode, development, tests) one is
 * generated once and kept in DATA_DIR/session-secret, so sessions survive restarts. No `server-only`: proxy.ts uses it.
 */
export const MIN_SECRET_LENGTH = 32;

let cached: { key: string; secret: Uint8Array } | null = null;

export class SessionSecretError extends Error {}

export function getSessionSecret(): Uint8Array {
  const dataDir = path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || ".data");
  const fromEnv = process.env.SESSION_SECRET;
  const key = fromEnv ? `env:${fromEnv}` : `file:${dataDir}`;
  if (cached?.key === key) return cached.secret;
  const value = fromEnv ? checked(fromEnv) : fileSecret(dataDir);
  cached = { key, secret: new TextEncoder().encode(value) };
  return cached.secret;
}

function checked(value: string) {
  if (value.length < MIN_SECRET_LENGTH) {
    throw new SessionSecretError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return value;
}

function fileSecret(dataDir: string) {
  if (process.env.NODE_ENV === "production" && process.env.DATABASE_URL) {
    throw new SessionSecretError("SESSION_SECRET is required in production (NODE_ENV=production with DATABASE_URL).");
  }
  const file = path.join(dataDir, "session-secret");
  try {
    return checked(readFileSync(file, "utf8").trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString("base64url");
  try {
    // "wx": if two processes race, the second keeps the first one's secret.
    writeFileSync(file, generated + "\n", { mode: 0o600, flag: "wx" });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return checked(readFileSync(file, "utf8").trim());
  }
}

import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getSessionSecret } from "@/lib/auth/secret";
import { tempDir } from "@/tests/helpers/temp-dir";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("session secret", () => {
  it("uses SESSION_SECRET and refuses a short one", () => {
    process.env.SESSION_SECRET = "x".repeat(40);
    expect(new TextDecoder().decode(getSessionSecret())).toBe("x".repeat(40));
    process.env.SESSION_SECRET = "too-short";
    expect(() => getSessionSecret()).toThrow(/at least 32 characters/);
  });

  it("is required in production with a database server", () => {
    delete process.env.SESSION_SECRET;
    Object.assign(process.env, { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", DATA_DIR: tempDir("secret-") });
    expect(() => getSessionSecret()).toThrow(/SESSION_SECRET is required/);
  });

  it("in embedded mode is generated once into DATA_DIR/session-secret (0600) and kept", () => {
    delete process.env.SESSION_SECRET;
    delete process.env.DATABASE_URL;
    const dir = tempDir("secret-");
    process.env.DATA_DIR = dir;
    const first = new TextDecoder().decode(getSessionSecret());
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    process.env.DATA_DIR = tempDir("secret-");
    expect(new TextDecoder().decode(getSessionSecret())).not.toBe(first);
    process.env.DATA_DIR = dir;
    expect(new TextDecoder().decode(getSessionSecret())).toBe(first);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { startServer } from "@/lib/server-start";
import { tempDir } from "@/tests/helpers/temp-dir";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe("server start", () => {
  it("stops with the reason when production has no SESSION_SECRET, before opening the database", async () => {
    delete process.env.SESSION_SECRET;
    delete process.env.NEXT_PHASE;
    // an address nothing listens on: reaching the database step would fail this test with a connection error
    Object.assign(process.env, { NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", DATA_DIR: tempDir("start-") });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.fn();
    await startServer(exit);
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/SESSION_SECRET is required in production.*Set SESSION_SECRET \(32\+ characters\)/);
  });

  it("stops on a SESSION_SECRET that is too short", async () => {
    delete process.env.NEXT_PHASE;
    Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "short", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.fn();
    await startServer(exit);
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/at least 32 characters/);
  });

  it("stops with the reason when the database at DATABASE_URL cannot be reached, instead of answering 500 everywhere", async () => {
    delete process.env.NEXT_PHASE;
    Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.fn();
    await startServer(exit);
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/^\[config\] The database at DATABASE_URL could not be used \(.*ECONNREFUSED.*\)\. Check that it is reachable and migrated \(npm run db:migrate\)/);
  });

  it("does nothing while pages are being built", async () => {
    Object.assign(process.env, { NEXT_PHASE: "phase-production-build", NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    delete process.env.SESSION_SECRET;
    const exit = vi.fn();
    await startServer(exit);
    expect(exit).not.toHaveBeenCalled();
  });
});

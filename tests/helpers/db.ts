import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setDatabaseForTests, type DatabaseHandle } from "@/lib/db";

/**
 * Gives each test file its own migrated database: an in-memory PGlite, or a fresh database on the
 * PostgreSQL 15 server the test command started (TEST_DB_KIND=postgres, TEST_PG_URL). The handle is also
 * installed as the app's database, so data functions under test use it.
 */
export function useTestDatabase() {
  const state: { handle?: DatabaseHandle; dropDb?: () => Promise<void> } = {};
  beforeAll(async () => {
    if (process.env.TEST_DB_KIND === "postgres") {
      const adminUrl = process.env.TEST_PG_URL!;
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      state.handle = await openDatabase({ kind: "postgres", url: url.toString(), migrate: true });
      state.dropDb = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      state.handle = await openDatabase({ kind: "pglite", migrate: true });
    }
    setDatabaseForTests(state.handle);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await state.handle?.close();
    await state.dropDb?.();
  });
  return {
    get handle() {
      if (!state.handle) throw new Error("database not ready: use it inside a test or hook");
      return state.handle;
    },
    get db() {
      return this.handle.db;
    },
  };
}

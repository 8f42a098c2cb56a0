import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";

const t = useTestDatabase();

describe(`row-level security on ${process.env.TEST_DB_KIND}`, () => {
  it("is enabled on every table of the public schema", async () => {
    const rows = await t.handle.runner.query<{ tablename: string; rowsecurity: boolean }>(
      `select tablename, rowsecurity from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => !r.rowsecurity).map((r) => r.tablename)).toEqual([]);
  });

  it("gives a role without a policy nothing, while the owner still reads", async () => {
    await t.handle.runner.exec(`do $$ begin if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if; end $$;
      grant usage on schema public to anon; grant select on all tables in schema public to anon;`);
    await t.handle.runner.transaction(async (tx) => {
      await tx.exec("set local role anon");
      const rows = await tx.query<{ n: number }>("select count(*)::int as n from clients");
      expect(rows[0].n).toBe(0);
    });
    const owner = await t.handle.runner.query<{ n: number }>("select count(*)::int as n from clients");
    expect(owner[0].n).toBeGreaterThanOrEqual(1); // the settings row
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type SqlRunner = {
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs a query and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn inside a transaction on the same connection. */
  transaction(fn: (tx: SqlRunner) => Promise<void>): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "supabase", "migrations");

export function listMigrations(dir = MIGRATIONS_DIR) {
  return readdirSync(/* turbopackIgnore: true */ dir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ""), sql: readFileSync(path.join(/* turbopackIgnore: true */ dir, file), "utf8") }));
}

/**
 * Applies every migration not yet recorded, each in its own transaction, in file-name order.
 * An advisory lock keeps two servers starting at once from applying the same file twice.
 */
export async function applyMigrations(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists app_migrations (name text primary key, applied_at timestamptz not null default now())`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(734920111)`);
    const done = new Set((await tx.query<{ name: string }>(`select name from app_migrations`)).map((r) => r.name));
    for (const m of listMigrations(dir)) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query(`insert into app_migrations (name) values ($1)`, [m.name]);
      applied.push(m.name);
    }
  });
  return applied;
}

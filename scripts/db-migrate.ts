/**
 * `npm run db:migrate`: applies supabase/migrations to DATABASE_URL (production, Supabase, a local server) or, with
 * no DATABASE_URL, to the embedded PGlite database under DATA_DIR (the server also does that itself on start).
 */
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { acquireLock, DatabaseInUseError } from "@/lib/db/embedded-lock";
import { applyMigrations } from "@/lib/db/migrations";
import { env } from "@/lib/env";

async function main() {
  if (env.databaseUrl) {
    const handle = await openDatabase({ kind: "postgres", url: env.databaseUrl, max: 1 });
    await report(await applyMigrations(handle.runner), new URL(env.databaseUrl).host);
    await handle.close();
    return;
  }
  try {
    const release = acquireLock(env.dataDir);
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(env.dataDir, "db") });
    await report(await applyMigrations(handle.runner), `embedded database in ${env.dataDir}`);
    await handle.close();
    release();
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.log(`${error.message}\nThe running server applied the migrations when it started; nothing to do.`);
      return;
    }
    throw error;
  }
}

async function report(applied: string[], where: string) {
  console.log(applied.length ? `Applied ${applied.length} migration(s) to ${where}:\n  ${applied.join("\n  ")}` : `${where} is up to date.`);
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";
import { applyMigrations, type SqlRunner } from "./migrations";
import { acquireLock } from "./embedded-lock";
import { guardedSocketFactory } from "./pg-socket";

export { DatabaseUnavailableError, isDatabaseUnavailable } from "./pg-socket";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Unlisten = () => Promise<void>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Db;
  runner: SqlRunner;
  /** Postgres LISTEN: cb receives each NOTIFY payload on channel. */
  listen(channel: string, cb: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
};

export type OpenOptions =
  | { kind: "pglite"; dataDir?: string; migrate?: boolean }
  | {
      kind: "postgres";
      url: string;
      migrate?: boolean;
      max?: number;
      /**
       * Per-connection answer deadline (see pg-socket.ts). Off by default for scripts (imports, migrations may run
       * long statements); the app's connection (getDatabase) uses POSTGRES_TIMEOUTS.responseTimeoutMs.
       */
      responseTimeoutMs?: number;
    };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.kind === "pglite" ? await openPglite(options.dataDir) : await openPostgres(options.url, options.max, options.responseTimeoutMs);
  if (options.migrate) await applyMigrations(handle.runner);
  return handle;
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const runnerFor = (q: Pick<typeof pg, "exec" | "query">): SqlRunner => ({
    exec: async (sql) => void (await q.exec(sql)),
    query: async <T,>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
    transaction: (fn) => pg.transaction(async (tx) => fn(runnerFor(tx))),
  });
  return {
    kind: "pglite",
    db: drizzle({ client: pg, schema }) as unknown as Db,
    runner: runnerFor(pg),
    listen: async (channel, cb) => {
      const unsubscribe = await pg.listen(channel, cb);
      return async () => unsubscribe();
    },
    close: () => pg.close(),
  };
}

/** Connection timing for PostgreSQL; see docs in pg-socket.ts for why each exists. */
export const POSTGRES_TIMEOUTS = {
  /** TCP connect and startup (auth) must finish within this. */
  connectTimeoutSeconds: 3,
  /** Longest wait before a connection that closed with an error tries again (postgres.js grows it up to 20 s). */
  maxBackoffSeconds: 1,
  /** A request with no byte of answer within this marks the connection dead (0 = off). */
  responseTimeoutMs: Number(process.env.DB_RESPONSE_TIMEOUT_MS ?? 4000),
  /** TCP keepalive probes on idle connections start after this. */
  keepAliveSeconds: 15,
};

/** The URL (or PGSSLMODE) asks for TLS: postgres.js then wraps the socket itself. */
function wantsTls(url: string): boolean {
  const params = new URL(url).searchParams;
  const mode = params.get("sslmode") ?? params.get("ssl") ?? process.env.PGSSLMODE ?? process.env.PGSSL;
  return Boolean(mode && mode !== "disable" && mode !== "false");
}

async function openPostgres(url: string, max = 10, responseTimeoutMs = 0): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const t = POSTGRES_TIMEOUTS;
  // Short timeouts so a visitor hears "try again" within seconds when the database is down, and a bounded backoff:
  // postgres.js's default (3^n / 100 s, up to 20 s, n = errors since the last good connect) made a query issued
  // after a few failed ones wait 10-20 s before it even tried to connect, during an outage and after it.
  // The socket factory makes a reset connection fail its queries at once (see pg-socket.ts).
  const sql = postgres(url, {
    max,
    connect_timeout: t.connectTimeoutSeconds,
    idle_timeout: 30,
    keep_alive: t.keepAliveSeconds,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, t.maxBackoffSeconds) * (0.5 + Math.random() / 2),
    onnotice: () => {},
    prepare: false,
    ...(wantsTls(url) ? {} : { socket: guardedSocketFactory({ responseTimeoutMs }) }),
  });
  type Queryable = Pick<typeof sql, "unsafe">;
  const runnerFor = (q: Queryable): SqlRunner => ({
    exec: async (text) => void (await q.unsafe(text)),
    query: async <T,>(text: string, params?: unknown[]) => (await q.unsafe(text, params as never[])) as unknown as T[],
    transaction: async (fn) => void (await sql.begin((tx) => fn(runnerFor(tx as unknown as Queryable)))),
  });
  return {
    kind: "postgres",
    db: drizzle({ client: sql, schema }) as unknown as Db,
    runner: runnerFor(sql),
    listen: async (channel, cb) => {
      const sub = await sql.listen(channel, (payload) => cb(payload));
      return async () => sub.unlisten();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

type GlobalWithDb = typeof globalThis & { __appDatabase?: Promise<DatabaseHandle> };
const g = globalThis as GlobalWithDb;

/**
 * The process-wide database: DATABASE_URL when set, otherwise PGlite under DATA_DIR/db, migrated on first use.
 * Kept on globalThis so hot reloads in development reuse one PGlite instance instead of opening the folder twice.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!g.__appDatabase) {
    g.__appDatabase = (async () => {
      if (env.databaseUrl) {
        return openDatabase({ kind: "postgres", url: env.databaseUrl, migrate: false, responseTimeoutMs: POSTGRES_TIMEOUTS.responseTimeoutMs });
      }
      acquireLock(env.dataDir);
      return openDatabase({ kind: "pglite", dataDir: path.join(env.dataDir, "db"), migrate: true });
    })();
    g.__appDatabase.catch(() => {
      g.__appDatabase = undefined;
    });
  }
  return g.__appDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests swap in their own database (an in-memory PGlite or a fresh database on the PostgreSQL server). */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  g.__appDatabase = handle ? Promise.resolve(handle) : undefined;
}

export { schema };

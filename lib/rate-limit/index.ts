import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { slidingEstimate, slidingWaitMs } from "./sliding";

/** `count`: hits in the current window, this one included; `previous`: hits in the window before it. */
export type RateLimitResult = { allowed: boolean; count: number; previous: number; limit: number; retryAfterSeconds: number };

export type RateLimitOptions = {
  /**
   * "fixed" (default): the count of the current calendar window, which resets at its end (login lockouts, the
   * daily cap on paid calls). "sliding": the current window's count plus the previous window's, weighted by how
   * much of it still overlaps the last `windowSeconds` (the estimate Cloudflare uses), so a client cannot send
   * twice the limit across a window edge (public forms and tools).
   */
  mode?: "fixed" | "sliding";
  now?: Date;
};

/**
 * Counter in Postgres, so the limit holds across server instances. One statement per hit: the row for
 * (bucket, window) is created or incremented atomically and the new count returned, with the previous window's
 * count for the sliding estimate.
 */
/** The start of the window that holds `now`: windows are aligned on the epoch, so every server instance agrees. */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export async function hitRateLimit(bucket: string, limit: number, windowSeconds: number, { mode = "fixed", now = new Date() }: RateLimitOptions = {}): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = windowStartOf(now, windowSeconds);
  const previousStart = new Date(windowStart.getTime() - windowMs);
  const db = await getDb();
  await pruneNowAndThen(now);
  const rows = await db.execute<{ count: number; previous: number }>(sql`
    with hit as (
      insert into rate_limits (bucket, window_start, count) values (${bucket}, ${windowStart.toISOString()}, 1)
      on conflict (bucket, window_start) do update set count = rate_limits.count + 1
      returning count)
    select (select count from hit) as count,
      coalesce((select count from rate_limits where bucket = ${bucket} and window_start = ${previousStart.toISOString()}), 0) as previous`);
  const row = rowsOf<{ count: number; previous: number }>(rows)[0];
  const count = Number(row?.count ?? 0);
  const previous = Number(row?.previous ?? 0);
  const elapsedMs = now.getTime() - windowStart.getTime();
  if (mode === "fixed") {
    return { allowed: count <= limit, count, previous, limit, retryAfterSeconds: Math.max(1, Math.ceil((windowMs - elapsedMs) / 1000)) };
  }
  const allowed = slidingEstimate({ count, previous, windowMs, elapsedMs }) <= limit;
  return { allowed, count, previous, limit, retryAfterSeconds: slidingRetryAfterSeconds({ count, previous, limit, windowMs, elapsedMs }) };
}

/** Whole seconds for a Retry-After or a "try again in" message, never 0. */
export function slidingRetryAfterSeconds(state: Parameters<typeof slidingWaitMs>[0]): number {
  return Math.max(1, Math.ceil(slidingWaitMs(state) / 1000));
}

/**
 * Takes back one hit of the current window (never below 0): a login that succeeded, or one refused before its
 * password was checked, so the counter holds failures only and a refused attempt cannot extend the block.
 */
export async function releaseHit(bucket: string, windowSeconds: number, now = new Date()): Promise<void> {
  const windowStart = windowStartOf(now, windowSeconds).toISOString();
  const db = await getDb();
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where bucket = ${bucket} and window_start = ${windowStart}`);
}

/** Counts hits in the current window without adding one (for lockout checks). */
export async function peekRateLimit(bucket: string, windowSeconds: number, now = new Date()): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const db = await getDb();
  const rows = await db.execute<{ count: number }>(sql`
    select count from rate_limits where bucket = ${bucket} and window_start = ${windowStart.toISOString()}`);
  return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_AFTER_MS = 2 * 86_400_000;
/** Rows deleted per pass at most, so a pass stays short whatever has piled up (24 passes a day clear 240,000). */
const PRUNE_BATCH = 10_000;
let lastPrune = 0;

/**
 * Deletes windows older than two days before this hit, at most once an hour per server process, from the hits
 * themselves (no job ran the pruning before, and the table only grew). A failure is logged, never the caller's.
 */
async function pruneNowAndThen(now: Date) {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  try {
    await pruneRateLimits(now);
  } catch (error) {
    console.error("rate limit pruning failed:", error instanceof Error ? error.message : error);
  }
}

/** Old windows are useless: deletes those older than two days, at most PRUNE_BATCH rows a call. */
async function pruneRateLimits(now: Date) {
  const db = await getDb();
  const before = new Date(now.getTime() - PRUNE_AFTER_MS).toISOString();
  await db.execute(sql`delete from rate_limits where ctid in (select ctid from rate_limits where window_start < ${before} limit ${PRUNE_BATCH})`);
}

// drizzle's execute returns `{ rows }` on PGlite and an array on postgres-js.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

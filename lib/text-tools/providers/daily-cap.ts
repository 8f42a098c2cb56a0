import "server-only";
import { hitRateLimit, peekRateLimit } from "@/lib/rate-limit";

/**
 * Daily cap on paid model calls (OPENAI_DAILY_CALL_LIMIT, unset = no cap), counted in Postgres (the shared
 * rate_limits table, one row per UTC day and provider) so every server instance shares it. Past the cap the
 * tools answer with their local engines.
 */
const DAY = 86_400;

export function dailyCallLimit(): number | null {
  const raw = process.env.OPENAI_DAILY_CALL_LIMIT?.trim();
  if (!raw) return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** Takes one paid call from today's allowance; false when the cap is reached (the call must not be made). */
export async function reservePaidCall(provider = "openai", now = new Date()): Promise<boolean> {
  const limit = dailyCallLimit();
  if (limit === null) return true;
  if (limit === 0) return false;
  const bucket = `paid-calls:${provider}`;
  // Peek first so a day past the cap does not keep writing to the counter.
  if ((await peekRateLimit(bucket, DAY, now)) >= limit) return false;
  const r = await hitRateLimit(bucket, limit, DAY, { now });
  return r.allowed;
}

/** Paid calls made today (for the admin view and tests). */
export async function paidCallsToday(provider = "openai", now = new Date()): Promise<number> {
  return peekRateLimit(`paid-calls:${provider}`, DAY, now);
}

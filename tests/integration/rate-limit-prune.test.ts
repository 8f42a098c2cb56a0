import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hitRateLimit, rowsOf } from "@/lib/rate-limit";
import { useTestDatabase } from "../helpers/db";

/**
 * Every rate-limited call (text tools per minute and IP, the request and contact forms, logins, the daily cap) writes a
 * row per bucket and window to rate_limits. pruneRateLimits, which deletes windows older than two days, was never
 * called: the table only grew (about 1,440 rows a day for each IP that uses a tool through the day), on a Supabase
 * database whose size is the plan's limit. A hit now deletes windows older than two days (10,000 rows a pass), at
 * most once an hour per server process.
 */
const t = useTestDatabase();

const buckets = async () => rowsOf<{ bucket: string }>(await t.db.execute(sql`select bucket from rate_limits order by bucket`)).map((r) => r.bucket);

describe(`old rate-limit windows are deleted on ${process.env.TEST_DB_KIND}`, () => {
  it("a hit deletes windows older than two days and keeps recent ones", async () => {
    await t.db.execute(sql`insert into rate_limits (bucket, window_start, count) values
      ('tools:detect:198.51.100.1', now() - interval '3 days', 7),
      ('requests:198.51.100.2', now() - interval '50 hours', 3),
      ('contact:198.51.100.3', now() - interval '1 hour', 1)`);
    expect(await hitRateLimit("tools:humanize:198.51.100.4", 20, 60, { mode: "sliding" })).toMatchObject({ allowed: true });
    for (let i = 0; i < 50 && (await buckets()).length > 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await buckets()).toEqual(["contact:198.51.100.3", "tools:humanize:198.51.100.4"]);
  });
});

import { describe, expect, it } from "vitest";
import { hitRateLimit } from "@/lib/rate-limit";
import { useTestDatabase } from "../helpers/db";

useTestDatabase();

const at = (minute: number, second: number) => new Date(Date.UTC(2026, 0, 1, 10, minute, second));
const hits = async (bucket: string, mode: "fixed" | "sliding", times: Date[]) => {
  const out: boolean[] = [];
  for (const now of times) out.push((await hitRateLimit(bucket, 2, 60, { mode, now })).allowed);
  return out;
};

describe(`rate limits on ${process.env.TEST_DB_KIND}`, () => {
  it("fixed windows reset at the window's end: two hits just before the edge and two just after all pass", async () => {
    expect(await hits("fixed:a", "fixed", [at(0, 58), at(0, 59), at(1, 0), at(1, 1), at(1, 2)])).toEqual([true, true, true, true, false]);
  });

  it("sliding windows count the previous window by its overlap: no double burst across the edge", async () => {
    // 1 + 2 x 0.99 > 2 just after the edge; at 1:50 still 2 + 2 x 0.17; half-way through the next window 1 + 2 x 0.5
    expect(await hits("sliding:a", "sliding", [at(0, 58), at(0, 59), at(1, 0), at(1, 50), at(2, 30)])).toEqual([true, true, false, false, true]);
  });

  it("a denied hit still counts (a client that keeps hammering stays limited) and buckets are independent", async () => {
    expect(await hits("sliding:b", "sliding", [at(5, 0), at(5, 1), at(5, 2), at(5, 3)])).toEqual([true, true, false, false]);
    expect(await hits("sliding:c", "sliding", [at(5, 4)])).toEqual([true]);
    const r = await hitRateLimit("sliding:b", 2, 60, { mode: "sliding", now: at(5, 30) });
    // not 30 (the window's end): there the 5 hits weigh 1 as the previous window; 1 + 5 x (1 - e/60) <= 2 from 6:48
    expect(r).toMatchObject({ allowed: false, count: 5, previous: 0, limit: 2, retryAfterSeconds: 78 });
    expect((await hitRateLimit("sliding:b", 2, 60, { mode: "sliding", now: at(6, 47) })).allowed).toBe(false);
    expect((await hitRateLimit("sliding:d", 2, 60, { mode: "sliding", now: at(5, 0) })).allowed).toBe(true);
  });

  it("without a mode the window is fixed (login lockouts, the daily cap)", async () => {
    expect((await hitRateLimit("default", 1, 60, { now: at(9, 0) })).allowed).toBe(true);
    expect((await hitRateLimit("default", 1, 60, { now: at(9, 30) })).allowed).toBe(false);
    expect((await hitRateLimit("default", 1, 60, { now: at(10, 0) })).allowed).toBe(true);
  });
});

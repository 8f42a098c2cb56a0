import { describe, expect, it } from "vitest";
import { slidingEstimate, slidingWaitMs } from "@/lib/rate-limit/sliding";

const W = 60_000;
/** Brute force: the first millisecond step (of 100 ms) at which one more hit's estimate is at most the limit. */
function bruteWait(count: number, previous: number, limit: number, elapsedMs: number): number {
  for (let t = elapsedMs; t < elapsedMs + 3 * W; t += 100) {
    const est = t < W ? slidingEstimate({ count: count + 1, previous, windowMs: W, elapsedMs: t }) : slidingEstimate({ count: 1, previous: count, windowMs: W, elapsedMs: t - W });
    if (t >= 2 * W ? 1 <= limit : est <= limit) return t - elapsedMs;
  }
  return Number.POSITIVE_INFINITY;
}

describe("sliding window arithmetic", () => {
  it("weighs the previous window by how much of it still overlaps", () => {
    expect(slidingEstimate({ count: 1, previous: 4, windowMs: W, elapsedMs: 0 })).toBe(5);
    expect(slidingEstimate({ count: 1, previous: 4, windowMs: W, elapsedMs: 45_000 })).toBe(2);
    expect(slidingEstimate({ count: 1, previous: 4, windowMs: W, elapsedMs: 90_000 })).toBe(1);
  });

  it("no wait when one more hit fits now", () => {
    expect(slidingWaitMs({ count: 0, previous: 0, limit: 2, windowMs: W, elapsedMs: 5_000 })).toBe(0);
    expect(slidingWaitMs({ count: 1, previous: 1, limit: 3, windowMs: W, elapsedMs: 40_000 })).toBe(0);
    // 2 + 2 x (1 - e/W) <= 2 only at the edge
    expect(slidingWaitMs({ count: 1, previous: 2, limit: 2, windowMs: W, elapsedMs: 40_000 })).toBe(20_000);
  });

  it("a full window waits past its edge until its own weight has fallen (not just to the edge)", () => {
    // 5 hits, limit 2: in the next window 1 + 5 x (1 - e/W) <= 2 from e = 48 s, i.e. 108 s into this one
    expect(slidingWaitMs({ count: 5, previous: 0, limit: 2, windowMs: W, elapsedMs: 30_000 })).toBe(78_000);
    // login: 10 failures at a window's start, limit 10: 16.5 minutes
    expect(slidingWaitMs({ count: 10, previous: 0, limit: 10, windowMs: 900_000, elapsedMs: 0 })).toBe(990_000);
  });

  it("room in this window: waits only for the previous window's weight to fall", () => {
    // 1 hit now, 4 before, limit 3: 2 + 4 x (1 - e/W) <= 3 from e = 45 s
    expect(slidingWaitMs({ count: 1, previous: 4, limit: 3, windowMs: W, elapsedMs: 10_000 })).toBe(35_000);
  });

  it("agrees with a brute-force search over many states", () => {
    for (const limit of [1, 2, 5, 10])
      for (let count = 0; count <= 14; count += 1)
        for (const previous of [0, 1, 3, 7, 12, 20])
          for (const elapsedMs of [0, 7_300, 30_000, 59_900]) {
            const exact = slidingWaitMs({ count, previous, limit, windowMs: W, elapsedMs });
            const brute = bruteWait(count, previous, limit, elapsedMs);
            expect(Math.abs(exact - brute), `count ${count} previous ${previous} limit ${limit} elapsed ${elapsedMs}`).toBeLessThanOrEqual(100); // one step of the search
          }
  });

  it("a limit below one never opens", () => {
    expect(slidingWaitMs({ count: 0, previous: 0, limit: 0, windowMs: W, elapsedMs: 0 })).toBe(Number.POSITIVE_INFINITY);
  });
});

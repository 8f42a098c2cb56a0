/**
 * The sliding-window estimate (the current window's count plus the previous window's, weighted by how much of it
 * still overlaps the last `windowMs`), as plain functions so the arithmetic is unit-tested apart from SQL.
 */
export type SlidingState = { count: number; previous: number; limit: number; windowMs: number; elapsedMs: number };

/** The estimate of hits in the last window, `count` and `previous` as they stand `elapsedMs` into the current window. */
export function slidingEstimate({ count, previous, windowMs, elapsedMs }: Omit<SlidingState, "limit">): number {
  return count + previous * Math.max(0, 1 - elapsedMs / windowMs);
}

/**
 * How long until one more hit would be allowed (its estimate, itself included, at most `limit`) if none comes
 * before: 0 when it would be allowed now. A Retry-After taken from the window's end alone is too early: at the edge
 * the full current count becomes the previous window's and still weighs 1, so a client that obeys it is refused again.
 */
export function slidingWaitMs({ count, previous, limit, windowMs, elapsedMs }: SlidingState): number {
  if (limit < 1) return Number.POSITIVE_INFINITY;
  if (count + 1 <= limit) {
    if (count + 1 + previous * Math.max(0, 1 - elapsedMs / windowMs) <= limit) return 0;
    // still in this window: wait until the previous window's weight falls to the room left
    const at = windowMs * (1 - (limit - count - 1) / previous);
    return Math.max(0, Math.ceil(at - elapsedMs));
  }
  // in the next window, this window's count is the previous one: 1 + count x (1 - e / W) <= limit
  const at = windowMs + windowMs * (1 - (limit - 1) / count);
  return Math.max(0, Math.ceil(at - elapsedMs));
}

/**
 * Default requests per IP an hour on the request form. Not 10: Ghanaian mobile networks (carrier-grade NAT) and
 * campus Wi-Fi put many students behind one public address, and 10 an hour turned real students away in a busy hour.
 * 30 still stops a script flooding the form from one address; the honeypot and the idempotency key do the rest.
 */
export const DEFAULT_REQUEST_RATE_LIMIT_PER_HOUR = 30;

/** REQUEST_RATE_LIMIT_PER_HOUR when it is a positive number, else the default. */
export function requestRateLimitPerHour(value = process.env.REQUEST_RATE_LIMIT_PER_HOUR): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : DEFAULT_REQUEST_RATE_LIMIT_PER_HOUR;
}

import "server-only";

/**
 * The caller's IP for rate limiting. Behind a proxy the first X-Forwarded-For entry is the client; locally there is
 * no header and every caller counts as one.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim().slice(0, 64);
  return headers.get("x-real-ip")?.trim().slice(0, 64) || "local";
}

import "server-only";

/**
 * The caller's IP for rate limiting. Each proxy in front of the app appends the address it saw to
 * X-Forwarded-For, and a client can write anything before that, so the address is counted from the right:
 * TRUSTED_PROXY_HOPS (default 1: one proxy, as on Vercel or behind nginx or Caddy) places from the end. Taking the
 * first entry let anyone reset every limit by sending a new made-up address. With no header (a local `next start`,
 * where Next fills the header in from the socket only when it is missing) every caller counts as one.
 */
export function clientIp(headers: Headers, hops = trustedHops()): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  if (entries.length) return entries[Math.max(0, entries.length - hops)]!.slice(0, 64);
  return headers.get("x-real-ip")?.trim().slice(0, 64) || "local";
}

function trustedHops(): number {
  const n = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
}

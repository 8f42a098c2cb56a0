/**
 * The admin session cookie. httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts),
 * Secure in production. Its value is a JWT holding only the session id. No `server-only`: proxy.ts reads the name.
 */
export const SESSION_COOKIE = "admin_session";
/** A browser the admin logged in from (lib/auth/token.ts, signDeviceToken): kept 180 days, renewed at each login. */
export const DEVICE_COOKIE = "admin_device";
export const DEVICE_COOKIE_DAYS = 180;

export function sessionCookieOptions(expiresAt: Date, overHttps = false) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: secureCookies(overHttps),
    path: "/",
    expires: expiresAt,
  };
}

/**
 * Secure in production (a production build with DATABASE_URL, as lib/env.ts defines it) and whenever the login itself
 * came over https (X-Forwarded-Proto, which Next fills in from the socket when no proxy set it): an embedded-mode
 * deployment behind https had sent its session cookie without Secure. Plain http on a local network keeps it off,
 * where browsers would drop a Secure cookie and login would silently fail. COOKIE_SECURE=true|false overrides either way.
 */
export function secureCookies(overHttps = false): boolean {
  if (process.env.COOKIE_SECURE === "false") return false;
  if (process.env.COOKIE_SECURE === "true") return true;
  return overHttps || (process.env.NODE_ENV === "production" && Boolean(process.env.DATABASE_URL));
}

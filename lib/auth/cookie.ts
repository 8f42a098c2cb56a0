/**
 * The admin session cookie. httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts),
 * Secure in production. Its value is a JWT holding only the session id. No `server-only`: proxy.ts reads the name.
 */
export const SESSION_COOKIE = "admin_session";

export function sessionCookieOptions(expiresAt: Date) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: secureCookies(),
    path: "/",
    expires: expiresAt,
  };
}

/**
 * Secure whenever the app runs as a production build. COOKIE_SECURE=false switches it off for a production build
 * served over plain http on a private machine (never on the internet).
 */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE === "false") return false;
  if (process.env.COOKIE_SECURE === "true") return true;
  return process.env.NODE_ENV === "production";
}

import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "./cookie";
import { getSessionSecret } from "./secret";
import { verifySessionToken } from "./token";

/** Admin page paths the proxy guards (kept in step with the matcher in proxy.ts, which must be a literal). */
export const ADMIN_PAGE_PREFIXES = ["/dashboard", "/prompts", "/universities", "/requests", "/clients", "/library"];

export function isAdminPage(pathname: string) {
  return ADMIN_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** A validly signed, unexpired session cookie (not checked against the database: see adminGate). */
export async function hasSignedSession(request: NextRequest): Promise<boolean> {
  try {
    return (await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, getSessionSecret())) !== null;
  } catch {
    return false; // no usable secret: nobody gets in
  }
}

/**
 * First gate only: the cookie's signature and expiry are checked here (the proxy does not reach the database).
 * A revoked or idle session passes this gate and is refused by requireAdminPage()/requireAdmin() on the server.
 * Server-action POSTs pass to the action, whose own check is the boundary; for pages nothing but the cookie is consulted.
 */
export async function adminGate(request: NextRequest): Promise<NextResponse | null> {
  if (!isAdminPage(request.nextUrl.pathname)) return null;
  // A server action checks the session itself and answers a lapsed one with its own redirect to log in, which the
  // page follows; redirected here, the call got the home page's HTML and failed as "Failed to load clients".
  if (request.method === "POST" && request.headers.has("next-action")) return null;
  if (await hasSignedSession(request)) return null;
  const url = request.nextUrl.clone();
  url.pathname = "/";
  url.search = "?error=login-required";
  const response = NextResponse.redirect(url, 307);
  if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

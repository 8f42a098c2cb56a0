import { NextResponse, type NextRequest } from "next/server";
import { adminGate, hasSignedSession, isAdminPage } from "@/lib/auth/proxy-gate";
import { ACTION_TOO_LARGE, ACTION_UNREADABLE, actionBodyTooLarge } from "@/lib/security/action-body-limit";
import { actionBodyToCheck, formDataParses, unreadableActionBody } from "@/lib/security/action-body-shape";
import { buildCsp, newNonce } from "@/lib/security/csp";
import { checkSameOrigin, crossSiteResponse } from "@/lib/security/origin";
import { notFoundHashes, staticPageHashes } from "@/lib/security/static-hashes";

/**
 * Next 16's middleware, in front of every page, route handler and server action (not the static chunk files):
 * 1. Cross-site writes: any non-GET/HEAD/OPTIONS request (route handlers and server actions, which are POSTs to page
 *    paths) with a foreign or `null` Origin, or a cross-site Sec-Fetch-Site, is answered 403 before the app sees it
 *    (lib/security/origin.ts explains what happens without an Origin header).
 * 2. Admin pages without a validly signed, unexpired session cookie go to /. This is the first gate only: every admin
 *    page, action, route and data function checks the session itself (lib/auth/session.ts).
 * 3. A server action's body past its size limit, or of no declared size, is answered 413 before Next decodes it
 *    (lib/security/action-body-limit.ts). One under the limit that Next could not decode (not JSON, not a list of
 *    arguments, a broken multipart body, a content type browsers do not send) is answered 400 instead of Next's 500
 *    (lib/security/action-body-shape.ts); so is a form posted without JavaScript whose multipart body the platform's
 *    form-data parser cannot read.
 * 4. Content-Security-Policy (lib/security/csp.ts): prerendered pages get the hashes of their inline scripts, everything
 *    else a fresh nonce, also put on the request so Next stamps it on the scripts it renders.
 */
export async function proxy(request: NextRequest) {
  if (!checkSameOrigin(request.method, request.headers).ok) return crossSiteResponse();
  const { pathname } = request.nextUrl;
  // (an admin page's larger limit only with a signed session: actions pass the admin gate to check the session themselves)
  if (await actionBodyTooLarge(request.method, request.headers, () => isAdminPage(pathname) && hasSignedSession(request))) {
    // Exactly "text/plain" (no charset): Next's client shows only such a body as the action's error ("An unexpected
    // response was received from the server." otherwise).
    return new NextResponse(ACTION_TOO_LARGE, { status: 413, headers: { "Content-Type": "text/plain" } });
  }
  const bodyCheck = actionBodyToCheck(request.method, pathname, request.headers);
  if (bodyCheck) {
    const type = request.headers.get("content-type");
    const body = new Uint8Array(await request.arrayBuffer());
    if (unreadableActionBody(type, body, bodyCheck.withActionHeader) || (type?.startsWith("multipart/form-data") && !(await formDataParses(type, body)))) {
      return new NextResponse(ACTION_UNREADABLE, { status: 400, headers: { "Content-Type": "text/plain" } });
    }
  }

  const dev = process.env.NODE_ENV === "development";
  const staticHashes = request.method === "GET" || request.method === "HEAD" ? staticPageHashes(pathname) : null;
  let csp: string;
  let requestHeaders: Headers | undefined;
  if (staticHashes) {
    csp = buildCsp({ scriptHashes: staticHashes.scripts, dev });
  } else {
    // An unknown URL is answered with the prerendered 404 page, whose scripts carry no nonce: allow its hashes too.
    const nf = notFoundHashes();
    csp = buildCsp({ nonce: newNonce(), scriptHashes: nf?.scripts, dev });
    requestHeaders = new Headers(request.headers);
    requestHeaders.set("content-security-policy", csp);
  }

  const response = (await adminGate(request)) ?? NextResponse.next(requestHeaders ? { request: { headers: requestHeaders } } : undefined);
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Literal (Next reads it at build time). Everything but the hashed chunk files, static images and upload routes; no `missing`
  // header conditions: prefetches of admin pages are gated too.
  // The two upload routes are left out: with a proxy in front, Next buffers the whole request body in memory (up to
  // proxyClientMaxBodySize), which would defeat their streaming 5 MB limit. They check the origin themselves
  // (withSameOrigin) and get a fixed no-content policy from next.config.ts.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|api/requests|api/admin/library).*)"],
};

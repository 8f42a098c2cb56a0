/**
 * Cross-site write check, used by proxy.ts for every non-GET/HEAD/OPTIONS request (route handlers and server actions
 * alike) and by `withSameOrigin()` for route handlers. No `server-only`: the proxy imports it.
 *
 * Decision on requests WITHOUT an Origin header: they pass, unless Sec-Fetch-Site says the browser saw them as
 * cross-site. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE (fetch and forms) and on same-origin
 * ones too, so a missing Origin comes from non-browser clients (curl, the eval and load scripts, the admin-create CLI).
 * Those cannot ride on a victim's cookies, which is what a cross-site write needs, so refusing them would only break
 * the JSON tool APIs without stopping an attack. Admin writes need the admin cookie, which is SameSite=Lax (never sent
 * on cross-site POSTs) on top of this check. When a browser does send Sec-Fetch-Site, anything other than
 * `same-origin` (or `none`, a user-typed navigation) is refused, with or without Origin.
 *
 * `Origin: null` (sandboxed iframes, data: URLs, some redirects) is always refused: it cannot be matched to this site.
 */
export type OriginVerdict = { ok: true } | { ok: false; reason: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string) {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** The host the client addressed: the first X-Forwarded-Host entry behind a reverse proxy, else Host. */
export function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || headers.get("host")?.trim();
  return host ? host.toLowerCase() : null;
}

export function checkSameOrigin(method: string, headers: Headers): OriginVerdict {
  if (isSafeMethod(method)) return { ok: true };
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    return { ok: false, reason: `Sec-Fetch-Site ${fetchSite}` };
  }
  const origin = headers.get("origin");
  if (origin === null) return { ok: true }; // non-browser client: see the decision above
  if (origin.trim() === "" || origin.trim().toLowerCase() === "null") return { ok: false, reason: "Origin null" };
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "Origin scheme" };
    originHost = url.host.toLowerCase();
  } catch {
    return { ok: false, reason: "Origin unparsable" };
  }
  const host = requestHost(headers);
  if (!host || host !== originHost) return { ok: false, reason: "Origin foreign" };
  return { ok: true };
}

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

export function crossSiteResponse() {
  return Response.json({ error: CROSS_SITE_MESSAGE }, { status: 403 });
}

/** Wraps a route handler so it answers 403 (before reading the body) to a cross-site write. */
export function withSameOrigin<A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> =>
    checkSameOrigin(request.method, request.headers).ok ? handler(request, ...rest) : crossSiteResponse();
}

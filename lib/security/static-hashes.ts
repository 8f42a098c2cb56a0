import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * sha256 hashes of the inline <script> and <style> elements of every prerendered page, read from the build output
 * (`<distDir>/server/app/**.html`) the first time the proxy needs them. The server serves those files byte for byte,
 * so their inline scripts hash to the same values on every request. Reading at run time instead of writing a
 * manifest after `next build` means no build step can be forgotten and a rebuild cannot leave a stale manifest.
 * Only the files on disk are indexed (bounded memory, whatever URLs are requested). No `server-only`: used by proxy.ts.
 */
export type PageHashes = { scripts: string[]; styles: string[] };

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function sha256(text: string) {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

export function hashesOfHtml(html: string): PageHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) if (m[1]) scripts.add(sha256(m[1]));
  for (const m of html.matchAll(INLINE_STYLE)) if (m[1]) styles.add(sha256(m[1]));
  return { scripts: [...scripts], styles: [...styles] };
}

let index: Map<string, PageHashes> | null = null;

function routeOf(relative: string) {
  // Route groups such as (site) are not part of the URL.
  const segments = relative.replace(/\\/g, "/").replace(/\.html$/, "").split("/").filter((s) => !/^\(.*\)$/.test(s));
  const route = `/${segments.join("/")}`;
  return route === "/index" ? "/" : route;
}

function buildIndex(appDir: string) {
  const map = new Map<string, PageHashes>();
  if (!existsSync(appDir)) return map;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) map.set(routeOf(path.relative(appDir, full)), hashesOfHtml(readFileSync(full, "utf8")));
    }
  };
  walk(appDir);
  return map;
}

/** Hashes for a prerendered route, `null` when the route is not a static page of this build. */
export function staticPageHashes(pathname: string): PageHashes | null {
  if (process.env.NODE_ENV !== "production") return null; // dev renders every page per request, with the nonce
  index ??= buildIndex(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "app"));
  const route = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return index.get(route) ?? null;
}

/** The prerendered 404 page, which Next serves for any unknown URL. */
export function notFoundHashes(): PageHashes | null {
  return staticPageHashes("/_not-found");
}

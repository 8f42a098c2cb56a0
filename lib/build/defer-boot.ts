import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prerenderedPages } from "./prerendered-pages";

/**
 * Starts the framework's scripts only after the page's first contentful paint, in the prerendered HTML.
 *
 * Why: Next renders its first-load chunks as `<script async>` in <head>. When they arrive before the stylesheet has
 * been applied, the browser evaluates them (parse, compile, module factories: tens of milliseconds of main thread,
 * four times that on a mid-range phone) before it paints anything, so the first paint waits for JavaScript the page
 * does not need to be read: every public page is complete server HTML and its forms post without JavaScript.
 * Here a small inline loader inserts the same scripts when the browser reports the first contentful paint, and
 * Next's `<link rel="preload">` for them goes too: until the content is on screen, the HTML and the stylesheet have
 * the connection and the main thread to themselves. The cost is that the scripts start downloading after the first
 * paint instead of alongside the stylesheet (on a slow phone network most of that download used to queue behind the
 * stylesheet anyway, as low-priority requests). Fallbacks: a hidden page (background tab, prerender) has nothing to
 * paint and loads at once; a browser without paint timing loads after its next frame; and the scripts load after 2 s
 * whatever happens, so the page never stays without them.
 *
 * Applied after `next build` to `<distDir>/server/app/**.html`, the files `next start` serves byte for byte for the
 * statically rendered routes (lib/security/static-hashes.ts reads the loader's hash for the CSP from the same files).
 * Dynamically rendered pages keep Next's own tags. Idempotent: a file already changed has no async chunk tag left.
 */
const BOOT_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/chunks\/[^"<>]+\.js)"\/>/g;
const MARK = "data-boot-after-paint";

export function loaderSource(srcs: string[]): string {
  // Each insertion starts a request, which costs the main thread a millisecond or more: one task per script keeps
  // the loader from becoming a long task of its own.
  return `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){setTimeout(function(){var e=document.createElement("script");e.src=u;e.async=true;e.fetchPriority="high";document.head.appendChild(e)},0)})}
if(document.visibilityState!=="visible"){go();return}
setTimeout(go,2000);
var P=window.PerformanceObserver;
if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}
else requestAnimationFrame(function(){setTimeout(go,0)})})(${JSON.stringify(srcs)})`;
}

const LOADER_LIST = new RegExp(`<script ${MARK}="">[^<]*\\}\\)\\((\\[[^\\]<]*\\])\\)</script>`);

/** The chunks a page starts with: its async chunk tags, or the loader's list once the page has been rewritten. */
export function bootScriptSrcs(html: string): string[] {
  const srcs = [...html.matchAll(BOOT_SCRIPT)].map((m) => m[1]!);
  const list = LOADER_LIST.exec(html)?.[1];
  if (list) srcs.push(...(JSON.parse(list) as string[]));
  return [...new Set(srcs)];
}

/** The HTML with its async chunk tags, and Next's preloads of them, replaced by the loader; unchanged when it has none. */
export function deferBootScripts(html: string): string {
  const srcs: string[] = [];
  for (const m of html.matchAll(BOOT_SCRIPT)) if (!srcs.includes(m[1]!)) srcs.push(m[1]!);
  const first = html.search(BOOT_SCRIPT);
  if (first < 0 || html.includes(MARK)) return html;
  const loader = `<script ${MARK}="">${loaderSource(srcs)}</script>`;
  // The loader takes the place of the first tag (in <head>, before anything that could paint).
  const marked = html.slice(0, first) + "\u0000" + html.slice(first);
  return marked
    .replace(BOOT_SCRIPT, "")
    .replace(PRELOAD, (tag, src: string) => (srcs.includes(src) ? "" : tag))
    .replace("\u0000", () => loader);
}

/** Rewrites every prerendered page of the build in `distDir`; returns the files changed. */
export function deferBootInBuild(distDir: string): string[] {
  const changed: string[] = [];
  for (const page of prerenderedPages(distDir)) {
    const html = readFileSync(page, "utf8");
    const next = deferBootScripts(html);
    if (next === html) continue;
    writeFileSync(page, next);
    changed.push(path.relative(distDir, page));
  }
  return changed;
}

/**
 * `npm run bench:pages`: builds the app into its own folder, serves it with `next start` (embedded database in a
 * throwaway DATA_DIR), and for every public route prints first-load JavaScript (gzipped bytes of the scripts the
 * HTML loads) and Lighthouse scores (mobile preset, simulated throttling, median of N runs).
 *
 * Options: --skip-build (reuse the last bench build), --runs=N (Lighthouse runs per route, default 3), --warmup=N
 *          (unrecorded runs per route before those, default 1),
 *          --port=N (default 3199, or $BENCH_PORT), --routes=/a,/b, --save-lhr (every run's full Lighthouse JSON to
 *          bench-results/lhr/), --save-trace (every run's Chrome trace to bench-results/trace/, to see when the
 *          first frame was presented relative to script evaluation), --no-defer (keep Next's script tags instead of
 *          starting the scripts after the first paint), --no-hints (skip the postbuild compile hints, to measure without them; only
 *          effective on a fresh build). Results also go to bench-results/pages.json.
 * Each run also prints when the renderer first painted and when Chrome showed that frame; "late frame" marks the
 *          compositor stall (README, Public pages) that makes Lighthouse charge every script to LCP.
 * Environment: BENCH_DIST_DIR (build folder, default .next-bench), BENCH_DATA_DIR (throwaway embedded data folder,
 *          default .tmp/bench-pages-data), BENCH_PORT, BENCH_OUT_DIR (default bench-results): so several people can benchmark side by side.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bootScriptSrcs } from "../lib/build/defer-boot";
import { postbuild } from "../lib/build/postbuild";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const port = Number(arg("port") || process.env.BENCH_PORT || 3199);
const runs = Number(arg("runs") || 3);
// Unrecorded runs per route first: right after a build the machine is still busy (the first routes' runs then often
// show Chrome's late first frame, see README), and a site in service is not measured on its first request either.
const warmup = Number(arg("warmup") ?? 1);
const skipBuild = process.argv.includes("--skip-build");
const saveLhr = process.argv.includes("--save-lhr");
const saveTrace = process.argv.includes("--save-trace");
const outDir = process.env.BENCH_OUT_DIR || "bench-results";
const distDir = process.env.BENCH_DIST_DIR || ".next-bench";
const origin = `http://127.0.0.1:${port}`;
const routes = (arg("routes") || "/,/services,/about-us,/contact,/humanizer,/plagiarism-checker").split(",");
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1" };

/** What a chunk contains, guessed from strings each library leaves in its minified code. */
const markers: [string, RegExp][] = [
  ["react-dom", /react\.dev\/errors|__reactContainer\$|ReactDOM/],
  ["next router", /next-router-state-tree|__next_f|NEXT_REDIRECT/],
  ["radix-ui", /data-radix-|radix-/],
  ["sonner", /data-sonner-toaster|sonner-toast/],
  ["react-hook-form", /shouldUnregister|reValidateMode/],
  ["zod", /invalid_format|ZodError|\$ZodType/],
  ["lucide", /lucide-/],
  ["turbopack runtime", /TURBOPACK|__turbopack/],
];

async function main() {
  if (!skipBuild) {
    console.log(`building into ${distDir} ...`);
    const build = spawnSync("npx", ["next", "build"], { env, stdio: ["ignore", "inherit", "inherit"] });
    if (build.status !== 0) throw new Error("build failed");
  }
  // What `npm run build` does after next build (lib/build/postbuild.ts). --no-hints and --no-defer measure without
  // each step (only effective on a fresh build: both change the build's files).
  const done = postbuild(distDir, { hints: !process.argv.includes("--no-hints"), defer: !process.argv.includes("--no-defer") });
  console.log(`postbuild: compile hints added to ${done.hinted.length} chunk(s), scripts after first paint on ${done.deferred.length} page(s)`);
  // A server left on the port (another run, a manual `next start`) would answer instead of this build: refuse.
  if (await fetch(`${origin}/`).then(() => true, () => false)) throw new Error(`port ${port} is already in use: stop that server or pick another --port`);
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || ".tmp/bench-pages-data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  try {
    await waitFor(`${origin}/`);
    const live: string[] = [];
    for (const route of routes) {
      const res = await fetch(origin + route);
      if (res.ok) live.push(route);
      else console.log(`skipping ${route}: HTTP ${res.status}`);
    }
    const results = [];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"],
    });
    try {
      for (const route of live) {
        const js = await firstLoadJs(route);
        const scores = await lighthouseMedian(route, chrome.port);
        results.push({ route, ...js, ...scores });
        console.log(`${route}: ${kb(js.gzipBytes)} JS, performance ${scores.performance} (runs ${scores.runScores.join(", ")}; ${scores.lateFrames} of ${runs} with a late first frame), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}`);
      }
    } finally {
      await chrome.kill();
    }
    printTable(results);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}/pages.json`, JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2));
    console.log(`\nwritten to ${outDir}/pages.json`);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Every script the page starts with (its tags, or its after-paint loader's list), fetched and gzipped as served. */
async function firstLoadJs(route: string) {
  const html = await (await fetch(origin + route)).text();
  // The page's chunk tags, or the list its after-first-paint loader inserts (lib/build/defer-boot.ts). nomodule
  // scripts (Next's legacy polyfills) are never downloaded by a modern browser.
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]));
  const srcs = [...new Set([...tags.map((m) => m[1]!.replace(/&amp;/g, "&")), ...bootScriptSrcs(html)])];
  const chunks = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    const text = body.toString("utf8");
    chunks.push({
      src: src.replace(/^\/_next\/static\/chunks\//, ""),
      rawBytes: body.length,
      gzipBytes: gzipSync(body).length,
      contains: markers.filter(([, re]) => re.test(text)).map(([name]) => name),
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts: chunks.length, gzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0), rawBytes: chunks.reduce((s, c) => s + c.rawBytes, 0), chunks };
}

async function lighthouseMedian(route: string, chromePort: number) {
  const samples = [];
  for (let i = 0; i < warmup; i++) {
    await lighthouse(origin + route, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  }
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(origin + route, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result!.lhr;
    if (saveLhr) {
      mkdirSync(`${outDir}/lhr`, { recursive: true });
      writeFileSync(`${outDir}/lhr/${runFileName(route, i)}`, JSON.stringify(lhr));
    }
    const trace = (result!.artifacts as unknown as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    if (saveTrace) {
      mkdirSync(`${outDir}/trace`, { recursive: true });
      writeFileSync(`${outDir}/trace/${runFileName(route, i)}`, JSON.stringify(trace));
    }
    const frame = firstFrame(trace?.traceEvents ?? []);
    const observedFcp = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      // When the renderer first painted and when Chrome showed that frame (ms after navigation start). A frame shown
      // much later than painted is the compositor stall described in README (Public pages): it makes Lighthouse count
      // every script towards LCP, so such runs say more about the machine than about the page.
      firstPaintMs: frame.paintMs,
      firstFrameShownMs: observedFcp === undefined ? null : Math.round(observedFcp),
      lateFrame: frame.paintMs !== null && observedFcp !== undefined && observedFcp - frame.paintMs > 400,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
        .map((a) => a.id),
    });
  }
  for (const [i, r] of samples.entries()) {
    console.log(`  ${route} run ${i + 1}: performance ${r.performance}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms; first paint ${r.firstPaintMs ?? "?"} ms, shown ${r.firstFrameShownMs ?? "?"} ms${r.lateFrame ? " (late frame)" : ""}`);
  }
  const lateFrames = samples.filter((r) => r.lateFrame).length;
  const sorted = [...samples].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, lateFrames, runScores: samples.map((r) => r.performance) };
}

type TraceEvent = { name: string; ph?: string; ts: number; pid: number; args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } } };

/** The renderer's first Paint of the page, in ms after its navigationStart (null when the trace lacks either). */
function firstFrame(events: TraceEvent[]): { paintMs: number | null } {
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
  if (!nav) return { paintMs: null };
  let first = Infinity;
  for (const e of events) if (e.name === "Paint" && e.pid === nav.pid && e.ts > nav.ts && e.ts < first) first = e.ts;
  return { paintMs: first === Infinity ? null : Math.round((first - nav.ts) / 1000) };
}

/** "/" -> home-1.json, "/about-us" -> about-us-1.json: one file per route and run */
const runFileName = (route: string, run: number) => `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${run + 1}.json`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function printTable(results: Awaited<ReturnType<typeof firstLoadJs>>[] & { route: string }[]) {
  const rows = (results as unknown as Array<Record<string, unknown>>).map((r) => [
    r.route,
    kb(r.gzipBytes as number),
    String(r.scripts),
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${r.fcpMs} ms`,
    `${r.lcpMs} ms`,
    `${r.tbtMs} ms`,
    String(r.cls),
  ]);
  const head = ["route", "first-load JS (gzip)", "scripts", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: unknown[]) => `| ${cells.map((c, i) => String(c).padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile preset (simulated throttling)\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
  for (const r of results as unknown as Array<{ route: string; failing: string[]; chunks: { src: string; gzipBytes: number; contains: string[] }[] }>) {
    if (r.failing.length) console.log(`${r.route}: audits below 0.9: ${r.failing.join(", ")}`);
  }
  const home = (results as unknown as Array<{ route: string; chunks: { src: string; gzipBytes: number; contains: string[] }[] }>).find((r) => r.route === "/");
  if (home) {
    console.log("\nhome page scripts (gzip):");
    for (const c of home.chunks) console.log(`  ${kb(c.gzipBytes).padStart(9)}  ${c.src}${c.contains.length ? `  [${c.contains.join(", ")}]` : ""}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

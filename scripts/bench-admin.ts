/**
 * `npm run bench:admin`: how the admin pages hold up with a year of data. Against a server that is already running
 * (`next start` on PGlite or PostgreSQL, seeded however you like), it logs in with Chromium, unlocks the dashboard, then:
 * - per admin page, the server's answer to a plain GET with the session cookie: time to the whole HTML (median and
 *   max of N runs) and its size;
 * - in the browser, per page, the time from navigation until the page's list shows its first row, and the number of
 *   rows in the DOM (a list that renders every row of a big table shows here);
 * - on the dashboard, the time of the client list's server call and its response size, and how long a search
 *   keystroke takes to update the list.
 *
 * Environment: BENCH_URL (default http://127.0.0.1:3000), BENCH_EMAIL, BENCH_PASSWORD, BENCH_CODE (the admin; required),
 *              BENCH_RUNS (default 7), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SEARCH (default "kwame").
 * Prints a table and one JSON line last.
 */
import { chromium, type Page } from "playwright";

const base = process.env.BENCH_URL || "http://127.0.0.1:3000";
const runs = Number(process.env.BENCH_RUNS || 7);
const admin = { email: process.env.BENCH_EMAIL ?? "", password: process.env.BENCH_PASSWORD ?? "", code: process.env.BENCH_CODE ?? "" };
if (!admin.email || !admin.password || !admin.code) {
  console.error("Set BENCH_EMAIL, BENCH_PASSWORD and BENCH_CODE (an admin of the running server).");
  process.exit(2);
}

const PAGES: { path: string; row: string }[] = [
  { path: "/dashboard", row: '[data-testid="client-row"]' },
  { path: "/requests", row: '[data-testid="request-row"]' },
  { path: "/prompts", row: "[data-testid=prompt-card]" },
  { path: "/universities", row: "tbody tr" },
  { path: "/library", row: "h1" },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function login(page: Page) {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByLabel("4-digit password").fill(admin.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await page.getByRole("button", { name: "Lock Dashboard" }).waitFor();
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  const results: Record<string, unknown>[] = [];
  for (const { path, row } of PAGES) {
    // Server: the whole HTML of a GET (the RSC payload is inside it), as the first visit gets it.
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs + 1; i += 1) {
      const t = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie, "accept-encoding": "identity" }, redirect: "manual" });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      if (i > 0) times.push(performance.now() - t); // the first one warms the route up
      bytes = body.byteLength;
    }
    // Browser: navigation until the list shows a row, and how many rows the DOM holds.
    const shown: number[] = [];
    let domRows = 0;
    for (let i = 0; i < Math.min(runs, 3); i += 1) {
      const t = performance.now();
      await page.goto(`${base}${path}`);
      await page.locator(row).first().waitFor({ timeout: 60_000 });
      shown.push(performance.now() - t);
      domRows = await page.locator(row).count();
    }
    results.push({ path, serverMedianMs: Math.round(median(times)), serverMaxMs: Math.round(Math.max(...times)), html: bytes, browserFirstRowMs: Math.round(median(shown)), domRows });
  }

  // Dashboard: the list's server call (a server action POST) and a search keystroke.
  const actionTimes: number[] = [];
  let actionBytes = 0;
  page.on("response", async (res) => {
    if (res.request().method() !== "POST" || !res.url().endsWith("/dashboard")) return;
    const timing = res.request().timing();
    const body = await res.body().catch(() => Buffer.alloc(0));
    if (body.byteLength > actionBytes) actionBytes = body.byteLength;
    if (body.byteLength > 10_000) actionTimes.push(timing.responseEnd);
  });
  const searchTimes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await page.goto(`${base}/dashboard`);
    await page.locator('[data-testid="client-row"]').first().waitFor();
    const search = page.getByPlaceholder(/search/i).first();
    const query = process.env.BENCH_SEARCH || "kwame";
    const t = performance.now();
    await search.fill(query);
    // done when every row shown matches (or none is left)
    await page.waitForFunction(
      (q) => [...document.querySelectorAll('[data-testid="client-row"]')].every((r) => r.textContent!.toLowerCase().includes(q)),
      query.toLowerCase(),
      { timeout: 30_000, polling: 10 },
    );
    searchTimes.push(performance.now() - t);
  }
  const dashboard = { listCallMedianMs: Math.round(median(actionTimes)), listCallBytes: actionBytes, searchKeystrokeMs: Math.round(median(searchTimes)) };
  await browser.close();

  console.log("page            server median / max       HTML      first row in browser   rows in DOM");
  for (const r of results) {
    console.log(
      `${String(r.path).padEnd(16)}${`${r.serverMedianMs} / ${r.serverMaxMs} ms`.padEnd(26)}${kb(r.html as number).padEnd(10)}${`${r.browserFirstRowMs} ms`.padEnd(23)}${r.domRows}`,
    );
  }
  console.log(`dashboard list call: median ${dashboard.listCallMedianMs} ms, ${kb(dashboard.listCallBytes)}; search keystroke to list: ${dashboard.searchKeystrokeMs} ms`);
  console.log(JSON.stringify({ base, runs, pages: results, dashboard }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

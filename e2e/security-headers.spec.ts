import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { loginAs } from "./helpers";

/**
 * Issue 7.1: the security headers of every route, and a crawl of every page (public, tools, admin after login and
 * unlock) that must see no Content-Security-Policy violation. Uses the admin account scripts/e2e-server.ts creates.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery", code: "4826" };
const PUBLIC_PAGES = ["/", "/about-us", "/services", "/contact", "/humanizer", "/plagiarism-checker", "/admin-login", "/request-submitted", "/request-error"];
const ADMIN_PAGES = ["/dashboard", "/prompts", "/universities", "/requests", "/library"];
const OTHER_ROUTES = ["/no-such-page", "/robots.txt", "/sitemap.xml", "/api/admin/events", "/api/admin/attachments/00000000-0000-4000-8000-000000000001", "/api/detect"];

function directives(csp: string) {
  return new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

function expectSecurityHeaders(res: APIResponse, label: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], label).toContain("camera=()");
  expect(h["strict-transport-security"], label).toContain("max-age="); // `next start` is production
  expect(h["x-powered-by"], label).toBeUndefined();
  const csp = h["content-security-policy"];
  expect(csp, label).toBeTruthy();
  const d = directives(csp!);
  const scripts = d.get("script-src")!;
  expect(scripts, label).toContain("'self'");
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-")), label).toBe(true);
  expect(d.get("style-src"), label).toEqual(["'self'", "'unsafe-inline'"]); // why: lib/security/csp.ts
  expect(d.get("connect-src"), label).toEqual(["'self'"]);
  expect(d.get("img-src"), label).toEqual(["'self'", "data:", "blob:"]);
  expect(d.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(d.get("form-action"), label).toEqual(["'self'"]);
  expect(d.get("base-uri"), label).toEqual(["'self'"]);
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  return scripts;
}

const login = (page: Page) => loginAs(page, ADMIN);

test("every route carries the security headers; static pages use hashes, dynamic ones a fresh nonce", async ({ request, page }) => {
  for (const path of PUBLIC_PAGES) {
    const res = await request.get(path, { maxRedirects: 0 });
    const scripts = expectSecurityHeaders(res, path);
    // Prerendered: hashes of the file's inline scripts, no nonce (a nonce in a static file would be the same for all).
    if (res.status() === 200 && !(res.headers()["cache-control"] ?? "").includes("no-store")) {
      expect(scripts.filter((s) => s.startsWith("'nonce-")), path).toEqual([]);
    }
  }
  for (const path of [...ADMIN_PAGES, ...OTHER_ROUTES]) expectSecurityHeaders(await request.get(path, { maxRedirects: 0 }), path);
  // Upload routes skip the proxy (so their bodies stream) and carry a policy that lets nothing load.
  for (const path of ["/api/requests", "/api/admin/library"]) {
    const h = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["x-powered-by"], path).toBeUndefined();
    expect(h["content-security-policy"], path).toContain("default-src 'none'");
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  expectSecurityHeaders(await request.post("/api/detect", { data: { text: "" } }), "POST /api/detect");
  expect((await request.get("/no-such-page")).status()).toBe(404);

  await login(page);
  const nonces: string[] = [];
  for (const path of ADMIN_PAGES) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const scripts = expectSecurityHeaders(res, `${path} (logged in)`);
    const nonce = scripts.find((s) => s.startsWith("'nonce-"));
    expect(nonce, path).toBeTruthy();
    nonces.push(nonce!);
    // Next stamped the same nonce on the scripts it rendered.
    expect(await res.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

async function watchCsp(page: Page) {
  const violations: string[] = [];
  // Violations a script catches (zod's `new Function` probe) log nothing to the console but still fire this event
  // (and appear in Chrome's Issues panel, Lighthouse's inspector-issues audit).
  await page.exposeFunction("reportCspViolation", (v: string) => violations.push(`${page.url()}: ${v}`));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  page.on("console", (m) => {
    if (m.text().includes("Content Security Policy")) violations.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => {
    if (String(e.message).includes("Content Security Policy")) violations.push(`${page.url()}: ${e.message}`);
  });
  return violations;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("crawl: no CSP violation on any page, hydrated (a click works) on each", async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of [...PUBLIC_PAGES, "/no-such-page"]) await visit(page, path);
  // Client-side navigation between static pages, and a form that validates in the browser (so its scripts ran).
  await visit(page, "/");
  await page.locator('a[href="/about-us"]:visible').first().click();
  await page.waitForURL(/\/about-us$/);
  await visit(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  // The request form loads its zod schema on first focus.
  await visit(page, "/");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();

  await login(page);
  await page.getByLabel("4-digit password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
  for (const path of ADMIN_PAGES) await visit(page, path);
  await visit(page, "/dashboard");
  const clientLink = page.locator('a[href^="/clients/"]').first();
  if (await clientLink.count()) {
    await clientLink.click();
    await page.waitForURL(/\/clients\//);
    await page.waitForLoadState("networkidle");
  } else {
    await visit(page, "/clients/00000000-0000-4000-8000-000000000001");
  }
  expect(violations).toEqual([]);
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eSql, gotoHydrated } from "./helpers";

/**
 * Issue 7.2: writes from another site. Each real browser submission (request form, contact action, login action) is
 * captured, stopped, and replayed with a foreign Origin, `Origin: null`, a cross-site Sec-Fetch-Site without Origin
 * (all 403, no row changes), and with no Origin at all (a non-browser client: accepted, see lib/security/origin.ts).
 */
const FOREIGN = "https://evil.example";
type Captured = { url: string; headers: Record<string, string>; body: Buffer };

async function counts() {
  const sql = e2eSql();
  try {
    const [row] = await sql`select
      (select count(*)::int from client_requests) as requests, (select count(*)::int from contact_messages) as contact,
      (select count(*)::int from admin_sessions) as sessions, (select count(*)::int from rate_limits) as rate_limits,
      (select count(*)::int from plagiarism_documents) as documents`;
    return row!;
  } finally {
    await sql.end();
  }
}

/** Runs `submit`, captures the first matching POST the browser sends and aborts it. */
async function capture(page: Page, match: (url: string, headers: Record<string, string>) => boolean, submit: () => Promise<void>) {
  let resolve!: (c: Captured) => void;
  const captured = new Promise<Captured>((r) => (resolve = r));
  await page.route("**/*", async (route) => {
    const req = route.request();
    if (req.method() === "POST" && match(req.url(), req.headers())) {
      resolve({ url: req.url(), headers: req.headers(), body: req.postDataBuffer() ?? Buffer.alloc(0) });
      await route.abort();
    } else await route.continue();
  });
  await submit();
  const result = await captured;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return result;
}

function replay(request: APIRequestContext, c: Captured, variant: Record<string, string>) {
  const headers = { ...c.headers };
  for (const k of ["origin", "referer", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "cookie", "host"]) delete headers[k];
  return request.post(c.url, { headers: { ...headers, ...variant }, data: c.body, maxRedirects: 0 });
}

const REFUSED: Record<string, string>[] = [{ origin: FOREIGN }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { origin: "http://127.0.0.1.evil.example" }];

async function expectRefusedEverywhere(request: APIRequestContext, c: Captured) {
  const before = await counts();
  for (const variant of REFUSED) {
    const res = await replay(request, c, variant);
    expect(res.status(), JSON.stringify(variant)).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site requests are not allowed." });
  }
  expect(await counts()).toEqual(before);
  return before;
}

test("request form route: cross-site refused with no row, no Origin accepted", async ({ page, request }) => {
  await gotoHydrated(page, "/", "#request-form form");
  const form = page.locator("#request-form form");
  const name = `Cross Site ${Date.now()}`;
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Institution").fill("University of Ghana");
  await form.getByLabel("Phone Number").fill("+233 24 123 4567");
  await form.getByLabel("Project Type").selectOption({ label: "Research Paper" });
  const c = await capture(page, (url) => url.endsWith("/api/requests"), () => form.getByRole("button", { name: "Submit Request" }).click());
  const before = await expectRefusedEverywhere(request, c);
  const res = await replay(request, c, {});
  expect(res.status()).toBeLessThan(300);
  expect((await counts()).requests).toBe(before.requests + 1);
});

test("contact server action: cross-site refused with no row, no Origin accepted", async ({ page, request }) => {
  await gotoHydrated(page, "/contact", "main form");
  await page.getByLabel("Full Name").fill("Kofi Cross");
  await page.getByLabel("Email").fill("kofi@example.com");
  await page.getByLabel("Subject").fill("Cross-site check");
  await page.getByLabel(/^Message/).fill("Checking that another site cannot post this form for me.");
  const c = await capture(page, (_u, h) => Boolean(h["next-action"]), () => page.getByRole("button", { name: /send/i }).click());
  const before = await expectRefusedEverywhere(request, c);
  expect((await replay(request, c, {})).status()).toBe(200);
  expect((await counts()).contact).toBe(before.contact + 1);
});

test("login server action: cross-site refused (no session, no failure counted), no Origin logs in", async ({ page, request }) => {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("correct-horse-battery");
  const c = await capture(page, (_u, h) => Boolean(h["next-action"]), () => page.getByRole("button", { name: "Login" }).click());
  const before = await expectRefusedEverywhere(request, c);
  const res = await replay(request, c, {});
  expect([200, 303]).toContain(res.status());
  expect((await counts()).sessions).toBe(before.sessions + 1);
});

test("tool APIs: cross-site refused before the rate limit counts, no Origin works (curl, eval scripts)", async ({ request }) => {
  const text = "Mobile money has changed how students in Accra pay fees, buy books and send money home to family.";
  for (const path of ["/api/detect", "/api/humanize", "/api/plagiarism"]) {
    const c: Captured = { url: path, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify({ text })) };
    await expectRefusedEverywhere(request, c);
    const res = await replay(request, c, {});
    expect(res.status(), path).not.toBe(403);
    expect(res.status(), path).toBeLessThan(500);
  }
  // Same-origin browsers send their own Origin: accepted.
  const ok = await request.post("/api/detect", { headers: { origin: new URL(test.info().project.use.baseURL!).origin }, data: { text } });
  expect(ok.status()).not.toBe(403);
});

test("admin route with a live session: cross-site refused, no document added", async ({ page }) => {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("correct-horse-battery");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/dashboard/);
  const before = await counts();
  for (const variant of REFUSED) {
    const res = await page.request.post("/api/admin/library", {
      headers: variant,
      multipart: { file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("A document another site tried to add.") } },
    });
    expect(res.status(), JSON.stringify(variant)).toBe(403);
  }
  expect(await counts()).toEqual(before);
});

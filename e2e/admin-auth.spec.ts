import { expect, test, type Page } from "@playwright/test";
import { e2eSql, expectNoAxeViolations, loginAs, seedAdmin } from "./helpers";

/**
 * Access to the admin area: the proxy and layout redirects, login (with and without JavaScript), logout ending the
 * session on the server, unlock/lock and the 5-wrong-codes rule, and the admin menu at 375 px. Uses its own account
 * (the unlock lockouts are per account), and at most two wrong passwords (login failures are limited per IP).
 */
const ADMIN = { email: "auth-e2e@example.com", password: "correct-horse-battery", code: "4826" };
const ADMIN_PAGES = ["/dashboard", "/prompts", "/universities", "/requests", "/clients/00000000-0000-4000-8000-000000000001"];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const sql = e2eSql();
  try {
    await seedAdmin(ADMIN, sql);
    await sql`delete from admin_unlock_failures where admin_id = (select id from admin_users where email = ${ADMIN.email})`;
  } finally {
    await sql.end();
  }
});

const login = (page: Page, password = ADMIN.password) => loginAs(page, { ...ADMIN, password }, { waitForDashboard: false });

test("admin pages without a session go home with the login message", async ({ page }) => {
  for (const path of ADMIN_PAGES.slice(0, 2)) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
  }
});

test("request headers and forged cookies open nothing", async ({ request, playwright }) => {
  const bypassHeaders: Record<string, string>[] = [
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
    { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" },
    { "next-router-prefetch": "1", rsc: "1" },
    { rsc: "1", "next-router-state-tree": "%5B%22%22%2C%7B%7D%5D" },
    { "x-nextjs-data": "1" },
    { "x-forwarded-host": "localhost", "x-forwarded-proto": "https" },
  ];
  for (const path of ADMIN_PAGES) {
    for (const headers of bypassHeaders) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(307);
      expect(res.headers().location).toContain("/?error=login-required");
      expect(await res.text()).not.toContain("Signed in as");
    }
  }
  const forged = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      cookie: "admin_session=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzZXNzaW9uIiwic3ViIjoiMDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAwIiwiaXNzIjoiYWRtaW4iLCJleHAiOjQxMDI0NDQ4MDB9.bm90LXRoZS1yaWdodC1zaWduYXR1cmU",
    },
  });
  const res = await forged.get("/dashboard", { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  await forged.dispose();
});

test("login: wrong password message, then the welcome and the admin menu", async ({ page, context }) => {
  await page.goto("/admin-login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expectNoAxeViolations(page);
  await login(page, "not-the-password");
  await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText("Welcome to the admin panel!")).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Prompts", "Universities & Schools", "Requests"]) await expect(menu.getByRole("link", { name })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  const cookie = (await context.cookies()).find((c) => c.name === "admin_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
  expect(cookie.value.split(".")).toHaveLength(3);
  expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");

  // Signed in: the login page sends to the dashboard.
  await page.goto("/admin-login");
  await page.waitForURL("**/dashboard");
});

test("logout ends the session on the server: the old cookie replayed is refused", async ({ page, context }) => {
  await login(page);
  await page.waitForURL("**/dashboard");
  const saved = (await context.cookies()).filter((c) => c.name === "admin_session");
  await page.evaluate(() => localStorage.setItem("admin:clients", "[]"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("admin:clients"))).toBeNull();
  expect((await context.cookies()).some((c) => c.name === "admin_session")).toBe(false);

  await context.addCookies(saved);
  const res = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toContain("/?error=login-required");
  await page.goto("/prompts");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
});

test("login and logout work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page, "wrong-again");
  await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/\?logged-out=1$/);
  await context.close();
});

test("dashboard unlock and lock; the 5th wrong code ends the session", async ({ page }) => {
  await login(page);
  await page.waitForURL("**/dashboard");
  const code = page.getByLabel("4-digit password");
  const unlock = page.getByRole("button", { name: "Unlock Dashboard" });
  await code.fill("1111");
  await unlock.click();
  await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
  await code.fill(ADMIN.code);
  await unlock.click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
  await page.getByRole("button", { name: "Lock Dashboard" }).click();
  await expect(page.getByText("Dashboard locked successfully")).toBeVisible();
  await expect(unlock).toBeVisible();

  for (let i = 0; i < 4; i++) {
    await code.fill("1111");
    await unlock.click();
    await expect(code).toHaveValue("");
    await expect(unlock).toBeEnabled();
  }
  await code.fill("1111");
  await unlock.click();
  await expect(page.getByText("Too many incorrect passwords. Please log in again.")).toBeVisible();
  // The session is over on the server: any admin page now goes home.
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("at 375 px the admin menu folds into a panel", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("complementary", { name: "Admin menu" })).toBeHidden();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("link", { name: "Universities & Schools" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();
  await panel.getByRole("link", { name: "Prompts" }).click();
  await page.waitForURL("**/prompts");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

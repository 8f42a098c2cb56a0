import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { hash } from "@node-rs/argon2";
import { expect, type Locator, type Page } from "@playwright/test";
import postgres from "postgres";

/** Where the server under test keeps its data (written by scripts/e2e-server.ts). */
export function e2eServerInfo(): { databaseUrl: string; dataDir: string; port: number } {
  const port = process.env.E2E_PORT || "3100";
  return JSON.parse(readFileSync(path.resolve(`.tmp/e2e-${port}.json`), "utf8"));
}

/** A direct connection to the e2e database, for checking what a spec saved. Close it with `.end()`. */
export function e2eSql() {
  return postgres(e2eServerInfo().databaseUrl, { max: 1, onnotice: () => {} });
}

/** Runs fn on a fresh connection to the e2e database and closes it, whatever fn does. */
export async function withE2eSql<T>(fn: (db: ReturnType<typeof e2eSql>) => Promise<T>): Promise<T> {
  const db = e2eSql();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Fails on any WCAG 2.1 A/AA violation axe finds on the page as it is now (outside the `exclude` selectors). */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  // Colours are judged once transitions settle: a toast fading out is drawn at part opacity, and axe measured its
  // text mid-fade as low contrast (one CI run, plagiarism spec). Endless animations (spinners) are not waited for.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * Waits until React has hydrated the element of `locator`. The prerendered public pages start their scripts after the
 * first paint (lib/build/defer-boot.ts), so `page.goto` can return while they are still plain server HTML: a spec that
 * checks what JavaScript does waits for this first; one that checks the HTML alone (no-JavaScript paths) must not.
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))), { timeout: 20_000 })
    .toBe(true);
}

/** Opens a public page and waits until React has hydrated `selector` (the page's interactive part). */
export async function gotoHydrated(page: Page, path: string, selector = "body") {
  await page.goto(path);
  await waitForHydration(page.locator(selector).first());
}

export type E2eAdmin = { email: string; password: string; code?: string };

/** Creates (or resets the password and unlock code of) an admin account of a spec's own. */
export async function seedAdmin(admin: Required<E2eAdmin>, sql: ReturnType<typeof e2eSql>) {
  const [pw, code] = await Promise.all([hash(admin.password, { algorithm: 2 }), hash(admin.code, { algorithm: 2 })]);
  await sql`insert into admin_users (email, password_hash, unlock_code_hash) values (${admin.email}, ${pw}, ${code})
    on conflict (email) do update set password_hash = excluded.password_hash, unlock_code_hash = excluded.unlock_code_hash`;
}

/** Fills and submits the login form; waits for the dashboard unless the caller checks what happens itself. */
export async function loginAs(page: Page, admin: E2eAdmin, { waitForDashboard = true } = {}) {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  if (waitForDashboard) await page.waitForURL(/\/dashboard/);
}

/** Presses Enter on `button` as a keyboard user would: focus it, then the key. */
export async function pressEnterOn(page: Page, button: Locator) {
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
}

import { expect, test } from "@playwright/test";
import { e2eSql, loginAs } from "./helpers";

/**
 * A year of data: the requests table and the contact messages come 50 at a time with Previous / Next, and the
 * dashboard renders 50 clients and a "Show more" button instead of every client. Checked at 375 px, where the
 * pagination must fit on one line without the page scrolling sideways.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const db = e2eSql();
  try {
    await db`delete from client_requests where submission_key like 'large-list-%'`;
    await db`insert into client_requests (created_at, name, institution, phone, project_type, details, submission_key)
      select now() - (i || ' minutes')::interval, 'Large List Requester ' || i, 'University of Ghana', '0240000000', 'thesis', 'Details', 'large-list-' || i
      from generate_series(1, 120) i`;
    await db`delete from clients where name like 'Large List Client %'`;
    await db`insert into clients (name, work_description, total_amount, amount_paid, payment_status, created_at)
      select 'Large List Client ' || i, 'Assignments', 100.10, 0, 'Unpaid', now() - (i || ' minutes')::interval from generate_series(1, 130) i`;
  } finally {
    await db.end();
  }
});

test.afterAll(async () => {
  const db = e2eSql();
  try {
    await db`delete from client_requests where submission_key like 'large-list-%'`;
    await db`delete from clients where name like 'Large List Client %'`;
  } finally {
    await db.end();
  }
});

test("requests: 50 rows a page, Next and Previous, at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ADMIN);
  await page.goto("/requests");
  await expect(page.getByTestId("request-row")).toHaveCount(50);
  const pager = page.getByRole("navigation", { name: "Pages of requests" });
  await expect(pager).toContainText(/1–50 of \d[\d,]* requests/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await pager.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/requests\?page=2$/);
  await expect(pager).toContainText(/51–100 of/);
  await expect(page.getByTestId("request-row")).toHaveCount(50);
  await pager.getByRole("link", { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByTestId("request-row").first()).toBeVisible();
});

test("dashboard: the first 50 clients, then Show more; search still covers every client", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ADMIN);
  await expect(page.getByTestId("client-row")).toHaveCount(50);
  const more = page.getByTestId("client-list-more");
  await expect(more).toContainText(/Showing 50 of \d[\d,]* clients/);
  await more.getByRole("button", { name: "Show 50 more" }).click();
  await expect(page.getByTestId("client-row")).toHaveCount(100);
  // the oldest seeded client is far past the first rows, and search finds it
  await page.getByPlaceholder("Search clients...").fill("Large List Client 130");
  await expect(page.getByTestId("client-row")).toHaveCount(1);
  await expect(more).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

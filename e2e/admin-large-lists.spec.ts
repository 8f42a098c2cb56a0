import { expect, test, type Locator } from "@playwright/test";
import { e2eSql, loginAs, pressEnterOn, withE2eSql } from "./helpers";

/**
 * A year of data: the requests table and the contact messages come 50 at a time with Previous / Next, and the
 * dashboard renders 50 clients and a "Show more" button instead of every client, and so do the prompt cards (which
 * carry the start of each text only). Checked at 375 px, where the pagination must fit on one line without the page
 * scrolling sideways.
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
    await db`delete from prompts`;
    await db`insert into prompts (prompt_name, prompt_content, created_at)
      select 'Large List Prompt ' || i, repeat('Outline the chapter, then write it. ', 300) || case when i = 120 then 'kenkey-marker' else 'end' end,
        now() - (i || ' minutes')::interval from generate_series(1, 120) i`;
  } finally {
    await db.end();
  }
});

test.afterAll(async () => {
  const db = e2eSql();
  try {
    await db`delete from client_requests where submission_key like 'large-list-%'`;
    await db`delete from clients where name like 'Large List Client %'`;
    await db`delete from prompts where prompt_name like 'Large List Prompt %'`;
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

test("requests by keyboard: reaching the first or the last page keeps the focus in the pager; a long message shows its start", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ADMIN);
  const total = await withE2eSql(async (db) => Number((await db`select count(*)::int as n from client_requests`)[0]!.n));
  const last = Math.ceil(total / 50);
  await page.goto(`/requests?page=${last - 1}`);
  const pager = page.getByRole("navigation", { name: "Pages of requests" });
  await pressEnterOn(page, pager.getByRole("link", { name: /Next/ }));
  await expect(page).toHaveURL(new RegExp(`page=${last}$`));
  await expect(pager.getByRole("link", { name: /Next/ })).toHaveCount(0);
  await expect(page.locator("#requests-pages-range")).toBeFocused();
  await pressEnterOn(page, pager.getByRole("link", { name: /Previous/ }));
  await expect(page).toHaveURL(new RegExp(`page=${last - 1}$`));

  const long = `Large list long message ${"I would like to know more about your thesis support and prices. ".repeat(20)}`;
  await withE2eSql(async (db) => {
    await db`delete from contact_messages where subject = 'Large list long message'`;
    await db`insert into contact_messages (full_name, email, subject, message) values ('Large List Writer', 'writer@example.com', 'Large list long message', ${long})`;
  });
  await page.goto("/requests?tab=messages");
  const message = page.getByTestId("contact-message").filter({ hasText: "Large list long message" });
  const text = message.locator("p", { hasText: "I would like to know" });
  await expect(text).toBeVisible(); // boundingBox does not wait for the tab's list to render
  const clamped = (await text.boundingBox())!.height;
  await message.getByRole("button", { name: "Show full message" }).click();
  await expect(message.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  expect((await text.boundingBox())!.height).toBeGreaterThan(clamped * 2);
  await withE2eSql((db) => db`delete from contact_messages where subject = 'Large list long message'`);
});

test("a page or more prompts that are slow to come show a spinner on the control that was pressed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ADMIN);
  await page.goto("/requests");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/requests\?page=2/, async (route) => {
    await held;
    await route.continue();
  });
  const pager = page.getByRole("navigation", { name: "Pages of requests" });
  await pager.getByRole("link", { name: /Next/ }).click();
  await expect(pager.getByTestId("link-pending")).toBeVisible();
  release();
  await expect(pager).toContainText(/51–100 of/);
  await expect(pager.getByTestId("link-pending")).toHaveCount(0);

  await page.goto("/prompts");
  await expect(page.getByTestId("prompt-card")).toHaveCount(50);
  let releaseMore = () => {};
  const heldMore = new Promise<void>((resolve) => (releaseMore = resolve));
  await page.route("**/prompts", async (route) => {
    if (route.request().method() === "POST") await heldMore;
    await route.continue();
  });
  const more = page.getByTestId("prompt-list-more").getByRole("button", { name: /Show \d+ more/ });
  await more.click();
  await expect(more.getByTestId("more-pending")).toBeVisible();
  await expect(more).toHaveAttribute("aria-busy", "true");
  releaseMore();
  await expect(page.getByTestId("prompt-card")).toHaveCount(100);
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

/** Whether the focus is inside `row`. */
const focusInside = (row: Locator) => row.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);

test("requests: the open tab follows the address, so browser Back to ?tab=messages shows the messages again", async ({ page }) => {
  await loginAs(page, ADMIN);
  await page.goto("/requests?tab=messages");
  const messagesTab = page.getByRole("tab", { name: /Contact Messages/ });
  const requestsTab = page.getByRole("tab", { name: "Requests" });
  await expect(messagesTab).toHaveAttribute("aria-selected", "true");
  await requestsTab.click();
  await expect(requestsTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/requests$/);
  await page.getByRole("navigation", { name: "Pages of requests" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/requests\?page=2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(requestsTab).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page).toHaveURL(/\/requests\?tab=messages$/);
  await expect(messagesTab).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(requestsTab).toHaveAttribute("aria-selected", "true");
});

test("dashboard and prompts: after the last Show more the focus goes to the first new row, not to <body>", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ADMIN);
  const rows = page.getByTestId("client-row");
  await expect(rows).toHaveCount(50);
  const clientMore = page.getByTestId("client-list-more");
  // keyboard presses until the button is gone; the focus stays on it until then
  let shown = 50;
  while ((await clientMore.count()) > 0) {
    shown = await rows.count();
    await pressEnterOn(page, clientMore.getByRole("button", { name: /^Show \d+ more$/ }));
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  await expect.poll(() => focusInside(rows.nth(shown))).toBe(true);

  await page.goto("/prompts");
  const cards = page.getByRole("list", { name: "Prompts" }).locator(":scope > li");
  await expect(cards).toHaveCount(50);
  const more = page.getByTestId("prompt-list-more");
  await pressEnterOn(page, more.getByRole("button", { name: "Show 50 more" }));
  await expect(cards).toHaveCount(100);
  await expect(more.getByRole("button", { name: "Show 20 more" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(120);
  await expect.poll(() => focusInside(cards.nth(100))).toBe(true);
});

test("prompts: 50 cards with the start of each text, Show more, search inside whole texts, copy and live edit, at 375 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  try {
    await loginAs(page, ADMIN);
    const response = await page.goto("/prompts");
    // 120 prompts of 10,800 characters each: the page carries 50 previews, not 1.3 MB of text.
    expect((await response!.text()).length).toBeLessThan(400_000);
    const cards = page.getByTestId("prompt-card");
    await expect(cards).toHaveCount(50);
    const more = page.getByTestId("prompt-list-more");
    await expect(more).toContainText("Showing 50 of 120 prompts");
    await expect(page.locator('[data-live="open"]')).toBeVisible();
    await more.getByRole("button", { name: "Show 50 more" }).click();
    await expect(cards).toHaveCount(100);
    await more.getByRole("button", { name: "Show 20 more" }).click();
    await expect(cards).toHaveCount(120);
    await expect(more).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A live edit of a card from the last page, made elsewhere, shows without a reload.
    await withE2eSql((db) => db`update prompts set prompt_name = 'Large List Prompt 119 (edited)' where prompt_name = 'Large List Prompt 119'`);
    await expect(page.getByRole("article", { name: "Large List Prompt 119 (edited)" })).toBeVisible({ timeout: 2000 });
    await expect(cards).toHaveCount(120);

    // The marker sits past the 10,000th character of the oldest prompt: the server's search finds it.
    await page.getByPlaceholder("Search prompts...").fill("KENKEY-marker");
    await expect(cards).toHaveCount(1);
    const card = page.getByRole("article", { name: "Large List Prompt 120" });
    await expect(card).not.toContainText("kenkey-marker");
    await card.getByRole("button", { name: "Copy Large List Prompt 120" }).click();
    await page.getByRole("button", { name: "Copy Content" }).click();
    await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Outline the chapter.*kenkey-marker$/s);
    await page.getByPlaceholder("Search prompts...").fill("no prompt says this");
    await expect(page.getByText("No prompts match your search.")).toBeVisible();
    await page.getByPlaceholder("Search prompts...").fill("");
    await expect(cards).toHaveCount(50);
  } finally {
    await context.close();
  }
});

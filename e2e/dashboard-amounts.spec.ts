import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2eSql, loginAs, seedAdmin } from "./helpers";

/**
 * Amounts near the 10-billion-cedi limit of numeric(12,2) ("GH₵9,999,999,999.99", totals above it) on the unlocked
 * dashboard: each stays on one line, never broken inside the number, inside its card, and readable. At 375 px the
 * summary cards used to break them after any digit ("GH₵20,000,788,590.3" / "8"), the client cards ran them past
 * their padding, and at 1280 px the chart's fixed 9rem column let them run past the card.
 * Uses its own admin account (its own unlock attempts) and puts the clients and disbursed amount back afterwards.
 */
const ADMIN = { email: "amounts-e2e@example.com", password: "correct-horse-battery", code: "4826" };
const SETTINGS_ID = "00000000-0000-0000-0000-000000000000";
const MAX = "9999999999.99";
const NAMES = ["Nana Akosua Serwaa Boatemaa-Agyemang Owusu-Ansah", "Kwabena Oppong-Nkansah Darko"];

test.beforeAll(async () => {
  const sql = e2eSql();
  try {
    await seedAdmin(ADMIN, sql);
    await sql`delete from clients where id <> ${SETTINGS_ID}`;
    await sql`update clients set disbursed_amount = ${MAX} where id = ${SETTINGS_ID}`;
    await sql`insert into clients (name, work_description, total_amount, amount_paid, payment_status) values (${NAMES[0]!}, 'Assignments', ${MAX}, ${MAX}, 'Paid')`;
    await sql`insert into clients (name, work_description, total_amount, amount_paid, payment_status) values (${NAMES[1]!}, 'Study Plan', ${MAX}, '1234567890.12', 'Partial')`;
  } finally {
    await sql.end();
  }
});

test.afterAll(async () => {
  const sql = e2eSql();
  try {
    await sql`delete from clients where name in ${sql(NAMES)}`;
    await sql`update clients set disbursed_amount = 0 where id = ${SETTINGS_ID}`;
  } finally {
    await sql.end();
  }
});

/**
 * Where the text of `amount` is drawn: how many lines, its left and right edges, its font size; and the content box
 * (inside the padding) of `box`, the element it must stay in.
 */
async function measure(amount: Locator, box: Locator) {
  const boxHandle = await box.elementHandle();
  return amount.evaluate((el, boxEl) => {
    // The rectangles of the text itself (not of the elements around it), one per line it is drawn on.
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
    }
    const lines = new Set(rects.map((r) => Math.round(r.top))).size;
    const text = { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
    const b = (boxEl as Element).getBoundingClientRect();
    const s = getComputedStyle(boxEl as Element);
    const innermost = Array.from(el.querySelectorAll("*")).find((e) => !e.children.length && e.textContent?.trim()) ?? el;
    return {
      text: el.textContent ?? "",
      lines,
      left: text.left,
      right: text.right,
      boxLeft: b.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft),
      boxRight: b.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight),
      fontSize: parseFloat(getComputedStyle(innermost).fontSize),
    };
  }, boxHandle);
}

async function expectWhole(amount: Locator, box: Locator, what: string, minFont: number) {
  const m = await measure(amount, box);
  expect(m.text, what).toMatch(/^GH₵[\d,]+\.\d\d$/);
  expect(m.lines, `${what} "${m.text}" breaks over ${m.lines} lines`).toBe(1);
  expect(m.left, `${what} "${m.text}" starts outside its box`).toBeGreaterThanOrEqual(m.boxLeft - 0.5);
  expect(m.right, `${what} "${m.text}" runs past its box`).toBeLessThanOrEqual(m.boxRight + 0.5);
  expect(m.fontSize, `${what} "${m.text}" is too small to read`).toBeGreaterThanOrEqual(minFont);
}

async function unlockWithFigures(page: Page) {
  await page.getByLabel("4-digit password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
  await page.getByLabel("Show Figures").click();
  await expect(page.getByTestId("figure-disbursed")).toHaveText("GH₵9,999,999,999.99");
}

for (const width of [320, 375, 768, 1024, 1280, 1536]) {
  test(`amounts near 10 billion cedis stay whole and inside their cards at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, ADMIN);
    await unlockWithFigures(page);
    await expect(page.getByTestId("figure-total-amount")).toHaveText("GH₵19,999,999,999.98");

    // Summary cards and the financial summary: the amount at a headline size, smaller only where the card is narrow.
    for (const testId of ["figure-total-amount", "figure-total-paid", "figure-in-account", "figure-outstanding", "figure-disbursed"]) {
      const figure = page.getByTestId(testId);
      await expectWhole(figure, figure.locator("xpath=.."), testId, 13);
    }
    // The chart's three amounts stay inside the chart.
    const chart = page.getByTestId("figures-chart");
    for (const text of ["GH₵11,234,567,890.11", "GH₵8,765,432,109.87", "GH₵9,999,999,999.99"]) {
      await expectWhole(chart.getByText(text, { exact: true }), chart, `chart amount ${text}`, 12);
    }
    // Every amount of the client list (cards under 1024 px, the table from there on).
    const rows = page.getByTestId("client-row");
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      for (const amount of await row.getByText(/^GH₵[\d,]+\.\d\d$/).locator("visible=true").all()) {
        await expectWhole(amount, width < 1024 ? row : amount.locator("xpath=ancestor-or-self::td[1]"), `client amount in ${await row.getByRole("link").first().innerText()}`, 12);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page scrolls sideways").toBeLessThanOrEqual(width);
  });
}

import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PARAPHRASE_KUMASI, ORIGINAL_TEXT, docByUrl } from "../tests/fixtures/plagiarism/texts";
import { e2eServerInfo, e2eSql, expectNoAxeViolations, gotoHydrated } from "./helpers";

// The reference library comes in through the real CLI (npm run corpus:import), straight into the e2e database.
test.beforeAll(() => {
  const fixture = path.resolve("tests/fixtures/plagiarism/library.jsonl");
  execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/corpus-import.ts", fixture], {
    env: { ...process.env, DATABASE_URL: e2eServerInfo().databaseUrl },
    stdio: "pipe",
  });
});

test("check a text: busy button, toast, percentage, source, highlighted passages, no axe violations", async ({ page }) => {
  const sql = e2eSql();
  const [{ n }] = await sql`select count(*)::int as n from plagiarism_documents`;
  await sql.end();
  expect(n).toBe(5);

  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await expect(page.getByRole("heading", { level: 1, name: "AI-Powered Plagiarism Checker" })).toBeVisible();
  await expect(page.getByText("Paste text content to get started with AI-powered analysis")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await expectNoAxeViolations(page);

  const text = `${ORIGINAL_TEXT}\n\n${PARAPHRASE_KUMASI}`;
  await page.getByRole("textbox", { name: "Text to check" }).fill(`   ${text}   `);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/plagiarism"));
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  expect(JSON.parse((await sent).postData()!)).toEqual({ text });

  await expect(page.getByText("Plagiarism check completed")).toBeVisible();
  await expect(page.getByText(/Analysis found \d+(\.\d)?% potential plagiarism\./)).toBeVisible();
  const report = page.getByTestId("plagiarism-report");
  await expect(report.getByTestId("plagiarism-source")).toHaveCount(1);
  await expect(report.getByRole("link", { name: new RegExp(docByUrl("kumasi").title) })).toHaveAttribute("href", docByUrl("kumasi").url);
  const marks = report.getByTestId("matched-passage");
  expect(await marks.count()).toBeGreaterThan(0);
  await expect(marks.first()).toContainText("Traders, most of them women");
  await expect(marks.filter({ hasText: "Learning to swim" })).toHaveCount(0);
  const percentage = Number((await report.getByTestId("plagiarism-percentage").innerText()).replace("%", ""));
  expect(percentage).toBeGreaterThan(40);
  expect(percentage).toBeLessThan(70);
  await expect(report.getByTestId("risk-level")).toHaveText("High risk");
  await expectNoAxeViolations(page);
});

test("blank text and the counter states at 375 px; typing past 5,000 is blocked", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/plagiarism")) requests++;
  });
  const input = page.getByRole("textbox", { name: "Text to check" });
  await input.fill("  \n ");
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  await expect(page.getByText("No content to check")).toBeVisible();
  await expect(page.getByText("Please enter some text to check for plagiarism.")).toBeVisible();
  expect(requests).toBe(0);

  const counter = page.getByTestId("char-counter");
  await input.fill("a".repeat(3000));
  await expect(counter).toHaveAttribute("data-tone", "normal");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await input.fill("a".repeat(3800));
  await expect(counter).toHaveAttribute("data-tone", "warning");
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByText("Approaching character limit")).toHaveCount(0);
  await input.fill("a".repeat(4600));
  await expect(counter).toHaveAttribute("data-tone", "danger");
  await expect(page.getByText("Approaching character limit")).toBeVisible();

  await input.fill("a".repeat(5000));
  await input.press("End");
  await input.pressSequentially("bc");
  await expect(input).toHaveValue("a".repeat(5000));
  await expect(page.getByText("Character limit exceeded")).toBeVisible();
  await expect(page.getByText("Maximum 5000 characters allowed.")).toBeVisible();
  await expect(counter).toHaveText("5,000 / 5,000 characters");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoAxeViolations(page);
});

test("pasting past 5,000 keeps the first 5,000 characters, without splitting an emoji, and shows the limit toast", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  const input = page.getByRole("textbox", { name: "Text to check" });
  // 6,001 units; the emoji's two halves sit on either side of the 5,000th.
  const essay = `${"a".repeat(4999)}\u{1F600}${"b".repeat(1000)}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), essay);
  await input.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(input).toHaveValue("a".repeat(4999));
  await expect(page.getByTestId("char-counter")).toHaveText("4,999 / 5,000 characters");
  await expect(page.getByText("Character limit exceeded")).toBeVisible();
  await expect(page.getByText("Maximum 5000 characters allowed.")).toBeVisible();

  await input.fill("");
  await page.evaluate((text) => navigator.clipboard.writeText(text), "c".repeat(6000));
  await page.keyboard.press("ControlOrMeta+V");
  await expect(input).toHaveValue("c".repeat(5000));
});

// A URL (or any long word) in the checked text was an unbreakable line in a grid item with min-width auto: at 375 px the
// report card and the page grew to 1,438 px wide and every line of the report ran off the screen; at 1280 px the report
// column pushed the input column narrow.
test("a long URL in the checked text does not widen the report or the page, at 375 and 1280 px", async ({ page }) => {
  const url = `https://www.example.com/${"very-long-path-segment-".repeat(10)}end`;
  const text = `${docByUrl("kumasi").text} See ${url} for the source, and Supercalifragilisticexpialidocious${"x".repeat(120)}.`;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/plagiarism-checker", "main textarea");
    await page.getByRole("textbox", { name: "Text to check" }).fill(text);
    await page.getByRole("button", { name: "Check for Plagiarism" }).click();
    const report = page.getByTestId("plagiarism-report");
    await expect(report.getByTestId("plagiarism-source")).toHaveCount(1);
    await expect(report.getByTestId("matched-passage").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const reportBox = (await report.boundingBox())!;
    expect(reportBox.x + reportBox.width).toBeLessThanOrEqual(width);
    if (width === 1280) {
      const inputCard = (await page.getByRole("textbox", { name: "Text to check" }).boundingBox())!;
      expect(Math.abs(inputCard.width - reportBox.width)).toBeLessThan(80);
    }
  }
});

// ---- QA review, 2026-11-27 ----

const API = "**/api/plagiarism";
const fulfillJson = (status: number, body: unknown) => ({ status, contentType: "application/json", body: JSON.stringify(body) });

// With no reference document, no earlier submission and no web search the report said "Nothing was compared" under a
// green "0%", "Low risk" and "100%" unique. The answer now says `compared: false` and the page shows no figures.
test("nothing compared (empty library): the message without 0%, 'Low risk' or 100% unique", async ({ page }) => {
  const answer = {
    plagiarismPercentage: 0,
    uniquenessPercentage: 100,
    riskLevel: "low",
    sources: [],
    recommendations: ["The reference library is empty, so this text was not compared with anything and no percentage can be given. Ask us to check it against our library."],
    report: "Nothing was compared: the reference library is empty.\nChecked against 0 reference documents.",
    compared: false,
  };
  await page.route(API, (route) => route.fulfill(fulfillJson(200, answer)));
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await page.getByRole("textbox", { name: "Text to check" }).fill(ORIGINAL_TEXT);
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  const report = page.getByTestId("plagiarism-report");
  await expect(report.getByText("Nothing was compared: the reference library is empty.")).toBeVisible();
  await expect(report.getByText(/The reference library is empty/)).toBeVisible();
  await expect(report.getByTestId("plagiarism-percentage")).toHaveCount(0);
  await expect(report.getByTestId("risk-level")).toHaveCount(0);
  await expect(report.getByText("Unique content")).toHaveCount(0);
  await expect(report.getByText("100%")).toHaveCount(0);
  await expect(report.getByText("No matching sources found.")).toHaveCount(0);
  await expect(page.getByText("Plagiarism check completed")).toBeVisible();
  await expect(page.getByText("Analysis found 0% potential plagiarism.")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// A 429 answered the visitor with "Failed to check plagiarism. Please try again.", which invites an immediate retry
// that fails the same way; the server's own message says to wait.
test("a rate-limited check shows the server's message; other failures keep SPEC's", async ({ page }) => {
  const limited = "Too many requests. Please wait a minute and try again.";
  let status = 429;
  await page.route(API, (route) =>
    route.fulfill({ ...fulfillJson(status, { error: status === 429 ? limited : "Something broke inside", errorType: status === 429 ? "rate_limit" : "unknown" }), headers: { "retry-after": "42" } }),
  );
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await page.getByRole("textbox", { name: "Text to check" }).fill(ORIGINAL_TEXT);
  const button = page.getByRole("button", { name: "Check for Plagiarism" });
  await button.click();
  await expect(page.getByText(limited)).toBeVisible();
  await expect(page.getByText("Failed to check plagiarism. Please try again.")).toHaveCount(0);

  status = 500;
  await button.click();
  await expect(page.getByText("Failed to check plagiarism. Please try again.")).toBeVisible();
  await expect(page.getByText("Something broke inside")).toHaveCount(0);
});

// A request that never came back left the button on "Analyzing Content..." for good.
test("a stalled check is abandoned after 45 seconds: the button comes back and the Error toast shows", async ({ page }) => {
  await page.clock.install();
  await page.route(API, () => {
    /* never answered */
  });
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await page.getByRole("textbox", { name: "Text to check" }).fill(ORIGINAL_TEXT);
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  const busy = page.getByRole("button", { name: "Analyzing Content..." });
  await expect(busy).toBeDisabled();
  await page.clock.fastForward("00:44");
  await expect(busy).toBeVisible();
  await page.clock.fastForward("00:02");
  await expect(page.getByRole("button", { name: "Check for Plagiarism" })).toBeEnabled();
  await expect(page.getByText("Failed to check plagiarism. Please try again.")).toBeVisible();
});

// "!!!" or a run of zero-width spaces has nothing to compare: it was sent and came back as a 0% "low risk" report.
test("a text with no letters or digits is treated like blank text and not sent", async ({ page }) => {
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/plagiarism")) requests++;
  });
  const input = page.getByRole("textbox", { name: "Text to check" });
  for (const text of ["!!! ??? ...", "\u200B\u200B\u200B"]) {
    await input.fill(text);
    await page.getByRole("button", { name: "Check for Plagiarism" }).click();
    await expect(page.getByText("Please enter some text to check for plagiarism.").first()).toBeVisible();
  }
  await expect(page.getByText("No content to check").first()).toBeVisible();
  await expect(page.getByTestId("plagiarism-report")).toHaveCount(0);
  expect(requests).toBe(0);
});

// The whole report card was a polite live region (a long report was read out on top of the toast) and the counter
// announced every keystroke.
test("screen readers hear a short summary of the report and the counter only at its thresholds", async ({ page }) => {
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  const insideLiveRegion = (selector: string) =>
    page.locator(selector).first().evaluate((el) => Boolean(el.closest("[aria-live], [role=status], [role=log], [role=alert]")));

  const input = page.getByRole("textbox", { name: "Text to check" });
  const counterNote = page.getByTestId("char-counter-announcement");
  expect(await insideLiveRegion("[data-testid=char-counter]")).toBe(false);
  await expect(counterNote).toHaveAttribute("aria-live", "polite");
  await input.fill("a".repeat(3000));
  await expect(counterNote).toHaveText("");
  await input.fill("a".repeat(4400));
  await expect(counterNote).toHaveText("");
  await input.fill("a".repeat(4600));
  await expect(counterNote).toHaveText("4,600 of 5,000 characters used: approaching the character limit.");
  await input.press("End");
  await input.pressSequentially("aaa");
  // still past 90 %: nothing new is said on these keys
  await expect(counterNote).toHaveText("4,600 of 5,000 characters used: approaching the character limit.");
  await input.fill("a".repeat(5000));
  await expect(counterNote).toHaveText("5,000 of 5,000 characters used: the character limit is reached.");
  await input.fill("a".repeat(100));
  await expect(counterNote).toHaveText("");

  await input.fill(`${ORIGINAL_TEXT}\n\n${PARAPHRASE_KUMASI}`);
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  await expect(page.getByTestId("plagiarism-report")).toBeVisible();
  expect(await insideLiveRegion("[data-testid=plagiarism-report]")).toBe(false);
  const summary = page.getByTestId("plagiarism-summary");
  await expect(summary).toHaveAttribute("role", "status");
  await expect(summary).toHaveText(/^Report ready: \d+(\.\d)?% potential plagiarism, high risk, 1 source\.$/);
});

// On a phone the report is below the fold: only the toast said a result had come.
test("after a check the report heading takes focus and is scrolled into view on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await page.getByRole("textbox", { name: "Text to check" }).fill(`${ORIGINAL_TEXT}\n\n${PARAPHRASE_KUMASI}`);
  const heading = page.getByRole("heading", { level: 2, name: "Plagiarism report" });
  await expect(heading).not.toBeInViewport();
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  await expect(page.getByTestId("plagiarism-report")).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // not hidden under the sticky header, nor under the toast that opens below it
  await expect(page.getByText("Plagiarism check completed")).toBeVisible();
  await page.waitForTimeout(600); // the toast's slide-in
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  const headerBottom = await page.locator("header").first().evaluate((el) => el.getBoundingClientRect().bottom);
  const toastBottom = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  expect(top).toBeGreaterThanOrEqual(toastBottom.y + toastBottom.height);
  await expectNoAxeViolations(page);

  // a failed check does not move focus to the report
  await page.getByRole("textbox", { name: "Text to check" }).focus();
  await page.route(API, (route) => route.fulfill(fulfillJson(500, { error: "Failed to check plagiarism. Please try again." })));
  await page.getByRole("button", { name: "Check for Plagiarism" }).click();
  await expect(page.getByText("Failed to check plagiarism. Please try again.")).toBeVisible();
  await expect(heading).not.toBeFocused();
});

import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./helpers";

/**
 * The humanizing half of /humanizer: settings defaults, 'Advanced Humanize' with the success toast, the academic
 * style without contractions, 'Copy Text' -> 'Copied!' for 2 seconds with the clipboard holding the output and the
 * toast 'Text copied to clipboard!', clearing, the blank-text toast, axe, and the 375 px layout.
 */
const TEXT =
  "Additionally, the survey of 1,240 households (Mensah, 2020) underscores the crucial role of clinics in Ghana. It is important to note that 63% of families do not delve into hospital care first. Furthermore, the findings highlight a pivotal shift in how people seek help.";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("humanize with the defaults, copy the output, 'Copied!' for 2 seconds", async ({ page }) => {
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  await expect(page.getByRole("heading", { name: "Humanization Settings" })).toBeVisible();
  await expect(page.getByLabel("Writing Style")).toHaveText(/Professional/);
  await expect(page.getByLabel("Humanization Strength")).toHaveText(/Medium/);
  await expect(page.getByLabel("Preserve Length")).toBeChecked();

  const copy = page.getByRole("button", { name: "Copy Text" });
  await expect(copy).toBeDisabled();
  await page.getByRole("button", { name: "Advanced Humanize" }).click();
  await expect(page.getByText("Please enter some text to humanize")).toBeVisible();

  await page.getByRole("textbox", { name: "Your Text" }).fill(TEXT);
  await page.getByRole("button", { name: "Advanced Humanize" }).click();
  await expect(page.getByText("Text successfully humanized using advanced AI processing!")).toBeVisible();
  const output = page.getByRole("textbox", { name: "Humanized Output" });
  await expect(output).not.toHaveValue("");
  const text = await output.inputValue();
  expect(text).not.toBe(TEXT);
  for (const kept of ["1,240", "(Mensah, 2020)", "Ghana", "63%"]) expect(text).toContain(kept);
  await expect(output).toHaveAttribute("readonly", "");
  await expect(page.getByTestId("humanized-output-count")).toHaveText(`${text.length.toLocaleString("en-US")} characters`);

  await copy.click();
  const copied = page.getByRole("button", { name: "Copied!" });
  await expect(copied).toBeVisible();
  const t0 = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(page.getByText("Text copied to clipboard!")).toBeVisible(); // SPEC.md section 8
  await expect(page.getByRole("button", { name: "Copy Text" })).toBeVisible({ timeout: 4000 });
  const shown = Date.now() - t0;
  expect(shown).toBeGreaterThan(1500);
  expect(shown).toBeLessThan(3000);

  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Clear humanized output" }).click();
  await expect(output).toHaveValue("");
  await expect(page.getByTestId("humanized-output-count")).toHaveText("0 characters");
});

test("academic style reads formally: no contractions", async ({ page }) => {
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  await page.getByLabel("Writing Style").click();
  await page.getByRole("option", { name: "Academic" }).click();
  await page.getByLabel("Humanization Strength").click();
  await page.getByRole("option", { name: "Heavy" }).click();
  await page.getByRole("textbox", { name: "Your Text" }).fill(TEXT);
  await page.getByRole("button", { name: "Advanced Humanize" }).click();
  const output = page.getByRole("textbox", { name: "Humanized Output" });
  await expect(output).not.toHaveValue("");
  expect(await output.inputValue()).not.toMatch(/n't|'s\b|'re\b|'ll\b/);
});

test("settings and output fit a 375 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  await expect(page.getByRole("button", { name: "Copy Text" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("error types, transport failure and warnings show the SPEC messages", async ({ page }) => {
  // The server side of each errorType is covered by tests/integration/humanizer/route.test.ts against a fake
  // OpenAI server; here the browser's mapping from answer to toast is checked.
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  await page.getByRole("textbox", { name: "Your Text" }).fill(TEXT);
  const button = page.getByRole("button", { name: "Advanced Humanize" });
  const answers: Array<[Record<string, unknown> | "abort", string]> = [
    [{ success: false, error: "x", errorType: "quota" }, "OpenAI usage limit exceeded. Please check your billing or try again later."],
    [{ success: false, error: "x", errorType: "api_key" }, "API configuration issue. Please contact support."],
    [{ success: false, error: "x", errorType: "timeout" }, "Request timed out. Please try again with shorter text."],
    [{ success: false, error: "x", errorType: "network" }, "Network error. Please check your connection and try again."],
    [{ success: false, error: "Too many requests. Please wait a minute and try again.", errorType: "rate_limit" }, "Too many requests. Please wait a minute and try again."],
    ["abort", "Failed to connect to humanization service. Please try again."],
    [{ success: true, data: { humanizedText: "Rewritten.", warning: "Please review the result: it may not keep numbers." } }, "Please review the result: it may not keep numbers."],
  ];
  for (const [answer, message] of answers) {
    await page.unroute("**/api/humanize");
    await page.route("**/api/humanize", (route) =>
      answer === "abort" ? route.abort("connectionrefused") : route.fulfill({ status: answer.success ? 200 : 502, json: answer }));
    await button.click();
    await expect(page.getByText(message).last()).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Humanized Output" })).toHaveValue("Rewritten.");
});

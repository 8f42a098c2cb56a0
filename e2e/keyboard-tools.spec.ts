import { expect, test } from "@playwright/test";
import { gotoHydrated, pressEnterOn } from "./helpers";

/**
 * The humanizer and the plagiarism checker, driven by the keyboard alone:
 * - the busy Advanced Humanize / Check for Plagiarism button stays focusable: it was `disabled` while its request ran,
 *   so Chromium dropped the focus to <body> and a keyboard user started again from the top of the page (the humanizer
 *   every time; the plagiarism checker after a failed check, a successful one focuses the report);
 * - the humanized output's clear button hands the focus to the emptied output box instead of dropping it.
 */

const TEXT =
  "The rapid advancement of artificial intelligence has fundamentally transformed numerous industries. Furthermore, it is important to note that these technologies offer significant benefits to organizations.";

test("humanizer by keyboard: Advanced Humanize keeps the focus while it works, and clearing the output moves it to the output box", async ({ page }) => {
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  await page.getByRole("textbox", { name: "Your Text" }).fill(TEXT);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/humanize", async (route) => {
    await held;
    await route.continue();
  });
  const humanize = page.getByRole("button", { name: /Advanced Humanize|Processing/ });
  await pressEnterOn(page, humanize);
  await expect(humanize).toHaveText("Processing...");
  await expect(humanize).toBeDisabled();
  await expect(humanize).toBeFocused();
  release();
  await expect(page.getByRole("textbox", { name: "Humanized Output" })).not.toHaveValue("");
  await expect(humanize).toHaveText("Advanced Humanize");
  await expect(humanize).toBeFocused();

  // Copy Text keeps the focus through 'Copied!' and back.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const copy = page.getByRole("button", { name: /Copy Text|Copied!/ });
  await pressEnterOn(page, copy);
  await expect(copy).toHaveText("Copied!");
  await expect(copy).toBeFocused();

  await pressEnterOn(page, page.getByRole("button", { name: "Clear humanized output" }));
  const output = page.getByRole("textbox", { name: "Humanized Output" });
  await expect(output).toHaveValue("");
  await expect(output).toBeFocused();
});

test("detector by keyboard: Multi-Detect AI keeps the focus while it analyses, and clearing the input moves it to the input", async ({ page }) => {
  await gotoHydrated(page, "/humanizer", "#humanizer-input");
  const input = page.getByRole("textbox", { name: "Your Text" });
  await input.fill(TEXT);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route("**/api/detect", async (route) => {
    calls++;
    await held;
    await route.continue();
  });
  const detect = page.getByRole("button", { name: /Multi-Detect AI|Analyzing/ });
  await pressEnterOn(page, detect);
  await expect(detect).toHaveText("Analyzing...");
  await expect(detect).toBeDisabled();
  await expect(detect).toBeFocused();
  await page.keyboard.press("Enter"); // a second press while it runs sends nothing
  release();
  await expect(page.getByText("Multi-Platform AI Detection Results")).toBeVisible();
  await expect(detect).toHaveText("Multi-Detect AI");
  expect(calls).toBe(1);

  await pressEnterOn(page, page.getByRole("button", { name: "Clear input text" }));
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
});

test("plagiarism checker by keyboard: a failed check leaves the focus on its button", async ({ page }) => {
  await gotoHydrated(page, "/plagiarism-checker", "main textarea");
  await page.getByLabel("Text to check").fill(TEXT);
  await page.route("**/api/plagiarism", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  const check = page.getByRole("button", { name: /Check for Plagiarism|Analyzing Content/ });
  await pressEnterOn(page, check);
  await expect(page.getByText("Failed to check plagiarism. Please try again.")).toBeVisible();
  await expect(check).toHaveText("Check for Plagiarism");
  await expect(check).toBeFocused();
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pdfOfSize, sampleExe, samplePdf } from "../tests/helpers/request-fixtures";
import { e2eServerInfo, e2eSql, expectNoAxeViolations, gotoHydrated } from "./helpers";

// The home page renders <RequestForm /> inside section#request-form.
const FORM_PATH = "/";

async function fillRequired(page: Page, name: string) {
  const form = page.locator("#request-form form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Institution").fill("University of Ghana");
  await form.getByLabel("Phone Number").fill("+233 24 123 4567");
  await form.getByLabel("Project Type").selectOption({ label: "Research Paper" });
}

async function rowNamed(name: string) {
  const sql = e2eSql();
  try {
    return await sql`select * from client_requests where name = ${name}`;
  } finally {
    await sql.end();
  }
}

test("a request with a PDF: real upload progress, the dialog, a reset form, the row and the file", async ({ page }) => {
  const name = `Ama E2E ${Date.now()}`;
  const pdf = samplePdf("Research guidelines", 120_000);
  await gotoHydrated(page, FORM_PATH, "#request-form form");
  const form = page.locator("#request-form form");
  await fillRequired(page, name);
  await form.getByLabel("Program / Course").fill("MPhil Economics");
  await form.getByLabel("Email").fill("ama@example.com");
  await form.getByLabel("Project Details").fill("Literature review on mobile money, 4,000 words.");
  await form.getByLabel("Submit my finished work to Turnitin").check();

  // A file can be chosen and removed before sending.
  const fileInput = form.getByLabel("Upload Project Guidelines (optional)");
  await fileInput.setInputFiles({ name: "wrong.pdf", mimeType: "application/pdf", buffer: samplePdf("wrong") });
  await form.getByRole("button", { name: "Remove wrong.pdf" }).click();
  await expect(form.getByTestId("chosen-file")).toHaveCount(0);
  // The native input is emptied too, so it no longer shows the name and the same file can be chosen again; the
  // focus moves to it from the Remove button, which is gone.
  await expect(fileInput).toHaveValue("");
  await expect(fileInput).toBeFocused();
  await fileInput.setInputFiles({ name: "wrong.pdf", mimeType: "application/pdf", buffer: samplePdf("wrong") });
  await expect(form.getByTestId("chosen-file")).toContainText("wrong.pdf");
  await form.getByRole("button", { name: "Remove wrong.pdf" }).click();
  await expect(fileInput).toHaveValue("");
  await fileInput.setInputFiles({ name: "guidelines.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(form.getByTestId("chosen-file")).toContainText("guidelines.pdf");

  // Slow the upload down (about 3 s) so the progress can be watched moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  const progress = form.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 10_000 }).toBeGreaterThan(0);
  const midway = Number(await progress.getAttribute("value"));
  expect(midway).toBeLessThan(100);

  const dialog = page.getByRole("dialog", { name: "Request Submitted Successfully" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText("under 12 hours");
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(page.getByText("File uploaded successfully")).toBeVisible(); // SPEC.md section 8, Upload
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await dialog.getByRole("button", { name: "Done" }).click();

  // Everything is cleared.
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Project Details")).toHaveValue("");
  await expect(form.getByLabel("Project Type")).toHaveValue("");
  await expect(form.getByLabel("Submit my finished work to Turnitin")).not.toBeChecked();
  await expect(form.getByTestId("chosen-file")).toHaveCount(0);
  await expect(fileInput).toHaveValue("");

  const rows = await rowNamed(name);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({ institution: "University of Ghana", program: "MPhil Economics", email: "ama@example.com", project_type: "research", status: "pending", turnitin_submission: "Yes", file_name: "guidelines.pdf" });
  expect(row.file_path).toMatch(/^project_guidelines\/\d{13}-[a-z0-9]{12}\.pdf$/);
  expect(readFileSync(path.join(e2eServerInfo().dataDir, "uploads", row.file_path)).equals(pdf)).toBe(true);
});

test("Submit shows 'Submitting...' on the tap, before the lazily loaded validation chunk arrives", async ({ page }) => {
  await gotoHydrated(page, FORM_PATH, "#request-form form");
  const form = page.locator("#request-form form");
  // Hold every script chunk asked for from now on, as a slow network would: validation loads on first use.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const submit = form.locator("button[type=submit]");
  await submit.click();
  await expect(submit).toHaveText("Submitting...", { timeout: 1500 });
  await expect(submit).toBeDisabled();
  release();
  // The empty form is then refused as before, and the button comes back.
  await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(submit).toHaveText("Submit Request");
  await expect(submit).toBeEnabled();
});

test("Project Details shows a counter past 90% of its 5,000 characters, so a paste cut at the limit shows", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, FORM_PATH, "#request-form form");
  const form = page.locator("#request-form form");
  const details = form.getByLabel("Project Details");
  const counter = form.getByTestId("details-counter");
  await details.fill("a".repeat(4500));
  await expect(counter).toBeHidden();
  await details.fill("a".repeat(4600));
  await expect(counter).toHaveText("4,600 / 5,000 characters");
  await expect(details).toHaveAttribute("aria-describedby", (await counter.getAttribute("id"))!);

  await details.fill("");
  await expect(counter).toBeHidden();
  await page.evaluate((text) => navigator.clipboard.writeText(text), "b".repeat(6000));
  await details.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(details).toHaveValue("b".repeat(5000));
  await expect(counter).toHaveText("5,000 / 5,000 characters");
  await expectNoAxeViolations(page);
});

test("bad input: required fields, wrong files, and a disguised executable keep what was typed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, FORM_PATH, "#request-form form");
  const form = page.locator("#request-form form");
  await expect(form.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Please fill in all required fields." })).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  const fileInput = form.getByLabel("Upload Project Guidelines (optional)");
  await fileInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a document") });
  await expect(form.getByText("Only PDF and Word documents are allowed", { exact: true })).toBeVisible();
  await fileInput.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024, 0x25) });
  await expect(form.getByText("File size must be less than 5MB", { exact: true })).toBeVisible();

  const name = `Kofi Exe ${Date.now()}`;
  await fillRequired(page, name);
  await form.getByLabel("Project Details").fill("Please keep this text.");
  await fileInput.setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: sampleExe() });
  // the server's refusal of the file reads as the upload's own message (SPEC.md section 8), also under the file; the
  // browser's own refusal of photo.png above showed the same toast: wait until it has gone
  const typeToast = page.getByRole("region", { name: /Notifications/ }).getByText("Only PDF and Word documents are allowed", { exact: true });
  await expect(typeToast).toHaveCount(0);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(typeToast).toBeVisible();
  await expect(page.getByText("Failed to submit your request: Only PDF and Word documents are allowed")).toHaveCount(0);
  await expect(form.getByText("Only PDF and Word documents are allowed", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Project Details")).toHaveValue("Please keep this text.");
  expect(await rowNamed(name)).toHaveLength(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // A long file name is cut, not stretched: the form (clipped by the page, so the page itself does not scroll) had
  // grown to 1,232 px and pushed the Submit button's label off the screen.
  await fileInput.setInputFiles({ name: `Chapter_${"Literature_Review".repeat(8)}.pdf`, mimeType: "application/pdf", buffer: samplePdf("long") });
  await expect(form.getByTestId("chosen-file")).toContainText("Chapter_Literature_Review");
  const submit = (await form.getByRole("button", { name: "Submit Request" }).boundingBox())!;
  expect(submit.x + submit.width, "Submit Request off screen with a long file name").toBeLessThanOrEqual(375);
  expect(await form.evaluate((el) => el.scrollWidth - el.clientWidth), "the form scrolls sideways").toBeLessThanOrEqual(1);
});

test("without JavaScript: a plain post reaches the success page, and a refused one the error page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const name = `Yaw NoJS ${Date.now()}`;
    await page.goto(FORM_PATH);
    await fillRequired(page, name);
    const form = page.locator("#request-form form");
    await form.getByLabel("Upload Project Guidelines (optional)").setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: samplePdf("Brief") });
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\/request-submitted$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request Submitted Successfully" })).toBeVisible();
    await expect(page).toHaveTitle(/^Request Submitted Successfully/);
    const rows = await rowNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submission_key).toMatch(/^nojs-/);
    expect(rows[0]!.file_name).toBe("brief.pdf");

    await page.goto(FORM_PATH);
    await fillRequired(page, `${name} exe`);
    await form.getByLabel("Upload Project Guidelines (optional)").setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: sampleExe() });
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\/request-error\?code=file_type$/);
    await expect(page.getByText("Failed to submit your request: Only PDF and Word documents are allowed")).toBeVisible();
    expect(await rowNamed(`${name} exe`)).toHaveLength(0);
    // The error page promises that Back returns to the form with what was typed.
    await page.goBack();
    await expect(page.locator("#request-form form").getByLabel("Full Name")).toHaveValue(`${name} exe`);
  } finally {
    await context.close();
  }
});

test("a double click creates one request", async ({ page }) => {
  const name = `Efua Double ${Date.now()}`;
  await gotoHydrated(page, FORM_PATH, "#request-form form");
  await fillRequired(page, name);
  await page.locator("#request-form form").getByRole("button", { name: "Submit Request" }).dblclick();
  await expect(page.getByRole("dialog", { name: "Request Submitted Successfully" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await rowNamed(name)).toHaveLength(1);
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(page.getByText("File uploaded successfully")).toHaveCount(0); // no file, no upload toast
});

test("without JavaScript: a 5.5 MB file is cut off while streaming and the error page says why", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const name = `Big NoJS ${Date.now()}`;
    await page.goto(FORM_PATH);
    await fillRequired(page, name);
    const upload = page.locator("#request-form form").getByLabel("Upload Project Guidelines (optional)");
    await upload.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: pdfOfSize(5.5 * 1024 * 1024) });
    await page.locator("#request-form form").getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\/request-error\?code=file_too_large$/);
    await expect(page.getByText("Failed to submit your request: File size must be less than 5MB")).toBeVisible();
    expect(await rowNamed(name)).toHaveLength(0);
  } finally {
    await context.close();
  }
});

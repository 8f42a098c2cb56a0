import { expect, test, type Page } from "@playwright/test";
import { samplePdf } from "../tests/helpers/request-fixtures";
import { gotoHydrated, pressEnterOn, withE2eSql } from "./helpers";

/**
 * The request form and the contact form, driven by the keyboard alone:
 * - the busy Submit Request / Send Message button stays focusable: it was `disabled` while its request ran, so Chromium
 *   dropped the focus to <body> and a keyboard user started again from the top of the page after every send, success
 *   or failure (the request dialog's Done and Escape handed the focus back to <body> too);
 * - a required field left empty is described by the form's "Please fill in all required fields." (it was only marked
 *   invalid, so a screen reader moving through the fields heard "invalid entry" without a reason);
 * - the upload's progress is announced in quarters, not on every progress event (dozens in a 3-second upload).
 */

/** Whether the focus is on <body>, i.e. lost. */
const focusLost = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test("request form: field errors from the server put the focus on the first invalid field in the form's order", async ({ page }) => {
  await gotoHydrated(page, "/", "#request-form form");
  const form = page.locator("#request-form form");
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Keyboard E2E server errors");
  await form.getByRole("textbox", { name: /^Institution/ }).fill("University of Ghana");
  await form.getByRole("textbox", { name: /^Phone Number/ }).fill("024 123 4567");
  await form.getByRole("combobox", { name: /^Project Type/ }).selectOption("thesis");
  // what the server answers when a browser's own checks were bypassed (the focus used to land on the last one listed)
  const fieldErrors = { email: "Please enter a valid email address.", phone: "Please enter a valid phone number." };
  await page.route("**/api/requests", (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ ok: false, code: "invalid", error: "Please check the form.", fieldErrors }) }),
  );
  await pressEnterOn(page, form.locator("button[type=submit]"));
  const email = form.getByRole("textbox", { name: /^Email/ });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: /^Phone Number/ })).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
});

test("request form by keyboard: required fields say why they are invalid, and the focus stays on Submit through a failed and a successful send", async ({ page }) => {
  await gotoHydrated(page, "/", "#request-form form");
  const form = page.locator("#request-form form");
  const submit = form.locator("button[type=submit]");

  await pressEnterOn(page, submit);
  const name = form.getByRole("textbox", { name: /^Full Name/ });
  await expect(name).toBeFocused();
  for (const field of [name, form.getByRole("textbox", { name: /^Institution/ }), form.getByRole("textbox", { name: /^Phone Number/ }), form.getByRole("combobox", { name: /^Project Type/ })]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Please fill in all required fields.");
  }

  await name.fill(`Keyboard E2E ${Date.now()}`);
  await form.getByRole("textbox", { name: /^Institution/ }).fill("University of Ghana");
  await form.getByRole("textbox", { name: /^Phone Number/ }).fill("024 123 4567");
  await form.getByRole("combobox", { name: /^Project Type/ }).selectOption("thesis");
  for (const field of [name, form.getByRole("combobox", { name: /^Project Type/ })]) await expect(field).not.toHaveAccessibleDescription(/required/);

  // The connection drops: the error toast, and the focus is still where the visitor pressed Enter.
  await page.route("**/api/requests", (route) => route.abort("connectionreset"));
  await pressEnterOn(page, submit);
  await expect(page.getByText(/Could not reach the server/)).toBeVisible();
  await expect(submit).toHaveText("Submit Request");
  await expect(submit).toBeFocused();
  await page.unroute("**/api/requests");

  // Hold the answer for a moment: while it is sent, the busy button keeps the focus.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/requests", async (route) => {
    await held;
    await route.continue();
  });
  await pressEnterOn(page, submit);
  await expect(submit).toHaveText("Submitting...");
  await expect(submit).toBeDisabled(); // aria-disabled: still announced as unavailable
  expect(await focusLost(page)).toBe(false);
  await expect(submit).toBeFocused();
  release();

  const dialog = page.getByRole("dialog", { name: "Request Submitted Successfully" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await expect(name).toHaveValue("");
});

test("contact form by keyboard: after a message is sent the focus stays on Send Message", async ({ page }) => {
  await gotoHydrated(page, "/contact", "main form");
  await page.getByLabel("Full Name").fill("Kwame Mensah");
  await page.getByRole("textbox", { name: "Email" }).fill("kwame@example.com");
  await page.getByLabel("Subject").fill(`Keyboard subject ${Date.now()}`);
  await page.getByLabel("Message").fill("Do you help with research proposals?");
  const send = page.getByRole("button", { name: "Send Message" });
  await pressEnterOn(page, send);
  await expect(page.getByRole("status").filter({ hasText: "Thank you for contacting us" })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(send).toBeFocused();
});


test("contact form: a second Enter while the form's checks are still loading does not send the message twice", async ({ page }) => {
  await gotoHydrated(page, "/contact", "main form");
  // the lazily loaded schema and resolver (every script not loaded yet; the first focus asks for them) arrive after
  // both presses
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const subject = `Double Enter ${Date.now()}`;
  await page.getByLabel("Full Name").fill("Ama Owusu");
  await page.getByRole("textbox", { name: "Email" }).fill("ama@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Can you proofread my thesis?");
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) posts++;
  });
  const send = page.getByRole("button", { name: "Send Message" });
  await pressEnterOn(page, send);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Thank you for contacting us" })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(posts).toBe(1);
  const rows = await withE2eSql(async (db) => (await db`select count(*)::int as n from contact_messages where subject = ${subject}`)[0]!.n);
  expect(rows).toBe(1);
  await withE2eSql((db) => db`delete from contact_messages where subject = ${subject}`);
});

test("request form: a screen reader hears the upload's progress a few times, not on every progress event", async ({ page }) => {
  await gotoHydrated(page, "/", "#request-form form");
  const form = page.locator("#request-form form");
  const name = `Upload E2E ${Date.now()}`;
  await form.getByRole("textbox", { name: /^Full Name/ }).fill(name);
  await form.getByRole("textbox", { name: /^Institution/ }).fill("University of Ghana");
  await form.getByRole("textbox", { name: /^Phone Number/ }).fill("024 123 4567");
  await form.getByRole("combobox", { name: /^Project Type/ }).selectOption("research");
  await form.getByLabel("Upload Project Guidelines (optional)").setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: samplePdf("Guide", 120_000) });
  // every text a live region inside the form takes, in order
  await form.evaluate((el) => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    new MutationObserver(() => {
      for (const region of el.querySelectorAll("[aria-live]:not([aria-live=off])")) {
        const text = region.textContent?.trim() ?? "";
        if (text && last.get(region) !== text) said.push(text);
        last.set(region, text);
      }
    }).observe(el, { subtree: true, childList: true, characterData: true });
    (window as unknown as { said: string[] }).said = said;
  });
  // about 3 s of upload, as in request-form.spec.ts
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
  await form.locator("button[type=submit]").press("Enter");
  await expect(page.getByRole("dialog", { name: "Request Submitted Successfully" })).toBeVisible({ timeout: 20_000 });
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said.length, said.join(" | ")).toBeLessThanOrEqual(5);
  expect(said.at(-1)).toBe("Upload complete");

  // The file is indexed for the plagiarism checker after the answer: wait for it, then delete the request (and with
  // it the document), so plagiarism.spec.ts still finds only its own reference documents.
  const indexed = () =>
    withE2eSql(async (db) => (await db`select count(*)::int as n from plagiarism_documents d join client_requests r on r.id = d.request_id where r.name = ${name}`)[0]!.n);
  await expect.poll(indexed, { timeout: 20_000 }).toBeGreaterThan(0);
  await withE2eSql((db) => db`delete from client_requests where name = ${name}`);
  expect(await indexed()).toBe(0);
});

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { e2eServerInfo, expectNoAxeViolations, loginAs, withE2eSql } from "./helpers";

/**
 * The content side of the staff journey: prompts (CRUD, copy, viewer, drawer at 375 px, a live update across two
 * browser contexts), requests (details, attachment download through the admin route, approve / reject / delete,
 * contact messages tab) and universities (filters, sort, status changes, rollback, live updates), axe on each page.
 * Logs in with the admin the e2e server bootstraps from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
const ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };
const LIVE_LIMIT_MS = 2000;

test.describe.configure({ mode: "serial" });

const login = (page: Page) => loginAs(page, ADMIN);

/** Logging in costs an argon2 check: one shared session for most tests, fresh ones where two sessions matter. */
let sharedState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

async function loggedInContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}, fresh = false) {
  const context = await browser.newContext({
    permissions: ["clipboard-read", "clipboard-write"],
    ...(fresh || !sharedState ? {} : { storageState: sharedState }),
    ...options,
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  if (fresh || !sharedState) {
    await login(page);
    if (!fresh) sharedState = await context.storageState();
  }
  return { context, page };
}

/**
 * Toasts are transient and Sonner's colours are shared styling: the page itself is checked with them hidden
 * (hidden, not removed: removing nodes React owns would break the page).
 */
async function axe(page: Page) {
  await page.locator("[data-sonner-toast]").evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.visibility = "hidden")));
  await expectNoAxeViolations(page);
}

const sql = withE2eSql;

const promptCard = (page: Page, name: string) => page.getByRole("article", { name });

test.describe("prompts", () => {
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };

  test.beforeAll(async ({ browser }) => {
    await sql((db) => db`delete from prompts`);
    // Two browsers, two separate sessions.
    a = await loggedInContext(browser);
    b = await loggedInContext(browser, {}, true);
  });
  test.afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  test("add, view, copy, edit and delete, each shown live in a second browser within 2 s", async () => {
    const { page } = a;
    await Promise.all([page.goto("/prompts"), b.page.goto("/prompts")]);
    await expect(page.getByText("No prompts added yet")).toBeVisible();
    await expect(page.getByText("Create your first prompt to get started")).toBeVisible();
    await axe(page);
    // Both pages listen before the change is made.
    await expect(page.locator('[data-live="open"]')).toBeVisible();
    await expect(b.page.locator('[data-live="open"]')).toBeVisible();

    // Add: blank is refused with SPEC's message, then saved trimmed.
    await page.getByRole("button", { name: "Add Your First Prompt" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Prompt" });
    await dialog.getByLabel("Prompt Name").fill("   ");
    await dialog.getByLabel("Prompt Content").fill("Some content");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in both the prompt name and content");
    expect(await dialog.getByLabel("Prompt Content").evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(150);
    await dialog.getByLabel("Prompt Name").fill("  Essay outline  ");
    await dialog.getByLabel("Prompt Content").fill("  Write a five-part outline for:\n{topic}  ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt added successfully")).toBeVisible();
    const addedAt = Date.now();
    await expect(dialog).toBeHidden();
    await expect(promptCard(b.page, "Essay outline")).toBeVisible({ timeout: LIVE_LIMIT_MS });
    const addLatency = Date.now() - addedAt;
    const [row] = await sql((db) => db`select prompt_name, prompt_content from prompts`);
    expect(row).toEqual({ prompt_name: "Essay outline", prompt_content: "Write a five-part outline for:\n{topic}" });
    await axe(page);

    // Copy popover: Copy Name / Copy Content.
    const card = promptCard(page, "Essay outline");
    await card.getByRole("button", { name: "Copy Essay outline" }).click();
    await page.getByRole("button", { name: "Copy Name" }).click();
    await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Essay outline");
    await card.getByRole("button", { name: "Copy Essay outline" }).click();
    await page.getByRole("button", { name: "Copy Content" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("Write a five-part outline for:\n{topic}");

    // Viewer: full content, Created, then Edit from it.
    await card.getByRole("button", { name: "View Essay outline" }).click();
    const viewer = page.getByRole("dialog", { name: "Prompt Viewer" });
    await expect(viewer.getByTestId("prompt-viewer-content")).toHaveText("Write a five-part outline for:\n{topic}");
    await expect(viewer.getByText(/^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    await axe(page);
    await viewer.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Prompt" });
    await expect(edit.getByLabel("Prompt Name")).toHaveValue("Essay outline");
    await edit.getByLabel("Prompt Content").fill("Outline in seven parts.");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt updated successfully")).toBeVisible();
    const editedAt = Date.now();
    await expect(promptCard(b.page, "Essay outline")).toContainText("Outline in seven parts.", { timeout: LIVE_LIMIT_MS });
    const editLatency = Date.now() - editedAt;

    // Delete asks first; the other browser loses the card.
    await card.getByRole("button", { name: "Delete Essay outline" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Prompt deleted successfully")).toBeVisible();
    const deletedAt = Date.now();
    await expect(b.page.getByText("No prompts added yet")).toBeVisible({ timeout: LIVE_LIMIT_MS });
    const deleteLatency = Date.now() - deletedAt;
    console.log(`live update latency (ms): add ${addLatency}, edit ${editLatency}, delete ${deleteLatency}`);
  });

  test("a long prompt: the card holds its start; Copy Content, the viewer and Edit get the whole text", async ({ browser }) => {
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i + 1}: explain the method, then give an example.`).join("\n") + "\nTHE VERY END";
    await sql((db) => db`insert into prompts (prompt_name, prompt_content) values ('Thesis plan', ${long})`);
    const { page } = a;
    await page.goto("/prompts");
    const card = promptCard(page, "Thesis plan");
    await expect(card).toContainText("Line 1: explain the method");
    await expect(card).not.toContainText("THE VERY END");
    // The page carries the start of the text only, not the whole of it.
    expect(await page.content()).not.toContain("THE VERY END");

    // Copy Content: ClipboardItem holding the text while it loads (Chrome, Safari).
    await card.getByRole("button", { name: "Copy Thesis plan" }).click();
    await page.getByRole("button", { name: "Copy Content" }).click();
    await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(long);

    // Viewer and Edit load the whole text.
    await card.getByRole("button", { name: "View Thesis plan" }).click();
    const viewer = page.getByRole("dialog", { name: "Prompt Viewer" });
    await expect(viewer.getByTestId("prompt-viewer-content")).toHaveText(long);
    await page.keyboard.press("Escape");
    await card.getByRole("button", { name: "Edit Thesis plan" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Prompt" });
    await expect(edit.getByLabel("Prompt Content")).toHaveValue(long);
    await edit.getByLabel("Prompt Content").fill(`${long}\nONE MORE LINE`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt updated successfully")).toBeVisible();
    expect(await sql((db) => db`select prompt_content from prompts where prompt_name = 'Thesis plan'`)).toEqual([{ prompt_content: `${long}\nONE MORE LINE` }]);

    // A browser without ClipboardItem: the text is fetched, then written with writeText.
    const old = await loggedInContext(browser);
    try {
      await old.page.addInitScript(() => {
        delete (window as { ClipboardItem?: unknown }).ClipboardItem;
      });
      await old.page.goto("/prompts");
      expect(await old.page.evaluate(() => typeof (window as { ClipboardItem?: unknown }).ClipboardItem)).toBe("undefined");
      await promptCard(old.page, "Thesis plan").getByRole("button", { name: "Copy Thesis plan" }).click();
      await old.page.getByRole("button", { name: "Copy Content" }).click();
      await expect(old.page.getByText("Copied to clipboard").first()).toBeVisible();
      await expect.poll(() => old.page.evaluate(() => navigator.clipboard.readText())).toBe(`${long}\nONE MORE LINE`);
    } finally {
      await old.context.close();
    }
    await sql((db) => db`delete from prompts where prompt_name = 'Thesis plan'`);
  });

  test("a prompt inserted by another server (plain SQL) shows without a reload", async () => {
    await sql((db) => db`insert into prompts (prompt_name, prompt_content) values ('From elsewhere', 'Inserted directly')`);
    await expect(promptCard(a.page, "From elsewhere")).toBeVisible({ timeout: LIVE_LIMIT_MS });
  });
});

test("prompts at 375 px: the add form is a bottom drawer", async ({ browser }) => {
  const { context, page } = await loggedInContext(browser, { viewport: { width: 375, height: 740 } });
  try {
    await page.goto("/prompts");
    await page.getByRole("button", { name: "Add New Prompt" }).click();
    const drawer = page.locator('[data-slot="drawer-content"]');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Add New Prompt" })).toBeVisible();
    // The drawer slides up from below: measure once the animation has settled.
    await expect.poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.y + box.height), Math.round(box.width)];
    }).toEqual([740, 375]);
    await drawer.getByLabel("Prompt Name").fill("Mobile prompt");
    await drawer.getByLabel("Prompt Content").fill("Added from a phone");
    await axe(page);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt added successfully")).toBeVisible();
    await expect(promptCard(page, "Mobile prompt")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await context.close();
  }
});

test.describe("requests", () => {
  const file = { name: "Thesis guidelines (final).pdf", body: Buffer.from(`%PDF-1.4\n% e2e ${randomBytes(8).toString("hex")}\n`) };
  let filePath = "";
  let requestId = "";

  test.beforeAll(async () => {
    filePath = `project_guidelines/${Date.now()}-${randomBytes(6).toString("hex")}.pdf`;
    const target = path.join(e2eServerInfo().dataDir, "uploads", filePath);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.body);
    await sql(async (db) => {
      await db`delete from client_requests`;
      await db`delete from contact_messages`;
      const [row] = await db`insert into client_requests (name, institution, program, email, phone, project_type, details, file_path, file_name, turnitin_submission, submission_key)
        values ('Akosua Boateng', 'Ashesi University', 'MSc Computing', '', '+233 24 123 4567', 'research', 'Ten pages on solar power.', ${filePath}, ${file.name}, 'Yes', ${randomBytes(12).toString("hex")})
        returning id`;
      requestId = row!.id as string;
      await db`insert into contact_messages (full_name, email, subject, message) values ('Kofi Mensah', 'kofi@example.com', 'Pricing question', 'What does a thesis cost?')`;
    });
  });

  test("details, attachment download, approve, reject, delete with its file, contact messages", async ({ browser, playwright }) => {
    // No session: the attachment route refuses, and there is no other way to the file.
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await anonymous.get(`/api/admin/attachments/${requestId}`)).status()).toBe(401);
    await anonymous.dispose();

    const { context, page } = await loggedInContext(browser);
    try {
      await page.goto("/requests");
      const table = page.getByRole("table", { name: "Recent Requests" });
      const row = table.getByTestId("request-row").filter({ hasText: "Akosua Boateng" });
      await expect(row).toContainText("Research Paper");
      await expect(row).toContainText("Pending");
      await expect(row.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
      await axe(page);

      await row.getByRole("button", { name: "View request from Akosua Boateng" }).click();
      const sheet = page.getByRole("dialog", { name: "Request Details" });
      await expect(sheet.getByText("Not provided")).toBeVisible();
      await expect(sheet.getByRole("link", { name: "+233 24 123 4567" })).toHaveAttribute("href", "tel:+233241234567");
      await expect(sheet.getByText("Ashesi University")).toBeVisible();
      await expect(sheet.getByText("Ten pages on solar power.")).toBeVisible();
      await expect(sheet.getByRole("definition").filter({ hasText: /^Yes$/ })).toBeVisible();
      await axe(page);

      const link = sheet.getByRole("link", { name: file.name });
      expect(await link.getAttribute("href")).toBe(`/api/admin/attachments/${requestId}`);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(file.name);
      expect(readFileSync((await download.path())!).equals(file.body)).toBe(true);

      await sheet.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByText("Request approved successfully")).toBeVisible();
      await expect(sheet.getByRole("button", { name: "Approve" })).toBeDisabled();
      // the pressed button is disabled, so keyboard focus goes to the new status, not to the sheet as a whole
      await expect(sheet.getByTestId("request-status")).toBeFocused();
      await expect(sheet.getByTestId("request-status")).toHaveText("Status: Approved");
      await sheet.getByRole("button", { name: "Reject" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Request rejected successfully")).toBeVisible();
      await expect(sheet.getByRole("button", { name: "Reject" })).toBeDisabled();
      await expect(sheet.getByTestId("request-status")).toBeFocused();
      await expect(sheet.getByTestId("request-status")).toHaveText("Status: Rejected");
      await expect(sheet.getByRole("button", { name: "Approve" })).toBeEnabled();
      // Closing the sheet refreshes the list; the row shows the new status at once, before that round trip ends
      // (held here: it took 1-3 s on a loaded machine, and the row said "Approved" meanwhile)
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const refreshes = /\/requests(\?|$)/;
      await page.route(refreshes, async (route) => {
        if (route.request().headers()["rsc"]) await held;
        await route.continue();
      });
      await page.keyboard.press("Escape");
      await expect(row).toContainText("Rejected");
      release();
      await page.unrouteAll({ behavior: "wait" });

      await row.getByRole("button", { name: "View request from Akosua Boateng" }).click();
      await sheet.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
      await expect(confirm).toContainText("This will permanently delete this request. This action cannot be undone.");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await sheet.getByRole("button", { name: "Delete" }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Request deleted successfully")).toBeVisible();
      await expect(table.getByText("No requests found")).toBeVisible();
      expect(existsSync(path.join(e2eServerInfo().dataDir, "uploads", filePath))).toBe(false);
      expect(await sql((db) => db`select id from client_requests where id = ${requestId}`)).toHaveLength(0);

      await page.getByRole("tab", { name: /Contact Messages/ }).click();
      const message = page.getByTestId("contact-message").filter({ hasText: "Pricing question" });
      await expect(message).toContainText("Kofi Mensah");
      await expect(message).toContainText("What does a thesis cost?");
      await message.getByRole("button", { name: "Mark as read" }).click();
      await expect(message.getByRole("button", { name: "Mark as unread" })).toBeVisible();
      await expect.poll(() => sql((db) => db`select is_read from contact_messages`).then((r) => r[0]!.is_read)).toBe(true);
      // the Unread filter lists the unread messages only, on the messages tab, and All brings the read one back
      const filter = page.getByRole("navigation", { name: "Show messages" });
      await expect(filter.getByRole("link", { name: "Unread (0)" })).toBeVisible();
      await filter.getByRole("link", { name: /^Unread/ }).click();
      await expect(page).toHaveURL(/\/requests\?unread=1&tab=messages$/);
      await expect(page.getByText("No unread messages")).toBeVisible();
      await expect(filter.getByRole("link", { name: /^Unread/ })).toHaveAttribute("aria-current", "page");
      await filter.getByRole("link", { name: "All" }).click();
      await expect(page).toHaveURL(/\/requests\?tab=messages$/);
      await expect(message).toBeVisible();
      await axe(page);
    } finally {
      await context.close();
    }
  });

  test("a file gone from storage is reported, not silently dropped by the browser", async ({ browser }) => {
    const missing = `project_guidelines/${Date.now()}-${randomBytes(6).toString("hex")}.pdf`; // never written
    await sql((db) => db`insert into client_requests (name, email, phone, project_type, details, file_path, file_name, submission_key)
      values ('Yaw Darko', '', '+233 20 555 0101', 'assignment', 'Two pages.', ${missing}, 'Brief.pdf', ${randomBytes(12).toString("hex")})`);
    const { context, page } = await loggedInContext(browser);
    try {
      await page.goto("/requests");
      await page.getByRole("button", { name: "View request from Yaw Darko" }).click();
      const sheet = page.getByRole("dialog", { name: "Request Details" });
      let downloads = 0;
      page.on("download", () => downloads++);
      await sheet.getByRole("link", { name: "Brief.pdf" }).click();
      await expect(page.getByText("The attached file is missing from storage.")).toBeVisible();
      expect(downloads).toBe(0);
    } finally {
      await context.close();
      await sql((db) => db`delete from client_requests where name = 'Yaw Darko'`);
    }
  });
});

test.describe("universities", () => {
  test.beforeAll(async () => {
    await sql((db) => db`delete from accra_university_statuses`);
  });

  test("filters, sort, counters, status changes with rollback, live changes from another session", async ({ browser }) => {
    // Axe over the 37-row table is the slow part on a busy machine.
    test.setTimeout(120_000);
    const { context, page } = await loggedInContext(browser);
    try {
      await page.goto("/universities");
      const rows = page.getByTestId("university-row");
      await expect(rows).toHaveCount(37);
      await expect(page.getByTestId("counter-Yet to Visit")).toContainText("37");
      await expect(rows.first()).toContainText("Academic City University");
      await expect(page.locator('[data-live="open"]')).toBeVisible();
      await axe(page);

      const ugRow = page.locator('[data-university-id="university-of-ghana"]');
      await expect(ugRow.getByRole("link", { name: /Search on Google/ })).toHaveAttribute("href", "https://www.google.com/search?q=University%20of%20Ghana%20Legon%2C%20Accra");
      await expect(ugRow.getByRole("link", { name: /Search on Google/ })).toHaveAttribute("target", "_blank");

      // Select and checkbox both save; counters follow.
      await ugRow.getByRole("combobox", { name: "Status for University of Ghana" }).click();
      await page.getByRole("option", { name: "Planned Visit" }).click();
      await expect(ugRow).toHaveAttribute("data-status", "planned");
      await expect.poll(() => sql((db) => db`select status from accra_university_statuses where university_id = 'university-of-ghana'`).then((r) => r[0]?.status)).toBe("planned");
      await page.locator('[data-university-id="upsa"]').getByRole("checkbox", { name: /Visited:/ }).click();
      await expect.poll(() => sql((db) => db`select status from accra_university_statuses where university_id = 'upsa'`).then((r) => r[0]?.status)).toBe("visited");
      await expect(page.getByTestId("counter-Visited")).toContainText("1");
      await expect(page.getByTestId("counter-Planned Visit")).toContainText("1");
      await expect(page.getByTestId("counter-Yet to Visit")).toContainText("35");

      // Search on name or location, filters, sort, reset, empty message.
      await page.getByLabel("Search").fill("legon");
      await expect(rows.first()).toBeVisible();
      for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain("legon");
      await page.getByLabel("Search").fill("");
      await page.getByLabel("Status", { exact: true }).click();
      await page.getByRole("option", { name: "Visited", exact: true }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("University of Professional Studies");
      await page.getByLabel("Status", { exact: true }).click();
      await page.getByRole("option", { name: "All statuses" }).click();
      await page.getByLabel("Category").click();
      await page.getByRole("option", { name: "Public universities" }).click();
      await expect(rows).toHaveCount(7);
      await page.getByLabel("Sort by").click();
      await page.getByRole("option", { name: "Name Z to A" }).click();
      await expect(rows.first()).toContainText("University of Professional Studies");
      await page.getByLabel("Search").fill("no such college");
      await expect(page.getByText("No universities match your filters yet.")).toBeVisible();
      await page.getByRole("button", { name: "Reset filters" }).click();
      await expect(rows).toHaveCount(37);
      await expect(page.getByRole("button", { name: "Reset filters" })).toBeDisabled();

      // A change from another session updates the row; a delete resets it to Yet to Visit.
      await sql((db) => db`insert into accra_university_statuses (university_id, status) values ('gimpa', 'visited')`);
      await expect(page.locator('[data-university-id="gimpa"]')).toHaveAttribute("data-status", "visited", { timeout: LIVE_LIMIT_MS });
      await sql((db) => db`delete from accra_university_statuses where university_id = 'university-of-ghana'`);
      await expect(ugRow).toHaveAttribute("data-status", "not_visited", { timeout: LIVE_LIMIT_MS });
      await expect(ugRow.getByText("Yet to Visit").filter({ visible: true }).first()).toBeVisible();

      // Saving fails: the row rolls back and SPEC's message shows.
      await page.route("**/universities", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
      await page.locator('[data-university-id="gimpa"]').getByRole("checkbox", { name: /Visited:/ }).click();
      await expect(page.getByText("Failed to update status. Please try again.")).toBeVisible();
      await expect(page.locator('[data-university-id="gimpa"]')).toHaveAttribute("data-status", "visited");
      await page.unroute("**/universities");
      await axe(page);
    } finally {
      await context.close();
    }
  });

  test("at 375 px neither the page nor the table scrolls sideways; each row's status select is on screen", async ({ browser }) => {
    const { context, page } = await loggedInContext(browser, { viewport: { width: 375, height: 740 } });
    try {
      await page.goto("/universities");
      await expect(page.getByTestId("university-row").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // the status select and the search link had been off-screen, reachable only by swiping the table sideways
      const frame = page.locator('[data-slot="table-container"]');
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      for (const row of (await page.getByTestId("university-row").all()).slice(0, 10)) {
        const select = await row.getByRole("combobox").boundingBox();
        expect(select!.x + select!.width).toBeLessThanOrEqual(375);
        await expect(row.getByRole("link", { name: /Search on Google/ })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
});

import { expect, test, type Page } from "@playwright/test";
import { e2eSql, expectNoAxeViolations, loginAs, seedAdmin } from "./helpers";

/**
 * The clients side of the staff journey: locked dashboard without amounts, unlock, figures, disbursed, add / edit /
 * delete, fulfilment, active filter, the client page's own unlock, and the bottom sheet at 375 px.
 * Uses its own admin account so other specs' wrong-code lockouts cannot refuse this one's unlocks.
 */
const ADMIN = { email: "dashboard-e2e@example.com", password: "correct-horse-battery", code: "4826" };
const SETTINGS_ID = "00000000-0000-0000-0000-000000000000";
// Distinctive amounts: none of these digit runs may appear in a locked page.
const SEED = { name: "Abena Seeded", total: "7345.67", paid: "1234.56" };
let seededId = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const sql = e2eSql();
  try {
    await seedAdmin(ADMIN, sql);
    await sql`delete from clients where id <> ${SETTINGS_ID}`;
    await sql`update clients set disbursed_amount = 0 where id = ${SETTINGS_ID}`;
    const [row] = await sql`insert into clients (name, email, work_description, total_amount, amount_paid, payment_status)
      values (${SEED.name}, 'abena@example.com', 'Study Plan', ${SEED.total}, ${SEED.paid}, 'Partial') returning id`;
    seededId = row!.id as string;
  } finally {
    await sql.end();
  }
});

const login = (page: Page) => loginAs(page, ADMIN);

async function unlock(page: Page) {
  await page.getByLabel("4-digit password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
}

/**
 * The page is checked without its toasts. Their colours pass 4.5:1 once shown (app/globals.css), but the login's
 * welcome toast can start fading in after the check began, and axe then measures it at part opacity: with the
 * toaster included, a fresh-clone CI run failed on color-contrast (thirteenth session), so the exclusion stays.
 */
const axe = (page: Page) => expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

const noAmounts = (text: string) => {
  for (const needle of ["7345", "7,345", "1234.5", "1,234.5", "GH₵"]) expect(text, needle).not.toContain(needle);
};

test("a locked dashboard holds no amounts and refuses figures and edits", async ({ page }) => {
  // Every answer the browser receives while locked (pages and server actions) is checked, not only what is shown.
  const bodies: Promise<string>[] = [];
  page.on("response", (r) => void (r.url().includes("/dashboard") && bodies.push(r.text().catch(() => ""))));
  await login(page);
  const html = await (await page.request.get("/dashboard")).text();
  noAmounts(html);
  // The list loads after the page: 5 skeleton rows until then.
  expect(html.match(/data-testid="client-skeleton-row"/g)).toHaveLength(5);
  await expect(page.getByTestId("client-row").filter({ hasText: SEED.name })).toBeVisible();
  await expect(page.getByTestId("client-row").first()).toContainText("Partial Payment");
  noAmounts(await page.content());
  await axe(page);

  await page.getByLabel("Show Figures").click();
  await expect(page.getByText("Please unlock the dashboard first to view figures")).toBeVisible();
  await expect(page.getByLabel("Show Figures")).not.toBeChecked();
  await page.getByRole("button", { name: "Add New Client" }).click();
  await expect(page.getByText("Please unlock the dashboard first to edit clients").first()).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByText("Please unlock and show figures first before editing")).toBeVisible();

  // Digits only, at most 4; a wrong code is refused by the server.
  await page.getByLabel("4-digit password").pressSequentially("12a345");
  await expect(page.getByLabel("4-digit password")).toHaveValue("1234");
  await page.getByLabel("4-digit password").fill("12");
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Please enter a 4-digit password")).toBeVisible();
  await page.getByLabel("4-digit password").fill("9999");
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
  noAmounts(await page.content());
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  for (const body of await Promise.all(bodies)) noAmounts(body);

  // SPEC's local fallback: when loading fails, the last good list (kept without amounts) is shown.
  const copy = () => page.evaluate(() => window.localStorage.getItem("admin:clients-cache"));
  expect(await copy()).toContain(SEED.name);
  await page.route("**/dashboard", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.reload();
  await expect(page.getByText("Loaded clients from local storage")).toBeVisible();
  await expect(page.getByTestId("client-row").filter({ hasText: SEED.name })).toBeVisible();
  // An unparsable copy is discarded.
  await page.evaluate(() => window.localStorage.setItem("admin:clients-cache", "{broken"));
  await page.reload();
  await expect(page.getByText("Failed to load clients")).toBeVisible();
  expect(await copy()).toBeNull();
  await page.unroute("**/dashboard");
  await page.reload();
  await expect(page.getByTestId("client-row").filter({ hasText: SEED.name })).toBeVisible();
  noAmounts((await copy()) ?? "");
  // Logout clears it.
  await page.getByRole("button", { name: "Logout" }).first().click();
  await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
  expect(await copy()).toBeNull();
});

test("unlock, figures with chart, disbursed edit, lock again", async ({ page }) => {
  await login(page);
  await unlock(page);
  await page.getByLabel("Show Figures").click();
  await expect(page.getByTestId("figure-total-amount")).toHaveText("GH₵7,345.67");
  await expect(page.getByTestId("figure-total-paid")).toHaveText("GH₵1,234.56");
  await expect(page.getByTestId("figure-outstanding")).toHaveText("GH₵6,111.11");
  await expect(page.getByTestId("figures-chart")).toBeVisible();
  await expect(page.getByRole("img", { name: "Paid GH₵1,234.56, Outstanding GH₵6,111.11, Disbursed GH₵0.00" })).toBeVisible();
  // The bars span the card (a fixed-ratio SVG used to leave two thirds of a desktop card empty).
  const [chartWidth, cardWidth] = await page.getByTestId("figures-chart").evaluate((el) => [el.getBoundingClientRect().width, el.parentElement!.clientWidth]);
  expect(chartWidth).toBeGreaterThan(cardWidth * 0.9);
  await expect(page.getByTestId("client-row").first()).toContainText("GH₵7,345.67");

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Disbursed Amount (GH₵)").fill("-5");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Please enter a valid amount")).toBeVisible();
  // More than the GH₵1,234.56 paid is allowed (SPEC sets no upper bound) but flagged before saving.
  await page.getByLabel("Disbursed Amount (GH₵)").fill("12345");
  await expect(page.getByText("More than the GH₵1,234.56 paid so far")).toBeVisible();
  await page.getByLabel("Disbursed Amount (GH₵)").fill("100.5");
  await expect(page.getByText("More than the GH₵1,234.56 paid so far")).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Disbursed amount updated successfully")).toBeVisible();
  await expect(page.getByTestId("figure-disbursed")).toHaveText("GH₵100.50");
  await expect(page.getByTestId("figure-in-account")).toHaveText("GH₵1,134.06");
  await axe(page);

  await page.getByRole("button", { name: "Lock Dashboard" }).click();
  await expect(page.getByText("Dashboard locked successfully")).toBeVisible();
  await expect(page.getByTestId("figures-chart")).toHaveCount(0);
  await expect(page.getByLabel("Show Figures")).not.toBeChecked();
  await expect(page.getByTestId("client-row").first()).toBeVisible();
  noAmounts(await page.content());
  const sql = e2eSql();
  const [s] = await sql`select disbursed_amount::text as d from clients where id = ${SETTINGS_ID}`;
  await sql.end();
  expect(s!.d).toBe("100.50");
});

test("add, validate, edit, fulfil, filter, sort and delete a client", async ({ page }) => {
  await login(page);
  await unlock(page);
  await page.getByRole("button", { name: "Add New Client" }).click();
  const dialog = page.getByTestId("client-form-dialog");
  await expect(dialog.getByRole("heading", { name: "Add New Client" })).toBeVisible();
  // Blank amounts are saved as 0 / 0, which is Paid: the preview says so before saving.
  await expect(dialog.getByText("Paid in Full (no amounts entered yet)")).toBeVisible();
  await dialog.getByLabel("Client Name").fill("Kwame Boateng");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Work Category").selectOption("Project Work");
  await dialog.getByLabel("Total Amount (GH₵)").fill("0.30");
  await dialog.getByLabel("Amount Paid (GH₵)").fill("0.40");
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(dialog.getByText("Amount paid cannot be greater than total amount.")).toBeVisible();
  await dialog.getByLabel("Email").fill("kwame@example.com");
  await dialog.getByLabel("Amount Paid (GH₵)").fill("0.10");
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText('Client "Kwame Boateng" has been added.')).toBeVisible();
  const row = page.getByTestId("client-row").filter({ hasText: "Kwame Boateng" });
  await expect(row).toContainText("Partial Payment");

  await row.getByRole("button", { name: "Edit Kwame Boateng" }).click();
  await page.getByTestId("client-form-dialog").getByLabel("Amount Paid (GH₵)").fill("0.3");
  await page.getByTestId("client-form-dialog").getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText('Client "Kwame Boateng" has been updated.')).toBeVisible();
  await expect(row).toContainText("Paid in Full");

  await row.getByRole("checkbox", { name: "Mark Kwame Boateng as fulfilled" }).click();
  await expect(row).toContainText("Fulfilled");
  const sql = e2eSql();
  // The checkbox updates at once; the row in the database follows when the server answers.
  await expect
    .poll(async () => (await sql`select payment_status, fulfillment_status, total_amount::text, amount_paid::text from clients where name = 'Kwame Boateng'`)[0])
    .toEqual({ payment_status: "Paid", fulfillment_status: "Fulfilled", total_amount: "0.30", amount_paid: "0.30" });

  await page.getByLabel("Active clients only").click();
  await expect(page.getByText("Now showing active clients only")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel("Active clients only").click();
  await expect(page.getByText("Now showing all clients")).toBeVisible();
  await page.getByLabel("Search clients").fill("study plan");
  await expect(page.getByTestId("client-row")).toHaveCount(1);
  await page.getByLabel("Search clients").fill("zzz");
  await expect(page.getByText("No clients match your search.")).toBeVisible();
  await page.getByLabel("Search clients").fill("");
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await expect(page.getByTestId("client-row").first()).toContainText("Abena Seeded");
  await page.getByRole("button", { name: "Name", exact: true }).click();
  await expect(page.getByTestId("client-row").first()).toContainText("Kwame Boateng");
  // Below 1536 px the Amount Paid column folds under the total, and its sort with it: "Paid" in the total's header
  await expect(page.getByRole("columnheader", { name: "Amount Paid", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Paid", exact: true }).click();
  await expect(page.getByRole("button", { name: "Paid", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("client-row").first()).toContainText("Kwame Boateng"); // GH₵0.30 before GH₵1,234.56
  await page.getByRole("button", { name: "Paid", exact: true }).click();
  await expect(page.getByTestId("client-row").first()).toContainText("Abena Seeded");

  await row.getByRole("button", { name: "Delete Kwame Boateng" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure?");
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the client record and all associated data.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText('Client "Kwame Boateng" has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await sql`select id from clients where name = 'Kwame Boateng'`).toHaveLength(0);
  await sql.end();
});

test("client page: locked without amounts, unlock for this view, edit; unknown id goes to the dashboard", async ({ page }) => {
  await login(page);
  const html = await (await page.request.get(`/clients/${seededId}`)).text();
  expect(html).toContain("Loading Client Details...");
  noAmounts(html);
  await page.goto(`/clients/${seededId}`);
  await expect(page.getByRole("heading", { name: `Client: ${SEED.name}` })).toBeVisible();
  await expect(page.getByText("Client Editing Locked")).toBeVisible();
  await expect(page.getByText("Client information is protected. Please enter the 4-digit password to edit this client.")).toBeVisible();
  await expect(page.getByText("Partial Payment")).toBeVisible();
  noAmounts(await page.content());
  await axe(page);

  await page.getByLabel("Password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("Client editing unlocked successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Client Information" })).toBeVisible();
  await expect(page.getByLabel("Total Amount (GH₵)")).toHaveValue(SEED.total);
  await page.getByLabel("Client Name").fill("Abena Edited");
  await page.getByLabel("Amount Paid (GH₵)").fill(SEED.total);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText('Client "Abena Edited" has been updated.')).toBeVisible();
  await expect(page.getByRole("heading", { name: "Client: Abena Edited" })).toBeVisible();
  await expect(page.getByText("Paid in Full").first()).toBeVisible();
  await axe(page);

  // The unlock holds for this page view only.
  await page.reload();
  await expect(page.getByText("Client Editing Locked")).toBeVisible();
  await page.goto("/clients/00000000-0000-0000-0000-000000000999");
  await page.waitForURL(/\/dashboard/);
});

test("client page: an edit whose unlock no longer holds keeps what was typed, asks for the code above the form, then saves it", async ({ page, context }) => {
  await login(page);
  await page.goto(`/clients/${seededId}`);
  await page.getByLabel("Password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Edit Client Information" })).toBeVisible();
  await page.getByLabel("Phone").fill("+233 20 555 0101");
  // Log out and in again in another tab: the page's unlock token belongs to the old session and is refused.
  const other = await context.newPage();
  await other.goto("/dashboard");
  await other.getByRole("button", { name: "Logout" }).first().click();
  await other.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
  await loginAs(other, ADMIN);
  await other.close();
  // and someone else saves the client meanwhile: a fresh copy must not replace what this page holds
  const sql = e2eSql();
  await sql`update clients set updated_at = now() + interval '1 second' where id = ${seededId}`;
  await sql.end();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Editing is locked again. What you typed is kept")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("+233 20 555 0101");
  await expect(page.getByRole("alert").getByLabel("Password")).toBeFocused();
  await page.getByRole("alert").getByLabel("Password").fill(ADMIN.code);
  await page.getByRole("alert").getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("Editing is locked again. What you typed is kept")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeFocused();
  await expect(page.getByLabel("Phone")).toHaveValue("+233 20 555 0101");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The client was saved by someone else after this form was loaded: the save is refused (it would overwrite their
  // change, see e2e/client-edit-conflict.spec.ts) and what was typed is still kept; after reloading it saves.
  await expect(page.getByTestId("client-form-conflict")).toContainText("This client was changed by someone else.");
  await expect(page.getByLabel("Phone")).toHaveValue("+233 20 555 0101");
  await page.getByRole("button", { name: "Reload latest details" }).click();
  await page.getByLabel("Phone").fill("+233 20 555 0101");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/has been updated\./)).toBeVisible();
});

test("a form open when the dashboard locks keeps what was typed and saves after the code is given inside it", async ({ page, context }) => {
  await login(page);
  await unlock(page);
  await page.getByRole("button", { name: "Add New Client" }).click();
  const dialog = page.getByTestId("client-form-dialog");
  await dialog.getByLabel("Client Name").fill("Efua Relock");
  await dialog.getByLabel("Work Category").selectOption("Assignments");
  await dialog.getByLabel("Total Amount (GH₵)").fill("40");
  // Lock Dashboard from a second tab of the same session: the server is locked, this tab does not know yet.
  const other = await context.newPage();
  await other.goto("/dashboard");
  await other.getByRole("button", { name: "Lock Dashboard" }).click();
  await expect(other.getByText("Dashboard locked successfully")).toBeVisible();
  await other.close();

  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText("Please unlock the dashboard first to edit clients")).toBeVisible();
  await expect(dialog.getByLabel("Client Name")).toHaveValue("Efua Relock");
  await expect(dialog.getByLabel("Total Amount (GH₵)")).toHaveValue("40");
  await dialog.getByLabel("Unlock code").fill(ADMIN.code);
  await dialog.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText('Client "Efua Relock" has been added.')).toBeVisible();
  await expect(page.getByTestId("client-row").filter({ hasText: "Efua Relock" })).toBeVisible();
});

test("the screen locks when the server's 15-minute unlock has lapsed", async ({ page, context }) => {
  await page.clock.install();
  await login(page);
  await unlock(page);
  await page.getByLabel("Show Figures").click();
  await expect(page.getByTestId("figure-total-amount")).toContainText("GH₵");
  // Still unlocked on the server at the page's deadline (another tab used it): the page asks and keeps waiting.
  await page.clock.runFor("15:02");
  await expect(page.getByText("Dashboard Unlocked", { exact: true })).toBeVisible();
  // Locked on the server (as the idle expiry does): at the next deadline the screen locks and drops the figures.
  const other = await context.newPage();
  await other.goto("/dashboard");
  await other.getByRole("button", { name: "Lock Dashboard" }).click();
  await expect(other.getByText("Dashboard locked successfully")).toBeVisible();
  await other.close();
  await page.clock.runFor("15:02");
  await expect(page.getByText("The dashboard is locked again: 15 minutes without use, or locked in another tab.")).toBeVisible();
  await expect(page.getByText("Dashboard Locked", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Show Figures")).not.toBeChecked();
  expect(await page.getByTestId("figure-total-amount").textContent()).not.toContain("GH₵");
});

test("after a logout in another tab the page goes to log in at its deadline instead of keeping the figures", async ({ page, context }) => {
  await page.clock.install();
  await login(page);
  await unlock(page);
  await page.getByLabel("Show Figures").click();
  await expect(page.getByTestId("figure-total-amount")).toContainText("GH₵");
  const other = await context.newPage();
  await other.goto("/dashboard");
  await other.getByRole("button", { name: "Logout" }).first().click();
  await other.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
  await other.close();
  await page.clock.runFor("15:02");
  // the lock timer's question reaches its action, which sends a lapsed session to log in
  await page.waitForURL(/error=login-required/);
  await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
});

test("after a logout in another tab, the right code or a fulfilment click goes to log in without a false error", async ({ page, context }) => {
  const logoutElsewhere = async () => {
    const other = await context.newPage();
    await other.goto("/dashboard");
    await other.getByRole("button", { name: "Logout" }).first().click();
    await other.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
    await other.close();
  };
  await login(page);
  await logoutElsewhere();
  await page.getByLabel("4-digit password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await page.waitForURL(/error=login-required/);
  await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
  await expect(page.getByText("Incorrect password. Please try again.")).toHaveCount(0);

  await login(page);
  await unlock(page);
  await logoutElsewhere();
  // the seeded client (renamed "Abena Edited" by the client-page test above when the whole file runs)
  await page.getByRole("checkbox", { name: /^Mark Abena \w+ as fulfilled$/ }).first().click();
  await page.waitForURL(/error=login-required/);
  await expect(page.getByText("Please log in to access the dashboard.")).toBeVisible();
  await expect(page.getByText("Failed to update client")).toHaveCount(0);
});

test("at 375 px the Add New Client form is a bottom sheet", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page);
  await unlock(page);
  await page.getByRole("button", { name: "Add New Client" }).click();
  const sheet = page.getByTestId("client-form-sheet");
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(790);
  await expect(page.getByTestId("client-form-dialog")).toHaveCount(0);
  await sheet.getByLabel("Client Name").fill("Yaw Mobile");
  await sheet.getByLabel("Work Category").selectOption("Assignments");
  await sheet.getByLabel("Total Amount (GH₵)").fill("50");
  await axe(page);
  await sheet.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText('Client "Yaw Mobile" has been added.')).toBeVisible();
  const card = page.getByTestId("client-row").filter({ hasText: "Yaw Mobile" });
  await expect(card).toContainText("Unpaid");
  // Figures are not shown, so the card masks the amounts.
  await expect(card).toContainText("••••••");
  await card.getByRole("checkbox", { name: "Mark Yaw Mobile as fulfilled" }).click();
  await expect(card).toContainText("Fulfilled");
  await page.getByLabel("Sort by").selectOption("name");
  await expect(page.getByTestId("client-row").first()).toContainText("Abena");
  // Back to the list's own order, newest first.
  await page.getByLabel("Sort by").selectOption("");
  await expect(page.getByLabel("Sort by")).toHaveValue("");
  await expect(page.getByTestId("client-row").first()).toContainText("Yaw Mobile");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test("from 800 to 1280 px the client list fits beside the menu, a long name and e-mail included", async ({ page }) => {
  await login(page);
  await unlock(page);
  await page.getByRole("button", { name: "Add New Client" }).click();
  const dialog = page.getByTestId("client-form-dialog");
  await dialog.getByLabel("Client Name").fill("Nana Akosua Oforiwaa Asantewaa-Boakye");
  await dialog.getByLabel("Email").fill("nana.akosua.oforiwaa.asantewaa-boakye@st.knust.edu.gh");
  await dialog.getByLabel("Work Category").selectOption("Study Plan");
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(page.getByText('has been added.')).toBeVisible();
  await page.getByLabel("Show Figures").click();
  // and a name with no space at all, added on a phone: its toast wraps the name inside the toast
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Add New Client" }).click();
  const sheet = page.getByTestId("client-form-sheet");
  await sheet.getByLabel("Client Name").fill("Oforiwaa".repeat(8));
  await sheet.getByLabel("Work Category").selectOption("Study Plan");
  await sheet.getByRole("button", { name: "Add Client" }).click();
  const added = page.locator("[data-sonner-toast]").filter({ hasText: `Client "${"Oforiwaa".repeat(8)}" has been added.` });
  await expect(added).toBeVisible();
  const toastBox = (await added.boundingBox())!;
  expect(toastBox.x + toastBox.width, "toast off screen").toBeLessThanOrEqual(375);
  expect(await added.evaluate((el) => el.scrollWidth - el.clientWidth), "the toast's text runs out of it").toBeLessThanOrEqual(1);
  for (const width of [375, 800, 1024, 1152, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const spaceless = page.getByTestId("client-row").filter({ hasText: "OforiwaaOforiwaa" });
    const end = await spaceless.getByRole("button", { name: /^Delete / }).boundingBox();
    expect(end!.x + end!.width, `spaceless name at ${width}`).toBeLessThanOrEqual(width);
    const row = page.getByTestId("client-row").filter({ hasText: "Asantewaa-Boakye" });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width}`).toBeLessThanOrEqual(width);
    // The row's last control (Delete) is on screen, not scrolled away inside the table.
    const del = await row.getByRole("button", { name: /^Delete / }).boundingBox();
    expect(del!.x + del!.width, `delete at ${width}`).toBeLessThanOrEqual(width);
  }
  // The client's own page at 375 px: the spaceless name wraps in the heading and the edit form stays on screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId("client-row").filter({ hasText: "OforiwaaOforiwaa" }).getByRole("link", { name: "Oforiwaa".repeat(8) }).click();
  await expect(page.getByRole("heading", { name: `Client: ${"Oforiwaa".repeat(8)}` })).toBeVisible();
  await page.getByLabel("Password").fill(ADMIN.code);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Client Name")).toHaveValue("Oforiwaa".repeat(8));
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "client page at 375").toBeLessThanOrEqual(375);
  const save = (await page.getByRole("button", { name: "Save Changes" }).boundingBox())!;
  expect(save.x + save.width).toBeLessThanOrEqual(375);
});

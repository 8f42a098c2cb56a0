import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, loginAs, seedAdmin, withE2eSql } from "./helpers";

/**
 * Two staff editing the same client, in two browsers: A opens Edit, B records a payment (or ticks Fulfilled), A saves
 * a name fix. A's save is refused with a message, A's typing stays in the form, and B's change is kept in the
 * database; after "Reload latest details" A's fix saves on top of B's payment. Before versions, A's save silently put
 * the old amount paid back. Own admin accounts, so other specs' unlock lockouts cannot interfere.
 */
const A = { email: "conflict-a-e2e@example.com", password: "correct-horse-battery", code: "5937" };
const B = { email: "conflict-b-e2e@example.com", password: "correct-horse-battery", code: "6148" };
const SETTINGS_ID = "00000000-0000-0000-0000-000000000000";
const CHANGED = "This client was changed by someone else. Reload to see the latest details before saving.";

test.describe.configure({ mode: "serial" });

async function seedClient(name: string): Promise<string> {
  return withE2eSql(async (sql) => {
    await sql`delete from clients where name = ${name} and id <> ${SETTINGS_ID}`;
    const [row] = await sql`insert into clients (name, email, work_description, total_amount, amount_paid, payment_status)
      values (${name}, 'client@example.com', 'Project Work', '500.00', '100.00', 'Partial') returning id`;
    return row!.id as string;
  });
}

const rowOf = (id: string) =>
  withE2eSql(async (sql) => (await sql`select name, amount_paid::text as paid, fulfillment_status as fulfilment from clients where id = ${id}`)[0]);

test.beforeAll(async () => {
  await withE2eSql(async (sql) => {
    await seedAdmin(A, sql);
    await seedAdmin(B, sql);
  });
});

async function unlockedDashboard(browser: Browser, admin: typeof A): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, admin);
  await page.getByLabel("4-digit password").fill(admin.code);
  await page.getByRole("button", { name: "Unlock Dashboard" }).click();
  await expect(page.getByText("Dashboard unlocked successfully")).toBeVisible();
  return page;
}

test("dashboard: A's stale save is refused, keeps A's typing and B's payment; A saves after reloading", async ({ browser }) => {
  const name = "Yaw Conflict";
  const id = await seedClient(name);
  const a = await unlockedDashboard(browser, A);
  const b = await unlockedDashboard(browser, B);

  // A opens Edit and fixes the name (not saved yet).
  await a.getByTestId("client-row").filter({ hasText: name }).getByRole("button", { name: `Edit ${name}` }).click();
  const formA = a.getByTestId("client-form-dialog");
  await expect(formA.getByLabel("Amount Paid (GH₵)")).toHaveValue("100.00");
  await formA.getByLabel("Client Name").fill("Yaw Conflict-Mensah");

  // B records a payment on the same client.
  await b.getByTestId("client-row").filter({ hasText: name }).getByRole("button", { name: `Edit ${name}` }).click();
  const formB = b.getByTestId("client-form-dialog");
  await formB.getByLabel("Amount Paid (GH₵)").fill("300");
  await formB.getByRole("button", { name: "Save Changes" }).click();
  await expect(b.getByText(`Client "${name}" has been updated.`)).toBeVisible();
  expect(await rowOf(id)).toEqual({ name, paid: "300.00", fulfilment: "Pending" });

  // A saves: refused, with the message in the form; what A typed stays; B's payment stays.
  await formA.getByRole("button", { name: "Save Changes" }).click();
  const conflict = formA.getByTestId("client-form-conflict");
  await expect(conflict).toContainText(CHANGED);
  await expect(formA.getByLabel("Client Name")).toHaveValue("Yaw Conflict-Mensah");
  await expect(formA.getByLabel("Amount Paid (GH₵)")).toHaveValue("100.00");
  expect(await rowOf(id)).toEqual({ name, paid: "300.00", fulfilment: "Pending" });
  // The message's colours and role pass axe (toasts left out, as in dashboard.spec.ts: they may be mid-fade).
  await expectNoAxeViolations(a, { exclude: ["[data-sonner-toaster]"] });
  // Saving again from the same form is still refused: the version is the one its fields came from.
  await formA.getByRole("button", { name: "Save Changes" }).click();
  await expect(conflict).toContainText(CHANGED);
  expect((await rowOf(id))?.paid).toBe("300.00");

  // Reload: the latest details replace the form; A's fix then saves on top of B's payment.
  await conflict.getByRole("button", { name: "Reload latest details" }).click();
  await expect(formA.getByLabel("Amount Paid (GH₵)")).toHaveValue("300.00");
  await expect(formA.getByLabel("Client Name")).toHaveValue(name);
  await expect(formA.getByTestId("client-form-conflict")).toHaveCount(0);
  await formA.getByLabel("Client Name").fill("Yaw Conflict-Mensah");
  await formA.getByRole("button", { name: "Save Changes" }).click();
  await expect(a.getByText('Client "Yaw Conflict-Mensah" has been updated.')).toBeVisible();
  expect(await rowOf(id)).toEqual({ name: "Yaw Conflict-Mensah", paid: "300.00", fulfilment: "Pending" });

  await a.context().close();
  await b.context().close();
});

test("client page: a save after B ticked Fulfilled is refused instead of putting Pending back", async ({ browser }) => {
  const name = "Akua Conflict";
  const id = await seedClient(name);
  const a = await (await browser.newContext()).newPage();
  await loginAs(a, A);
  await a.goto(`/clients/${id}`);
  await a.getByLabel("Password").fill(A.code);
  await a.getByRole("button", { name: "Unlock" }).click();
  await expect(a.getByRole("heading", { name: "Edit Client Information" })).toBeVisible();
  await a.getByLabel("Phone").fill("+233 24 000 1111");

  const b = await unlockedDashboard(browser, B);
  await b.getByRole("checkbox", { name: `Mark ${name} as fulfilled` }).click();
  await expect.poll(async () => (await rowOf(id))?.fulfilment).toBe("Fulfilled");

  await a.getByRole("button", { name: "Save Changes" }).click();
  await expect(a.getByTestId("client-form-conflict")).toContainText(CHANGED);
  await expect(a.getByLabel("Phone")).toHaveValue("+233 24 000 1111");
  await expect(a.getByLabel("Fulfillment Status")).toHaveValue("Pending");
  expect((await rowOf(id))?.fulfilment).toBe("Fulfilled");

  await a.getByRole("button", { name: "Reload latest details" }).click();
  await expect(a.getByLabel("Fulfillment Status")).toHaveValue("Fulfilled");
  await a.getByLabel("Phone").fill("+233 24 000 1111");
  await a.getByRole("button", { name: "Save Changes" }).click();
  await expect(a.getByText(`Client "${name}" has been updated.`)).toBeVisible();
  expect(await rowOf(id)).toEqual({ name, paid: "100.00", fulfilment: "Fulfilled" });

  await a.context().close();
  await b.context().close();
});

test("disbursed amount: A's save from an editor opened before B's save is refused; A saves again against B's figure", async ({ browser }) => {
  const DISBURSED_CHANGED = "The disbursed amount was changed by someone else. Check the latest figure, then save again.";
  const disbursed = () => withE2eSql(async (sql) => (await sql`select disbursed_amount::text as d from clients where id = ${SETTINGS_ID}`)[0]?.d as string);
  const before = await disbursed();
  await withE2eSql((sql) => sql`update clients set disbursed_amount = 100 where id = ${SETTINGS_ID}`);
  try {
    const a = await unlockedDashboard(browser, A);
    const b = await unlockedDashboard(browser, B);
    for (const p of [a, b]) {
      await p.getByLabel("Show Figures").click();
      await expect(p.getByTestId("figure-disbursed")).toHaveText("GH₵100.00");
      await p.getByRole("button", { name: "Edit", exact: true }).click();
    }
    await b.getByLabel("Disbursed Amount (GH₵)").fill("150");
    await b.getByRole("button", { name: "Save", exact: true }).click();
    await expect(b.getByText("Disbursed amount updated successfully")).toBeVisible();

    await a.getByLabel("Disbursed Amount (GH₵)").fill("120");
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await expect(a.getByText(DISBURSED_CHANGED)).toBeVisible();
    // the figure is hidden while the form is open: the form says what B saved before A decides
    await expect(a.getByTestId("disbursed-conflict")).toContainText("Now GH₵150.00, saved by someone else.");
    expect(await disbursed()).toBe("150.00");
    // A's typing stays in the field; a second Save is measured against the figure A has now been told about
    await expect(a.getByLabel("Disbursed Amount (GH₵)")).toHaveValue("120");
    await a.getByRole("button", { name: "Save", exact: true }).click();
    await expect(a.getByText("Disbursed amount updated successfully")).toBeVisible();
    await expect(a.getByTestId("figure-disbursed")).toHaveText("GH₵120.00");
    expect(await disbursed()).toBe("120.00");
    await a.context().close();
    await b.context().close();
  } finally {
    await withE2eSql((sql) => sql`update clients set disbursed_amount = ${before ?? "0"} where id = ${SETTINGS_ID}`);
  }
});

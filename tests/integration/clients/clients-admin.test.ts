import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/tests/helpers/db";
import * as actions from "@/lib/clients/admin-actions";
import * as queries from "@/lib/clients/admin-queries";
import { SETTINGS_CLIENT_ID } from "@/lib/db/schema";
import { rowsOf } from "@/lib/rate-limit";
import { ADMIN, jar, lockDashboard, logIn, logOut, unlockDashboard } from "./session-harness";

vi.mock("next/headers", () => import("./session-harness").then((m) => m.nextHeadersMock));

const t = useTestDatabase();
let sessionId = "";

const form = (over: Record<string, unknown> = {}) => ({
  name: "Ama Mensah",
  email: "ama@example.com",
  phone: "0240000000",
  workDescription: "Assignments",
  totalAmount: "100.00",
  amountPaid: "40.00",
  ...over,
});

async function rawClient(id: string) {
  const rows = rowsOf<Record<string, unknown>>(await t.db.execute(sql`select * from clients where id = ${id}`));
  return rows[0];
}

async function addOk(over: Record<string, unknown> = {}) {
  const r = await actions.addClient(form(over));
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

beforeAll(async () => {
  sessionId = await logIn();
});

beforeEach(async () => {
  await logIn().then((id) => (sessionId = id));
  await unlockDashboard(sessionId);
  await t.db.execute(sql`delete from clients where id <> ${SETTINGS_CLIENT_ID}`);
});

describe("without a session", () => {
  it("every export of admin-actions and admin-queries refuses the call", async () => {
    logOut();
    const all = { ...actions, ...queries } as Record<string, unknown>;
    const fns = Object.entries(all).filter(([, v]) => typeof v === "function");
    expect(fns.length).toBeGreaterThanOrEqual(15);
    for (const [name, fn] of fns) {
      await expect((fn as (...a: unknown[]) => Promise<unknown>)("00000000-0000-0000-0000-000000000001", "1234", form()), name).rejects.toMatchObject({
        name: "AuthError",
        code: "unauthorized",
      });
    }
  });
});

describe("while locked", () => {
  it("lists names and statuses but no amounts, and refuses figures and edits", async () => {
    const c = await addOk();
    await lockDashboard(sessionId);
    const list = await actions.loadClients();
    expect(list.ok && list.data.amountsIncluded).toBe(false);
    expect(list.ok && list.data.clients).toEqual([expect.objectContaining({ id: c.id, name: "Ama Mensah", paymentStatus: "Partial", totalAmount: null, amountPaid: null })]);
    expect(JSON.stringify(list)).not.toContain("100");
    expect(await actions.loadDashboardFigures()).toMatchObject({ ok: false, code: "locked", error: "Please unlock the dashboard first to view figures" });
    const editMsg = { ok: false, code: "locked", error: "Please unlock the dashboard first to edit clients" };
    expect(await actions.addClient(form())).toMatchObject(editMsg);
    expect(await actions.updateClient(c.id, form({ updatedAt: c.updatedAt }))).toMatchObject(editMsg);
    expect(await actions.deleteClient(c.id)).toMatchObject(editMsg);
    expect(await actions.setClientFulfillment(c.id, true)).toMatchObject(editMsg);
    expect(await actions.setDisbursedAmount("5", "0")).toMatchObject({ ok: false, code: "locked", error: "Please unlock and show figures first before editing" });
    await expect(queries.getDashboardFigures()).rejects.toMatchObject({ code: "locked" });
    await expect(queries.getDisbursedAmount()).rejects.toMatchObject({ code: "locked" });
    await expect(queries.getClientWithAmounts(c.id)).rejects.toMatchObject({ code: "locked" });
    expect(await queries.getClient(c.id)).toMatchObject({ name: "Ama Mensah", totalAmount: null });
    expect((await rawClient(c.id))?.fulfillment_status).toBe("Pending");
  });
});

describe("clients, unlocked", () => {
  it("adds with the status derived on the server, ignoring a status sent in", async () => {
    const r = await actions.addClient(form({ totalAmount: "100", amountPaid: "100", paymentStatus: "Unpaid" }));
    expect(r).toMatchObject({ ok: true, message: 'Client "Ama Mensah" has been added.', data: { paymentStatus: "Paid", totalAmount: "100.00", amountPaid: "100.00", fulfillmentStatus: "Pending" } });
    const unpaid = await addOk({ name: "Kofi", totalAmount: "50", amountPaid: "" });
    expect(unpaid.paymentStatus).toBe("Unpaid");
    const free = await addOk({ name: "Esi", totalAmount: "", amountPaid: "" });
    expect(free.paymentStatus).toBe("Paid");
  });

  it("answers SPEC's validation messages per field and stores nothing", async () => {
    const r = await actions.addClient(form({ name: " ", email: "nope", totalAmount: "-1" }));
    expect(r).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { name: "Client name is required.", email: "Please enter a valid email address.", totalAmount: "Total amount cannot be negative." },
    });
    expect(await actions.addClient(form({ amountPaid: "100.01" }))).toMatchObject({ fieldErrors: { amountPaid: "Amount paid cannot be greater than total amount." } });
    expect(await actions.addClient(form({ amountPaid: "-2" }))).toMatchObject({ fieldErrors: { amountPaid: "Amount paid cannot be negative." } });
    expect(await actions.addClient("not an object")).toMatchObject({ ok: false, code: "invalid" });
    expect((await actions.loadClients()).ok && (await queries.listClients()).clients).toEqual([]);
  });

  it("re-derives the status on every update and sets updated_at", async () => {
    const c = await addOk();
    const before = await rawClient(c.id);
    await new Promise((r) => setTimeout(r, 20));
    const paid = await actions.updateClient(c.id, form({ amountPaid: "100", paymentStatus: "Unpaid", updatedAt: c.updatedAt }));
    expect(paid).toMatchObject({ ok: true, message: 'Client "Ama Mensah" has been updated.', data: { paymentStatus: "Paid" } });
    const after = await rawClient(c.id);
    expect(new Date(after!.updated_at as string).getTime()).toBeGreaterThan(new Date(before!.updated_at as string).getTime());
    const unpaid = await actions.updateClient(c.id, form({ amountPaid: "0", updatedAt: paid.ok ? paid.data.updatedAt : "" }));
    expect(unpaid.ok && (await rawClient(c.id))?.payment_status).toBe("Unpaid");
    expect((await actions.updateClient(c.id, form({ amountPaid: "0.01", updatedAt: unpaid.ok ? unpaid.data.updatedAt : "" }))).ok && (await rawClient(c.id))?.payment_status).toBe("Partial");
    expect(await actions.updateClient("00000000-0000-0000-0000-00000000abcd", form({ updatedAt: c.updatedAt }))).toMatchObject({ ok: false, code: "not_found", error: "Failed to update client" });
    expect(await actions.updateClient("not-a-uuid", form({ updatedAt: c.updatedAt }))).toMatchObject({ ok: false, error: "Failed to update client" });
    // a save that names no version the form loaded is refused and writes nothing (it could undo a change made meanwhile)
    const current = await rawClient(c.id);
    expect(await actions.updateClient(c.id, form({ amountPaid: "100" }))).toMatchObject({ ok: false, code: "invalid" });
    expect(await rawClient(c.id)).toEqual(current);
  });

  it("lists newest first with amounts, without the settings record", async () => {
    const a = await addOk({ name: "First" });
    const b = await addOk({ name: "Second" });
    const list = await queries.listClients();
    expect(list.amountsIncluded).toBe(true);
    expect(list.clients.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list.clients.some((c) => c.id === SETTINGS_CLIENT_ID)).toBe(false);
    expect(list.clients[0]).toMatchObject({ totalAmount: "100.00", amountPaid: "40.00", email: "ama@example.com", phone: "0240000000" });
    expect(await queries.getClientWithAmounts(a.id)).toMatchObject({ name: "First", totalAmount: "100.00" });
    expect(await queries.getClient("nope")).toBeNull();
    expect(await queries.getClient(SETTINGS_CLIENT_ID)).toBeNull();
  });

  it("toggles fulfilment and deletes, never touching the settings record", async () => {
    const c = await addOk();
    expect(await actions.setClientFulfillment(c.id, true)).toMatchObject({ ok: true, data: { fulfillmentStatus: "Fulfilled" } });
    expect(await actions.setClientFulfillment(c.id, true)).toMatchObject({ ok: true, data: { fulfillmentStatus: "Fulfilled" } });
    expect(await actions.setClientFulfillment(c.id, false)).toMatchObject({ ok: true, data: { fulfillmentStatus: "Pending" } });
    expect(await actions.setClientFulfillment(c.id, "yes")).toMatchObject({ ok: false });
    expect(await actions.deleteClient(SETTINGS_CLIENT_ID)).toMatchObject({ ok: false, error: "Failed to delete client" });
    expect(await actions.setClientFulfillment(SETTINGS_CLIENT_ID, false)).toMatchObject({ ok: false });
    expect(await actions.deleteClient(c.id)).toEqual({ ok: true, data: { id: c.id }, message: 'Client "Ama Mensah" has been deleted.' });
    expect(await rawClient(c.id)).toBeUndefined();
    expect(await actions.deleteClient(c.id)).toMatchObject({ ok: false, error: "Failed to delete client" });
    expect(await rawClient(SETTINGS_CLIENT_ID)).toBeDefined();
  });

  it("keeps totals exact: 0.10 + 0.20 is 0.30", async () => {
    for (let i = 0; i < 10; i++) await addOk({ name: `C${i}`, totalAmount: i % 2 ? "0.20" : "0.10", amountPaid: i % 2 ? "0.20" : "0.10" });
    await addOk({ name: "Big", totalAmount: "1234567.89", amountPaid: "0.01" });
    const f = await queries.getDashboardFigures();
    expect(f.totalAmountCents).toBe(123456789 + 150);
    expect(f.totalPaidCents).toBe(151);
    expect(f.outstandingCents).toBe(123456789 + 150 - 151);
    expect(f.totalClients).toBe(11);
    expect(f.fullyPaidCount).toBe(10);
    const sum = rowsOf<{ s: string }>(await t.db.execute(sql`select sum(total_amount)::text as s from clients`))[0]!.s;
    expect(sum).toBe("1234569.39");
  });
});

describe("the settings record and the disbursed amount", () => {
  it("is created when missing, excluded from the list, and updated with SPEC's messages", async () => {
    await t.db.execute(sql`delete from clients where id = ${SETTINGS_CLIENT_ID}`);
    expect(await queries.getDisbursedAmount()).toBe("0.00");
    expect(await rawClient(SETTINGS_CLIENT_ID)).toMatchObject({ name: "Global Settings", payment_status: "Paid", fulfillment_status: "Fulfilled" });
    expect((await queries.listClients()).clients).toEqual([]);

    expect(await actions.setDisbursedAmount("-3", "0")).toMatchObject({ ok: false, error: "Please enter a valid amount" });
    expect(await actions.setDisbursedAmount("abc", "0")).toMatchObject({ ok: false, error: "Please enter a valid amount" });
    expect(await actions.setDisbursedAmount("", "0")).toMatchObject({ ok: false, error: "Please enter a valid amount" });
    expect(await actions.setDisbursedAmount("25.5", "0")).toEqual({ ok: true, data: "25.50", message: "Disbursed amount updated successfully" });
    expect(await queries.getDisbursedAmount()).toBe("25.50");

    await t.db.execute(sql`delete from clients where id = ${SETTINGS_CLIENT_ID}`);
    expect(await actions.setDisbursedAmount(10, 0)).toMatchObject({ ok: true, data: "10.00" });
    await addOk({ totalAmount: "200", amountPaid: "50" });
    const figures = await actions.loadDashboardFigures();
    expect(figures).toMatchObject({ ok: true, data: { disbursedCents: 1000, inAccountCents: 4000, inAccountPercent: "80%", disbursedPercent: "20%", outstandingPercent: "75%" } });
  });
});

describe("two members of staff saving the disbursed amount", () => {
  it("a save from an editor opened before the other's save is refused with the amount as it is now", async () => {
    expect(await actions.setDisbursedAmount("100", await queries.getDisbursedAmount())).toMatchObject({ ok: true, data: "100.00" });
    // both editors opened at 100.00; A saves 150.00, then B, still on the old figure, saves 120.00
    expect(await actions.setDisbursedAmount("150", "100.00")).toMatchObject({ ok: true, data: "150.00" });
    expect(await actions.setDisbursedAmount("120", "100.00")).toEqual({
      ok: false,
      code: "conflict",
      error: "The disbursed amount was changed by someone else. Check the latest figure, then save again.",
      latestDisbursed: "150.00",
    });
    expect(await queries.getDisbursedAmount()).toBe("150.00");
    // B saves again against the figure now shown
    expect(await actions.setDisbursedAmount("120", "150.00")).toMatchObject({ ok: true, data: "120.00" });
    expect(await queries.getDisbursedAmount()).toBe("120.00");
  });
  it("compares amounts, not their spelling, and works when the settings record is missing", async () => {
    await t.db.execute(sql`delete from clients where id = ${SETTINGS_CLIENT_ID}`);
    expect(await actions.setDisbursedAmount("40", "0")).toMatchObject({ ok: true, data: "40.00" });
    expect(await actions.setDisbursedAmount("45.5", 40)).toMatchObject({ ok: true, data: "45.50" });
    for (const stale of ["abc", undefined, null])
      expect(await actions.setDisbursedAmount("50", stale)).toMatchObject({ ok: false, code: "invalid", error: "This page is out of date. Reload it and edit the disbursed amount again." });
    expect(await queries.getDisbursedAmount()).toBe("45.50");
  });
});

describe("the client page", () => {
  it("unlocks with the code for that client only and edits with the token", async () => {
    const c = await addOk();
    const other = await addOk({ name: "Other" });
    await lockDashboard(sessionId);
    expect(await actions.unlockClient(c.id, "12")).toMatchObject({ ok: false, error: "Please enter a 4-digit password" });
    expect(await actions.unlockClient(c.id, "0000")).toMatchObject({ ok: false, error: "Incorrect password. Please try again." });
    const r = await actions.unlockClient(c.id, ADMIN.unlockCode);
    expect(r).toMatchObject({ ok: true, message: "Client editing unlocked successfully", data: { client: { id: c.id, totalAmount: "100.00" } } });
    if (!r.ok) return;
    const token = r.data.token;
    expect(await actions.updateClientWithToken(c.id, token, form({ name: "Ama B", amountPaid: "100", updatedAt: c.updatedAt }))).toMatchObject({ ok: true, data: { name: "Ama B", paymentStatus: "Paid" } });
    expect(await actions.updateClientWithToken(other.id, token, form())).toMatchObject({ ok: false, code: "locked" });
    expect(await actions.updateClientWithToken(c.id, "forged", form())).toMatchObject({ ok: false, code: "locked" });
    expect(await actions.deleteClientWithToken(other.id, token)).toMatchObject({ ok: false, code: "locked" });
    expect(await actions.loadClientHeader(c.id)).toMatchObject({ ok: true, data: { name: "Ama B", totalAmount: null } });
    expect(await actions.deleteClientWithToken(c.id, token)).toMatchObject({ ok: true, message: 'Client "Ama B" has been deleted.' });
    expect(await rawClient(other.id)).toBeDefined();
    expect(jar.size).toBe(1);
  });
});

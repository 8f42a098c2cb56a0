import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/tests/helpers/db";
import * as actions from "@/lib/clients/admin-actions";
import { CLIENT_CHANGED } from "@/lib/clients/messages";
import { SETTINGS_CLIENT_ID } from "@/lib/db/schema";
import { rowsOf } from "@/lib/rate-limit";
import { ADMIN, lockDashboard, logIn, unlockDashboard } from "./session-harness";

vi.mock("next/headers", () => import("./session-harness").then((m) => m.nextHeadersMock));

/**
 * Two staff editing the same client: the Edit form carries the version (updatedAt, to the millisecond) its fields came
 * from, and a save whose version is no longer the row's is refused instead of overwriting the other person's change.
 * Before this, admin A's save of a name fix silently put back the amount paid B had just recorded.
 */
const t = useTestDatabase();
let sessionId = "";

const form = (over: Record<string, unknown> = {}) => ({
  name: "Ama Mensah",
  email: "ama@example.com",
  phone: "0240000000",
  workDescription: "Assignments",
  totalAmount: "100.00",
  amountPaid: "40.00",
  fulfillmentStatus: "Pending",
  ...over,
});

async function raw(id: string) {
  const rows = rowsOf<{ name: string; amount_paid: string; payment_status: string; fulfillment_status: string; updated_at: unknown }>(
    await t.db.execute(sql`select name, amount_paid::text, payment_status, fulfillment_status, updated_at from clients where id = ${id}`),
  );
  return rows[0];
}

async function addOk(over: Record<string, unknown> = {}) {
  const r = await actions.addClient(form(over));
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

/** What A's Edit dialog loaded: the client as the dashboard list gives it. */
async function openEdit(id: string) {
  const r = await actions.loadClients();
  if (!r.ok) throw new Error(r.error);
  const c = r.data.clients.find((x) => x.id === id);
  if (!c) throw new Error("client not listed");
  return c;
}

beforeAll(async () => {
  sessionId = await logIn();
});

beforeEach(async () => {
  sessionId = await logIn();
  await unlockDashboard(sessionId);
  await t.db.execute(sql`delete from clients where id <> ${SETTINGS_CLIENT_ID}`);
});

describe("two staff editing the same client", () => {
  it("refuses A's stale save instead of undoing the payment B recorded meanwhile", async () => {
    const c = await addOk();
    const a = await openEdit(c.id); // A opens Edit
    const b = await openEdit(c.id); // B opens Edit and records a payment
    const paid = await actions.updateClient(c.id, form({ amountPaid: "100.00", updatedAt: b.updatedAt }));
    expect(paid).toMatchObject({ ok: true, data: { amountPaid: "100.00", paymentStatus: "Paid" } });

    // A fixes the name in the form A loaded (amount paid still 40.00 there) and saves.
    const stale = await actions.updateClient(c.id, form({ name: "Ama Mensah-Owusu", updatedAt: a.updatedAt }));
    expect(stale).toMatchObject({ ok: false, code: "conflict", error: CLIENT_CHANGED });
    // The answer carries the row as it is now, for the form's "reload" button.
    expect(!stale.ok && stale.latest).toMatchObject({ id: c.id, name: "Ama Mensah", amountPaid: "100.00", paymentStatus: "Paid" });
    expect(await raw(c.id)).toMatchObject({ name: "Ama Mensah", amount_paid: "100.00", payment_status: "Paid" });

    // After reloading, A's save goes through, on top of B's payment.
    const reloaded = await openEdit(c.id);
    const fixed = await actions.updateClient(c.id, form({ name: "Ama Mensah-Owusu", amountPaid: reloaded.amountPaid, updatedAt: reloaded.updatedAt }));
    expect(fixed).toMatchObject({ ok: true, message: 'Client "Ama Mensah-Owusu" has been updated.', data: { amountPaid: "100.00" } });
  });

  it("gives every save a new version, even two saves within the same millisecond", async () => {
    const c = await addOk();
    let version = c.updatedAt;
    const seen = new Set([version]);
    for (let i = 0; i < 5; i++) {
      const r = await actions.updateClient(c.id, form({ amountPaid: String(41 + i), updatedAt: version }));
      if (!r.ok) throw new Error(`save ${i}: ${r.error}`);
      expect(seen.has(r.data.updatedAt)).toBe(false);
      seen.add(r.data.updatedAt);
      version = r.data.updatedAt;
    }
    // Each earlier version is now stale.
    for (const old of [...seen].filter((v) => v !== version)) {
      expect(await actions.updateClient(c.id, form({ updatedAt: old }))).toMatchObject({ ok: false, code: "conflict" });
    }
    expect((await raw(c.id))?.amount_paid).toBe("45.00");
  });

  it("matches a version read from a row whose updated_at has microseconds", async () => {
    const c = await addOk();
    await t.db.execute(sql`update clients set updated_at = '2026-11-27 08:15:30.123999+00' where id = ${c.id}`);
    const a = await openEdit(c.id);
    expect(a.updatedAt).toBe("2026-11-27T08:15:30.123Z");
    expect(await actions.updateClient(c.id, form({ name: "Micro", updatedAt: a.updatedAt }))).toMatchObject({ ok: true, data: { name: "Micro" } });
  });

  it("lets exactly one of two simultaneous saves from the same version through", async () => {
    const c = await addOk();
    const [x, y] = await Promise.all([
      actions.updateClient(c.id, form({ amountPaid: "60.00", updatedAt: c.updatedAt })),
      actions.updateClient(c.id, form({ amountPaid: "70.00", updatedAt: c.updatedAt })),
    ]);
    expect([x.ok, y.ok].sort()).toEqual([false, true]);
    const winner = x.ok ? x : y;
    const loser = x.ok ? y : x;
    expect(loser).toMatchObject({ ok: false, code: "conflict" });
    expect((await raw(c.id))?.amount_paid).toBe(winner.ok ? winner.data.amountPaid : "");
  });

  it("treats the Fulfilled checkbox as a change: a form opened before it is stale", async () => {
    const c = await addOk();
    const a = await openEdit(c.id);
    const toggled = await actions.setClientFulfillment(c.id, true);
    expect(toggled).toMatchObject({ ok: true, data: { fulfillmentStatus: "Fulfilled" } });
    expect(toggled.ok && toggled.data.updatedAt).not.toBe(a.updatedAt);
    // A's form still shows Pending: saving it would have put the checkbox back.
    expect(await actions.updateClient(c.id, form({ name: "Ama M.", updatedAt: a.updatedAt }))).toMatchObject({ ok: false, code: "conflict" });
    expect(await raw(c.id)).toMatchObject({ name: "Ama Mensah", fulfillment_status: "Fulfilled" });
    // The version the toggle answers is the row's: a form built from it saves.
    expect(await actions.updateClient(c.id, form({ name: "Ama M.", fulfillmentStatus: "Fulfilled", updatedAt: toggled.ok ? toggled.data.updatedAt : "" }))).toMatchObject({ ok: true });
  });

  it("refuses a stale save on the client page too, and says not found once the client is deleted", async () => {
    const c = await addOk();
    await lockDashboard(sessionId);
    const unlocked = await actions.unlockClient(c.id, ADMIN.unlockCode);
    if (!unlocked.ok) throw new Error(unlocked.error);
    const { token, client: loaded } = unlocked.data;
    await unlockDashboard(sessionId);
    expect(await actions.updateClient(c.id, form({ amountPaid: "90.00", updatedAt: loaded.updatedAt }))).toMatchObject({ ok: true });
    expect(await actions.updateClientWithToken(c.id, token, form({ name: "Page edit", updatedAt: loaded.updatedAt }))).toMatchObject({
      ok: false,
      code: "conflict",
      error: CLIENT_CHANGED,
      latest: { amountPaid: "90.00" },
    });
    expect((await raw(c.id))?.amount_paid).toBe("90.00");
    expect(await actions.deleteClient(c.id)).toMatchObject({ ok: true });
    expect(await actions.updateClientWithToken(c.id, token, form({ updatedAt: loaded.updatedAt }))).toMatchObject({ ok: false, code: "not_found", error: "Failed to update client" });
  });

  it("refuses a malformed version without writing", async () => {
    const c = await addOk();
    expect(await actions.updateClient(c.id, form({ name: "Nope", updatedAt: "yesterday" }))).toMatchObject({ ok: false, code: "invalid" });
    expect((await raw(c.id))?.name).toBe("Ama Mensah");
  });
});

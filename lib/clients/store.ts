import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { nextVersion, versionIs } from "@/lib/db/row-version";
import { clients, SETTINGS_CLIENT_ID } from "@/lib/db/schema";
import { centsToDecimal, toCents } from "./money";
import { derivePaymentStatus, type PaymentStatus } from "./payment-status";
import type { ClientFormData, FulfillmentStatus, WorkCategory } from "./schema";
import type { ClientRecord, ClientWithAmounts } from "./types";

/**
 * Raw database access for clients, with no session checks: only lib/clients/admin-queries.ts and
 * admin-actions.ts import it, and they check the session (and unlock) before every call.
 * snake_case <-> camelCase mapping lives in the Drizzle schema and in toClient below, nowhere else.
 */

type Row = typeof clients.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toClient(row: Row, withAmounts: true): ClientWithAmounts;
export function toClient(row: Row, withAmounts: boolean): ClientRecord;
export function toClient(row: Row, withAmounts: boolean): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? "",
    phone: row.phone ?? "",
    workDescription: row.workDescription as WorkCategory,
    // Locked reads drop the amounts here, before anything is serialised to the browser.
    totalAmount: withAmounts ? centsToDecimal(toCents(row.totalAmount)) : null,
    amountPaid: withAmounts ? centsToDecimal(toCents(row.amountPaid)) : null,
    paymentStatus: row.paymentStatus as PaymentStatus,
    fulfillmentStatus: row.fulfillmentStatus as FulfillmentStatus,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const notSettings = ne(clients.id, SETTINGS_CLIENT_ID);

/** SPEC: List clients, created_at descending, without the settings record. */
export async function selectClients(withAmounts: boolean): Promise<ClientRecord[]> {
  const db = await getDb();
  const rows = await db.select().from(clients).where(notSettings).orderBy(desc(clients.createdAt), desc(clients.id));
  return rows.map((r) => toClient(r, withAmounts));
}

export async function selectClient(id: string, withAmounts: boolean): Promise<ClientRecord | null> {
  const db = await getDb();
  const [row] = await db.select().from(clients).where(and(eq(clients.id, id), notSettings));
  return row ? toClient(row, withAmounts) : null;
}

function amountsAndStatus(data: ClientFormData) {
  return {
    totalAmount: centsToDecimal(data.totalAmount),
    amountPaid: centsToDecimal(data.amountPaid),
    // Derived here from the amounts, never taken from input.
    paymentStatus: derivePaymentStatus(data.totalAmount, data.amountPaid),
  };
}

export async function insertClient(data: ClientFormData): Promise<ClientWithAmounts> {
  const db = await getDb();
  const [row] = await db
    .insert(clients)
    .values({
      name: data.name,
      email: data.email,
      phone: data.phone,
      workDescription: data.workDescription,
      ...amountsAndStatus(data),
      fulfillmentStatus: data.fulfillmentStatus ?? "Pending",
    })
    .returning();
  return toClient(row, true);
}

// every write to a client moves its version (lib/db/row-version.ts)
const nextClientVersion = nextVersion(clients.updatedAt);

export type UpdateClientOutcome = { client: ClientWithAmounts } | { conflict: ClientWithAmounts } | { notFound: true };

/**
 * SPEC: Update client, the same fields plus updated_at set to now. The row is written only if it still has
 * `expectedVersion` (the updatedAt the form loaded): the check is in the UPDATE's own WHERE, so no other write can
 * land between a check and the write. When nothing was written, the row is read again only to answer why: changed
 * meanwhile (conflict, with the row as it is now) or gone (notFound).
 */
export async function updateClientRow(id: string, data: ClientFormData, expectedVersion: string): Promise<UpdateClientOutcome> {
  const db = await getDb();
  const [row] = await db
    .update(clients)
    .set({
      name: data.name,
      email: data.email,
      phone: data.phone,
      workDescription: data.workDescription,
      ...amountsAndStatus(data),
      ...(data.fulfillmentStatus ? { fulfillmentStatus: data.fulfillmentStatus } : {}),
      updatedAt: nextClientVersion,
    })
    .where(and(eq(clients.id, id), notSettings, versionIs(clients.updatedAt, expectedVersion)))
    .returning();
  if (row) return { client: toClient(row, true) };
  const current = await selectClient(id, true);
  return current ? { conflict: current as ClientWithAmounts } : { notFound: true };
}

/** The row's checkbox: a single-field write, which still moves the version (an open Edit form shows the old state). */
export async function setFulfillmentRow(id: string, status: FulfillmentStatus): Promise<ClientRecord | null> {
  const db = await getDb();
  const [row] = await db
    .update(clients)
    .set({ fulfillmentStatus: status, updatedAt: nextClientVersion })
    .where(and(eq(clients.id, id), notSettings))
    .returning();
  return row ? toClient(row, false) : null;
}

export async function deleteClientRow(id: string): Promise<{ id: string; name: string } | null> {
  const db = await getDb();
  const [row] = await db.delete(clients).where(and(eq(clients.id, id), notSettings)).returning({ id: clients.id, name: clients.name });
  return row ?? null;
}

const settingsRow = {
  id: SETTINGS_CLIENT_ID,
  name: "Global Settings",
  workDescription: "Assignments",
  totalAmount: "0",
  amountPaid: "0",
  paymentStatus: "Paid",
  fulfillmentStatus: "Fulfilled",
} as const;

/** SPEC: Read disbursed; the settings record is created (zero amounts, Paid, Fulfilled) when missing. Cents. */
export async function readDisbursedCents(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ d: clients.disbursedAmount }).from(clients).where(eq(clients.id, SETTINGS_CLIENT_ID));
  if (row) return toCents(row.d);
  await db.insert(clients).values({ ...settingsRow, disbursedAmount: "0" }).onConflictDoNothing({ target: clients.id });
  return 0;
}

/**
 * Set disbursed only while it still holds `expectedCents`, the figure the editor started from: a second member of
 * staff saving from a stale editor would otherwise wipe out the first one's payout without a word. The settings
 * record is created first when missing, so the comparison has a row to hold.
 */
export async function writeDisbursedCentsIf(expectedCents: number, cents: number): Promise<{ cents: number } | { conflict: number }> {
  await readDisbursedCents();
  const db = await getDb();
  const [row] = await db
    .update(clients)
    .set({ disbursedAmount: centsToDecimal(cents), updatedAt: nextClientVersion })
    .where(and(eq(clients.id, SETTINGS_CLIENT_ID), eq(clients.disbursedAmount, centsToDecimal(expectedCents))))
    .returning({ d: clients.disbursedAmount });
  return row ? { cents: toCents(row.d) } : { conflict: await readDisbursedCents() };
}

/** The amounts and statuses of every client, for the dashboard figures. */
export async function selectSummaryInputs() {
  const db = await getDb();
  const rows = await db
    .select({ total: clients.totalAmount, paid: clients.amountPaid, paymentStatus: clients.paymentStatus, fulfillmentStatus: clients.fulfillmentStatus })
    .from(clients)
    .where(notSettings);
  return rows.map((r) => ({ totalCents: toCents(r.total), paidCents: toCents(r.paid), paymentStatus: r.paymentStatus, fulfillmentStatus: r.fulfillmentStatus }));
}

"use server";

import { unstable_rethrow } from "next/navigation";
import { isAuthError } from "@/lib/auth/errors";
import { authText } from "@/lib/auth/messages";
import { atLeast, UNLOCK_MIN_MS } from "@/lib/auth/timing";
import { requireAdmin, unlockClientEdit } from "@/lib/auth/session";
import { adminOrDown, dashboardGate, notFound, parseForm, parseVersion, tokenGate, type ClientActionResult } from "./action-gates";
import { getClient, getDashboardFigures, listClients } from "./admin-queries";
import { CLIENT_CHANGED, DISBURSED_CHANGED, DISBURSED_OUT_OF_DATE, LOCKED_DISBURSED, LOCKED_EDIT, LOCKED_FIGURES } from "./messages";
import { centsToDecimal } from "./money";
import { clientIdSchema, disbursedSchema, INVALID_AMOUNT } from "./schema";
import { deleteClientRow, insertClient, selectClient, setFulfillmentRow, updateClientRow, writeDisbursedCentsIf } from "./store";
import type { DashboardSummary } from "./summary";
import type { ClientListResult, ClientRecord, ClientWithAmounts } from "./types";

export type { ClientActionResult } from "./action-gates";

/**
 * Server actions of the dashboard and the client page. Each first checks the session (requireAdmin throws
 * without one); edits and amounts also need the dashboard unlock, or on the client page its own edit token.
 * Answers carry SPEC's toast texts; `code: "locked"` lets the page say which unlock is missing. The gates are in
 * action-gates.ts.
 */

/** The list for the dashboard (amounts only while unlocked). */
export async function loadClients(): Promise<ClientActionResult<ClientListResult>> {
  await requireAdmin();
  try {
    return { ok: true, data: await listClients() };
  } catch (e) {
    unstable_rethrow(e);
    if (isAuthError(e)) throw e;
    return { ok: false, error: "Failed to load clients", code: "failed" };
  }
}

/** The seven figures and the disbursed amount; only while unlocked. */
export async function loadDashboardFigures(): Promise<ClientActionResult<DashboardSummary>> {
  await requireAdmin();
  const locked = await dashboardGate(LOCKED_FIGURES);
  if (locked) return locked;
  try {
    return { ok: true, data: await getDashboardFigures() };
  } catch (e) {
    unstable_rethrow(e);
    if (isAuthError(e)) throw e;
    return { ok: false, error: "Failed to load clients", code: "failed" };
  }
}

export async function addClient(input: unknown): Promise<ClientActionResult<ClientWithAmounts>> {
  const down = await adminOrDown("Failed to add client");
  if (down) return down;
  const locked = await dashboardGate(LOCKED_EDIT, "Failed to add client");
  if (locked) return locked;
  const { data, fail } = parseForm(input, "Failed to add client");
  if (fail) return fail;
  try {
    const client = await insertClient(data);
    return { ok: true, data: client, message: `Client "${client.name}" has been added.` };
  } catch {
    return { ok: false, error: "Failed to add client", code: "failed" };
  }
}

async function update(id: unknown, input: unknown): Promise<ClientActionResult<ClientWithAmounts>> {
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success) return notFound("Failed to update client");
  const { data, fail } = parseForm(input, "Failed to update client");
  if (fail) return fail;
  const parsedVersion = parseVersion(input);
  if (parsedVersion.fail) return parsedVersion.fail;
  try {
    const outcome = await updateClientRow(parsedId.data, data, parsedVersion.version);
    // Someone else saved this client after the form was opened: nothing was written, their change stays.
    if ("conflict" in outcome) return { ok: false, error: CLIENT_CHANGED, code: "conflict", latest: outcome.conflict };
    if ("notFound" in outcome) return notFound("Failed to update client");
    const client = outcome.client;
    return { ok: true, data: client, message: `Client "${client.name}" has been updated.` };
  } catch {
    return { ok: false, error: "Failed to update client", code: "failed" };
  }
}

async function remove(id: unknown): Promise<ClientActionResult<{ id: string }>> {
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success) return notFound("Failed to delete client");
  try {
    const row = await deleteClientRow(parsedId.data);
    if (!row) return notFound("Failed to delete client");
    return { ok: true, data: { id: row.id }, message: `Client "${row.name}" has been deleted.` };
  } catch {
    return { ok: false, error: "Failed to delete client", code: "failed" };
  }
}

/** Dashboard edit: the same fields as add; payment status derived again from the amounts. */
export async function updateClient(id: unknown, input: unknown): Promise<ClientActionResult<ClientWithAmounts>> {
  const down = await adminOrDown("Failed to update client");
  if (down) return down;
  return (await dashboardGate(LOCKED_EDIT, "Failed to update client")) ?? update(id, input);
}

export async function deleteClient(id: unknown): Promise<ClientActionResult<{ id: string }>> {
  await requireAdmin();
  return (await dashboardGate()) ?? remove(id);
}

/** The row's checkbox: Pending <-> Fulfilled. Takes the wanted state, so a double click cannot flip it back. */
export async function setClientFulfillment(id: unknown, fulfilled: unknown): Promise<ClientActionResult<ClientRecord>> {
  await requireAdmin();
  const locked = await dashboardGate();
  if (locked) return locked;
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success || typeof fulfilled !== "boolean") return notFound("Failed to update client");
  try {
    const client = await setFulfillmentRow(parsedId.data, fulfilled ? "Fulfilled" : "Pending");
    return client ? { ok: true, data: client, message: `Client "${client.name}" has been updated.` } : notFound("Failed to update client");
  } catch {
    return { ok: false, error: "Failed to update client", code: "failed" };
  }
}

/**
 * The global disbursed amount (SPEC messages), only while unlocked. Answers the stored decimal string. `expected` is
 * the amount the editor started from: the save is refused with "conflict" (and the amount as it is now) if someone
 * else saved another amount in between, and without it (a page from before this check) as out of date.
 */
export async function setDisbursedAmount(value: unknown, expected: unknown): Promise<ClientActionResult<string>> {
  await requireAdmin();
  const locked = await dashboardGate(LOCKED_DISBURSED);
  if (locked) return locked;
  const parsed = disbursedSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? INVALID_AMOUNT, code: "invalid" };
  const base = disbursedSchema.safeParse(expected);
  if (!base.success) return { ok: false, error: DISBURSED_OUT_OF_DATE, code: "invalid" };
  try {
    const outcome = await writeDisbursedCentsIf(base.data, parsed.data);
    if ("conflict" in outcome) return { ok: false, error: DISBURSED_CHANGED, code: "conflict", latestDisbursed: centsToDecimal(outcome.conflict) };
    return { ok: true, data: centsToDecimal(outcome.cents), message: "Disbursed amount updated successfully" };
  } catch {
    return { ok: false, error: "Failed to update disbursed amount", code: "failed" };
  }
}

/**
 * Client page unlock: checks the 4-digit code on the server and answers a token for this page view together
 * with the client's amounts, which the page had not received while locked.
 */
export async function unlockClient(id: unknown, code: unknown): Promise<ClientActionResult<{ token: string; client: ClientWithAmounts }>> {
  await requireAdmin();
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success) return notFound("Client not found");
  if (typeof code !== "string" || !/^\d{4}$/.test(code)) return { ok: false, error: "Please enter a 4-digit password", code: "invalid" };
  // Same pacing as the dashboard unlock: every answer takes at least UNLOCK_MIN_MS, right or wrong.
  return atLeast(UNLOCK_MIN_MS, async (): Promise<ClientActionResult<{ token: string; client: ClientWithAmounts }>> => {
    let result: Awaited<ReturnType<typeof unlockClientEdit>>;
    try {
      result = await unlockClientEdit(parsedId.data, code);
    } catch (e) {
      unstable_rethrow(e);
      if (isAuthError(e) && e.code !== "unauthorized") return { ok: false, error: e.message, code: "locked" };
      throw e;
    }
    // A 5th wrong code ends the session: the page sends the user to log in again.
    if ("error" in result) return { ok: false, error: result.error, code: "locked", loggedOut: result.error === authText.sessionEndedByCodes };
    const client = await selectClient(parsedId.data, true);
    if (!client) return notFound("Client not found");
    return { ok: true, data: { token: result.token, client: client as ClientWithAmounts }, message: authText.clientUnlocked };
  });
}

/** Client page save, allowed by that page view's token (not by the dashboard unlock). */
export async function updateClientWithToken(id: unknown, token: unknown, input: unknown): Promise<ClientActionResult<ClientWithAmounts>> {
  await requireAdmin();
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success) return notFound("Failed to update client");
  return (await tokenGate(parsedId.data, token)) ?? update(parsedId.data, input);
}

export async function deleteClientWithToken(id: unknown, token: unknown): Promise<ClientActionResult<{ id: string }>> {
  await requireAdmin();
  const parsedId = clientIdSchema.safeParse(id);
  if (!parsedId.success) return notFound("Failed to delete client");
  return (await tokenGate(parsedId.data, token)) ?? remove(parsedId.data);
}

/** The client page header after a save elsewhere: name and statuses, no amounts. */
export async function loadClientHeader(id: unknown): Promise<ClientActionResult<ClientRecord>> {
  await requireAdmin();
  const client = await getClient(id);
  return client ? { ok: true, data: client } : notFound("Client not found");
}

import "server-only";

import { unstable_rethrow } from "next/navigation";
import { fieldErrorsOf } from "@/lib/actions/validated-action";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdmin, requireClientEditToken, requireUnlocked } from "@/lib/auth/session";
import { CLIENT_LOCKED, LOCKED_EDIT } from "./messages";
import { clientFormSchema, clientVersionSchema } from "./schema";
import type { ClientWithAmounts } from "./types";

/**
 * The checks every client action starts with, and the answers they give: the session, the dashboard unlock or the
 * client page's edit token, the form and its version. Each returns null when the action may go on, or the failed
 * answer to return as is; an auth failure the page cannot show as a toast (no session) still throws.
 */
export type ClientActionResult<T> =
  | { ok: true; data: T; message?: string }
  | {
      ok: false;
      error: string;
      code?: "locked" | "invalid" | "not_found" | "failed" | "conflict";
      fieldErrors?: Record<string, string>;
      loggedOut?: boolean;
      /** With "conflict": the client as it is now, for the form's reload (the caller passed the same gate as the save). */
      latest?: ClientWithAmounts;
      /** With "conflict" on the disbursed amount: the amount as it is now (decimal string). */
      latestDisbursed?: string;
    };

export type Fail = Extract<ClientActionResult<never>, { ok: false }>;

/** Null when the dashboard is unlocked; the "locked" answer otherwise. Other auth failures propagate. */
export async function dashboardGate(message = LOCKED_EDIT, unavailable = "Failed to save changes"): Promise<Fail | null> {
  try {
    await requireUnlocked();
    return null;
  } catch (e) {
    unstable_rethrow(e); // the log-in redirect of requireAdmin
    if (isAuthError(e) && e.code !== "unauthorized") return { ok: false, error: message, code: "locked" };
    if (!isAuthError(e)) return databaseDown(e, unavailable);
    throw e;
  }
}

/**
 * requireAdmin() for the edit actions, but a database outage during the session check answers the action's error
 * state (a toast) instead of a thrown error page. A missing or invalid session still throws AuthError.
 */
export async function adminOrDown(unavailable: string): Promise<Fail | null> {
  try {
    await requireAdmin();
    return null;
  } catch (e) {
    unstable_rethrow(e);
    if (isAuthError(e)) throw e;
    return databaseDown(e, unavailable);
  }
}

export function databaseDown(error: unknown, message: string): Fail {
  console.error("client action: session check failed", error);
  return { ok: false, error: message, code: "failed" };
}

export async function tokenGate(clientId: string, token: unknown): Promise<Fail | null> {
  try {
    await requireClientEditToken(clientId, typeof token === "string" ? token : "");
    return null;
  } catch (e) {
    unstable_rethrow(e);
    if (isAuthError(e) && e.code !== "unauthorized") return { ok: false, error: CLIENT_LOCKED, code: "locked" };
    throw e;
  }
}

export function parseForm(input: unknown, failMessage: string) {
  const parsed = clientFormSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error);
  return { fail: { ok: false, error: Object.values(fieldErrors)[0] ?? failMessage, code: "invalid", fieldErrors } satisfies Fail };
}

export const notFound = (error: string): Fail => ({ ok: false, error, code: "not_found" });

/**
 * The version the form loaded, sent as `updatedAt` next to the fields (see store.updateClientRow). Required: a save
 * that names no version could write over a change made since the form was opened, which is what the version prevents.
 */
export function parseVersion(input: unknown): { version: string; fail?: undefined } | { fail: Fail } {
  const raw = input && typeof input === "object" ? (input as Record<string, unknown>).updatedAt : undefined;
  const parsed = clientVersionSchema.safeParse(raw);
  return parsed.success ? { version: parsed.data } : { fail: { ok: false, error: "Failed to update client", code: "invalid" } };
}

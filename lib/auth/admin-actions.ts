"use server";

import { revalidatePath } from "next/cache";
import { authText, unlockMessage } from "./messages";
import * as service from "./service";
import { clearSessionCookie, requireAdmin, unlockClientEdit } from "./session";
import { atLeast, UNLOCK_MIN_MS } from "./timing";

/**
 * Unlock and lock for the admin pages. Each action first requires a session (AuthError('unauthorized') otherwise).
 * Results carry the SPEC.md message for a toast; `loggedOut: true` means the session just ended (5th wrong code):
 * send the user to the login page.
 */
export type UnlockResult = { ok: true; message: string } | { ok: false; error: string; loggedOut?: boolean };

/** Dashboard unlock: 4-digit code checked on the server; unlock lasts 15 minutes from the last use. */
export async function unlockDashboard(code: string): Promise<UnlockResult> {
  const session = await requireAdmin();
  const format = unlockMessage.format(code);
  if (format) return { ok: false, error: format };
  return atLeast(UNLOCK_MIN_MS, async () => {
    const result = await service.checkUnlockCode(session.sessionId, code);
    if (!result.ok) {
      if (result.reason === "session_revoked") {
        await clearSessionCookie();
        return { ok: false, error: unlockMessage.failure(result), loggedOut: true };
      }
      return { ok: false, error: unlockMessage.failure(result) };
    }
    if (!(await service.markUnlocked(session.sessionId))) return { ok: false, error: authText.loginRequired, loggedOut: true };
    revalidatePath("/dashboard");
    return { ok: true, message: authText.unlocked };
  });
}

/** Re-locks the dashboard (figures and edits hidden again). */
export async function lockDashboard(): Promise<UnlockResult> {
  const session = await requireAdmin();
  await service.lockSession(session.sessionId);
  revalidatePath("/dashboard");
  return { ok: true, message: authText.locked };
}

/**
 * Whether the dashboard is still unlocked and for how long, without counting as use (the unlock does not slide):
 * the page asks when its timer says the 15 minutes may be up, so the screen locks when the server does.
 */
export async function dashboardUnlockStatus(): Promise<{ unlocked: boolean; msLeft: number }> {
  const session = await requireAdmin();
  return { unlocked: session.unlocked, msLeft: session.unlocked ? session.unlockMsLeft : 0 };
}

/**
 * Client page unlock as a server action: the token authorises edits of that client only, for this page view
 * (keep it in component state; pass it to the client edit actions, which call requireClientEditToken).
 */
export async function unlockClient(
  clientId: string,
  code: string,
): Promise<{ ok: true; token: string; message: string } | { ok: false; error: string; loggedOut?: boolean }> {
  await requireAdmin();
  const format = unlockMessage.format(code);
  if (format) return { ok: false, error: format };
  return atLeast(UNLOCK_MIN_MS, async () => {
    const result = await unlockClientEdit(String(clientId), code);
    if ("token" in result) return { ok: true, token: result.token, message: authText.clientUnlocked };
    return { ok: false, error: result.error, loggedOut: result.error === authText.sessionEndedByCodes };
  });
}

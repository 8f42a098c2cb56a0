"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { clientIp } from "@/lib/request-ip";
import { now } from "./clock";
import { SESSION_COOKIE } from "./cookie";
import { authText, tooManyLoginAttempts } from "./messages";
import { getSessionSecret } from "./secret";
import * as service from "./service";
import { clearSessionCookie, readDevice, rememberDevice, setSessionCookie } from "./session";
import { atLeast, LOGIN_MIN_MS } from "./timing";
import { verifySessionToken } from "./token";

/**
 * Public auth actions (no session needed to call them): login and logout. The login form posts here with or
 * without JavaScript (useActionState keeps the form progressive).
 */
export type LoginState = { error: string; email: string } | null;

export async function loginAction(_prev: LoginState, form: FormData): Promise<LoginState> {
  // an action can be posted by hand with any arguments (`[null, {...}]` was a TypeError and an HTTP 500)
  const field = (name: string) => (form instanceof FormData ? form.get(name) : null);
  const email = typeof field("email") === "string" ? String(field("email")).slice(0, 254) : "";
  const password = typeof field("password") === "string" ? String(field("password")).slice(0, 256) : "";
  if (!email.trim() || !password) return { error: authText.fieldsRequired, email };
  const ip = clientIp(await headers());
  const device = await readDevice();
  let result: service.LoginResult;
  try {
    result = await atLeast(LOGIN_MIN_MS, () => service.login(email, password, ip, device));
  } catch (error) {
    // Database unreachable: say so instead of an error page (nothing was decided about the credentials).
    console.error("login failed:", error);
    return { error: authText.unavailable, email };
  }
  if (!result.ok) {
    return { error: result.reason === "throttled" ? tooManyLoginAttempts(result.retryAfterSeconds) : authText.invalidCredentials, email };
  }
  await setSessionCookie(result.sessionId, result.expiresAt);
  await rememberDevice(result.adminId, device);
  redirect("/dashboard?welcome=1");
}

/** Ends the session on the server (a replayed cookie is refused afterwards), clears the cookie, back to home. */
export async function logoutAction(): Promise<void> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const sessionId = await verifySessionToken(token, getSessionSecret(), now());
  if (sessionId) await service.revokeSession(sessionId);
  await clearSessionCookie();
  redirect("/?logged-out=1");
}

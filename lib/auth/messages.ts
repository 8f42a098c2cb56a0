import { isValidUnlockCode } from "./rules";
import type { UnlockCheck } from "./unlock";

/** User-facing texts of the access flows; SPEC.md's wording where SPEC.md has one. */
export const authText = {
  invalidCredentials: "Invalid credentials. Please try again.",
  fieldsRequired: "Please enter your email and password.",
  welcome: "Welcome to the admin panel!",
  loginRequired: "Please log in to access the dashboard.",
  loggedOut: "You have been logged out.",
  codeFormat: "Please enter a 4-digit password",
  incorrectCode: "Incorrect password. Please try again.",
  unlocked: "Dashboard unlocked successfully",
  locked: "Dashboard locked successfully",
  clientUnlocked: "Client editing unlocked successfully",
  sessionEndedByCodes: "Too many incorrect passwords. Please log in again.",
  unavailable: "Login is not available right now. Please try again in a moment.",
};

export function tooManyLoginAttempts(retryAfterSeconds = 900) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const unlockMessage = {
  /** The format message, or null when the code is 4 digits. */
  format(code: unknown): string | null {
    return isValidUnlockCode(code) ? null : authText.codeFormat;
  },
  failure(result: Exclude<UnlockCheck, { ok: true }>): string {
    if (result.reason === "incorrect") return authText.incorrectCode;
    if (result.reason === "session_revoked") return authText.sessionEndedByCodes;
    const until = result.refusedUntil.toLocaleString("en-GB", { timeZone: "Africa/Accra", dateStyle: "medium", timeStyle: "short" });
    return `Too many incorrect passwords today. Unlocking is blocked until ${until}.`;
  },
};

/**
 * Thrown by the admin guards. `unauthorized`: no valid session (log in). `locked`: the dashboard (or client page)
 * unlock is missing or expired. `unlock_refused`: too many wrong unlock codes for this account today.
 */
export type AuthErrorCode = "unauthorized" | "locked" | "unlock_refused";

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? defaultMessage(code));
    this.name = "AuthError";
    this.code = code;
  }
  /** HTTP status for route handlers: 401 for no session, 403 for a locked or refused unlock. */
  get status(): 401 | 403 {
    return this.code === "unauthorized" ? 401 : 403;
  }
}

function defaultMessage(code: AuthErrorCode): string {
  if (code === "unauthorized") return "Please log in to access the dashboard.";
  if (code === "locked") return "Unlock the dashboard to continue.";
  return "Too many incorrect codes. Unlocking is blocked for 24 hours.";
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError || (error instanceof Error && error.name === "AuthError" && "code" in error);
}

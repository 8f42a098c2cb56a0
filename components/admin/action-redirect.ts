/**
 * True when a server action did not fail but sent the browser elsewhere: an admin action whose session has ended
 * redirects to log in (lib/auth/session.ts), and the browser's call then rejects with Next's redirect error while
 * the page navigates. That is not a failure to report: the login page already says "Please log in to access the
 * dashboard.", and a toast such as "Failed to delete prompt: NEXT_REDIRECT" only confused.
 */
export function isActionRedirect(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("digest" in error)) return false;
  const { digest } = error;
  return typeof digest === "string" && digest.startsWith("NEXT_REDIRECT;");
}

/**
 * Server actions are POSTs to page paths with a `Next-Action` header. Next decodes their body (React's reply format)
 * synchronously, before any of our code runs, up to its own limit of 1 MB: a 1 MB body of 200,000 "$0" references held
 * the server's only thread for 650-720 ms and ended in a 500, and a body over 1 MB was a 500 too. The real actions
 * send far less: the contact form at most 5,600 characters (about 23 KB in UTF-8), a saved prompt at most 50,000
 * (up to 300 KB if every character were escaped). So proxy.ts answers 413 before Next reads the body: past
 * PUBLIC_ACTION_MAX_BYTES, or ADMIN_ACTION_MAX_BYTES on an admin page with a signed session cookie (actions pass the admin
 * gate to check the session themselves, so without one an admin page gets the public limit), and without a declared
 * length (browsers always declare one for an action's fetch or form post). No `server-only`: the proxy imports it.
 * Measured on a production build: the 1 MB body took 648-719 ms before and is now a 413 in 11-35 ms; a body just under
 * 64 KB still reaches Next and costs 46-89 ms.
 */
export const PUBLIC_ACTION_MAX_BYTES = 64 * 1024;
export const ADMIN_ACTION_MAX_BYTES = 512 * 1024;

export const ACTION_TOO_LARGE = "This form sent more data than it can. Please shorten what you typed and try again.";
/** A body under the limit that Next could not decode (lib/security/action-body-shape.ts): 400 instead of Next's 500. */
export const ACTION_UNREADABLE = "This form's data could not be read. Please reload the page and try again.";

/**
 * True when a server-action request must be refused for its size (see above); false for anything else.
 * `staffPage` is asked only for a body between the two limits (it may check a cookie's signature).
 */
export async function actionBodyTooLarge(method: string, headers: Headers, staffPage: () => boolean | Promise<boolean>): Promise<boolean> {
  if (method.toUpperCase() !== "POST" || !headers.has("next-action")) return false;
  const declared = headers.get("content-length");
  if (declared === null || !/^\d+$/.test(declared.trim())) return true;
  const bytes = Number(declared);
  if (bytes <= PUBLIC_ACTION_MAX_BYTES) return false;
  return bytes > ADMIN_ACTION_MAX_BYTES || !(await staffPage());
}

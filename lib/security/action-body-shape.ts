/**
 * A server action's body is React's reply encoding, which Next decodes before any of our code runs. A body that is not
 * one answered HTTP 500 (a production build, 3-20 ms): text that is not JSON, JSON that is not a list of arguments,
 * more than 1,000 arguments, nesting deep enough to overflow the decoder's stack, a "$" reference to a part the body
 * does not have, a malformed BigInt, a content type other than the two below, and a multipart body whose boundary is
 * missing, wrong or never closed, or that has no root part "0". proxy.ts refuses those with 400 first
 * (lib/security/action-body-limit.ts has the message); the body is already capped at 64 or 512 KB by then.
 *
 * What real browsers send (Next's client calls React's encodeReply and lets fetch pick the content type):
 * - `text/plain;charset=UTF-8`: the JSON list of arguments, when nothing in it needs a part of its own (the admin pages'
 *   actions: `[]`, `[{"promptName":...}]`). Strings that start with "$" are escaped as "$$"; the only other "$" values
 *   are plain ones ("$undefined", "$D<date>", "$n<digits>", "$NaN", "$T", ...) or "$0..." paths back into the root.
 * - `multipart/form-data; boundary=...`: the same list in part "0", with the parts it refers to ("$K1" and `_1_<field>`
 *   for a FormData argument: the contact and login forms). Part ids are decimal, their references hexadecimal.
 * Without JavaScript a form posts multipart without a `Next-Action` header; only its framing is checked.
 * No `server-only`: the proxy imports it.
 */
import { ADMIN_ACTION_MAX_BYTES } from "./action-body-limit";

/** Next refuses more arguments than this itself, with a 500. */
export const MAX_ACTION_ARGS = 1000;
/** React's decoder recurses per level and overflowed its stack between 3,000 and 5,000; the app's actions nest 3 deep. */
export const MAX_ACTION_DEPTH = 256;

type Part = { file: boolean; text?: string };

const PLAIN_TAGS = new Set(["$", "T", "D", "I", "-", "N", "u", "H", "K", "@", "R", "r", "X", "x"]);
const TEXT_PART_TAGS = new Set(["h", "Q", "W", "i"]);
const FILE_PART_TAGS = new Set(["B", "A", "O", "o", "U", "S", "s", "L", "l", "G", "g", "M", "m", "V"]);

/** Why a "$" string of the reply cannot be decoded with these parts, or null. Mirrors the server decoder's switch. */
function badReference(value: string, parts: Map<string, Part>): string | null {
  if (value[0] !== "$") return null;
  const tag = value[1];
  if (tag !== undefined && PLAIN_TAGS.has(tag)) return null; // values, streams and promises: no error either way
  if (tag === "n") {
    const digits = value.slice(2);
    return digits.length <= 300 && /^-?\d+$/.test(digits) ? null : "a malformed BigInt";
  }
  const needsFile = tag !== undefined && FILE_PART_TAGS.has(tag);
  const id = parseInt(needsFile || (tag !== undefined && TEXT_PART_TAGS.has(tag)) ? value.slice(2) : value.slice(1), 16);
  const part = parts.get(String(id));
  if (!part) return "a reference to a part the body does not have";
  return part.file === needsFile ? null : "a reference to the wrong kind of part";
}

/** Why the JSON text of the reply's root cannot be decoded, or null. */
function badRoot(text: string, parts: Map<string, Part>): string | null {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  if (!Array.isArray(root)) return "not a list of arguments";
  if (root.length > MAX_ACTION_ARGS) return "too many arguments";
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      const bad = badReference(value, parts);
      if (bad) return bad;
    } else if (value !== null && typeof value === "object") {
      if (depth > MAX_ACTION_DEPTH) return "nested too deeply";
      for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * RFC 2046's limit, which every browser keeps to (Chromium's are 38 characters). Longer ones are refused before the
 * scan: Buffer.indexOf over 512 KB of near-copies of a 15,000-character delimiter took 804 ms (70 characters: 0.3 ms).
 */
export const MAX_BOUNDARY_LENGTH = 70;

/** The boundary parameter of a multipart content type, as busboy reads it, or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2])! : null;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The parts of a multipart body (names to kinds, text of part "0"), or why it cannot be read to its closing boundary. */
function readMultipart(body: Uint8Array, boundary: string): Map<string, Part> | string {
  const data = Buffer.concat([CRLF, body]); // the first delimiter may open the body: make every one "\r\n--boundary"
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const parts = new Map<string, Part>();
  let at = data.indexOf(delimiter);
  if (at < 0) return "no boundary in the body";
  for (;;) {
    at += delimiter.length;
    if (data[at] === 0x2d && data[at + 1] === 0x2d) return parts; // "--": the closing delimiter (an epilogue is ignored)
    if (data[at] !== 0x0d || data[at + 1] !== 0x0a) return "a boundary not followed by a line break";
    const headersEnd = data.indexOf(HEADER_END, at);
    if (headersEnd < 0) return "a part without the end of its headers";
    const headers = data.subarray(at + 2, headersEnd).toString("utf8");
    const next = data.indexOf(delimiter, headersEnd + HEADER_END.length);
    if (next < 0) return "no closing boundary";
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name !== undefined && !parts.has(name)) {
      const file = /\bfilename\*?=/i.test(headers);
      parts.set(name, name === "0" && !file ? { file, text: data.subarray(headersEnd + HEADER_END.length, next).toString("utf8") } : { file });
    }
    at = next;
  }
}

/**
 * Why a server action's body cannot be decoded (a short phrase for logs and tests), or null when it can.
 * `withActionHeader`: the request has a `Next-Action` header (a fetch from the page); without one, a multipart POST
 * to a page is a form posted without JavaScript, and only its framing is checked.
 */
export function unreadableActionBody(contentType: string | null, body: Uint8Array, withActionHeader: boolean): string | null {
  const type = contentType ?? "";
  // Next's own test (case-sensitive): anything else is read as the text of the root.
  if (type.startsWith("multipart/form-data")) {
    const boundary = multipartBoundary(type);
    if (!boundary) return "a multipart body without a boundary";
    if (boundary.length > MAX_BOUNDARY_LENGTH) return "a multipart boundary longer than 70 characters";
    const parts = readMultipart(body, boundary);
    if (typeof parts === "string") return parts;
    if (!withActionHeader) return null;
    const root = parts.get("0");
    if (!root || root.text === undefined) return "no root part";
    return badRoot(root.text, parts);
  }
  if (!withActionHeader) return null;
  if (type.split(";")[0]!.trim().toLowerCase() !== "text/plain") return "a content type browsers do not send";
  const text = new TextDecoder("utf-8").decode(body);
  return badRoot(text, new Map([["0", { file: false }]]));
}

/**
 * Whether the platform's own form-data parser (undici's, which Next calls for a form posted to a page) reads a
 * multipart body. It is stricter than the framing check above: a part without `Content-Disposition: form-data;
 * name="..."` in exactly that form (no name, an unquoted one, another disposition, a part with only a Content-Type)
 * made Next answer 500 ("Failed to parse body as FormData"). Browsers always send that form, so none is refused.
 */
export async function formDataParses(contentType: string, body: Uint8Array): Promise<boolean> {
  try {
    await new Request("http://proxy.invalid/", { method: "POST", headers: { "content-type": contentType }, body: body as Uint8Array<ArrayBuffer> }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Which requests proxy.ts reads the body of (after the size check): a POST with a `Next-Action` header, and a
 * multipart POST of a declared size under the admin limit (a form posted without JavaScript; bigger ones, of no size
 * limit of ours, are left to Next as before). Never route handlers under /api, which read their own bodies.
 */
export function actionBodyToCheck(method: string, pathname: string, headers: Headers): { withActionHeader: boolean } | null {
  if (method.toUpperCase() !== "POST" || pathname.startsWith("/api/")) return null;
  if (headers.has("next-action")) return { withActionHeader: true };
  if (!(headers.get("content-type") ?? "").startsWith("multipart/form-data")) return null;
  const declared = headers.get("content-length")?.trim() ?? "";
  return /^\d+$/.test(declared) && Number(declared) <= ADMIN_ACTION_MAX_BYTES ? { withActionHeader: false } : null;
}

import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionSecret } from "@/lib/auth/secret";
import { signSessionToken } from "@/lib/auth/token";
import { ACTION_TOO_LARGE, actionBodyTooLarge, ADMIN_ACTION_MAX_BYTES, PUBLIC_ACTION_MAX_BYTES } from "@/lib/security/action-body-limit";
import { proxy } from "@/proxy";

/**
 * Next decodes a server action's body before any of our code runs, up to 1 MB: a 1 MB body of 200,000 "$0" references
 * held the server's thread for 650-720 ms and ended in a 500 (measured on a production build), so the proxy answers
 * 413 first. The real actions send a few kilobytes (contact form) to a few hundred (a 50,000-character prompt).
 */
const ACTION = "7f00000000000000000000000000000000000000";
const post = (path: string, headers: Record<string, string>, body?: string) =>
  new NextRequest(new URL(path, "http://localhost:3000"), { method: "POST", headers: { host: "localhost:3000", origin: "http://localhost:3000", "next-action": ACTION, ...headers }, body });
/** A text/plain action body of exactly `bytes` bytes, as the browser sends one argument (readable by the proxy's shape check). */
const argsOf = (bytes: number) => ({ headers: { "content-type": "text/plain;charset=UTF-8", "content-length": String(bytes) }, body: JSON.stringify(["x".repeat(bytes - 4)]) });

afterEach(() => vi.unstubAllEnvs());

describe("actionBodyTooLarge", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  const never = () => false;

  it("leaves everything but a server-action POST alone", async () => {
    expect(await actionBodyTooLarge("POST", h({ "content-length": "99999999" }), never)).toBe(false); // route handlers: their own limits
    expect(await actionBodyTooLarge("GET", h({ "next-action": ACTION }), never)).toBe(false);
  });

  it("refuses a public action past the public limit or with no declared length", async () => {
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": String(PUBLIC_ACTION_MAX_BYTES) }), never)).toBe(false);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": String(PUBLIC_ACTION_MAX_BYTES + 1) }), never)).toBe(true);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION }), never)).toBe(true);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": "12, 99" }), never)).toBe(true);
  });

  it("gives staff pages the larger limit, and asks about the page only between the two limits", async () => {
    const staff = vi.fn(() => true);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": "2000" }), staff)).toBe(false);
    expect(staff).not.toHaveBeenCalled();
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": String(ADMIN_ACTION_MAX_BYTES) }), staff)).toBe(false);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": String(ADMIN_ACTION_MAX_BYTES + 1) }), staff)).toBe(true);
    expect(await actionBodyTooLarge("POST", h({ "next-action": ACTION, "content-length": String(PUBLIC_ACTION_MAX_BYTES + 1) }), () => false)).toBe(true);
  });
});

describe("the proxy in front of server actions", () => {
  it("answers 413 with a sentence before Next reads a 1 MB action body on a public page", async () => {
    const r = await proxy(post("/contact", { "content-length": String(1024 * 1024) }));
    expect(r.status).toBe(413);
    expect(await r.text()).toBe(ACTION_TOO_LARGE);
    // exactly this type, or Next's client replaces the sentence with "An unexpected response was received from the server."
    expect(r.headers.get("content-type")).toBe("text/plain");
  });

  it("lets an ordinary contact-form action through", async () => {
    const { headers, body } = argsOf(2400);
    const r = await proxy(post("/contact", headers, body));
    expect(r.status).toBe(200); // NextResponse.next()
    expect(r.headers.get("x-middleware-next")).toBe("1");
  });

  it("an admin page's larger limit needs a signed session: without one, 200 KB is refused there too", async () => {
    vi.stubEnv("SESSION_SECRET", "action-limit-test-secret-0123456789abcdefghij");
    const { headers, body } = argsOf(200 * 1024);
    expect((await proxy(post("/prompts", headers, body))).status).toBe(413);
    const session = await signSessionToken("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f", new Date(Date.now() + 3600_000), getSessionSecret());
    const allowed = await proxy(post("/prompts", { ...headers, cookie: `admin_session=${session}` }, body));
    expect(allowed.headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(post("/prompts", { "content-length": String(ADMIN_ACTION_MAX_BYTES + 1), cookie: `admin_session=${session}` }))).status).toBe(413);
  });
});

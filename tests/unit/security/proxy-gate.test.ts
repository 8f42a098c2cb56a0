import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminGate } from "@/lib/auth/proxy-gate";
import { getSessionSecret } from "@/lib/auth/secret";
import { signSessionToken } from "@/lib/auth/token";

const at = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(new URL(path, "http://localhost:3000"), init);

afterEach(() => vi.unstubAllEnvs());

describe("the proxy's admin gate", () => {
  it("sends a page request without a valid cookie to log in", async () => {
    const r = await adminGate(at("/dashboard"));
    expect(r?.status).toBe(307);
    expect(r?.headers.get("location")).toBe("http://localhost:3000/?error=login-required");
    expect((await adminGate(at("/clients/abc", { headers: { cookie: "admin_session=forged" } })))?.status).toBe(307);
  });

  // Every case above is a refusal: a gate that refused everyone passed them all. A validly signed, unexpired cookie
  // must pass (the server then checks the session row); an expired one must not, and a refused cookie is cleared.
  it("lets a validly signed, unexpired cookie through; an expired one goes to log in with the cookie cleared", async () => {
    vi.stubEnv("SESSION_SECRET", "proxy-gate-test-secret-0123456789abcdefghij");
    const valid = await signSessionToken("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f", new Date(Date.now() + 3600_000), getSessionSecret());
    const expired = await signSessionToken("3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f", new Date(Date.now() - 1000), getSessionSecret());
    expect(await adminGate(at("/dashboard", { headers: { cookie: `admin_session=${valid}` } }))).toBeNull();
    expect(await adminGate(at("/clients/abc", { headers: { cookie: `admin_session=${valid}` } }))).toBeNull();
    const refused = await adminGate(at("/dashboard", { headers: { cookie: `admin_session=${expired}` } }));
    expect(refused?.status).toBe(307);
    expect(refused?.headers.get("set-cookie")).toMatch(/^admin_session=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it("lets a server action through to its own session check (which redirects to log in itself)", async () => {
    expect(await adminGate(at("/dashboard", { method: "POST", headers: { "next-action": "7f00000000000000000000000000000000000000" } }))).toBeNull();
    // a POST without the header is a plain request: gated
    expect((await adminGate(at("/dashboard", { method: "POST" })))?.status).toBe(307);
  });

  it("leaves public pages alone", async () => {
    expect(await adminGate(at("/"))).toBeNull();
    expect(await adminGate(at("/humanizer"))).toBeNull();
  });
});

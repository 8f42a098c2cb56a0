import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { adminGate } from "@/lib/auth/proxy-gate";

const at = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(new URL(path, "http://localhost:3000"), init);

describe("the proxy's admin gate", () => {
  it("sends a page request without a valid cookie to log in", async () => {
    const r = await adminGate(at("/dashboard"));
    expect(r?.status).toBe(307);
    expect(r?.headers.get("location")).toBe("http://localhost:3000/?error=login-required");
    expect((await adminGate(at("/clients/abc", { headers: { cookie: "admin_session=forged" } })))?.status).toBe(307);
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

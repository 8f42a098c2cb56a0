import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signClientEditToken, signSessionToken, verifyClientEditToken, verifySessionToken } from "@/lib/auth/token";

const secret = new TextEncoder().encode("unit-test-secret-that-is-long-enough-1234");
const other = new TextEncoder().encode("another-secret-that-is-long-enough-567890");
const sid = "6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5";
const t0 = new Date("2026-11-25T10:00:00Z");
const later = (s: number) => new Date(t0.getTime() + s * 1000);

describe("session cookie token", () => {
  it("round-trips the session id and nothing else", async () => {
    const token = await signSessionToken(sid, later(3600), secret, t0);
    expect(await verifySessionToken(token, secret, later(10))).toBe(sid);
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(Object.keys(payload).sort()).toEqual(["exp", "iat", "iss", "sub", "typ"]);
  });

  it("refuses a wrong secret, a tampered payload, expiry, and junk", async () => {
    const token = await signSessionToken(sid, later(3600), secret, t0);
    expect(await verifySessionToken(token, other, later(10))).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ typ: "session", sub: "00000000-0000-4000-8000-000000000000", iss: "admin", exp: 9e9 })).toString("base64url");
    expect(await verifySessionToken(`${h}.${forged}.${s}`, secret, later(10))).toBeNull();
    expect(await verifySessionToken(token, secret, later(3600))).toBeNull();
    for (const junk of [undefined, "", "a.b.c", "x".repeat(5000)]) expect(await verifySessionToken(junk, secret)).toBeNull();
  });

  it("refuses alg=none and tokens of another kind", async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify({ typ: "session", sub: sid, iss: "admin" })).toString("base64url")}.`;
    expect(await verifySessionToken(none, secret)).toBeNull();
    const edit = await signClientEditToken(sid, "client-1", later(600), secret, t0);
    expect(await verifySessionToken(edit, secret, later(1))).toBeNull();
    const noType = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(sid).setIssuer("admin").setExpirationTime(later(60).getTime() / 1000).sign(secret);
    expect(await verifySessionToken(noType, secret, later(1))).toBeNull();
  });
});

describe("client edit token", () => {
  it("binds session and client, expires, and is not a session token", async () => {
    const token = await signClientEditToken(sid, "client-1", later(600), secret, t0);
    expect(await verifyClientEditToken(token, secret, later(1))).toEqual({ sessionId: sid, clientId: "client-1", issuedAt: t0 });
    expect(await verifyClientEditToken(token, secret, later(600))).toBeNull();
    expect(await verifyClientEditToken(token, other, later(1))).toBeNull();
    const session = await signSessionToken(sid, later(600), secret, t0);
    expect(await verifyClientEditToken(session, secret, later(1))).toBeNull();
  });
});

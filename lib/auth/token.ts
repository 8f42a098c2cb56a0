import { jwtVerify, SignJWT } from "jose";

/**
 * Signed tokens (HS256, SESSION_SECRET). The session cookie carries only the session id: whether the session is
 * still valid is decided by its database row. No `server-only` here: proxy.ts verifies the cookie with it too.
 */

const ISSUER = "admin";

export async function signSessionToken(sessionId: string, expiresAt: Date, secret: Uint8Array, issuedAt = new Date()) {
  return new SignJWT({ typ: "session" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The session id in a valid, unexpired session token, else null (bad signature, expired, malformed, wrong type). */
export async function verifySessionToken(token: string | undefined, secret: Uint8Array, at = new Date()): Promise<string | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], issuer: ISSUER, currentDate: at });
    if (payload.typ !== "session" || typeof payload.sub !== "string" || !UUID.test(payload.sub)) return null;
    return payload.sub;
  } catch {
    return null;
  }
}

/**
 * A device that logged in before (OWASP's "device cookie"): it names the admin and carries its own id. Failed logins
 * from it are counted per device, not against the account, so a stranger's wrong passwords cannot lock the admin out
 * of a browser they have used before.
 */
export async function signDeviceToken(adminId: string, deviceId: string, expiresAt: Date, secret: Uint8Array, issuedAt = new Date()) {
  return new SignJWT({ typ: "device" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(adminId)
    .setJti(deviceId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export type Device = { adminId: string; deviceId: string };

/** The admin and device of a valid, unexpired device token, else null. */
export async function verifyDeviceToken(token: string | undefined, secret: Uint8Array, at = new Date()): Promise<Device | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], issuer: ISSUER, currentDate: at });
    if (payload.typ !== "device" || typeof payload.sub !== "string" || !UUID.test(payload.sub) || typeof payload.jti !== "string" || !UUID.test(payload.jti)) return null;
    return { adminId: payload.sub, deviceId: payload.jti };
  } catch {
    return null;
  }
}

/** Token for editing one client, bound to the session that unlocked it. */
export async function signClientEditToken(sessionId: string, clientId: string, expiresAt: Date, secret: Uint8Array, issuedAt = new Date()) {
  // "ims": the issue time in milliseconds (iat has whole seconds), to compare with the session's last Lock Dashboard
  return new SignJWT({ typ: "client-edit", cid: clientId, ims: issuedAt.getTime() })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function verifyClientEditToken(
  token: string | undefined,
  secret: Uint8Array,
  at = new Date(),
): Promise<{ sessionId: string; clientId: string; issuedAt: Date } | null> {
  if (!token || typeof token !== "string" || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], issuer: ISSUER, currentDate: at });
    if (payload.typ !== "client-edit" || typeof payload.sub !== "string" || typeof payload.cid !== "string") return null;
    if (typeof payload.ims !== "number" || !Number.isFinite(payload.ims)) return null;
    return { sessionId: payload.sub, clientId: payload.cid, issuedAt: new Date(payload.ims) };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

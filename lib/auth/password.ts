import "server-only";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum). The 4-digit unlock
 * code uses the same hash: it is short, so the real protection is the lockout, but it is never stored in clear.
 */
export function hashSecret(value: string): Promise<string> {
  return hash(value, { algorithm: 2 /* Argon2id */ });
}

export async function verifySecret(hashed: string, value: string): Promise<boolean> {
  try {
    return await verify(hashed, value);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so a wrong address costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;
export async function burnVerifyTime(value: string) {
  dummyHash ??= hashSecret("not-a-real-password-" + Math.random());
  await verifySecret(await dummyHash, value);
}

import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { lt, or } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { adminSessions, adminUnlockFailures } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { countAdmins, upsertAdmin } from "./admins";
import { now } from "./clock";
import { getSessionSecret } from "./secret";
import { UNLOCK_ACCOUNT_WINDOW_MS } from "./rules";

export type BootstrapResult =
  | { status: "exists" }
  | { status: "created-from-env"; email: string }
  | { status: "created-random"; email: string; password: string; unlockCode: string }
  | { status: "none"; reason: string };

const VARS = ["ADMIN_EMAIL", "ADMIN_PASSWORD", "ADMIN_UNLOCK_CODE"] as const;

/**
 * At server start: makes sure the session secret is usable (fails fast in production without SESSION_SECRET),
 * and that an admin exists. With no admin yet, ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE create one; in
 * embedded mode with none of them set, an admin with random credentials is created and printed once.
 */
export async function bootstrapAdmin(log: (line: string) => void = console.log): Promise<BootstrapResult> {
  getSessionSecret();
  await pruneAuthRows();
  if ((await countAdmins()) > 0) return { status: "exists" };
  const set = VARS.filter((name) => process.env[name]);
  if (set.length === VARS.length) {
    try {
      const admin = await upsertAdmin({ email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD!, unlockCode: process.env.ADMIN_UNLOCK_CODE! });
      log(`[admin] Created admin ${admin.email} from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE.`);
      return { status: "created-from-env", email: admin.email };
    } catch (error) {
      // Another instance starting at the same moment may have created it (unique e-mail): that is fine.
      if ((await countAdmins()) > 0) return { status: "exists" };
      throw new Error(`[admin] ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_UNLOCK_CODE are not usable: ${(error as Error).message}`);
    }
  }
  if (set.length > 0) {
    const missing = VARS.filter((name) => !process.env[name]).join(", ");
    const reason = `No admin account exists and ${missing} ${missing.includes(",") ? "are" : "is"} not set: set all three, or run \`npm run admin:create\`.`;
    log(`[admin] ${reason}`);
    return { status: "none", reason };
  }
  if (!env.isEmbedded) {
    const reason = "No admin account exists. Set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_UNLOCK_CODE, or run `npm run admin:create`.";
    log(`[admin] ${reason}`);
    return { status: "none", reason };
  }
  const credentials = { email: "admin@example.com", password: randomBytes(15).toString("base64url"), unlockCode: String(randomInt(0, 10000)).padStart(4, "0") };
  await upsertAdmin(credentials);
  log(
    [
      "",
      "==================== Admin account created ====================",
      `  E-mail:       ${credentials.email}`,
      `  Password:     ${credentials.password}`,
      `  Unlock code:  ${credentials.unlockCode}`,
      "  Shown only this once. Change them with `npm run admin:create`.",
      "===============================================================",
      "",
    ].join("\n"),
  );
  return { status: "created-random", ...credentials };
}

/** Sessions a day past their end and unlock failures older than their 24-hour window serve no purpose. */
async function pruneAuthRows() {
  const db = await getDb();
  const at = now();
  const dayAgo = new Date(at.getTime() - UNLOCK_ACCOUNT_WINDOW_MS);
  await db.delete(adminSessions).where(or(lt(adminSessions.expiresAt, dayAgo), lt(adminSessions.revokedAt, dayAgo)));
  await db.delete(adminUnlockFailures).where(lt(adminUnlockFailures.failedAt, dayAgo));
}

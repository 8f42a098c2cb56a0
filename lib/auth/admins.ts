import "server-only";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { adminSessions, adminUsers } from "@/lib/db/schema";
import { now } from "./clock";
import { hashSecret } from "./password";
import { normalizeEmail, UNLOCK_CODE_PATTERN } from "./rules";

/** What an admin account needs; used by `npm run admin:create` and the start-up bootstrap. */
export const adminInputSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .pipe(z.email("Please enter a valid email address.").max(254, "The e-mail address is too long.")),
  password: z
    .string()
    .min(8, "The password must be at least 8 characters long.")
    .max(256, "The password must be at most 256 characters long."),
  unlockCode: z.string().regex(UNLOCK_CODE_PATTERN, "The unlock code must be exactly 4 digits."),
});
export type AdminInput = z.input<typeof adminInputSchema>;

export async function countAdmins(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return Number(row?.n ?? 0);
}

/**
 * Creates the admin, or resets the password and unlock code of an existing one with that e-mail. A reset also ends
 * every open session of that admin, so whoever held the old credentials is logged out.
 */
export async function upsertAdmin(input: AdminInput): Promise<{ id: string; email: string; created: boolean }> {
  const data = adminInputSchema.parse(input);
  const [passwordHash, unlockCodeHash] = await Promise.all([hashSecret(data.password), hashSecret(data.unlockCode)]);
  const db = await getDb();
  const at = now();
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, data.email));
  if (existing) {
    // together or not at all: a new password in force with the old sessions still open is neither state
    await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash, unlockCodeHash, updatedAt: at }).where(eq(adminUsers.id, existing.id));
      await tx.update(adminSessions).set({ revokedAt: at }).where(eq(adminSessions.adminId, existing.id));
    });
    return { id: existing.id, email: data.email, created: false };
  }
  const [row] = await db
    .insert(adminUsers)
    .values({ email: data.email, passwordHash, unlockCodeHash, createdAt: at, updatedAt: at })
    .returning({ id: adminUsers.id });
  return { id: row!.id, email: data.email, created: true };
}

export async function findAdminByEmail(email: string) {
  // PostgreSQL text cannot hold a NUL byte, so no admin has such an address; asking would fail with an encoding
  // error that the login form would report as "not available" instead of wrong credentials.
  if (email.includes("\u0000")) return null;
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findAdminById(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

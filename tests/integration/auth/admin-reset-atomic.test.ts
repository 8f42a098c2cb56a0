import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upsertAdmin } from "@/lib/auth/admins";
import { login } from "@/lib/auth/service";
import { adminSessions, adminUsers } from "@/lib/db/schema";
import { useTestDatabase } from "@/tests/helpers/db";

/**
 * Resetting an admin (npm run admin:create, or the server route it uses) changes the password and unlock code and ends
 * every open session of that admin, so whoever held the old credentials is logged out. The two writes were separate
 * statements: when ending the sessions failed (the database went away between them), the command reported a failure
 * while the new password was already in force and the old sessions still open. They now commit together or not at all.
 */
const t = useTestDatabase();

describe(`an admin reset is all or nothing on ${process.env.TEST_DB_KIND}`, () => {
  it("leaves the old credentials and sessions as they were when ending the sessions fails", async () => {
    const admin = { email: "reset-admin@example.com", password: "first-password-123", unlockCode: "1357" };
    await upsertAdmin(admin);
    const session = await login(admin.email, admin.password, "203.0.113.50");
    expect(session.ok).toBe(true);
    const [before] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, admin.email));

    // the second write fails, as it would if the connection dropped between the two
    await t.db.execute(sql`create function fail_session_update() returns trigger language plpgsql as $$ begin raise exception 'connection lost'; end $$`);
    await t.db.execute(sql`create trigger fail_session_update before update on admin_sessions for each row execute function fail_session_update()`);
    try {
      await expect(upsertAdmin({ ...admin, password: "second-password-456" })).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger fail_session_update on admin_sessions`);
      await t.db.execute(sql`drop function fail_session_update()`);
    }

    const [after] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, admin.email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await login(admin.email, "second-password-456", "203.0.113.51")).ok).toBe(false);
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.id, (session as { sessionId: string }).sessionId));
    expect(row!.revokedAt).toBeNull();

    // and a reset that succeeds does both
    await upsertAdmin({ ...admin, password: "second-password-456" });
    const [revoked] = await t.db.select().from(adminSessions).where(eq(adminSessions.id, (session as { sessionId: string }).sessionId));
    expect(revoked!.revokedAt).not.toBeNull();
    expect((await login(admin.email, "second-password-456", "203.0.113.52")).ok).toBe(true);
  });
});

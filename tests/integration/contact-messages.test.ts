import { desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, setDatabaseForTests } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import { saveContactMessage } from "@/lib/contact/messages";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, contactSchema } from "@/lib/contact/schema";
import { useTestDatabase } from "../helpers/db";

const t = useTestDatabase();

const message = (n: number) => contactSchema.parse({ fullName: `Kofi ${n}`, email: `kofi${n}@example.com`, subject: `Subject ${n}`, message: `Message ${n}` });

describe(`contact messages on ${process.env.TEST_DB_KIND}`, () => {
  it("stores a valid message, unread, with its fields as typed (trimmed)", async () => {
    const values = contactSchema.parse({ fullName: " Ama Mensah ", email: "ama@example.com", subject: "Thesis", message: "Chapter 3 <b>help</b>" });
    const result = await saveContactMessage(values, "10.0.0.1");
    expect(result).toMatchObject({ ok: true, message: CONTACT_MESSAGES.success });
    const id = result?.ok ? result.data.id : null;
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row).toMatchObject({ fullName: "Ama Mensah", email: "ama@example.com", subject: "Thesis", message: "Chapter 3 <b>help</b>", isRead: false });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("answers success to a filled honeypot but stores nothing", async () => {
    const before = await t.db.$count(contactMessages);
    const result = await saveContactMessage({ ...message(0), website: "http://spam.example" }, "10.0.0.2");
    expect(result).toMatchObject({ ok: true, data: { id: null } });
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it("limits messages per IP and leaves other IPs alone", async () => {
    const ip = "10.0.0.3";
    for (let i = 1; i <= CONTACT_RATE_LIMIT.limit; i++) expect((await saveContactMessage(message(i), ip))?.ok).toBe(true);
    const refused = await saveContactMessage(message(99), ip);
    expect(refused).toEqual({ ok: false, error: CONTACT_MESSAGES.rateLimited });
    const rows = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
    expect(rows.some((r) => r.fullName === "Kofi 99")).toBe(false);
    expect((await saveContactMessage(message(100), "10.0.0.4"))?.ok).toBe(true);
  });

  it("tells the visitor to try again when the database is unreachable", async () => {
    // Nothing listens on port 1: every query fails to connect, as when the database server is down.
    const dead = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none", max: 1 });
    setDatabaseForTests(dead);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await saveContactMessage(message(7), "10.0.0.5")).toEqual({ ok: false, error: CONTACT_MESSAGES.failed });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      setDatabaseForTests(t.handle);
      await dead.close();
    }
  });
});

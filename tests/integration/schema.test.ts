import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients, SETTINGS_CLIENT_ID } from "@/lib/db/schema";
import { applyMigrations } from "@/lib/db/migrations";
import { useTestDatabase } from "../helpers/db";

const t = useTestDatabase();

/** The database error of a check constraint, by name (PGlite and postgres.js both put the server's message in `cause`). */
const violates = (constraint: string) => ({ cause: { message: expect.stringContaining(`violates check constraint "${constraint}"`) } });

describe(`schema on ${process.env.TEST_DB_KIND}`, () => {
  it("creates the all-zero settings row", async () => {
    const rows = await t.db.select().from(clients).where(eq(clients.id, SETTINGS_CLIENT_ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Global Settings", paymentStatus: "Paid", fulfillmentStatus: "Fulfilled", disbursedAmount: "0.00" });
  });

  it("re-applying migrations is a no-op", async () => {
    expect(await applyMigrations(t.handle.runner)).toEqual([]);
  });

  it("refuses a payment status that disagrees with the amounts", async () => {
    const insert = t.db.insert(clients).values({ name: "A", workDescription: "Assignments", totalAmount: "100", amountPaid: "50", paymentStatus: "Paid" });
    await expect(insert).rejects.toMatchObject(violates("clients_payment_status_derived"));
    await t.db.insert(clients).values({ name: "B", workDescription: "Assignments", totalAmount: "100", amountPaid: "50", paymentStatus: "Partial" });
  });

  // Each row breaks one rule only, and the error names that rule: with a bare rejects.toThrow(), the "negative amount"
  // row (total -1, paid 0) was refused by the paid-not-above-total rule, so no test held the non-negative checks.
  it("refuses negative amounts, paid above total and unknown categories", async () => {
    const base = { name: "C", workDescription: "Assignments", paymentStatus: "Unpaid" } as const;
    await expect(t.db.insert(clients).values({ ...base, totalAmount: "10", amountPaid: "-5" })).rejects.toMatchObject(violates("clients_amount_paid_check"));
    await expect(t.db.insert(clients).values({ ...base, totalAmount: "-1", amountPaid: "0", paymentStatus: "Paid" })).rejects.toMatchObject(violates("clients_paid_not_above_total"));
    await expect(t.db.insert(clients).values({ ...base, totalAmount: "10", amountPaid: "20", paymentStatus: "Paid" })).rejects.toMatchObject(violates("clients_paid_not_above_total"));
    await expect(t.db.insert(clients).values({ ...base, workDescription: "Gardening", totalAmount: "10", amountPaid: "0" })).rejects.toMatchObject(violates("clients_work_description_check"));
    await expect(t.db.insert(clients).values({ ...base, disbursedAmount: "-1", totalAmount: "10", amountPaid: "0" })).rejects.toMatchObject(violates("clients_disbursed_amount_check"));
    expect(await t.db.select().from(clients).where(eq(clients.name, "C"))).toEqual([]);
  });

  it("keeps amounts exact to the cent", async () => {
    for (let i = 0; i < 10; i++) {
      await t.db.insert(clients).values({ name: `D${i}`, workDescription: "Study Plan", totalAmount: "0.10", amountPaid: "0.10", paymentStatus: "Paid" });
    }
    const [row] = await t.db.select({ s: sql<string>`sum(${clients.totalAmount})::text` }).from(clients).where(sql`${clients.name} like 'D%'`);
    expect(row.s).toBe("1.00");
  });
});

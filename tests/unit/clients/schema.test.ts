import { describe, expect, it } from "vitest";
import { clientFormSchema, disbursedSchema } from "@/lib/clients/schema";

const base = { name: "Ama Mensah", email: "", phone: "", workDescription: "Assignments", totalAmount: "100", amountPaid: "50" };
const errorsOf = (input: Record<string, unknown>) => {
  const r = clientFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("clientFormSchema", () => {
  it("parses a valid client into trimmed text and cents", () => {
    const r = clientFormSchema.parse({ ...base, name: "  Ama  ", email: " ama@example.com ", amountPaid: "49.995" });
    expect(r).toEqual({ name: "Ama", email: "ama@example.com", phone: "", workDescription: "Assignments", totalAmount: 10000, amountPaid: 5000 });
  });
  it("counts empty amounts as 0 and ignores a payment status sent in", () => {
    const r = clientFormSchema.parse({ ...base, totalAmount: "", amountPaid: "", paymentStatus: "Paid" });
    expect(r.totalAmount).toBe(0);
    expect(r.amountPaid).toBe(0);
    expect("paymentStatus" in r).toBe(false);
  });
  it("gives SPEC's messages", () => {
    expect(errorsOf({ ...base, name: "   " })).toEqual({ name: "Client name is required." });
    expect(errorsOf({ ...base, name: undefined })).toEqual({ name: "Client name is required." });
    expect(errorsOf({ ...base, email: "not-an-email" })).toEqual({ email: "Please enter a valid email address." });
    expect(errorsOf({ ...base, totalAmount: "-1" })).toEqual({ totalAmount: "Total amount cannot be negative." });
    expect(errorsOf({ ...base, amountPaid: "-0.5" })).toEqual({ amountPaid: "Amount paid cannot be negative." });
    expect(errorsOf({ ...base, amountPaid: "100.01" })).toEqual({ amountPaid: "Amount paid cannot be greater than total amount." });
    expect(errorsOf({ ...base, workDescription: "Essays" })).toEqual({ workDescription: "Please select a work category." });
    expect(errorsOf({ ...base, totalAmount: "abc" })).toEqual({ totalAmount: "Please enter a valid amount" });
    expect(errorsOf({ ...base, totalAmount: "99999999999" })).toEqual({ totalAmount: "Amount is too large." });
  });
  it("accepts the three work categories", () => {
    for (const w of ["Assignments", "Study Plan", "Project Work"]) expect(errorsOf({ ...base, workDescription: w })).toEqual({});
  });
});

describe("disbursedSchema", () => {
  it("takes a non-negative number", () => {
    expect(disbursedSchema.parse("12.30")).toBe(1230);
    expect(disbursedSchema.parse(0)).toBe(0);
    for (const bad of ["", "-1", "abc"]) {
      const r = disbursedSchema.safeParse(bad);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0].message).toBe("Please enter a valid amount");
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { derivePaymentStatus, paymentStatusLabel } from "@/lib/clients/payment-status";

describe("derivePaymentStatus", () => {
  it("follows SPEC section 4", () => {
    expect(derivePaymentStatus(1000, 1000)).toBe("Paid");
    expect(derivePaymentStatus(1000, 1500)).toBe("Paid");
    expect(derivePaymentStatus(1000, 1)).toBe("Partial");
    expect(derivePaymentStatus(1000, 999)).toBe("Partial");
    expect(derivePaymentStatus(1000, 0)).toBe("Unpaid");
    expect(derivePaymentStatus(1000, -5)).toBe("Unpaid");
    // Nothing owed, nothing paid: paid >= total, so Paid (the database check agrees).
    expect(derivePaymentStatus(0, 0)).toBe("Paid");
  });
  it("agrees with the rule for any amounts", () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), (total, paid) => {
        const s = derivePaymentStatus(total, paid);
        if (paid >= total) return s === "Paid";
        return s === (paid > 0 ? "Partial" : "Unpaid");
      }),
    );
  });
  it("labels", () => {
    expect(paymentStatusLabel("Paid")).toBe("Paid in Full");
    expect(paymentStatusLabel("Partial")).toBe("Partial Payment");
    expect(paymentStatusLabel("Unpaid")).toBe("Unpaid");
  });
});

import { describe, expect, it } from "vitest";
import { toCents } from "@/lib/clients/money";
import { computeSummary } from "@/lib/clients/summary";

const c = (total: string, paid: string, paymentStatus: string, fulfillmentStatus = "Pending") => ({
  totalCents: toCents(total),
  paidCents: toCents(paid),
  paymentStatus,
  fulfillmentStatus,
});

describe("computeSummary", () => {
  it("computes the seven figures with their percentages", () => {
    const s = computeSummary(
      [c("1000.00", "1000.00", "Paid", "Fulfilled"), c("500.00", "250.00", "Partial"), c("300.00", "0.00", "Unpaid", "Fulfilled")],
      toCents("250.00"),
    );
    expect(s).toEqual({
      totalClients: 3,
      fullyPaidCount: 1,
      totalAmountCents: 180000,
      totalPaidCents: 125000,
      paidPercent: "69.4%",
      fulfilledCount: 2,
      inAccountCents: 100000,
      inAccountPercent: "80%",
      outstandingCents: 55000,
      outstandingPercent: "30.6%",
      disbursedCents: 25000,
      disbursedPercent: "20%",
    });
  });
  it("is exact for sums that drift in floating point", () => {
    const s = computeSummary([c("0.10", "0.10", "Paid"), c("0.20", "0.20", "Paid")], 0);
    expect(s.totalAmountCents).toBe(30);
    expect(s.totalPaidCents).toBe(30);
    expect(s.outstandingCents).toBe(0);
  });
  it("handles an empty list and a disbursed amount above what was paid", () => {
    const empty = computeSummary([], 0);
    expect(empty.totalClients).toBe(0);
    expect(empty.paidPercent).toBe("0%");
    expect(empty.disbursedPercent).toBe("0%");
    const over = computeSummary([c("100", "50", "Partial")], toCents("80"));
    expect(over.inAccountCents).toBe(-3000);
    expect(over.inAccountPercent).toBe("-60%");
    expect(over.disbursedPercent).toBe("160%");
  });
});

import { percentOf } from "./money";

/** What the figures need from each client: amounts in cents and the two statuses. */
export type SummaryInput = { totalCents: number; paidCents: number; paymentStatus: string; fulfillmentStatus: string };

export type DashboardSummary = {
  totalClients: number;
  fullyPaidCount: number;
  totalAmountCents: number;
  totalPaidCents: number;
  /** Paid as a share of the total amount. */
  paidPercent: string;
  fulfilledCount: number;
  /** Paid minus disbursed: what is still in the account. */
  inAccountCents: number;
  inAccountPercent: string;
  /** Total minus paid. */
  outstandingCents: number;
  outstandingPercent: string;
  disbursedCents: number;
  disbursedPercent: string;
};

/**
 * SPEC "Dashboard" figures: total clients and count fully paid; total amount; total paid with % of total;
 * fulfilled count; amount in account (paid - disbursed) with % of paid; outstanding (total - paid) with % of
 * total; disbursed with % of paid. Integer cents throughout, so the sums are exact.
 */
export function computeSummary(clients: SummaryInput[], disbursedCents: number): DashboardSummary {
  let totalAmountCents = 0;
  let totalPaidCents = 0;
  let fullyPaidCount = 0;
  let fulfilledCount = 0;
  for (const c of clients) {
    totalAmountCents += c.totalCents;
    totalPaidCents += c.paidCents;
    if (c.paymentStatus === "Paid") fullyPaidCount += 1;
    if (c.fulfillmentStatus === "Fulfilled") fulfilledCount += 1;
  }
  const inAccountCents = totalPaidCents - disbursedCents;
  const outstandingCents = totalAmountCents - totalPaidCents;
  return {
    totalClients: clients.length,
    fullyPaidCount,
    totalAmountCents,
    totalPaidCents,
    paidPercent: percentOf(totalPaidCents, totalAmountCents),
    fulfilledCount,
    inAccountCents,
    inAccountPercent: percentOf(inAccountCents, totalPaidCents),
    outstandingCents,
    outstandingPercent: percentOf(outstandingCents, totalAmountCents),
    disbursedCents,
    disbursedPercent: percentOf(disbursedCents, totalPaidCents),
  };
}

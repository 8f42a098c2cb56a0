/**
 * SPEC section 4: payment status is derived, never entered. Paid when paid >= total; Partial when 0 < paid < total;
 * Unpaid when paid <= 0. Amounts in cents. The database has the same rule as a check constraint.
 * Note the order: a client owing 0 with nothing paid is Paid (nothing is owed), as the database rule says.
 */
export const PAYMENT_STATUSES = ["Paid", "Partial", "Unpaid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function derivePaymentStatus(totalCents: number, paidCents: number): PaymentStatus {
  if (paidCents >= totalCents) return "Paid";
  if (paidCents > 0) return "Partial";
  return "Unpaid";
}

const LABELS: Record<PaymentStatus, string> = { Paid: "Paid in Full", Partial: "Partial Payment", Unpaid: "Unpaid" };

export function paymentStatusLabel(status: string): string {
  return LABELS[status as PaymentStatus] ?? status;
}

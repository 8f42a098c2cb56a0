import type { PaymentStatus } from "./payment-status";
import type { FulfillmentStatus, WorkCategory } from "./schema";

/**
 * A client as the app sees it (SPEC section 3 app-side names). Amounts are decimal strings ("1234.50") so they
 * never pass through floats; they are null when the list was read while the dashboard is locked, because
 * amounts never leave the server then.
 */
export type ClientRecord = {
  id: string;
  name: string;
  email: string;
  phone: string;
  workDescription: WorkCategory;
  totalAmount: string | null;
  amountPaid: string | null;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  createdAt: string;
  updatedAt: string;
};

/** A client read with its amounts (unlocked dashboard, or a client page unlocked with its token). */
export type ClientWithAmounts = ClientRecord & { totalAmount: string; amountPaid: string };

export type ClientListResult = { clients: ClientRecord[]; amountsIncluded: boolean };

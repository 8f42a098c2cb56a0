import { toCents } from "./money";
import type { ClientRecord } from "./types";

/** Search, filter and sort of the dashboard's client list: plain functions, run in the browser. */
export const SORT_FIELDS = ["name", "workDescription", "paymentStatus", "fulfillmentStatus", "totalAmount", "amountPaid"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/** Active clients are those not both Paid and Fulfilled. */
export function isActiveClient(c: Pick<ClientRecord, "paymentStatus" | "fulfillmentStatus">): boolean {
  return !(c.paymentStatus === "Paid" && c.fulfillmentStatus === "Fulfilled");
}

/** Search matches name, email and work category text, ignoring case and surrounding spaces. */
export function matchesSearch(c: Pick<ClientRecord, "name" | "email" | "workDescription">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.name, c.email, c.workDescription].some((v) => v.toLowerCase().includes(q));
}

function compare(a: ClientRecord, b: ClientRecord, field: SortField): number {
  if (field === "totalAmount" || field === "amountPaid") {
    // Locked lists carry no amounts: those rows compare equal and keep their order.
    const x = a[field] === null ? -1 : toCents(a[field]);
    const y = b[field] === null ? -1 : toCents(b[field]);
    return x - y;
  }
  return a[field].localeCompare(b[field], "en", { sensitivity: "base" });
}

export type ListViewOptions = { search: string; activeOnly: boolean; sortField: SortField | null; sortDirection: SortDirection };

export function visibleClients(list: ClientRecord[], o: ListViewOptions): ClientRecord[] {
  const out = list.filter((c) => (!o.activeOnly || isActiveClient(c)) && matchesSearch(c, o.search));
  if (o.sortField) {
    const field = o.sortField;
    const sign = o.sortDirection === "asc" ? 1 : -1;
    // Array.prototype.sort is stable, so equal rows keep the newest-first order of the server.
    out.sort((a, b) => sign * compare(a, b, field));
  }
  return out;
}

/**
 * Clicking a column: a new field sorts ascending, the same field flips the direction; null goes back to the list's
 * own order, newest first (the phone's "Newest first").
 */
export function nextSort(current: { field: SortField | null; direction: SortDirection }, field: SortField | null) {
  if (field === null) return { field, direction: "asc" as SortDirection };
  if (current.field !== field) return { field, direction: "asc" as SortDirection };
  return { field, direction: (current.direction === "asc" ? "desc" : "asc") as SortDirection };
}

/**
 * The list shows this many clients, then a "Show more" button adds as many again. A year of clients is thousands of
 * rows: rendering all of them (each with a checkbox and two buttons) took seconds and made each keystroke of the
 * search re-render them all. Search, the filter and the sort still run over the whole list.
 */
export const CLIENT_LIST_STEP = 50;

/** The first `shown` of the visible rows, and how many of them are left for "Show more". */
export function firstRows<T>(rows: T[], shown: number): { rows: T[]; hidden: number } {
  const n = Math.max(CLIENT_LIST_STEP, shown);
  return rows.length <= n ? { rows, hidden: 0 } : { rows: rows.slice(0, n), hidden: rows.length - n };
}

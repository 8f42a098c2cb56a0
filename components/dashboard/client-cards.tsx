"use client";

import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import Link from "next/link";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ClientRowActions } from "./client-row-actions";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { MaskedValue } from "@/components/clients/masked-value";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "@/components/clients/status-badges";
import { SORT_FIELDS, type SortDirection, type SortField } from "@/lib/clients/list-view";
import { formatCedis, toCents } from "@/lib/clients/money";
import type { ClientTable } from "./client-table";

const SORT_LABELS: Record<SortField, string> = {
  name: "Name",
  workDescription: "Work Category",
  paymentStatus: "Payment Status",
  fulfillmentStatus: "Fulfillment Status",
  totalAmount: "Total Amount",
  amountPaid: "Amount Paid",
};

/** The client list under 768 px: one card per client instead of a table that scrolls sideways. Same props. */
export function ClientCards(props: React.ComponentProps<typeof ClientTable>) {
  const { rows, loading, totalCount, showAmounts, sort, onSort, onToggleFulfilled, onEdit, onDelete } = props;
  const id = useId();
  const amount = (v: string | null) => (showAmounts && v !== null ? formatCedis(toCents(v)) : <MaskedValue />);
  const direction: SortDirection = sort.direction;
  return (
    <div className="grid gap-3" aria-busy={loading || undefined}>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <select
            id={`${id}-sort`}
            className="h-9 rounded-md border border-input bg-background px-3 text-base"
            value={sort.field ?? ""}
            onChange={(e) => e.target.value !== (sort.field ?? "") && onSort((e.target.value || null) as SortField | null)}
          >
            <option value="">Newest first</option>
            {SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {SORT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" size="icon" disabled={!sort.field} onClick={() => sort.field && onSort(sort.field)} aria-label={direction === "asc" ? "Sorted ascending: sort descending" : "Sorted descending: sort ascending"}>
          {direction === "asc" ? <ArrowUpIcon aria-hidden="true" /> : <ArrowDownIcon aria-hidden="true" />}
        </Button>
      </div>
      {loading && Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-28 w-full" data-testid="client-skeleton-row" />)}
      {!loading && rows.length === 0 && (
        <p role="status" className="py-8 text-center text-muted-foreground">{totalCount === 0 ? "No clients added yet. Add your first client!" : "No clients match your search."}</p>
      )}
      {!loading && (
        <ul className="grid gap-3">
          {rows.map((c) => (
            <li key={c.id} data-testid="client-row" className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-start justify-between gap-2">
                {/* "anywhere", not break-words: a name with no spaces must not set the card's minimum width */}
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <Link href={`/clients/${c.id}`} className="font-medium underline-offset-4 hover:underline">
                    {c.name}
                  </Link>
                  <div className="text-xs text-muted-foreground">{c.workDescription}</div>
                </div>
                <ClientRowActions name={c.name} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} className="shrink-0" />
              </div>
              {/* Each amount beside its label, or on its own line under it where the card is too narrow for both
                  (320 px): never broken inside the number. Two equal columns ran a 10-billion amount past the card. */}
              <dl className="grid gap-1 text-sm">
                <div className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-muted-foreground">Total Amount</dt>
                  <dd className="ml-auto text-right whitespace-nowrap tabular-nums">{amount(c.totalAmount)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-muted-foreground">Amount Paid</dt>
                  <dd className="ml-auto text-right whitespace-nowrap tabular-nums">{amount(c.amountPaid)}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <PaymentStatusBadge status={c.paymentStatus} />
                <div className="flex items-center gap-2">
                  <Checkbox checked={c.fulfillmentStatus === "Fulfilled"} onCheckedChange={(v) => onToggleFulfilled(c, v === true)} aria-label={`Mark ${c.name} as fulfilled`} />
                  <FulfillmentStatusBadge status={c.fulfillmentStatus} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

"use client";

import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ClientRowActions } from "./client-row-actions";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MaskedValue } from "@/components/clients/masked-value";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "@/components/clients/status-badges";
import type { SortDirection, SortField } from "@/lib/clients/list-view";
import { formatCedis, toCents } from "@/lib/clients/money";
import type { ClientRecord } from "@/lib/clients/types";

/**
 * Beside the side menu the seven columns need about 1,100 px: Work Category gets its own column from 1280 px and
 * Amount Paid from 1536 px; narrower, the category goes under the name and the paid amount under the total.
 */
const CATEGORY_COLUMN = "hidden xl:table-cell";
const PAID_COLUMN = "hidden 2xl:table-cell";
// The sort buttons sit 12 px to the left (-ml-3) so their labels line up with the cells' text; in the first column that
// put the Name button 4 px outside the table's scroll box (overflow-x: auto), which cut off its left edge and the left
// side of its focus ring. The first column's cells are padded 16 px instead of 8 (header and rows alike, so the name
// still lines up with its label): the button starts 4 px in and its 3 px ring is whole.
const FIRST_COLUMN = "pl-4";
type Column = { field: SortField; label: string; className?: string; alignEnd?: boolean; folded?: { field: SortField; label: string; className: string } };
// A column folded into another below its width keeps its sort there: a second, smaller button in the host's header
// (SPEC: sortable by amountPaid and workDescription at every width, not only where their columns show).
const COLUMNS: Column[] = [
  { field: "name", label: "Name", className: FIRST_COLUMN, folded: { field: "workDescription", label: "Category", className: "xl:hidden" } },
  { field: "workDescription", label: "Work Category", className: CATEGORY_COLUMN },
  { field: "totalAmount", label: "Total Amount", className: "text-right", alignEnd: true, folded: { field: "amountPaid", label: "Paid", className: "2xl:hidden" } },
  { field: "amountPaid", label: "Amount Paid", className: `text-right ${PAID_COLUMN}` },
  { field: "paymentStatus", label: "Payment Status" },
  { field: "fulfillmentStatus", label: "Fulfilled" },
];

function SortButton({ field, label, sort, onSort, className = "" }: { field: SortField; label: string; sort: { field: SortField | null; direction: SortDirection }; onSort: (f: SortField) => void; className?: string }) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDownIcon : sort.direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button variant="ghost" size="sm" className={`-ml-3 h-8 ${className}`} onClick={() => onSort(field)} aria-pressed={active}>
      {label}
      <Icon className="size-3.5" aria-hidden="true" />
    </Button>
  );
}

/** The client list: sortable headers, 5 skeleton rows while loading, SPEC's empty messages. */
export function ClientTable({
  rows,
  loading,
  totalCount,
  showAmounts,
  sort,
  onSort,
  onToggleFulfilled,
  onEdit,
  onDelete,
}: {
  rows: ClientRecord[];
  loading: boolean;
  totalCount: number;
  showAmounts: boolean;
  sort: { field: SortField | null; direction: SortDirection };
  /** null: back to the list order, newest first */
  onSort: (field: SortField | null) => void;
  onToggleFulfilled: (c: ClientRecord, fulfilled: boolean) => void;
  onEdit: (c: ClientRecord) => void;
  onDelete: (c: ClientRecord) => void;
}) {
  const amount = (v: string | null) => (showAmounts && v !== null ? formatCedis(toCents(v)) : <MaskedValue />);
  return (
    <Table aria-busy={loading || undefined}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => {
            const active = sort.field === c.field;
            return (
              <TableHead key={c.field} className={c.className} aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
                {c.folded ? (
                  // stacked, so the header is no wider than before: at 1024 px a side-by-side pair pushed Delete off screen;
                  // padded so the top button's focus ring is not cut by the table's scroll box (the header grows)
                  <div className={`flex flex-col py-1 ${c.alignEnd ? "items-end" : "items-start"}`}>
                    <SortButton field={c.field} label={c.label} sort={sort} onSort={onSort} />
                    <SortButton {...c.folded} className={`-mt-1 h-6 text-xs text-muted-foreground ${c.folded.className}`} sort={sort} onSort={onSort} />
                  </div>
                ) : (
                  <SortButton field={c.field} label={c.label} sort={sort} onSort={onSort} />
                )}
              </TableHead>
            );
          })}
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading &&
          Array.from({ length: 5 }, (_, i) => (
            <TableRow key={`skeleton-${i}`} data-testid="client-skeleton-row">
              {Array.from({ length: 7 }, (_, j) => (
                <TableCell key={j} className={j === 0 ? FIRST_COLUMN : j === 1 ? CATEGORY_COLUMN : j === 3 ? PAID_COLUMN : undefined}>
                  <Skeleton className="h-5 w-full min-w-12" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        {!loading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
              {totalCount === 0 ? "No clients added yet. Add your first client!" : "No clients match your search."}
            </TableCell>
          </TableRow>
        )}
        {!loading &&
          rows.map((c) => (
            <TableRow key={c.id} data-testid="client-row">
              <TableCell className={`max-w-64 min-w-40 font-medium [overflow-wrap:anywhere] ${FIRST_COLUMN}`}>
                {/* The name opens the client page (SPEC /clients/{id}). */}
                <Link href={`/clients/${c.id}`} className="underline-offset-4 hover:underline">
                  {c.name}
                </Link>
                {c.email && <div className="text-xs font-normal text-muted-foreground">{c.email}</div>}
                <div className="text-xs font-normal text-muted-foreground xl:hidden">{c.workDescription}</div>
              </TableCell>
              <TableCell className={CATEGORY_COLUMN}>{c.workDescription}</TableCell>
              <TableCell className="text-right tabular-nums">
                {amount(c.totalAmount)}
                {showAmounts && c.amountPaid !== null && <div className="text-xs text-muted-foreground 2xl:hidden">{formatCedis(toCents(c.amountPaid))} paid</div>}
              </TableCell>
              <TableCell className={`text-right tabular-nums ${PAID_COLUMN}`}>{amount(c.amountPaid)}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={c.paymentStatus} />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <Checkbox
                    checked={c.fulfillmentStatus === "Fulfilled"}
                    onCheckedChange={(v) => onToggleFulfilled(c, v === true)}
                    aria-label={`Mark ${c.name} as fulfilled`}
                  />
                  <FulfillmentStatusBadge status={c.fulfillmentStatus} />
                </div>
              </TableCell>
              <TableCell>
                <ClientRowActions name={c.name} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} className="justify-end gap-1" />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

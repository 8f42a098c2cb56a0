"use client";

import { ExternalLink } from "lucide-react";
import { memo } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { googleSearchUrl, VISIT_STATUS_LABELS, VISIT_STATUSES, type VisitStatus } from "@/lib/universities/data";
import { statusFromCheckbox, type UniversityRow } from "@/lib/universities/filters";
import { CategoryBadge, VisitStatusBadge } from "./status-badge";

type Props = { rows: UniversityRow[]; onStatusChange: (id: string, status: VisitStatus) => void };

// Where the table is narrow it keeps Visited, University and Status (location and the search link go under the name):
// with all five columns the status select and the link sat off-screen, reachable only by swiping the card sideways.
// The switch follows the table's own width (a container query), not the window's: from 768 px the side menu takes
// 256 px, and up to about 1,100 px wide the five columns (781 px at the least) did not fit beside it.
const WIDE_ONLY = "hidden @min-[50rem]:table-cell";
// Where the table is narrower still (under 22rem: phones up to about 420 px) the status select goes under the name too,
// and the Status column is not shown: at 320 px the table is 254 px wide, the checkbox and Status columns (a 128 px
// select) left the name about 70 px, less than its words and badges need, and the table scrolled 48 px sideways with
// each row's select partly off screen.
const NARROW_ONLY = "@min-[22rem]:hidden";
const NOT_NARROW = "hidden @min-[22rem]:table-cell";

export function UniversityTable({ rows, onStatusChange }: Props) {
  return (
    <div className="@container">
      <Table aria-label="Universities">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 @min-[50rem]:w-16">
              <span className="sr-only @min-[50rem]:not-sr-only">Visited</span>
            </TableHead>
            <TableHead>University</TableHead>
            <TableHead className={WIDE_ONLY}>Location</TableHead>
            <TableHead className={NOT_NARROW}>Status</TableHead>
            <TableHead className={WIDE_ONLY}>Website</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                No universities match your filters yet.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((u) => <UniversityTableRow key={u.id} u={u} onStatusChange={onStatusChange} />)
          )}
        </TableBody>
      </Table>
    </div>
  );
}

type RowProps = { u: UniversityRow; onStatusChange: (id: string, status: VisitStatus) => void };

/** One row; re-renders only when its own status changes (37 selects re-rendering per keystroke is noticeable on phones). */
const UniversityTableRow = memo(
  function UniversityTableRow({ u, onStatusChange }: RowProps) {
    return (
      <TableRow data-testid="university-row" data-university-id={u.id} data-status={u.status}>
        <TableCell>
          <Checkbox
            checked={u.status === "visited"}
            onCheckedChange={(checked) => onStatusChange(u.id, statusFromCheckbox(checked === true))}
            aria-label={`Visited: ${u.name}`}
          />
        </TableCell>
        <TableCell className="whitespace-normal @min-[50rem]:min-w-56">
          <div className="grid gap-1">
            <span className="font-medium">{u.name}</span>
            <CategoryBadge category={u.category} />
            <span className="text-xs text-muted-foreground @min-[50rem]:hidden">{u.location}</span>
            <span className="@min-[50rem]:hidden">
              <SearchLink u={u} />
            </span>
            {/* not shown (display: none, so neither focusable nor read out) where the Status column is */}
            <div className={`mt-1 ${NARROW_ONLY}`}>
              <StatusSelect u={u} onStatusChange={onStatusChange} />
            </div>
          </div>
        </TableCell>
        <TableCell className={`min-w-40 text-sm text-muted-foreground ${WIDE_ONLY}`}>{u.location}</TableCell>
        <TableCell className={NOT_NARROW}>
          <div className="flex flex-col items-start gap-1.5 @min-[50rem]:min-w-40">
            <span className="hidden @min-[50rem]:inline-flex">
              <VisitStatusBadge status={u.status} />
            </span>
            <StatusSelect u={u} onStatusChange={onStatusChange} />
          </div>
        </TableCell>
        <TableCell className={`whitespace-nowrap ${WIDE_ONLY}`}>
          <SearchLink u={u} />
        </TableCell>
      </TableRow>
    );
  },
  (a, b) => a.u.id === b.u.id && a.u.status === b.u.status && a.onStatusChange === b.onStatusChange,
);

function StatusSelect({ u, onStatusChange }: RowProps) {
  return (
    <Select value={u.status} onValueChange={(v) => onStatusChange(u.id, v as VisitStatus)}>
      <SelectTrigger size="sm" className="w-36" aria-label={`Status for ${u.name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VISIT_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {VISIT_STATUS_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function SearchLink({ u }: { u: UniversityRow }) {
  return (
    <a
      href={googleSearchUrl(u)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
    >
      Search on Google
      <span className="sr-only"> for {u.name} (opens in a new tab)</span>
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

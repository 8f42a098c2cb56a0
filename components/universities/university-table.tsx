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

export function UniversityTable({ rows, onStatusChange }: Props) {
  return (
    <Table aria-label="Universities">
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">Visited</TableHead>
          <TableHead>University</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Website</TableHead>
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
        <TableCell className="min-w-56">
          <div className="grid gap-1">
            <span className="font-medium">{u.name}</span>
            <CategoryBadge category={u.category} />
          </div>
        </TableCell>
        <TableCell className="min-w-40 text-sm text-muted-foreground">{u.location}</TableCell>
        <TableCell>
          <div className="flex min-w-40 flex-col items-start gap-1.5">
            <VisitStatusBadge status={u.status} />
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
          </div>
        </TableCell>
        <TableCell className="whitespace-nowrap">
          <a
            href={googleSearchUrl(u)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            Search on Google
            <span className="sr-only"> for {u.name} (opens in a new tab)</span>
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </TableCell>
      </TableRow>
    );
  },
  (a, b) => a.u.id === b.u.id && a.u.status === b.u.status && a.onStatusChange === b.onStatusChange,
);

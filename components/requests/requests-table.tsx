import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminRequest } from "@/lib/requests/admin-types";
import { projectTypeLabel } from "@/lib/requests/schema";
import { formatRequestDate } from "./format";
import { RequestStatusBadge } from "./request-status-badge";

// SPEC section 9: 5 skeleton rows while loading.
const SKELETON_ROWS = 5;
// Where the table is narrow it keeps Name, Status and View (the date and project type go under the name): with all five
// columns the View button sat off-screen, reachable only by swiping the card sideways. The switch follows the table's
// own width (a container query), not the window's: from 768 px the side menu takes 256 px, and at 640-1000 px the
// five columns (613 px at the least) did not fit.
const WIDE_ONLY = "hidden @min-[40rem]:table-cell";

/** "Nov 26, 10:22 PM" that may break after the comma, never inside "10:22 PM". */
function wrappable(date: string) {
  const [day, time] = date.split(", ");
  return time === undefined ? date : (
    <>
      <span className="whitespace-nowrap">{day},</span> <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

function Head() {
  return (
    <TableHeader>
      <TableRow>
        <TableHead className={WIDE_ONLY}>Date</TableHead>
        <TableHead>Name</TableHead>
        <TableHead className={WIDE_ONLY}>Project Type</TableHead>
        <TableHead>Status</TableHead>
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

export function RequestsTableSkeleton() {
  return (
    <div className="@container">
      <Table aria-busy="true" aria-label="Loading requests">
        <Head />
        <TableBody>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <TableRow key={i} data-testid="request-skeleton-row">
              {[24, 32, 24, 16].map((w, j) => (
                <TableCell key={j} className={j === 0 || j === 2 ? WIDE_ONLY : undefined}>
                  <Skeleton className="h-4" style={{ width: `${w * 4}px` }} />
                </TableCell>
              ))}
              <TableCell className="text-right">
                <Skeleton className="ml-auto h-8 w-16" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

type Props = { requests: AdminRequest[]; loadError: string | null; onView: (request: AdminRequest) => void };

export function RequestsTable({ requests, loadError, onView }: Props) {
  return (
    <div className="@container">
      <Table aria-label="Recent Requests">
        <Head />
        <TableBody>
          {requests.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                {loadError ? `Error fetching requests: ${loadError}` : "No requests found"}
              </TableCell>
            </TableRow>
          ) : (
            requests.map((r) => (
              <TableRow key={r.id} data-testid="request-row">
                <TableCell className={`whitespace-nowrap ${WIDE_ONLY}`}>
                  <time dateTime={r.createdAt}>{formatRequestDate(r.createdAt)}</time>
                </TableCell>
                <TableCell className="max-w-32 truncate font-medium @max-[17rem]:max-w-20 @min-[40rem]:max-w-48" title={r.name}>
                  {r.name}
                  {/* wraps between the date and the type rather than cutting them: one cut line hid the project
                      type and half the time ("Nov 26, 10:22 P...") on a 375 px phone. Under a 17rem table (a 320 px
                      phone) the cell narrows to 5rem so the View button stays on screen. */}
                  <span className="block text-xs font-normal whitespace-normal text-muted-foreground @min-[40rem]:hidden">
                    {wrappable(formatRequestDate(r.createdAt))} · {projectTypeLabel(r.projectType)}
                  </span>
                </TableCell>
                <TableCell className={`whitespace-nowrap ${WIDE_ONLY}`}>{projectTypeLabel(r.projectType)}</TableCell>
                <TableCell>
                  <RequestStatusBadge status={r.status} />
                </TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" onClick={() => onView(r)} aria-label={`View request from ${r.name}`}>
                    <Eye aria-hidden="true" />
                    <span className="sr-only @min-[40rem]:not-sr-only">View</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

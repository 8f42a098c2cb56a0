import { Badge } from "@/components/ui/badge";
import { requestStatusLabel } from "@/lib/requests/admin-types";
import { cn } from "@/lib/utils";

const styles: Record<string, string> = {
  pending: "border-transparent bg-amber-100 text-amber-900",
  approved: "border-transparent bg-emerald-100 text-emerald-900",
  rejected: "border-transparent bg-red-100 text-red-900",
};

/** Pending, Approved or Rejected; any other stored value shows 'Unknown' (SPEC section 4). */
export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(styles[status] ?? "text-muted-foreground", className)} data-status={status}>
      {requestStatusLabel(status)}
    </Badge>
  );
}

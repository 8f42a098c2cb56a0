import { Badge } from "@/components/ui/badge";
import { paymentStatusLabel } from "@/lib/clients/payment-status";
import { cn } from "@/lib/utils";

/** Payment status as SPEC labels it (Paid in Full, Partial Payment, Unpaid); colours keep 4.5:1 contrast. */
export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone =
    status === "Paid"
      ? "bg-green-100 text-green-900 border-green-300"
      : status === "Partial"
        ? "bg-amber-100 text-amber-950 border-amber-300"
        : "bg-red-100 text-red-900 border-red-300";
  return (
    <Badge variant="outline" className={cn(tone, className)}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}

export function FulfillmentStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = status === "Fulfilled" ? "bg-blue-100 text-blue-900 border-blue-300" : "bg-slate-100 text-slate-800 border-slate-300";
  return (
    <Badge variant="outline" className={cn(tone, className)}>
      {status}
    </Badge>
  );
}

import { Badge } from "@/components/ui/badge";
import { VISIT_STATUS_LABELS, type VisitStatus } from "@/lib/universities/data";
import { cn } from "@/lib/utils";

const styles: Record<VisitStatus, string> = {
  visited: "border-transparent bg-emerald-100 text-emerald-900",
  planned: "border-transparent bg-sky-100 text-sky-900",
  not_visited: "border-transparent bg-slate-100 text-slate-800",
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return (
    <Badge variant="outline" className={cn(styles[status])} data-status={status}>
      {VISIT_STATUS_LABELS[status]}
    </Badge>
  );
}

const categoryStyles: Record<string, string> = {
  "Public University": "bg-indigo-50 text-indigo-900 border-indigo-200",
  "Chartered Private University": "bg-violet-50 text-violet-900 border-violet-200",
  "Private University College": "bg-amber-50 text-amber-900 border-amber-200",
};

export function CategoryBadge({ category }: { category: string }) {
  return (
    // may wrap: on a phone "Chartered Private University" on one line ran under the status select
    <Badge variant="outline" className={cn("max-w-full font-normal whitespace-normal", categoryStyles[category])}>
      {category}
    </Badge>
  );
}

import type { LiveStatus } from "@/lib/realtime/use-admin-events";
import { cn } from "@/lib/utils";

const text: Record<LiveStatus, string> = {
  open: "Live updates on",
  connecting: "Connecting to live updates…",
  closed: "Live updates paused. Refresh the page to resume.",
};

/** Tells staff whether changes made in other browsers will show here without a reload. */
export function LiveIndicator({ status, className }: { status: LiveStatus; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-2 text-xs text-muted-foreground", className)} data-live={status} aria-live="polite">
      <span aria-hidden="true" className={cn("size-2 rounded-full", status === "open" ? "bg-success" : status === "closed" ? "bg-destructive" : "bg-warning")} />
      {text[status]}
    </p>
  );
}

import { FittedAmount } from "@/components/clients/fitted-amount";
import { formatCedis } from "@/lib/clients/money";
import type { DashboardSummary } from "@/lib/clients/summary";

/**
 * Horizontal bars of paid, outstanding and disbursed, as wide as the card (an SVG of fixed aspect ratio left two
 * thirds of a desktop card empty). Rendered only with the figures, from the server's figures.
 */
export function FiguresChart({ figures }: { figures: DashboardSummary }) {
  const bars = [
    { label: "Paid", cents: figures.totalPaidCents, colour: "bg-green-700" },
    { label: "Outstanding", cents: Math.max(0, figures.outstandingCents), colour: "bg-amber-600" },
    { label: "Disbursed", cents: figures.disbursedCents, colour: "bg-blue-700" },
  ];
  const max = Math.max(1, ...bars.map((b) => b.cents));
  const summary = bars.map((b) => `${b.label} ${formatCedis(b.cents)}`).join(", ");
  return (
    <figure data-slot="figures-chart" className="grid gap-3" data-testid="figures-chart">
      <figcaption className="text-sm font-medium">Paid, outstanding and disbursed</figcaption>
      {/* From 640 px the amounts share one column as wide as the widest of them (a subgrid): a fixed 9rem column let
          "GH₵11,234,966,229.06" run past the card's edge. Under 640 px each amount sits on its own line under the
          bar, as wide as the label and bar together, fitted to that width. */}
      <div role="img" aria-label={summary} className="grid gap-3 sm:grid-cols-[6.5rem_1fr_max-content] sm:gap-x-3">
        {bars.map((b) => (
          <div key={b.label} className="grid grid-cols-[5.5rem_1fr] items-center gap-x-3 gap-y-1 sm:col-span-3 sm:grid-cols-subgrid">
            <span className="text-sm text-muted-foreground">{b.label}</span>
            <div className="h-6 overflow-hidden rounded-md border bg-muted/40">
              <div
                className={`h-full rounded-md ${b.colour}`}
                // A non-zero amount keeps a visible sliver even when it is tiny next to the largest bar.
                style={{ width: b.cents > 0 ? `max(0.25rem, ${((b.cents / max) * 100).toFixed(2)}%)` : "0" }}
              />
            </div>
            <FittedAmount text={formatCedis(b.cents)} contain={false} className="col-span-2 min-w-0 text-right text-sm font-medium tabular-nums max-sm:@container sm:col-span-1" />
          </div>
        ))}
      </div>
    </figure>
  );
}

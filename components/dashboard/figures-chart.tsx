import { formatCedis } from "@/lib/clients/money";
import type { DashboardSummary } from "@/lib/clients/summary";

/** A small bar chart of paid, outstanding and disbursed. Rendered only with the figures, from the server's figures. */
export function FiguresChart({ figures }: { figures: DashboardSummary }) {
  const bars = [
    { label: "Paid", cents: figures.totalPaidCents, colour: "fill-green-700" },
    { label: "Outstanding", cents: Math.max(0, figures.outstandingCents), colour: "fill-amber-600" },
    { label: "Disbursed", cents: figures.disbursedCents, colour: "fill-blue-700" },
  ];
  const max = Math.max(1, ...bars.map((b) => b.cents));
  const summary = bars.map((b) => `${b.label} ${formatCedis(b.cents)}`).join(", ");
  return (
    <figure className="grid gap-2" data-testid="figures-chart">
      <figcaption className="text-sm font-medium">Paid, outstanding and disbursed</figcaption>
      <svg viewBox="0 0 300 120" className="h-auto w-full max-w-md" role="img" aria-label={summary}>
        {bars.map((b, i) => {
          const w = Math.round((b.cents / max) * 190);
          const y = 10 + i * 36;
          return (
            <g key={b.label}>
              <text x="0" y={y + 16} className="fill-foreground text-[11px]">
                {b.label}
              </text>
              <rect x="90" y={y} width={Math.max(w, b.cents > 0 ? 2 : 0)} height="22" rx="3" className={b.colour} />
              <rect x="90" y={y} width="190" height="22" rx="3" className="fill-none stroke-border" />
            </g>
          );
        })}
      </svg>
      <ul className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-3">
        {bars.map((b) => (
          <li key={b.label}>
            {b.label}: <span className="font-medium text-foreground">{formatCedis(b.cents)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

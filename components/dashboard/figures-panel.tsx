"use client";

import { CheckCircle2Icon, CoinsIcon, UsersIcon, WalletIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FittedAmount } from "@/components/clients/fitted-amount";
import { MaskedValue } from "@/components/clients/masked-value";
import { formatCedis } from "@/lib/clients/money";
import type { DashboardSummary } from "@/lib/clients/summary";
import { DisbursedRow } from "./disbursed-row";
import { FiguresChart } from "./figures-chart";

/**
 * Summary cards and the financial summary. `figures` is null unless the dashboard is unlocked and Show Figures is
 * on; then every value is the same fixed dots, rendered without data.
 */
export function FiguresPanel({ figures, onDisbursedSaved, onLocked }: { figures: DashboardSummary | null; onDisbursedSaved: () => void; onLocked: () => void }) {
  const f = figures;
  const value = (render: (s: DashboardSummary) => React.ReactNode) => (f ? render(f) : <MaskedValue />);
  const cards = [
    { title: "Total Clients", icon: UsersIcon, main: value((s) => s.totalClients), sub: value((s) => `${s.fullyPaidCount} fully paid`), testId: "figure-total-clients" },
    { title: "Total Amount", icon: CoinsIcon, main: value((s) => <FittedAmount text={formatCedis(s.totalAmountCents)} />), sub: "All clients", testId: "figure-total-amount" },
    { title: "Total Paid", icon: WalletIcon, main: value((s) => <FittedAmount text={formatCedis(s.totalPaidCents)} />), sub: value((s) => `${s.paidPercent} of total`), testId: "figure-total-paid" },
    { title: "Fulfilled", icon: CheckCircle2Icon, main: value((s) => s.fulfilledCount), sub: "Work delivered", testId: "figure-fulfilled" },
  ];
  return (
    <div className="grid gap-6">
      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.title} className="gap-2 py-4">
            <CardHeader className="flex flex-row items-center justify-between px-4">
              <CardTitle className="text-sm font-medium text-muted-foreground">{c.title}</CardTitle>
              <c.icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent className="px-4">
              <div className="min-w-0 text-2xl font-semibold tabular-nums" data-testid={c.testId}>
                {c.main}
              </div>
              <p className="text-xs text-muted-foreground">{c.sub}</p>
            </CardContent>
          </Card>
        ))}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Financial Summary</CardTitle>
          <CardDescription>Amounts in GH cedis.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {/* three across only from 1280 px: beside the side menu at 768 px a third of the card left an amount 94 px */}
          <div className="grid gap-4 xl:grid-cols-3">
            <div className="grid gap-2 rounded-lg border p-4">
              <span className="text-sm text-muted-foreground">Amount in Account</span>
              <div className="min-w-0 text-2xl font-semibold tabular-nums" data-testid="figure-in-account">
                {value((s) => <FittedAmount text={formatCedis(s.inAccountCents)} />)}
              </div>
              <p className="text-xs text-muted-foreground">{value((s) => `${s.inAccountPercent} of paid`)}</p>
            </div>
            <div className="grid gap-2 rounded-lg border p-4">
              <span className="text-sm text-muted-foreground">Outstanding</span>
              <div className="min-w-0 text-2xl font-semibold tabular-nums" data-testid="figure-outstanding">
                {value((s) => <FittedAmount text={formatCedis(s.outstandingCents)} />)}
              </div>
              <p className="text-xs text-muted-foreground">{value((s) => `${s.outstandingPercent} of total`)}</p>
            </div>
            <DisbursedRow cents={f?.disbursedCents ?? null} paidCents={f?.totalPaidCents ?? null} percent={f?.disbursedPercent ?? null} canEdit={f !== null} onSaved={onDisbursedSaved} onLocked={onLocked} />
          </div>
          {f && <FiguresChart figures={f} />}
        </CardContent>
      </Card>
    </div>
  );
}

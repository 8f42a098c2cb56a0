"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { isActionRedirect } from "@/components/admin/action-redirect";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FittedAmount } from "@/components/clients/fitted-amount";
import { MaskedValue } from "@/components/clients/masked-value";
import { setDisbursedAmount } from "@/lib/clients/admin-actions";
import { LOCKED_DISBURSED } from "@/lib/clients/messages";
import { centsToDecimal, formatCedis, parseCents, toCents } from "@/lib/clients/money";
import { disbursedSchema } from "@/lib/clients/schema";

/** The global disbursed amount: Edit, then Save or Cancel, only when unlocked and the figures are shown. */
export function DisbursedRow({
  cents,
  paidCents,
  percent,
  canEdit,
  onSaved,
  onLocked,
}: {
  cents: number | null;
  /** the total paid by clients, to warn (not refuse: SPEC sets no upper bound) when more is disbursed than came in */
  paidCents: number | null;
  percent: string | null;
  canEdit: boolean;
  onSaved: () => void;
  onLocked: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  // the amount this editor started from: the server refuses the save if someone else changed it meanwhile
  const [base, setBase] = useState("");
  // after a refused save: the amount someone else saved, shown in the form (the figure itself is hidden while editing)
  const [savedByOther, setSavedByOther] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const isEditing = editing && canEdit && cents !== null;
  const typed = parseCents(value);
  const overPaid = isEditing && paidCents !== null && typeof typed === "number" && typed > paidCents;

  function startEdit() {
    if (!canEdit || cents === null) {
      toast.error(LOCKED_DISBURSED);
      return;
    }
    setValue(centsToDecimal(cents));
    setBase(centsToDecimal(cents));
    setSavedByOther(null);
    setEditing(true);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = disbursedSchema.safeParse(value);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? "Please enter a valid amount");
      return;
    }
    setPending(true);
    try {
      const r = await setDisbursedAmount(value, base);
      if (r.ok) {
        toast.success(r.message ?? "Disbursed amount updated successfully");
        setEditing(false);
        onSaved();
      } else if (r.code === "conflict" && r.latestDisbursed !== undefined) {
        // the typed amount stays in the field; the figure reloads, and a second Save is measured against it
        toast.error(r.error);
        setBase(r.latestDisbursed);
        setSavedByOther(r.latestDisbursed);
        onSaved();
      } else {
        toast.error(r.code === "invalid" ? r.error : r.code === "locked" ? r.error : "Failed to update disbursed amount");
        if (r.code === "locked") onLocked();
      }
    } catch (error) {
      if (!isActionRedirect(error)) toast.error("Failed to update disbursed amount");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">Disbursed</span>
        {!isEditing && (
          // the negative margin keeps this row as tall as the other figures' labels, so the three amounts line up
          <Button size="sm" variant="outline" onClick={startEdit} className="-my-1.5">
            Edit
          </Button>
        )}
      </div>
      {isEditing ? (
        <form onSubmit={save} noValidate className="grid gap-2">
          <Label htmlFor={`${id}-disbursed`}>Disbursed Amount (GH₵)</Label>
          <Input id={`${id}-disbursed`} type="number" min={0} step={0.01} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} autoFocus aria-describedby={overPaid ? `${id}-over` : undefined} />
          {savedByOther !== null && (
            <p role="alert" className="text-xs text-amber-800" data-testid="disbursed-conflict">
              Now {formatCedis(toCents(savedByOther))}, saved by someone else. Save again to replace it with the amount above, or Cancel to keep it.
            </p>
          )}
          {overPaid && (
            <p id={`${id}-over`} className="text-xs text-amber-800">
              More than the {formatCedis(paidCents)} paid so far: the amount in account will be negative. Check the figure before saving.
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              {pending ? "Saving..." : "Save"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="min-w-0 text-2xl font-semibold tabular-nums" data-testid="figure-disbursed">
          {cents === null ? <MaskedValue /> : <FittedAmount text={formatCedis(cents)} />}
        </div>
      )}
      <p className="text-xs text-muted-foreground">{percent === null ? <MaskedValue /> : `${percent} of paid`}</p>
    </div>
  );
}

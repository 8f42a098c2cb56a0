"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseCents } from "@/lib/clients/money";
import { derivePaymentStatus, paymentStatusLabel } from "@/lib/clients/payment-status";
import { clientFormSchema, FULFILLMENT_STATUSES, WORK_CATEGORIES, type ClientFormData, type ClientFormInput } from "@/lib/clients/schema";
import { cn } from "@/lib/utils";

export type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  workDescription: string;
  totalAmount: string;
  amountPaid: string;
  fulfillmentStatus?: string;
  /** Edit forms: the client's updatedAt the fields were loaded from; the server refuses the save once it has moved on. */
  updatedAt?: string;
};

export const emptyClientForm: ClientFormValues = { name: "", email: "", phone: "", workDescription: "", totalAmount: "", amountPaid: "" };

/**
 * What the save handler answers: nothing on success, or the server's per-field messages, or a conflict (the client was
 * changed by someone else since the form was opened; `reload` replaces the form with the latest details).
 */
export type SaveOutcome = { fieldErrors?: Record<string, string>; conflict?: { message: string; reload: () => void } } | void;

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 aria-invalid:border-destructive md:text-sm";

/**
 * The client form of the Add dialog, the dashboard's Edit dialog and the client page. Validated in the browser with
 * the same zod schema the server action uses; the raw text is sent and the server parses it again. The payment
 * status is only previewed here: the server derives it.
 *
 * `version` (Edit forms): the updatedAt of the client the defaultValues came from. It is kept from the first render, so
 * a parent re-rendering with fresher data cannot swap the version under what the user typed; a parent that wants the
 * latest details remounts the form (its key includes the version). It is sent as `updatedAt` with the fields.
 */
export function ClientForm({
  defaultValues = emptyClientForm,
  submitLabel,
  pendingLabel = "Saving...",
  showFulfillment = false,
  version,
  onSave,
  children,
}: {
  defaultValues?: ClientFormValues;
  submitLabel: string;
  pendingLabel?: string;
  showFulfillment?: boolean;
  version?: string;
  onSave: (values: ClientFormValues) => Promise<SaveOutcome>;
  children?: React.ReactNode;
}) {
  const id = useId();
  const [loadedVersion] = useState(version);
  const [conflict, setConflict] = useState<{ message: string; reload: () => void } | null>(null);
  const form = useForm<ClientFormInput, unknown, ClientFormData>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: defaultValues as ClientFormInput,
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const [total, paid] = useWatch({ control: form.control, name: ["totalAmount", "amountPaid"] });
  const t = parseCents(total);
  const p = parseCents(paid);
  const blank = !String(total ?? "").trim() && !String(paid ?? "").trim();
  // Blank amounts are saved as 0 and 0, which SPEC's rule (paid >= total) calls Paid: say so before it is saved.
  const preview = typeof t !== "number" || typeof p !== "number" ? "—" : `${paymentStatusLabel(derivePaymentStatus(t, p))}${blank ? " (no amounts entered yet)" : ""}`;

  const submit = form.handleSubmit(async () => {
    setConflict(null);
    const values = form.getValues() as ClientFormValues;
    const outcome = await onSave(loadedVersion === undefined ? values : { ...values, updatedAt: loadedVersion });
    // Refused because someone else changed the client: what was typed stays in the fields, with the message.
    if (outcome?.conflict) setConflict(outcome.conflict);
    if (outcome?.fieldErrors) {
      for (const [name, message] of Object.entries(outcome.fieldErrors)) form.setError(name as keyof ClientFormInput, { message });
    }
  });

  const field = (name: keyof ClientFormValues, label: string, props: React.ComponentProps<"input"> = {}, required = false) => {
    const error = errors[name as keyof ClientFormInput]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-${name}`}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </Label>
        <Input
          id={`${id}-${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          aria-required={required || undefined}
          {...props}
          {...form.register(name as keyof ClientFormInput)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  const workError = errors.workDescription?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {field("name", "Client Name", { autoComplete: "off", maxLength: 200 }, true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("email", "Email", { type: "email", autoComplete: "off" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "off", maxLength: 40 })}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-workDescription`}>
          Work Category<span aria-hidden="true"> *</span>
        </Label>
        <select
          id={`${id}-workDescription`}
          className={selectClass}
          aria-invalid={workError ? true : undefined}
          aria-describedby={workError ? `${id}-workDescription-error` : undefined}
          aria-required
          {...form.register("workDescription")}
        >
          <option value="" disabled>
            Select a work category
          </option>
          {WORK_CATEGORIES.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </select>
        {workError && (
          <p id={`${id}-workDescription-error`} className="text-sm text-destructive">
            {workError}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("totalAmount", "Total Amount (GH₵)", { type: "number", min: 0, step: 0.01, inputMode: "decimal", placeholder: "0.00" })}
        {field("amountPaid", "Amount Paid (GH₵)", { type: "number", min: 0, step: 0.01, inputMode: "decimal", placeholder: "0.00" })}
      </div>
      {showFulfillment && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-fulfillmentStatus`}>Fulfillment Status</Label>
          <select id={`${id}-fulfillmentStatus`} className={selectClass} {...form.register("fulfillmentStatus")}>
            {FULFILLMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
      {conflict && (
        <div role="alert" data-testid="client-form-conflict" className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-medium text-destructive">{conflict.message}</p>
          <p className="text-muted-foreground">Your changes are still in the form. Reloading replaces them with the saved details.</p>
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={conflict.reload}>
            Reload latest details
          </Button>
        </div>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Payment status: <span className="font-medium text-foreground">{preview}</span> (set from the amounts)
      </p>
      <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end")}>
        {children}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Form values from a client with amounts. */
export function formValuesOf(c: { name: string; email: string; phone: string; workDescription: string; totalAmount: string | null; amountPaid: string | null; fulfillmentStatus: string }): ClientFormValues {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    workDescription: c.workDescription,
    totalAmount: c.totalAmount ?? "",
    amountPaid: c.amountPaid ?? "",
    fulfillmentStatus: c.fulfillmentStatus,
  };
}

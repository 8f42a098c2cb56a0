"use client";

import { useWatch, type Control } from "react-hook-form";
import type { RequestFields, RequestFieldsInput } from "@/lib/requests/schema";

type Props = { id: string; control: Control<RequestFieldsInput, unknown, RequestFields>; limit: number };

/**
 * "4,600 / 5,000 characters" under Project Details once the text passes 90% of its limit: the field's maxLength cuts a
 * long paste at the limit without a sign, and this shows it. It watches the one field itself, so typing re-renders only
 * this line. The element stays (empty and hidden) below 90% so the field's aria-describedby always points at it.
 */
export function DetailsCounter({ id, control, limit }: Props) {
  const length = (useWatch({ control, name: "details" }) ?? "").length;
  const full = length >= limit;
  return (
    <p id={id} data-testid="details-counter" className={`text-sm tabular-nums empty:hidden ${full ? "font-medium text-amber-700" : "text-muted-foreground"}`}>
      {length > limit * 0.9 && `${length.toLocaleString("en-US")} / ${limit.toLocaleString("en-US")} characters`}
    </p>
  );
}

import type * as React from "react";
import { REQUIRED_MESSAGE } from "@/lib/requests/form-constants";
import { clsx } from "clsx";

export const fieldClass =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

type Props = React.ComponentProps<"input"> & {
  id: string;
  label: string;
  error?: string;
  /** The id of the form's 'Please fill in all required fields.', which describes this field while it is missing. */
  requiredMessageId?: string;
};

/**
 * A labelled input. A missing required field is marked invalid and the form shows SPEC's one message
 * ('Please fill in all required fields.') below; any other problem is written under the field itself.
 */
export function TextField({ id, label, error, requiredMessageId, required, className, ...props }: Props) {
  const message = error && error !== REQUIRED_MESSAGE ? error : undefined;
  const describedBy = message ? `${id}-error` : error ? requiredMessageId : undefined;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label} {required && <span aria-hidden="true" className="text-destructive">*</span>}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(fieldClass, className)}
        {...props}
      />
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

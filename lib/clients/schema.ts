import { z } from "zod";
import { NUL_CHARACTER_MESSAGE, withoutNul } from "@/lib/forms/control-chars";
import { MAX_CENTS, parseCents } from "./money";

/**
 * The client form, shared by the browser form (react-hook-form) and the server actions. Messages as SPEC.md
 * section 5. Amounts come in as text (what inputs give) or numbers and come out as integer cents; empty counts
 * as 0. paymentStatus is not a field: the server derives it.
 */
export const WORK_CATEGORIES = ["Assignments", "Study Plan", "Project Work"] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];
export const FULFILLMENT_STATUSES = ["Pending", "Fulfilled"] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const INVALID_AMOUNT = "Please enter a valid amount";
export const AMOUNT_TOO_LARGE = "Amount is too large.";

function amountField(negativeMessage: string) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const cents = parseCents(value);
      if (cents === "NEGATIVE") ctx.addIssue({ code: "custom", message: negativeMessage });
      else if (cents === null) ctx.addIssue({ code: "custom", message: INVALID_AMOUNT });
      else if (cents > MAX_CENTS) ctx.addIssue({ code: "custom", message: AMOUNT_TOO_LARGE });
      else return cents;
      return z.NEVER;
    });
}

const emailCheck = z.email();

export const clientFormSchema = z
  .object({
    name: z.string({ error: "Client name is required." }).trim().min(1, "Client name is required.").max(200, "Client name is too long.").refine(withoutNul, NUL_CHARACTER_MESSAGE),
    email: z
      .string()
      .trim()
      .max(254, "Please enter a valid email address.")
      .refine((v) => v === "" || emailCheck.safeParse(v).success, "Please enter a valid email address.")
      .optional()
      .transform((v) => v ?? ""),
    phone: z
      .string()
      .trim()
      .max(40, "Phone number is too long.")
      .refine(withoutNul, NUL_CHARACTER_MESSAGE)
      .optional()
      .transform((v) => v ?? ""),
    workDescription: z.enum(WORK_CATEGORIES, { error: "Please select a work category." }),
    totalAmount: amountField("Total amount cannot be negative."),
    amountPaid: amountField("Amount paid cannot be negative."),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.amountPaid > v.totalAmount) {
      ctx.addIssue({ code: "custom", path: ["amountPaid"], message: "Amount paid cannot be greater than total amount." });
    }
  });

/** What the form holds (text inputs). */
export type ClientFormInput = z.input<typeof clientFormSchema>;
/** What the server stores: trimmed text, amounts in cents. */
export type ClientFormData = z.output<typeof clientFormSchema>;

/** The global disbursed amount: a number, not negative; empty is not a number here. */
export const disbursedSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = String(value).trim() === "" ? null : parseCents(value);
  if (cents === null || cents === "NEGATIVE") ctx.addIssue({ code: "custom", message: INVALID_AMOUNT });
  else if (cents > MAX_CENTS) ctx.addIssue({ code: "custom", message: AMOUNT_TOO_LARGE });
  else return cents;
  return z.NEVER;
});

export const clientIdSchema = z.uuid();

/**
 * The version an Edit form loaded: the client's updatedAt as the app shows it (ISO, to the millisecond). An update
 * carries it as `updatedAt` next to the form fields and is applied only while the row still has it.
 */
export const clientVersionSchema = z.iso.datetime({ offset: true, error: "Invalid client version." }).transform((v) => new Date(v).toISOString());

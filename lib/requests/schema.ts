import * as z from "zod/mini";
import { singleLineBreaks } from "@/lib/forms/line-breaks";
import { NUL_CHARACTER_MESSAGE, withoutNul } from "@/lib/forms/control-chars";
import { FIELD_LIMITS, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, PROJECT_TYPE_VALUES, REQUIRED_MESSAGE, tooLongMessage, type LimitedField } from "./form-constants";

export * from "./form-constants";

/**
 * The request form's one schema, shared by the browser (react-hook-form) and the route handler, which re-validates
 * everything. Built on zod/mini so the home page's JavaScript stays small.
 */

const tooLong = tooLongMessage;

const required = (field: LimitedField) =>
  z.string(REQUIRED_MESSAGE).check(z.overwrite(singleLineBreaks), z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(FIELD_LIMITS[field], tooLong(field)), z.refine(withoutNul, NUL_CHARACTER_MESSAGE));

const optional = (field: LimitedField) =>
  z._default(z.string().check(z.overwrite(singleLineBreaks), z.trim(), z.maxLength(FIELD_LIMITS[field], tooLong(field)), z.refine(withoutNul, NUL_CHARACTER_MESSAGE)), "");

export const requestFieldsSchema = z.object({
  name: required("name"),
  institution: required("institution"),
  program: optional("program"),
  email: z.pipe(optional("email"), z.union([z.literal(""), z.email(INVALID_EMAIL_MESSAGE)])),
  phone: z.pipe(
    required("phone"),
    z.string().check(z.regex(/^$|^[+()\d][\d\s().+-]{5,}$/, INVALID_PHONE_MESSAGE)),
  ),
  projectType: z.enum(PROJECT_TYPE_VALUES, REQUIRED_MESSAGE),
  details: optional("details"),
  /** The checkbox posts "Yes" when ticked and nothing otherwise; the row stores 'Yes' or 'No'. */
  turnitin: z.pipe(
    z.optional(z.union([z.string(), z.boolean()])),
    z.transform((v): "Yes" | "No" => (v === true || v === "Yes" || v === "on" || v === "true" ? "Yes" : "No")),
  ),
});

export type RequestFieldsInput = z.input<typeof requestFieldsSchema>;
export type RequestFields = z.output<typeof requestFieldsSchema>;

/** A per-form-render random key (browser) or a derived one (no JavaScript): see lib/requests/submission-key.ts. */
export const submissionKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));

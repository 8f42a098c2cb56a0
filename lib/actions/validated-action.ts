import "server-only";
import type { z } from "zod";

/** What every form action answers: per-field messages for react-hook-form, or one message for a toast. */
export type ActionState<T = unknown> =
  | { ok: true; data: T; message?: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string> }
  | null;

/** Every failing field with its first message, keyed by dotted path (what react-hook-form's setError takes). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Wraps a server action: parses FormData (or a plain object) with the schema and calls fn only with valid data.
 * Invalid input answers every field's error at once; fn's own failures are returned, never thrown to the page.
 */
export function validatedAction<S extends z.ZodType, T>(
  schema: S,
  fn: (data: z.infer<S>) => Promise<ActionState<T>>,
  firstMessage = "Please fix the highlighted fields.",
) {
  return async (_prev: ActionState<T>, input: FormData | Record<string, unknown>): Promise<ActionState<T>> => {
    const raw = input instanceof FormData ? Object.fromEntries(input) : input;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return { ok: false, error: Object.values(fieldErrors)[0] ?? firstMessage, fieldErrors };
    }
    return fn(parsed.data);
  };
}

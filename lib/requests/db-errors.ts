import { RequestError } from "./errors";

/** The SQLSTATE of a database error, looking through drizzle's wrapper (DrizzleQueryError keeps it in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A database failure as the visitor should hear it: a row the constraints refuse is bad input (400); anything else
 * (server down, connection refused or timed out, too many connections) is "try again" (503), never a 500.
 */
export function toDatabaseError(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  const state = sqlStateOf(error);
  if (state && (state.startsWith("23") || state.startsWith("22"))) {
    return new RequestError("invalid_field", { cause: error });
  }
  console.error("request database error:", error);
  return new RequestError("db_unavailable", { cause: error });
}

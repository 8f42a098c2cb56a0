import type { ToolErrorType } from "./schema";

/** A bad request the route answers with 400 and this message. */
export class ToolInputError extends Error {
  readonly status = 400;
}

/**
 * A failed call to a paid or external service (OpenAI, GPTZero, Sapling). `type` follows SPEC.md section 8 so the
 * page can pick its message: quota, api_key, timeout, network; anything else is "unknown".
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly type: Exclude<ToolErrorType, "rate_limit" | "invalid_input">,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** Maps an HTTP error answer of an API to an error type. */
export function errorTypeForStatus(status: number, body: string): ProviderError["type"] {
  const lower = body.toLowerCase();
  if (status === 401 || status === 403 || /invalid[_ ]api[_ ]key|incorrect api key/.test(lower)) return "api_key";
  if (status === 402 || /insufficient_quota|quota|billing/.test(lower)) return "quota";
  if (status === 429) return "quota";
  if (status === 408 || status === 504) return "timeout";
  if (status >= 500) return "network";
  return "unknown";
}

/** Wraps a fetch failure (abort = our timeout, TypeError = connection refused, DNS, reset). */
export function providerErrorFromFetch(err: unknown, service: string, timeoutMs: number): ProviderError {
  if (err instanceof ProviderError) return err;
  const name = (err as { name?: string })?.name;
  if (name === "TimeoutError" || name === "AbortError") return new ProviderError(`${service} did not answer within ${timeoutMs} ms`, "timeout");
  return new ProviderError(`${service} could not be reached: ${(err as Error)?.message ?? String(err)}`, "network");
}

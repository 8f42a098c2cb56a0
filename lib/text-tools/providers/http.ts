import "server-only";
import { errorTypeForStatus, ProviderError, providerErrorFromFetch } from "../errors";

/**
 * POST JSON with a timeout; throws ProviderError typed by SPEC.md section 8. Shared by the OpenAI client and the
 * external detector adapters so every service fails the same way.
 */
export async function postJsonWithTimeout<T>(opts: {
  service: string;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  timeoutMs: number;
}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(opts.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...opts.headers },
      body: JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    throw providerErrorFromFetch(err, opts.service, opts.timeoutMs);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw providerErrorFromFetch(err, opts.service, opts.timeoutMs);
  }
  if (!res.ok) {
    let message = text.slice(0, 300);
    try {
      const j = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
      message = (typeof j.error === "string" ? j.error : j.error?.message) ?? j.message ?? message;
    } catch {
      /* not JSON: keep the raw text */
    }
    throw new ProviderError(`${opts.service} error ${res.status}: ${message}`, errorTypeForStatus(res.status, text), res.status);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError(`${opts.service} returned a malformed answer`, "unknown", res.status);
  }
}

import "server-only";
import type { z } from "zod";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { readAll } from "@/lib/streams";
import { ProviderError, ToolInputError } from "./errors";
import { firstIssueMessage, type ToolErrorType } from "./schema";

export type ToolName = "detect" | "humanize" | "plagiarism";

/**
 * Any other method than POST on a tool's route (Next answered 405 with an empty body): 405 with a sentence saying
 * what the route takes, and `Allow: POST`.
 */
export function postOnly(): Response {
  return Response.json({ error: 'This endpoint takes POST with a JSON body such as {"text": "..."}.', errorType: "invalid_input" }, { status: 405, headers: { allow: "POST" } });
}

/** Requests a minute per IP and tool (TOOLS_RATE_LIMIT_PER_MIN, default 20). */
export function toolsRateLimitPerMinute(): number {
  const n = Number(process.env.TOOLS_RATE_LIMIT_PER_MIN);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 20;
}

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";
const MAX_BODY_BYTES = 64 * 1024; // 5,000 characters of any script fit many times over

export type ToolContext = { ip: string; request: Request };

type ErrorBody = (message: string, errorType: ToolErrorType) => Record<string, unknown>;
const defaultErrorBody: ErrorBody = (message, errorType) => ({ success: false, error: message, errorType });

/**
 * Builds a POST handler for a text tool: reads the body (size-capped), parses JSON, validates with `schema`,
 * applies the per-IP rate limit, runs `handle` and answers its result as JSON. Errors are mapped here so every
 * tool answers alike: bad input 400 `{error}`, rate limit 429 with Retry-After, ProviderError 502/504 with its
 * errorType, anything else 500 with `failureMessage` (details only in the server log).
 */
export function createToolRoute<S extends z.ZodType, R>(opts: {
  tool: ToolName;
  schema: S;
  handle: (input: z.infer<S>, ctx: ToolContext) => Promise<R> | R;
  failureMessage: string;
  errorBody?: ErrorBody;
}): (request: Request) => Promise<Response> {
  const errorBody = opts.errorBody ?? defaultErrorBody;
  const fail = (status: number, message: string, errorType: ToolErrorType, headers?: HeadersInit) =>
    Response.json(errorBody(message, errorType), { status, headers });

  return async function POST(request: Request): Promise<Response> {
    const ip = clientIp(request.headers);
    let raw: string | null;
    try {
      raw = await readCapped(request, MAX_BODY_BYTES);
    } catch {
      return fail(400, "Could not read the request body", "invalid_input");
    }
    if (raw === null) return fail(413, "Request body is too large", "invalid_input");
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(400, "Request body must be JSON", "invalid_input");
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) return fail(400, "Request body must be a JSON object", "invalid_input");
    const parsed = opts.schema.safeParse(json);
    if (!parsed.success) return fail(400, firstIssueMessage(parsed.error), "invalid_input");

    try {
      const limit = toolsRateLimitPerMinute();
      const hit = await hitRateLimit(`tools:${opts.tool}:${ip}`, limit, 60, { mode: "sliding" });
      if (!hit.allowed) return fail(429, RATE_LIMIT_MESSAGE, "rate_limit", { "retry-after": String(hit.retryAfterSeconds) });
    } catch (err) {
      // The tools run offline on local engines; a counter outage should not take them down with it.
      console.error(`rate limit check failed for ${opts.tool}`, err);
    }

    try {
      const result = await opts.handle(parsed.data, { ip, request });
      return Response.json(result, { headers: { "cache-control": "no-store" } });
    } catch (err) {
      if (err instanceof ToolInputError) return fail(400, err.message, "invalid_input");
      if (err instanceof ProviderError) return fail(err.type === "timeout" ? 504 : 502, err.message, err.type);
      console.error(`${opts.tool} failed`, err);
      return fail(500, opts.failureMessage, "unknown");
    }
  };
}

/**
 * The body as text, or null once it passes `max` bytes: read as it streams in and cancelled there (request.text()
 * held a body of any size in memory before it was refused).
 */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const bytes = await readAll(request.body, max);
  // TextDecoder drops a leading BOM, as request.text() did
  return bytes && new TextDecoder().decode(bytes);
}

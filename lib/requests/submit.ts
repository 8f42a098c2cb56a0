import "server-only";
import { after } from "next/server";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { indexSavedRequest } from "@/lib/plagiarism/repository";
import { afterRequestSaved, createRequest, onRequestSaved, type SavedRequest } from "./create-request";
import { toDatabaseError } from "./db-errors";
import { RequestError, fieldIssueOf } from "./errors";
import { parseRequestForm } from "./parse-form";
import { requestRateLimitPerHour } from "./request-rate-limit";
import { FORM_FIELD_NAMES, HONEYPOT_FIELD, SUBMISSION_KEY_FIELD, requestFieldsSchema, submissionKeySchema } from "./schema";
import { deriveSubmissionKeys } from "./submission-key";

// The plagiarism checker indexes each new request (details and file text) in the business's own repository.
onRequestSaved(async (saved) => void (await indexSavedRequest(saved)));

export const SUCCESS_PAGE = "/request-submitted";
export const ERROR_PAGE = "/request-error";

/**
 * POST /api/requests. The form's script sends `Accept: application/json` and gets JSON with a status code; a plain
 * form post (JavaScript off) gets a 303 to the success page or to the error page. Errors are RequestError codes.
 */
export async function handleRequestSubmission(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  try {
    const ip = clientIp(request.headers);
    const limit = await hitRateLimit(`requests:${ip}`, requestRateLimitPerHour(), 3600, { mode: "sliding" }).catch((error) => {
      throw toDatabaseError(error);
    });
    if (!limit.allowed) throw new RequestError("rate_limited");

    const form = await parseRequestForm(request);
    try {
      // Bots fill every input; people never see this one. Answer as if saved, save nothing.
      if (form.fields[HONEYPOT_FIELD]) return success(wantsJson, null, false);

      const raw = Object.fromEntries(FORM_FIELD_NAMES.map((n) => [n, form.fields[n] ?? ""]));
      const parsed = requestFieldsSchema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "_form")] ??= issue.message;
        const onlyRequired = parsed.error.issues.every((i) => fieldIssueOf(String(i.path[0]), i.message) === "required");
        throw new RequestError(onlyRequired ? "required" : "invalid_field", { fieldErrors });
      }
      const browserKey = submissionKeySchema.safeParse(form.fields[SUBMISSION_KEY_FIELD] ?? "");
      const keys = browserKey.success
        ? { key: browserKey.data, equivalent: [] }
        : deriveSubmissionKeys(ip, parsed.data, form.file?.sha256);

      const { request: saved, duplicate } = await createRequest(parsed.data, keys, form.file);
      if (!duplicate) runAfterResponse(() => afterRequestSaved(saved));
      return success(wantsJson, saved, duplicate);
    } finally {
      await form.cleanup();
    }
  } catch (error) {
    const failure = error instanceof RequestError ? error : new RequestError("unknown", { cause: error });
    if (!(error instanceof RequestError)) console.error("request submission failed:", error);
    return failureResponse(wantsJson, failure);
  }
}

function runAfterResponse(task: () => Promise<void>) {
  try {
    after(task);
  } catch {
    // Outside a request scope (tests calling the handler directly) there is no after(): run it now.
    void task();
  }
}

function success(wantsJson: boolean, saved: SavedRequest | null, duplicate: boolean): Response {
  if (!wantsJson) return redirect(SUCCESS_PAGE);
  return Response.json({ ok: true, id: saved?.id ?? null, duplicate }, { status: duplicate ? 200 : 201 });
}

function failureResponse(wantsJson: boolean, error: RequestError): Response {
  const headers: Record<string, string> = {};
  if (error.code === "rate_limited") headers["Retry-After"] = "3600";
  if (wantsJson) {
    return Response.json({ ok: false, code: error.code, error: error.message, fieldErrors: error.fieldErrors }, { status: error.status, headers });
  }
  // Only codes and field names travel in the URL, never text, so the error page cannot be made to say anything else.
  const query = new URLSearchParams({ code: error.code });
  const first = error.fieldErrors && Object.entries(error.fieldErrors)[0];
  if (first) {
    query.set("field", first[0]);
    query.set("issue", fieldIssueOf(first[0], first[1]));
  }
  return redirect(`${ERROR_PAGE}?${query}`, headers);
}

function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { ...headers, Location: location, "Cache-Control": "no-store" } });
}

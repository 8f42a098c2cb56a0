/** What the route handler answers (see lib/requests/submit.ts). */
export type SubmitAnswer =
  | { ok: true; id: string | null; duplicate: boolean }
  | { ok: false; code: string; error: string; fieldErrors?: Record<string, string> };

export const NETWORK_ERROR = "Could not reach the server. Please check your connection and try again.";
export const UNKNOWN_ERROR = "An unknown error occurred";

/**
 * Posts the form with XMLHttpRequest rather than fetch: only XHR reports upload progress (upload.onprogress), which
 * drives the real progress bar. Never rejects: network failures and odd answers come back as { ok: false }.
 */
export function sendRequest(body: FormData, onProgress: (percent: number) => void): Promise<SubmitAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/requests");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      try {
        const answer = JSON.parse(xhr.responseText) as SubmitAnswer;
        if (typeof answer?.ok === "boolean") return resolve(answer);
      } catch {
        // not JSON: a proxy's error page, for instance
      }
      resolve({ ok: false, code: "unknown", error: xhr.status >= 500 ? "The server is not answering right now. Please try again in a few minutes." : UNKNOWN_ERROR });
    };
    xhr.onerror = () => resolve({ ok: false, code: "network", error: NETWORK_ERROR });
    xhr.ontimeout = () => resolve({ ok: false, code: "network", error: NETWORK_ERROR });
    xhr.timeout = 120_000;
    xhr.send(body);
  });
}

/** A per-form-render idempotency key; getRandomValues works on plain http too, unlike randomUUID. */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

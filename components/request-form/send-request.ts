import { FILE_FIELD } from "@/lib/requests/form-constants";

/** What the route handler answers (see lib/requests/submit.ts). */
export type SubmitAnswer =
  | { ok: true; id: string | null; duplicate: boolean }
  | { ok: false; code: string; error: string; fieldErrors?: Record<string, string> };

export const NETWORK_ERROR = "Could not reach the server. Please check your connection and try again.";
export const UNKNOWN_ERROR = "An unknown error occurred";
export const UPLOAD_TIMEOUT_ERROR = "The upload took too long. Please try again with a smaller file or a better connection.";

// A file just under 5 MB needs over 120 s on an uplink below about 350 kbit/s (congested 3G/4G); 300 s covers about
// 140 kbit/s. Without a file the request is a few kilobytes, so two minutes without an answer means the network.
export const TIMEOUT_MS = 120_000;
export const FILE_TIMEOUT_MS = 300_000;

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
    let uploaded = false;
    xhr.upload.onload = () => {
      uploaded = true;
      onProgress(100);
    };
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
    const hasFile = body.get(FILE_FIELD) instanceof Blob;
    // A timeout while a file is still going up is a slow upload on a working connection: "check your connection"
    // would mislead the visitor.
    xhr.ontimeout = () =>
      resolve(hasFile && !uploaded ? { ok: false, code: "upload_timeout", error: UPLOAD_TIMEOUT_ERROR } : { ok: false, code: "network", error: NETWORK_ERROR });
    xhr.timeout = hasFile ? FILE_TIMEOUT_MS : TIMEOUT_MS;
    xhr.send(body);
  });
}

/** A per-form-render idempotency key; getRandomValues works on plain http too, unlike randomUUID. */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

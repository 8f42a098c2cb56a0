import {
  FIELD_LABELS,
  FIELD_LIMITS,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from "./form-constants";

/**
 * Every way a request submission can fail, as a typed code. The route handler throws RequestError(code), answers
 * JSON { ok: false, code, error } with the code's status, or (without JavaScript) redirects to /request-error?code=.
 * The visitor only ever sees the messages below.
 */
export const REQUEST_ERRORS = {
  required: { status: 400, message: REQUIRED_MESSAGE },
  invalid_field: { status: 400, message: "Please check the highlighted fields and try again." },
  file_type: { status: 415, message: FILE_TYPE_MESSAGE },
  file_too_large: { status: 413, message: FILE_SIZE_MESSAGE },
  file_empty: { status: 400, message: "The selected file is empty." },
  too_many_files: { status: 400, message: "Please attach one file only." },
  file_name_too_long: { status: 400, message: "The file name is too long. Please rename the file and try again." },
  body_too_large: { status: 413, message: FILE_SIZE_MESSAGE },
  bad_form: { status: 400, message: "The form could not be read. Please reload the page and try again." },
  rate_limited: { status: 429, message: "Too many requests from your connection. Please try again in an hour." },
  db_unavailable: { status: 503, message: "We could not save your request just now. Please try again in a few minutes." },
  storage_config: { status: 503, message: "Storage not properly configured. Please try again later or contact support." },
  storage_permission: { status: 503, message: "You don't have permission to upload files. Please log in first." },
  storage_failed: { status: 503, message: "Upload failed: {message}" },
  unknown: { status: 503, message: "An unknown error occurred" },
} as const;

export type RequestErrorCode = keyof typeof REQUEST_ERRORS;

export function isRequestErrorCode(code: unknown): code is RequestErrorCode {
  return typeof code === "string" && Object.hasOwn(REQUEST_ERRORS, code);
}

export class RequestError extends Error {
  readonly code: RequestErrorCode;
  readonly fieldErrors?: Record<string, string>;
  constructor(code: RequestErrorCode, options?: { detail?: string; fieldErrors?: Record<string, string>; cause?: unknown }) {
    super(requestErrorMessage(code, options?.detail), { cause: options?.cause });
    this.code = code;
    this.fieldErrors = options?.fieldErrors;
  }
  get status(): number {
    return REQUEST_ERRORS[this.code].status;
  }
}

export function requestErrorMessage(code: RequestErrorCode, detail?: string): string {
  return REQUEST_ERRORS[code].message.replace("{message}", (detail && publicDetail(detail)) || "unknown error");
}

/**
 * The part of a storage adapter's error a visitor may read (SPEC's "Upload failed: {message}"): its first line, file
 * system paths replaced ("ENOSPC: no space left on device, open '/srv/app/.data/uploads/...'" told anyone where the
 * app keeps its files), at most 160 characters.
 */
export function publicDetail(detail: string): string {
  const line = detail.split("\n")[0]!.replace(/(?:[A-Za-z]:)?[\\/](?:[^\s'"`\\/]+[\\/])+[^\s'"`]*/g, "[file]").trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** SPEC.md section 8 (upload): storage messages are classified by what they contain. */
export function storageErrorCode(message: string): RequestErrorCode {
  const m = message.toLowerCase();
  if (m.includes("storage bucket") || m.includes("bucket not found")) return "storage_config";
  if (m.includes("permission") || m.includes("unauthorized") || m.includes("row-level security")) return "storage_permission";
  return "storage_failed";
}

/** Why a field failed, as the no-JavaScript error page receives it (never free text, so the URL cannot inject any). */
export type FieldIssue = "required" | "too_long" | "invalid";

export function fieldIssueOf(field: string, message: string): FieldIssue {
  if (message === REQUIRED_MESSAGE) return "required";
  if (field in FIELD_LIMITS && field in FIELD_LABELS && message === tooLongMessage(field as "name")) return "too_long";
  return "invalid";
}

/** The same message the schema gives, rebuilt from a field name and an issue kind. */
export function fieldMessage(field: string, issue: string): string | null {
  if (!Object.hasOwn(FIELD_LABELS, field)) return null;
  const f = field as keyof typeof FIELD_LABELS;
  if (issue === "required") return REQUIRED_MESSAGE;
  if (issue === "too_long" && f !== "projectType") return tooLongMessage(f);
  if (f === "email") return INVALID_EMAIL_MESSAGE;
  if (f === "phone") return INVALID_PHONE_MESSAGE;
  return `Please check the ${FIELD_LABELS[f]} field and try again.`;
}

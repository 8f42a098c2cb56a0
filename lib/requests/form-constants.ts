/**
 * The request form's constants, messages and file checks, free of zod so the home page can render the form without
 * loading the validation library (lib/requests/schema.ts, loaded on first use). Limits mirror the SQL checks in
 * supabase/migrations/20261125000100_init.sql.
 */
import { siteConfig } from "@/lib/site-config";

export const REQUIRED_MESSAGE = "Please fill in all required fields.";
export const FILE_TYPE_MESSAGE = "Only PDF and Word documents are allowed";
export const FILE_SIZE_MESSAGE = "File size must be less than 5MB";
export const FILE_UPLOADED_MESSAGE = "File uploaded successfully";

/** The success dialog's words, also the title of /request-submitted (a server page, so not in a "use client" file). */
export const SUCCESS_TITLE = "Request Submitted Successfully";
export const SUCCESS_TEXT = `Thank you! We have received your request and will get back to you in ${siteConfig.requestResponseTime}.`;

/** Files must be strictly under 5 MB: 5 MB itself is refused. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const FIELD_LIMITS = {
  name: 120,
  institution: 160,
  program: 160,
  email: 254,
  phone: 40,
  details: 5000,
  fileName: 255,
} as const;

export const PROJECT_TYPES = [
  { value: "assignment", label: "Assignment" },
  { value: "thesis", label: "Thesis" },
  { value: "research", label: "Research Paper" },
  { value: "project", label: "Project Work" },
  { value: "study-plan", label: "Study Plan" },
  { value: "other", label: "Other" },
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number]["value"];
export const PROJECT_TYPE_VALUES = PROJECT_TYPES.map((t) => t.value) as [ProjectType, ...ProjectType[]];

export function projectTypeLabel(value: string): string {
  return PROJECT_TYPES.find((t) => t.value === value)?.label ?? value;
}

export const FIELD_LABELS = {
  name: "Full Name",
  institution: "Institution",
  program: "Program / Course",
  email: "Email",
  phone: "Phone Number",
  projectType: "Project Type",
  details: "Project Details",
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS & keyof typeof FIELD_LABELS;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number.";

export function tooLongMessage(field: LimitedField): string {
  return `${FIELD_LABELS[field]} must be at most ${FIELD_LIMITS[field].toLocaleString("en-US")} characters.`;
}
/** Names of the form's inputs, shared by the component and the route handler. */
export const FORM_FIELD_NAMES = ["name", "institution", "program", "email", "phone", "projectType", "details", "turnitin"] as const;
export const HONEYPOT_FIELD = "website";
export const SUBMISSION_KEY_FIELD = "submissionKey";
export const FILE_FIELD = "file";

export const ALLOWED_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];
export const FILE_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The lower-cased extension of a file name when it is one we accept, else null. */
export function allowedExtensionOf(fileName: string): AllowedExtension | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const ext = fileName.slice(dot).toLowerCase();
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AllowedExtension) : null;
}

/** The browser's early check of a chosen file (the server checks the content again). */
export function checkFileChoice(file: { name: string; size: number }): string | null {
  if (!allowedExtensionOf(file.name)) return FILE_TYPE_MESSAGE;
  if (file.size >= MAX_FILE_BYTES) return FILE_SIZE_MESSAGE;
  if (file.size === 0) return "The selected file is empty.";
  if (file.name.length > FIELD_LIMITS.fileName) return `File name must be at most ${FIELD_LIMITS.fileName} characters.`;
  return null;
}

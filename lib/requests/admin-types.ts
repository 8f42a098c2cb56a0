/** A request as the admin pages see it. The stored file path stays on the server: the browser only gets the name. */
export type AdminRequest = {
  id: string;
  createdAt: string;
  name: string;
  institution: string | null;
  program: string;
  email: string;
  phone: string | null;
  projectType: string;
  details: string;
  fileName: string | null;
  hasAttachment: boolean;
  status: string;
  turnitinSubmission: string | null;
};

export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** SPEC section 4: any status other than the three known ones displays 'Unknown'. */
export function requestStatusLabel(status: string): string {
  if (status === "pending") return "Pending";
  if (status === "approved") return "Approved";
  if (status === "rejected") return "Rejected";
  return "Unknown";
}

/** The path of the admin-only download route for a request's file. */
export function attachmentUrl(requestId: string): string {
  return `/api/admin/attachments/${encodeURIComponent(requestId)}`;
}

import "server-only";
import type { clientRequests } from "@/lib/db/schema";
import type { AdminRequest } from "./admin-types";

export function toAdminRequest(row: typeof clientRequests.$inferSelect): AdminRequest {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    institution: row.institution,
    program: row.program,
    email: row.email,
    phone: row.phone,
    projectType: row.projectType,
    details: row.details,
    fileName: row.fileName,
    hasAttachment: Boolean(row.filePath),
    status: row.status,
    turnitinSubmission: row.turnitinSubmission,
  };
}

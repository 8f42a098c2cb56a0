import "server-only";
import type { StoredObject } from "@/lib/storage";

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * Content-Disposition for the visitor's own file name: an ASCII fallback (quotes, slashes and controls replaced)
 * plus the exact name in RFC 5987 form, so "Thesis – draft é.pdf" downloads under that name in every browser.
 */
export function contentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "attachment";
  const ascii = clean.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\/]/g, "_").trim() || "attachment";
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file as a download: never rendered inline by the browser, never cached, never sniffed as another type. */
export function attachmentResponse(object: StoredObject, fileName: string): Response {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  const headers = new Headers({
    "content-type": object.contentType ?? TYPES[ext] ?? "application/octet-stream",
    "content-disposition": contentDisposition(fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  if (object.size !== undefined) headers.set("content-length", String(object.size));
  return new Response(object.body, { headers });
}

import { withSameOrigin } from "@/lib/security/origin";
import { isAuthError } from "@/lib/auth/errors";
import { requireAdminRoute } from "@/lib/auth/session";
import { addReferenceFile } from "@/lib/plagiarism/admin-actions";
import { MAX_REFERENCE_BYTES } from "@/lib/plagiarism/library-limits";
import { readAll } from "@/lib/streams";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Uploads a PDF, DOCX or TXT reference file to the plagiarism library (multipart: file, optional title and url).
 * A route handler rather than a server action, whose 1 MB body limit would refuse most PDFs.
 */
// Cross-site writes are refused by proxy.ts already; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin(async function POST(request: Request) {
  try {
    await requireAdminRoute();
    const tooLarge = () => Response.json({ ok: false, error: "The file is larger than 10 MB." }, { status: 413 });
    const cap = MAX_REFERENCE_BYTES + 64 * 1024;
    if (Number(request.headers.get("content-length") ?? 0) > cap) return tooLarge();
    // counted as it streams in: a body sent without its length (chunked) would otherwise be held whole in memory
    const body = request.body ? await readAll(request.body, cap) : new Uint8Array();
    if (!body) return tooLarge();
    const type = request.headers.get("content-type") ?? "";
    const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
    if (!form) return Response.json({ ok: false, error: "Send the file as multipart form data." }, { status: 400 });
    const result = await addReferenceFile(form);
    return Response.json(result, { status: result.ok ? 200 : 400 });
  } catch (error) {
    if (isAuthError(error)) return Response.json({ ok: false, error: error.message }, { status: error.status });
    console.error("library upload failed:", error);
    return Response.json({ ok: false, error: "The file could not be added right now. Please try again." }, { status: 503 });
  }
});

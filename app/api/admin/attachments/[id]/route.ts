import { isAuthError } from "@/lib/auth/errors";
import { requireAdminRoute } from "@/lib/auth/session";
import { getRequestAttachment } from "@/lib/requests/admin-queries";
import { attachmentResponse } from "@/lib/requests/attachment-response";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

/** A request's uploaded file, for signed-in admins only, streamed from storage as a download with its original name. */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  try {
    await requireAdminRoute();
    const { id } = await ctx.params;
    const attachment = await getRequestAttachment(id);
    if (!attachment) return Response.json({ error: "This request has no attached file." }, { status: 404 });
    const object = await getStorage().get(attachment.filePath);
    if (!object) return Response.json({ error: "The attached file is missing from storage." }, { status: 404 });
    return attachmentResponse(object, attachment.fileName);
  } catch (error) {
    if (isAuthError(error)) return Response.json({ error: error.message }, { status: error.status });
    console.error("attachment download failed:", error);
    return Response.json({ error: "The file could not be read right now. Please try again." }, { status: 503 });
  }
}

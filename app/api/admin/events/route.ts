import { isAuthError } from "@/lib/auth/errors";
import { requireAdmin } from "@/lib/auth/session";
import { createAdminEventStream, SSE_HEADERS } from "@/lib/realtime/sse-stream";

export const dynamic = "force-dynamic";

/** Server-sent events with every change to prompts and university statuses, for signed-in admins only. */
export async function GET(request: Request) {
  try {
    await requireAdmin();
  } catch (error) {
    if (isAuthError(error)) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
  return new Response(createAdminEventStream(request.signal), { headers: SSE_HEADERS });
}

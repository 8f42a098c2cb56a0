import { isAuthError } from "@/lib/auth/errors";
import { sessionActive } from "@/lib/auth/service";
import { requireAdminRoute } from "@/lib/auth/session";
import { createAdminEventStream, SSE_HEADERS } from "@/lib/realtime/sse-stream";

export const dynamic = "force-dynamic";

/** Server-sent events with every change to prompts and university statuses, for signed-in admins only. */
export async function GET(request: Request) {
  let sessionId: string;
  try {
    ({ sessionId } = await requireAdminRoute());
  } catch (error) {
    if (isAuthError(error)) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
  // undici's Request passes the client's disconnect on to request.signal through a weak reference to the request
  // (nodejs/undici#3644): a listener that holds the request keeps that link alive for as long as the stream holds
  // the signal, or a collected request would leave the stream open until its maximum lifetime.
  request.signal.addEventListener("abort", () => void request, { once: true });
  return new Response(createAdminEventStream(request.signal, { stillAllowed: () => sessionActive(sessionId) }), { headers: SSE_HEADERS });
}

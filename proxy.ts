import { NextResponse, type NextRequest } from "next/server";
import { adminGate } from "@/lib/auth/proxy-gate";

/**
 * Next 16's middleware. Admin pages without a validly signed, unexpired session cookie go to /. This is the first
 * gate only: every admin page, action, route and data function checks the session itself (lib/auth/session.ts).
 */
export async function proxy(request: NextRequest) {
  return (await adminGate(request)) ?? NextResponse.next();
}

export const config = {
  // Literal list (Next reads it at build time). No `missing` header conditions: prefetches are gated too.
  matcher: ["/dashboard/:path*", "/prompts/:path*", "/universities/:path*", "/requests/:path*", "/clients/:path*"],
};

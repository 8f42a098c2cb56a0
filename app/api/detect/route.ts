import { withSameOrigin } from "@/lib/security/origin";
import { detectRequestSchema } from "@/lib/text-tools/schema";
import { createToolRoute, postOnly } from "@/lib/text-tools/route";
import { detectText } from "@/lib/text-tools/detector";

export const runtime = "nodejs";

// proxy.ts refuses cross-site writes first; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin(createToolRoute({
  tool: "detect",
  schema: detectRequestSchema,
  failureMessage: "Failed to analyze text. Please try again.",
  errorBody: (error, errorType) => ({ error, errorType }),
  handle: async ({ text }) => ({ detectionResult: await detectText(text) }),
}));

export const GET = postOnly;
export const PUT = postOnly;
export const PATCH = postOnly;
export const DELETE = postOnly;

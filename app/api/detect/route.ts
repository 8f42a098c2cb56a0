import { detectRequestSchema } from "@/lib/text-tools/schema";
import { createToolRoute } from "@/lib/text-tools/route";
import { detectText } from "@/lib/text-tools/detector";

export const runtime = "nodejs";

export const POST = createToolRoute({
  tool: "detect",
  schema: detectRequestSchema,
  failureMessage: "Failed to analyze text. Please try again.",
  errorBody: (error, errorType) => ({ error, errorType }),
  handle: async ({ text }) => ({ detectionResult: await detectText(text) }),
});

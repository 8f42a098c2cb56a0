import { withSameOrigin } from "@/lib/security/origin";
import { createToolRoute, humanizeRequestSchema } from "@/lib/text-tools";
import { postOnly } from "@/lib/text-tools/route";
import { humanize } from "@/lib/text-tools/humanizer";

/** POST /api/humanize: {text, options} -> {success, data: {humanizedText, warning?}} (errors: the platform's mapping). */
// proxy.ts refuses cross-site writes first; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin(createToolRoute({
  tool: "humanize",
  schema: humanizeRequestSchema,
  failureMessage: "Failed to humanize text. Please try again.",
  handle: async ({ text, options }) => ({ success: true, data: await humanize(text, options) }),
}));

export const GET = postOnly;
export const PUT = postOnly;
export const PATCH = postOnly;
export const DELETE = postOnly;

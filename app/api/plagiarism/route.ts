import { withSameOrigin } from "@/lib/security/origin";
import { getAdminSession } from "@/lib/auth/session";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { createToolRoute, plagiarismRequestSchema } from "@/lib/text-tools";

export const dynamic = "force-dynamic";

/** POST {text} → the plagiarism result (DESIGN.md). Admins see private submissions in full; everyone else redacted. */
// proxy.ts refuses cross-site writes first; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin(createToolRoute({
  tool: "plagiarism",
  schema: plagiarismRequestSchema,
  failureMessage: "Failed to check plagiarism. Please try again.",
  errorBody: (message, errorType) => ({ error: message, errorType }),
  handle: async ({ text }) => {
    const session = await getAdminSession().catch(() => null);
    return checkPlagiarism(text.trim(), session ? "admin" : "public");
  },
}));

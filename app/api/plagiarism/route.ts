import { withSameOrigin } from "@/lib/security/origin";
import { getAdminSession } from "@/lib/auth/session";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { plagiarismBodySchema } from "@/lib/plagiarism/request";
import { createToolRoute } from "@/lib/text-tools";
import { postOnly } from "@/lib/text-tools/route";

export const dynamic = "force-dynamic";

/** POST {text} → the plagiarism result (DESIGN.md). Admins see private submissions in full; everyone else redacted. */
// proxy.ts refuses cross-site writes first; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin(createToolRoute({
  tool: "plagiarism",
  schema: plagiarismBodySchema,
  failureMessage: "Failed to check plagiarism. Please try again.",
  errorBody: (message, errorType) => ({ error: message, errorType }),
  handle: async ({ text }) => {
    const session = await getAdminSession().catch(() => null);
    return checkPlagiarism(text, session ? "admin" : "public");
  },
}));

export const GET = postOnly;
export const PUT = postOnly;
export const PATCH = postOnly;
export const DELETE = postOnly;

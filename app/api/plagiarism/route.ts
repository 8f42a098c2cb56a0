import { getAdminSession } from "@/lib/auth/session";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { createToolRoute, plagiarismRequestSchema } from "@/lib/text-tools";

export const dynamic = "force-dynamic";

/** POST {text} → the plagiarism result (DESIGN.md). Admins see private submissions in full; everyone else redacted. */
export const POST = createToolRoute({
  tool: "plagiarism",
  schema: plagiarismRequestSchema,
  failureMessage: "Failed to check plagiarism. Please try again.",
  errorBody: (message, errorType) => ({ error: message, errorType }),
  handle: async ({ text }) => {
    const session = await getAdminSession().catch(() => null);
    return checkPlagiarism(text.trim(), session ? "admin" : "public");
  },
});

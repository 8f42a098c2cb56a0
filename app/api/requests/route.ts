import { withSameOrigin } from "@/lib/security/origin";
import { handleRequestSubmission } from "@/lib/requests/submit";

// Streams multipart bodies with busboy on Node (a server action's 1 MB body limit would answer 500 past it).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Cross-site writes are refused by proxy.ts already; the wrapper keeps the rule if the handler is reached otherwise.
export const POST = withSameOrigin((request: Request) => handleRequestSubmission(request));

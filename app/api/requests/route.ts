import { handleRequestSubmission } from "@/lib/requests/submit";

// Streams multipart bodies with busboy on Node (a server action's 1 MB body limit would answer 500 past it).
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleRequestSubmission(request);
}

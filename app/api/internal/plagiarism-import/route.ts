import { getDatabase } from "@/lib/db";
import { importBatchSchema, referenceDocument } from "@/lib/plagiarism/import";
import { hasServerToken } from "@/lib/plagiarism/server-lock";
import { upsertDocuments } from "@/lib/plagiarism/store";

export const dynamic = "force-dynamic";

/**
 * Used by `npm run corpus:import` while this server holds the embedded database (PGlite allows one process).
 * Authenticated by the token in the server's lock file; 404 for anyone else so the route does not advertise itself.
 */
export async function POST(request: Request) {
  if (!hasServerToken(request)) return Response.json({ error: "Not found" }, { status: 404 });
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return Response.json({ error: "Request body must be JSON" }, { status: 400 });
  }
  const parsed = importBatchSchema.safeParse(json);
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "Invalid batch" }, { status: 400 });
  const { runner } = await getDatabase();
  const result = await upsertDocuments(runner, parsed.data.documents.map(referenceDocument));
  return Response.json(result);
}

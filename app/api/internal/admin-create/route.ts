import { adminInputSchema, upsertAdmin } from "@/lib/auth/admins";
import { hasServerToken } from "@/lib/plagiarism/server-lock";

/**
 * `npm run admin:create` while this server holds the embedded database: only a request bearing the token from
 * this server's lock file (readable by the local account that started it) is accepted. Not available otherwise.
 */
export async function POST(request: Request) {
  if (!hasServerToken(request)) return Response.json({ error: "Not found" }, { status: 404 });
  const body = await request.json().catch(() => null);
  const parsed = adminInputSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: parsed.error.issues.map((i) => i.message).join(" ") }, { status: 400 });
  const result = await upsertAdmin(parsed.data);
  return Response.json({ email: result.email, created: result.created });
}

import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db";
import { stripNul } from "@/lib/forms/control-chars";

export type LibraryItem = { id: string; kind: "reference" | "private"; title: string; url: string | null; chars: number; createdAt: string };
export type LibraryPage = { total: number; references: number; privateDocuments: number; matching: number; items: LibraryItem[]; page: number; pageSize: number };

export const LIBRARY_PAGE_SIZE = 25;

/** The reference library and indexed submissions, newest first, optionally filtered by title or url. */
export async function listLibrary(input: { search?: unknown; page?: unknown } = {}): Promise<LibraryPage> {
  await requireAdmin();
  // a NUL (/library?q=%00) cannot be a query parameter of PostgreSQL text: the page failed with an error
  const search = typeof input.search === "string" ? stripNul(input.search).trim().slice(0, 200) : "";
  const asked = Math.max(1, Math.min(10_000, Math.floor(Number(input.page) || 1)));
  const { runner } = await getDatabase();
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search ? `where title ilike $1 or coalesce(url, '') ilike $1` : `where $1::text is not null`;
  const [counts, matching] = await Promise.all([
    runner.query<{ kind: string; n: number }>(`select kind, count(*)::int as n from plagiarism_documents group by kind`),
    runner.query<{ n: number }>(`select count(*)::int as n from plagiarism_documents ${where}`, [like]),
  ]);
  // a page past the last one (its last document just deleted) is the last page, not an "empty library"
  const page = Math.min(asked, Math.max(1, Math.ceil(Number(matching[0]?.n ?? 0) / LIBRARY_PAGE_SIZE)));
  const rows = await runner.query<{ id: string | number; kind: "reference" | "private"; title: string; url: string | null; chars: number; created_at: string | Date }>(
    `select id, kind, title, url, chars, created_at from plagiarism_documents ${where} order by created_at desc, id desc limit $2 offset $3`,
    [like, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE],
  );
  const n = (k: string) => Number(counts.find((c) => c.kind === k)?.n ?? 0);
  return {
    total: n("reference") + n("private"),
    references: n("reference"),
    privateDocuments: n("private"),
    matching: Number(matching[0]?.n ?? 0),
    items: rows.map((r) => ({ id: String(r.id), kind: r.kind, title: r.title, url: r.url, chars: Number(r.chars), createdAt: new Date(r.created_at).toISOString() })),
    page,
    pageSize: LIBRARY_PAGE_SIZE,
  };
}

import "server-only";
import { and, count, desc, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { prompts } from "@/lib/db/schema";
import { stripNul } from "@/lib/forms/control-chars";
import { FIRST_INSTANT, PROMPT_PAGE_SIZE, PROMPT_PREVIEW_CHARS, PROMPT_SEARCH_MAX, type PromptSummary, type PromptsPage } from "./schema";

/**
 * The SQL of the prompt cards, shared by the page's first render and the browser's later calls. Only the start of
 * each text leaves the database; search runs here (ILIKE on name and content) so it still finds a word deep inside a
 * long prompt without the browser holding every text.
 */

// "<UTC time with microseconds>|<id>": a JavaScript date keeps milliseconds only, and a cursor rounded to them
// skipped the prompts created in the same millisecond as the last card.
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const idsSchema = z.array(z.guid()).max(PROMPT_PAGE_SIZE * 2);

/** The user's search as a value for the query: text only, no NUL (PostgreSQL text cannot hold one), at most 200 characters. */
export function normalizeSearch(raw: unknown): string {
  return typeof raw === "string" ? stripNul(raw).trim().slice(0, PROMPT_SEARCH_MAX) : "";
}

/**
 * The time of a cursor is a real instant: the shape alone let "2024-13-45T99:99:99" through, and its ::timestamptz cast
 * then failed the whole list as if the database were down. Date.parse rolls "02-30" over to March, hence the round
 * trip (milliseconds only: JavaScript has no microseconds, and the date and time fields are what can be impossible).
 */
function isRealInstant(at: string): boolean {
  const ms = Date.parse(`${at.slice(0, 23)}Z`);
  return !Number.isNaN(ms) && ms >= FIRST_INSTANT && new Date(ms).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** A cursor from the browser, or null when it is not one this module wrote (the list then starts at the top). */
export function parseCursor(raw: unknown): { at: string; id: string } | null {
  const m = typeof raw === "string" ? CURSOR.exec(raw) : null;
  return m && isRealInstant(m[1]!) ? { at: m[1]!, id: m[2]! } : null;
}

/** Ids from the browser (a live change names them); anything else is none. */
export function parseIds(raw: unknown): string[] {
  const parsed = idsSchema.safeParse(raw);
  return parsed.success ? [...new Set(parsed.data)] : [];
}

/** Name or content contains the search, its %, _ and \ taken literally. */
function matches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(prompts.promptName, pattern), ilike(prompts.promptContent, pattern));
}

const cardColumns = {
  id: prompts.id,
  promptName: prompts.promptName,
  preview: sql<string>`left(${prompts.promptContent}, ${sql.raw(String(PROMPT_PREVIEW_CHARS))})`,
  createdAt: prompts.createdAt,
  at: sql<string>`to_char(${prompts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

function toSummary(row: { id: string; promptName: string; preview: string; createdAt: Date; at: string }): PromptSummary {
  return { id: row.id, promptName: row.promptName, preview: row.preview, createdAt: row.createdAt.toISOString(), cursor: `${row.at}|${row.id}` };
}

/** Every prompt and those the search finds, in one pass. */
export async function countPrompts(db: Db, search: string): Promise<{ total: number; matching: number }> {
  const where = matches(search);
  const [row] = await db
    .select({ total: count(), matching: where ? sql<number>`count(*) filter (where ${where})`.mapWith(Number) : count() })
    .from(prompts);
  return { total: Number(row?.total ?? 0), matching: Number(row?.matching ?? 0) };
}

/** Up to `limit` cards, newest first, after the cursor when given, only the given ids when given. */
export async function selectCards(db: Db, options: { search: string; after?: { at: string; id: string } | null; ids?: string[]; limit: number }): Promise<PromptSummary[]> {
  const { search, after, ids, limit } = options;
  const rows = await db
    .select(cardColumns)
    .from(prompts)
    .where(
      and(
        matches(search),
        after ? sql`(${prompts.createdAt}, ${prompts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ids ? inArray(prompts.id, ids) : undefined,
      ),
    )
    .orderBy(desc(prompts.createdAt), desc(prompts.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One page of cards and the counts; `after` is the `next` of the page before (anything else starts at the top). */
export async function readPage(db: Db, options: { search?: unknown; after?: unknown }): Promise<PromptsPage> {
  const search = normalizeSearch(options.search);
  // One more row than shown says whether there is a next page without counting what is left.
  const [rows, counts] = await Promise.all([selectCards(db, { search, after: parseCursor(options.after), limit: PROMPT_PAGE_SIZE + 1 }), countPrompts(db, search)]);
  const page = rows.slice(0, PROMPT_PAGE_SIZE);
  return { prompts: page, ...counts, next: rows.length > PROMPT_PAGE_SIZE ? page[page.length - 1]!.cursor : null };
}

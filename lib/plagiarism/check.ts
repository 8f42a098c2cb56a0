import "server-only";
import { getDatabase } from "@/lib/db";
import { analyse, type CandidateDoc } from "./engine";
import { queryHashes } from "./fingerprint";
import { buildResult, type View } from "./report";
import { findCandidates, loadDocuments } from "./store";
import type { PlagiarismResult } from "./types";
import { webCandidates, webSearchProvider } from "./web-search";

/** How many first-stage candidates the alignment stage reads. Alignment of one 3,000-character document is ~1 ms. */
export const CANDIDATES = 30;

type Counts = { documents: number; privateDocuments: number };
let countsCache: { at: number; handle: unknown; value: Counts } | null = null;

/** Library size for the report; cached for 30 s per database, since counting every check would cost a scan. */
export async function libraryCounts(): Promise<Counts> {
  const handle = await getDatabase();
  if (countsCache && countsCache.handle === handle && Date.now() - countsCache.at < 30_000) return countsCache.value;
  const { runner } = handle;
  const rows = await runner.query<{ kind: string; n: number }>(`select kind, count(*)::int as n from plagiarism_documents group by kind`);
  const n = (k: string) => Number(rows.find((r) => r.kind === k)?.n ?? 0);
  const value = { documents: n("reference"), privateDocuments: n("private") };
  countsCache = { at: Date.now(), handle, value };
  return value;
}

/** Checks a text against the library, the business's submissions and (when configured) the web. */
export async function checkPlagiarism(text: string, view: View = "public"): Promise<PlagiarismResult> {
  const { runner } = await getDatabase();
  const candidates = await findCandidates(runner, queryHashes(text), CANDIDATES);
  const docs: CandidateDoc[] = (await loadDocuments(runner, candidates.map((c) => c.id))).map((d) => ({
    id: d.id,
    title: d.title,
    url: d.url,
    text: d.body,
    kind: d.kind,
    createdAt: d.createdAt,
  }));
  const provider = webSearchProvider();
  if (provider) docs.push(...(await webCandidates(provider, text)));
  const analysis = analyse(text, docs);
  const counts = await libraryCounts();
  return buildResult(text, analysis, view, { ...counts, web: Boolean(provider) });
}

import "server-only";
import type { SqlRunner } from "@/lib/db/migrations";
import { documentFingerprints } from "./fingerprint";

/** One document to index. `key` makes imports idempotent: the url for reference documents. */
export type NewDocument = {
  key: string;
  kind: "reference" | "private";
  title: string;
  url: string | null;
  text: string;
  externalId?: string | null;
  requestId?: string | null;
  createdAt?: Date | null;
};

export type StoredDocument = { id: string; kind: "reference" | "private"; title: string; url: string | null; body: string; createdAt: string };

const intArray = (xs: number[]) => `{${xs.join(",")}}`;

/**
 * A lone surrogate (half an emoji, which JSON may escape on its own) as U+FFFD, what the driver sends for it in a text
 * parameter: in the jsonb parameter of a batch, PostgreSQL refused it and the whole batch failed.
 */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/** Inserts or updates one document and replaces its fingerprints. Returns whether it was new. */
export async function upsertDocument(db: SqlRunner, doc: NewDocument): Promise<{ id: string; created: boolean }> {
  const rows = await db.query<{ id: string | number; created: boolean }>(
    `insert into plagiarism_documents (doc_key, kind, external_id, title, url, body, chars, request_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()))
     on conflict (doc_key) do update set kind = excluded.kind, external_id = excluded.external_id, title = excluded.title,
       url = excluded.url, body = excluded.body, chars = excluded.chars, request_id = excluded.request_id, updated_at = now()
     returning id, (xmax = 0) as created`,
    [doc.key, doc.kind, doc.externalId ?? null, doc.title.slice(0, 500), doc.url, doc.text, doc.text.length, doc.requestId ?? null, doc.createdAt?.toISOString() ?? null],
  );
  const id = String(rows[0].id);
  await db.query(`delete from plagiarism_fingerprints where document_id = $1`, [id]);
  const hashes = documentFingerprints(doc.text);
  if (hashes.length) {
    await db.query(`insert into plagiarism_fingerprints (hash, document_id) select unnest($1::int[]), $2::bigint on conflict do nothing`, [intArray(hashes), id]);
  }
  return { id, created: Boolean(rows[0].created) };
}

/**
 * Imports a batch in one transaction with three statements whatever its size (documents from a JSON parameter,
 * then the fingerprints as two parallel arrays), so an import costs round trips per batch, not per document.
 * Returns how many were created and updated; a key repeated inside the batch keeps its last version.
 */
export async function upsertDocuments(db: SqlRunner, docs: NewDocument[]) {
  const byKey = new Map(docs.map((d) => [wellFormed(d.key), { ...d, key: wellFormed(d.key), title: wellFormed(d.title), url: d.url === null ? null : wellFormed(d.url), text: wellFormed(d.text), externalId: d.externalId ? wellFormed(d.externalId) : d.externalId }]));
  const unique = [...byKey.values()];
  if (!unique.length) return { created: 0, updated: 0 };
  const payload = unique.map((d) => ({
    doc_key: d.key,
    kind: d.kind,
    external_id: d.externalId ?? null,
    title: d.title.slice(0, 500),
    url: d.url,
    body: d.text,
    chars: d.text.length,
    request_id: d.requestId ?? null,
    created_at: d.createdAt?.toISOString() ?? null,
  }));
  let created = 0;
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string | number; doc_key: string; created: boolean }>(
      `insert into plagiarism_documents (doc_key, kind, external_id, title, url, body, chars, request_id, created_at)
       select doc_key, kind, external_id, title, url, body, chars, request_id, coalesce(created_at, now())
       from jsonb_to_recordset($1::jsonb) as x(doc_key text, kind text, external_id text, title text, url text, body text, chars int, request_id uuid, created_at timestamptz)
       on conflict (doc_key) do update set kind = excluded.kind, external_id = excluded.external_id, title = excluded.title,
         url = excluded.url, body = excluded.body, chars = excluded.chars, request_id = excluded.request_id, updated_at = now()
       returning id, doc_key, (xmax = 0) as created`,
      [JSON.stringify(payload)],
    );
    const ids = rows.map((r) => String(r.id));
    created = rows.filter((r) => r.created).length;
    await tx.query(`delete from plagiarism_fingerprints where document_id = any($1::bigint[])`, [`{${ids.join(",")}}`]);
    const hashes: number[] = [];
    const owners: string[] = [];
    for (const r of rows) {
      for (const h of documentFingerprints(byKey.get(r.doc_key)!.text)) {
        hashes.push(h);
        owners.push(String(r.id));
      }
    }
    if (hashes.length) {
      await tx.query(`insert into plagiarism_fingerprints (hash, document_id) select * from unnest($1::int[], $2::bigint[]) on conflict do nothing`, [intArray(hashes), `{${owners.join(",")}}`]);
    }
  });
  return { created, updated: unique.length - created };
}

export type Candidate = { id: string; hits: number; score: number };

/**
 * First stage: the documents sharing k-gram hashes with the text, by index look-ups on the hash. Each shared hash
 * scores 1/(number of documents holding it), so phrases common to many books weigh little.
 */
export async function findCandidates(db: SqlRunner, hashes: number[], limit: number): Promise<Candidate[]> {
  if (!hashes.length) return [];
  const rows = await db.query<{ id: string | number; hits: number; score: number }>(
    `with h as (select hash, document_id from plagiarism_fingerprints where hash = any($1::int[])),
          df as (select hash, count(*)::float8 as n from h group by hash)
     select h.document_id as id, count(*)::int as hits, sum(1.0 / df.n)::float8 as score
     from h join df using (hash) group by h.document_id order by score desc, hits desc limit $2`,
    [intArray(hashes), limit],
  );
  return rows.map((r) => ({ id: String(r.id), hits: Number(r.hits), score: Number(r.score) }));
}

export async function loadDocuments(db: SqlRunner, ids: string[]): Promise<StoredDocument[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string | number; kind: "reference" | "private"; title: string; url: string | null; body: string; created_at: string | Date }>(
    `select id, kind, title, url, body, created_at from plagiarism_documents where id = any($1::bigint[])`,
    [`{${ids.join(",")}}`],
  );
  return rows.map((r) => ({ id: String(r.id), kind: r.kind, title: r.title, url: r.url, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}

export async function deleteDocument(db: SqlRunner, id: string) {
  const rows = await db.query<{ id: string }>(`delete from plagiarism_documents where id = $1::bigint returning id`, [id]);
  return rows.length > 0;
}

/** Removes a request's indexed details and files (when the request is deleted or re-indexed). */
export async function deleteRequestDocuments(db: SqlRunner, requestId: string) {
  await db.query(`delete from plagiarism_documents where request_id = $1::uuid`, [requestId]);
}

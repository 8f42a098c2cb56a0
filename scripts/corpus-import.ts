/**
 * npm run corpus:import -- FILE.jsonl
 *
 * Imports reference documents (one JSON object a line: {title, url, text, id?}) into the plagiarism library.
 * Idempotent: a document is identified by its url, so importing the same url again updates it. Works with
 * DATABASE_URL, and with the embedded database: when a running server holds PGlite (which one process only may
 * open), the documents go through that server's internal route, authenticated by the token in its lock file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { acquireLock, readLiveLock } from "@/lib/db/embedded-lock";
import { env } from "@/lib/env";
import { corpusLineSchema, referenceDocument, type CorpusLine } from "@/lib/plagiarism/import";
import { upsertDocuments } from "@/lib/plagiarism/store";

const BATCH = 100;

function progress(done: number, total: number, started: number) {
  const width = 30;
  const share = total ? done / total : 1;
  const bar = "#".repeat(Math.round(share * width)).padEnd(width, "-");
  const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
  const line = `[${bar}] ${done}/${total} documents ${(share * 100).toFixed(0)}% (${rate.toFixed(0)}/s)`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
  else if (done === total || Math.floor((done - BATCH) / (total / 10)) !== Math.floor(done / (total / 10))) process.stderr.write(`${line}\n`);
}

function readCorpus(file: string): { lines: CorpusLine[]; skipped: string[] } {
  const lines: CorpusLine[] = [];
  const skipped: string[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((raw, i) => {
      if (!raw.trim()) return;
      try {
        const parsed = corpusLineSchema.safeParse(JSON.parse(raw));
        if (parsed.success) lines.push(parsed.data);
        else skipped.push(`line ${i + 1}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
      } catch {
        skipped.push(`line ${i + 1}: not valid JSON`);
      }
    });
  return { lines, skipped };
}

type Sink = { send(batch: CorpusLine[]): Promise<{ created: number; updated: number }>; close(): Promise<void> };

async function openSink(): Promise<Sink & { via: string }> {
  if (env.databaseUrl) {
    const handle = await openDatabase({ kind: "postgres", url: env.databaseUrl, migrate: true, max: 2 });
    return { via: "DATABASE_URL", send: (b) => upsertDocuments(handle.runner, b.map(referenceDocument)), close: () => handle.close() };
  }
  const live = readLiveLock(env.dataDir);
  if (live) {
    if (!live.port || !live.token) throw new Error(`The embedded database is in use by process ${live.pid}, which does not accept imports. Stop it and run this again.`);
    const url = `http://127.0.0.1:${live.port}/api/internal/plagiarism-import`;
    return {
      via: `the running server (pid ${live.pid}, port ${live.port})`,
      async send(batch) {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${live.token}` },
          body: JSON.stringify({ documents: batch }),
        });
        if (!res.ok) throw new Error(`server answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        return (await res.json()) as { created: number; updated: number };
      },
      close: async () => {},
    };
  }
  acquireLock(env.dataDir);
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(env.dataDir, "db"), migrate: true });
  return { via: `the embedded database in ${env.dataDir}`, send: (b) => upsertDocuments(handle.runner, b.map(referenceDocument)), close: () => handle.close() };
}

async function main() {
  const file = process.argv.slice(2).find((a) => a !== "--");
  if (!file) {
    console.error("Usage: npm run corpus:import -- FILE.jsonl");
    process.exit(1);
  }
  const { lines, skipped } = readCorpus(path.resolve(file));
  for (const s of skipped.slice(0, 10)) console.error(`skipped ${s}`);
  const sink = await openSink();
  console.error(`Importing ${lines.length} documents from ${file} into ${sink.via}`);
  const started = Date.now();
  let created = 0;
  let updated = 0;
  try {
    for (let i = 0; i < lines.length; i += BATCH) {
      const r = await sink.send(lines.slice(i, i + BATCH));
      created += r.created;
      updated += r.updated;
      progress(Math.min(lines.length, i + BATCH), lines.length, started);
    }
  } finally {
    await sink.close();
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  const secs = (Date.now() - started) / 1000;
  console.log(
    `Imported ${created + updated} documents (${created} new, ${updated} updated, ${skipped.length} skipped) in ${secs.toFixed(1)} s (${((created + updated) / Math.max(secs, 0.001)).toFixed(0)} documents/s).`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

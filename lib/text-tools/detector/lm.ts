import lmData from "./data/brown-lm.json";
import { mean, quantileOf, std, type TextContext } from "./text-context";

/**
 * Word bigram language model of the Brown corpus (built by scripts/build-lm.ts), Witten-Bell interpolated with the
 * unigram. LLM text is more predictable than human text under almost any language model: lower mean surprisal and,
 * more telling, less variation ("burstiness") of surprisal across tokens and sentences.
 */
type LmData = { total: number; starts: number; hapax: number; vocab: string[]; uni: number[]; types: number[]; big: number[] };

class BigramLm {
  private readonly id = new Map<string, number>();
  private readonly big = new Map<number, number>();
  private readonly unkLogP: number;
  /** Per previous word, its successors' bigram counts sorted descending (for GLTR-style ranks). */
  private readonly successors = new Map<number, number[]>();
  constructor(private readonly d: LmData) {
    d.vocab.forEach((w, i) => this.id.set(w, i));
    for (let i = 0; i < d.big.length; i += 3) {
      this.big.set((d.big[i]! + 1) * 65536 + d.big[i + 1]!, d.big[i + 2]!);
      const list = this.successors.get(d.big[i]!) ?? [];
      list.push(d.big[i + 2]!);
      this.successors.set(d.big[i]!, list);
    }
    for (const list of this.successors.values()) list.sort((a, b) => b - a);
    // Unknown words share the corpus' hapax mass, spread over as many unseen types again.
    this.unkLogP = Math.log2(d.hapax / d.total / d.hapax);
  }
  idOf(w: string): number {
    return this.id.get(w) ?? -2;
  }
  /** Unigram surprisal in bits (word rarity alone). */
  unigramSurprisal(cur: number): number {
    return cur === -2 ? -this.unkLogP : -Math.log2(this.d.uni[cur]! / this.d.total);
  }
  /**
   * GLTR-style rank of `cur` among the words seen after `prev` (1 = the most frequent follower); Infinity when the
   * pair was never seen. Language models pick high-ranked continuations far more often than people do.
   */
  rank(prev: number, cur: number): number {
    if (cur < 0) return Infinity;
    const prevKey = prev === -2 ? this.d.vocab.length : prev;
    const c = this.big.get((prevKey + 1) * 65536 + cur);
    const list = this.successors.get(prevKey);
    if (!c || !list) return Infinity;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! > c) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }
  /** Surprisal in bits of word id `cur` after id `prev` (-1 = sentence start, -2 = unknown). */
  surprisal(prev: number, cur: number): number {
    const d = this.d;
    if (cur === -2) return -this.unkLogP;
    const pUni = d.uni[cur]! / d.total;
    const prevKey = prev === -2 ? d.vocab.length : prev;
    const cPrev = prev === -1 ? d.starts : d.uni[prevKey]!;
    const tPrev = d.types[prevKey + 1] ?? 0;
    if (!cPrev || !tPrev) return -Math.log2(pUni);
    const cBig = this.big.get((prevKey + 1) * 65536 + cur) ?? 0;
    return -Math.log2((cBig + tPrev * pUni) / (cPrev + tPrev));
  }
}

let lm: BigramLm | undefined;
function model(): BigramLm {
  return (lm ??= new BigramLm(lmData as LmData));
}

/** Whether the Brown model knows a (lower-case) word. */
export const isBrownWord = (word: string): boolean => model().idOf(word) !== -2;

/**
 * Training only (scripts/train-detector.ts): score with another model of the same format, e.g. the Brown model
 * built without the document a training passage comes from; null restores the committed model.
 */
export function setLmDataForTraining(d: LmData | null): void {
  lm = d ? new BigramLm(d) : undefined;
}

export type SurprisalProfile = { perSentence: number[][]; all: number[]; oovRate: number; unigramMean: number; top1: number; top10: number; seen: number };

export function surprisalProfile(ctx: TextContext): SurprisalProfile {
  const m = model();
  let oov = 0;
  let uniSum = 0;
  let top1 = 0;
  let top10 = 0;
  let seen = 0;
  const perSentence = ctx.sentenceWords.map((ws) => {
    let prev = -1;
    return ws.map((w) => {
      const cur = m.idOf(w);
      if (cur === -2) oov++;
      uniSum += m.unigramSurprisal(cur);
      const s = m.surprisal(prev, cur);
      const r = m.rank(prev, cur);
      if (r === 1) top1++;
      if (r <= 10) top10++;
      if (r < Infinity) seen++;
      prev = cur;
      return s;
    });
  });
  const all = perSentence.flat();
  return { perSentence, all, oovRate: all.length ? oov / all.length : 0, unigramMean: all.length ? uniSum / all.length : 0, top1: all.length ? top1 / all.length : 0, top10: all.length ? top10 / all.length : 0, seen: all.length ? seen / all.length : 0 };
}

export const LM_FEATURES = ["meanSurprisal", "stdSurprisal", "cvSurprisal", "p10", "p90", "lowRate", "highRate", "oovRate", "sentMeanStd", "sentStdMean", "unigramMean", "bigramGain", "top1Rate", "top10Rate", "seenBigramRate"] as const;

export function lmFeatures(ctx: TextContext, profile = surprisalProfile(ctx)): number[] {
  const s = profile.all;
  const m = mean(s);
  const sd = std(s);
  const sentMeans = profile.perSentence.filter((x) => x.length >= 3).map(mean);
  const sentStds = profile.perSentence.filter((x) => x.length >= 3).map(std);
  return [
    m,
    sd,
    m ? sd / m : 0,
    quantileOf(s, 0.1),
    quantileOf(s, 0.9),
    s.length ? s.filter((x) => x < 5).length / s.length : 0,
    s.length ? s.filter((x) => x > 15).length / s.length : 0,
    profile.oovRate,
    std(sentMeans),
    mean(sentStds),
    // Word rarity alone, and how much the previous word helps predict the next: fluent, collocation-heavy
    // text gains more from context.
    profile.unigramMean,
    profile.unigramMean - m,
    profile.top1,
    profile.top10,
    profile.seen,
  ];
}

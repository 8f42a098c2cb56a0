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
  /** Sums over the unigram distribution (all ids, the unknown class included): Σ u·log2 u and Σ u·(log2 u)². */
  private uniMoments?: [number, number];
  private readonly expectCache = new Map<number, [number, number]>();
  /** Offsets into d.big of each previous word's kept pairs (built on first use). */
  private pairIndex?: Map<number, number[]>;
  private bigramsOf(prevKey: number): number[] {
    if (!this.pairIndex) {
      this.pairIndex = new Map();
      for (let i = 0; i < this.d.big.length; i += 3) {
        const list = this.pairIndex.get(this.d.big[i]!) ?? [];
        list.push(i);
        this.pairIndex.set(this.d.big[i]!, list);
      }
    }
    return this.pairIndex.get(prevKey) ?? [];
  }
  /**
   * Mean and variance of log2 p(next | prev) when the next word is drawn from the model itself (the analytic
   * criterion of Fast-DetectGPT, Bao et al. 2024, with this bigram model as both sampler and scorer). Exact under
   * Witten-Bell: the unseen successors share λ·u(v), so their sums come from the unigram moments minus the seen
   * successors' terms; normalised over the model's (pruned) mass.
   */
  expectation(prev: number): [number, number] {
    const d = this.d;
    const prevKey = prev === -2 ? d.vocab.length : prev;
    const hit = this.expectCache.get(prevKey);
    if (hit) return hit;
    if (!this.uniMoments) {
      let a = 0, b = 0;
      for (let v = 0; v <= d.vocab.length; v++) {
        const u = d.uni[v]! / d.total;
        if (u > 0) { const l = Math.log2(u); a += u * l; b += u * l * l; }
      }
      this.uniMoments = [a, b];
    }
    const [A, B] = this.uniMoments;
    const c = prev === -1 ? d.starts : d.uni[prevKey]!;
    const T = d.types[prevKey + 1] ?? 0;
    let out: [number, number];
    if (!c || !T) out = [A, B - A * A];
    else {
      const lam = T / (c + T);
      const ll = Math.log2(lam);
      let uS = 0, aS = 0, bS = 0, z = 0, m1 = 0, m2 = 0;
      for (const i of this.bigramsOf(prevKey)) {
        const v = d.big[i + 1]!;
        const u = d.uni[v]! / d.total;
        const lu = Math.log2(u);
        uS += u; aS += u * lu; bS += u * lu * lu;
        const p = (d.big[i + 2]! + T * u) / (c + T);
        const lp = Math.log2(p);
        z += p; m1 += p * lp; m2 += p * lp * lp;
      }
      const uR = 1 - uS, aR = A - aS, bR = B - bS;
      z += lam * uR;
      m1 += lam * (uR * ll + aR);
      m2 += lam * (uR * ll * ll + 2 * ll * aR + bR);
      const mu = m1 / z;
      out = [mu, Math.max(0, m2 / z - mu * mu)];
    }
    this.expectCache.set(prevKey, out);
    return out;
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

/** Mean and variance of log2 p(next | prev) under the model (null = sentence start); for tests and explanations. */
export function expectedLogProb(prevWord: string | null): [number, number] {
  const m = model();
  return m.expectation(prevWord === null ? -1 : m.idOf(prevWord));
}

export const DISCREPANCY_FEATURES = ["fdgMean", "fdgScaled", "entropyRatio", "fdgSentStd"] as const;

/**
 * How much more probable the text is than the model's own expectation (Fast-DetectGPT's criterion, length-free):
 * mean of log p(w) - E[log p], that mean over the root mean variance, surprisal over expected surprisal (Binoculars'
 * ratio with one model), and the spread of the per-sentence mean across sentences.
 */
export function discrepancyFeatures(ctx: TextContext): number[] {
  const m = model();
  const gaps: number[] = [];
  const vars: number[] = [];
  let sur = 0, ent = 0;
  const sent: number[] = [];
  for (const ws of ctx.sentenceWords) {
    let prev = -1;
    const g: number[] = [];
    for (const w of ws) {
      const cur = m.idOf(w);
      const s = m.surprisal(prev, cur);
      const [mu, v] = m.expectation(prev);
      g.push(-s - mu);
      vars.push(v);
      sur += s;
      ent += -mu;
      prev = cur;
    }
    gaps.push(...g);
    if (g.length >= 3) sent.push(mean(g));
  }
  const gm = mean(gaps);
  return [gm, vars.length ? gm / Math.sqrt(mean(vars) || 1) : 0, ent ? sur / ent : 0, std(sent)];
}

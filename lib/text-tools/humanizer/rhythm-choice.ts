import { ingToFinite, pronounize } from "./clauses";
import { joinable, linkedJoin, tryJoin } from "./joins";
import { recast, recastMove } from "./recasts";
import { resultTail } from "./result-tail";
import { bothAnd, introComma, moveClause, notOnly } from "./sentence-rewrites";
import { splitOptions } from "./split-options";
import type { StructureContext, Unit } from "./structure-context";
import { wordCount } from "./text-utils";

/**
 * The rhythm choice of medium and heavy: each sentence's rewrite (kept, cut or joined) is the one that varies
 * sentence lengths most over the text so far, scored from running sums of the lengths.
 */

/** a join that writes a new semicolon needs this many sentences since the last one */
const SEMICOLON_GAP = 6;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
/**
 * How varied a run of sentence lengths is, as people's prose is (a long sentence, then a short one): the
 * coefficient of variation of the lengths plus the mean change from one sentence to the next over the mean length,
 * each capped near its level in human writing (0.49 and 0.55 in the human half of train.jsonl, 0.34 and 0.38 in the
 * AI half), so the choice stops pushing once the rhythm is a person's.
 */
export function rhythmScore(lens: number[]): number {
  if (lens.length < 2) return 0;
  const m = mean(lens);
  if (!m) return 0;
  const sd = Math.sqrt(mean(lens.map((l) => (l - m) ** 2)));
  const adj = mean(lens.slice(1).map((l, i) => Math.abs(l - lens[i]!)));
  return Math.min(sd / m, RHYTHM_CAP.cv) + Math.min(adj / m, RHYTHM_CAP.adj);
}
export const RHYTHM_CAP = { cv: 0.55, adj: 0.62 };

/**
 * rhythmScore of runs of lengths put end to end, from their sums (count, sum, sum of squares, sum of the changes
 * from one to the next, first and last): scoring each candidate over the whole text so far and the rest of the
 * paragraph rebuilt and rescanned both for every sentence, quadratic in a paragraph of 2,500 "a!" (500 ms) or a text
 * of 2,500 one-word lines. The same score (the spread from n * sum of squares - sum^2, exact in integers; the
 * candidates' scores agree with rhythmScore's to the last bits, far inside the 1e-9 a choice needs).
 */
type Run = { n: number; sum: number; sq: number; adj: number; first: number; last: number };
const EMPTY_RUN: Run = { n: 0, sum: 0, sq: 0, adj: 0, first: 0, last: 0 };
const runOf = (l: number): Run => ({ n: 1, sum: l, sq: l * l, adj: 0, first: l, last: l });
function joinRuns(a: Run, b: Run): Run {
  if (!a.n) return b;
  if (!b.n) return a;
  return { n: a.n + b.n, sum: a.sum + b.sum, sq: a.sq + b.sq, adj: a.adj + b.adj + Math.abs(b.first - a.last), first: a.first, last: b.last };
}
function runScore(r: Run): number {
  if (r.n < 2) return 0;
  const m = r.sum / r.n;
  if (!m) return 0;
  const sd = Math.sqrt(Math.max(0, r.n * r.sq - r.sum * r.sum)) / r.n;
  return Math.min(sd / m, RHYTHM_CAP.cv) + Math.min(r.adj / (r.n - 1) / m, RHYTHM_CAP.adj);
}
/** The run of the lengths written so far (the text's `lens`, which only grows), extended by what was pushed since. */
const writtenRuns = new WeakMap<number[], Run>();
function writtenRun(done: number[]): Run {
  let r = writtenRuns.get(done) ?? EMPTY_RUN;
  if (r.n > done.length) r = EMPTY_RUN;
  for (let k = r.n; k < done.length; k++) r = joinRuns(r, runOf(done[k]!));
  writtenRuns.set(done, r);
  return r;
}

type Candidate = { out: string[]; used: number; bonus: number };
const SPLIT_BONUS = 0.02;
/**
 * A sentence with more ways to cut it than this is a run-on chain of clauses ("we ate, then we slept, we ate, then
 * ..." 5,000 characters long): its cuts are weighed without cutting each half again. Each of k cuts tried k cuts of
 * each half, every candidate's lengths counted over the whole sentence: cubic, 3.8 s at heavy for one such sentence
 * of 5,000 characters. (No sentence of train.jsonl or dev.jsonl has more than 4; parts still over 38 words are cut
 * again below.)
 */
const MAX_RESPLIT = 12;

/**
 * Medium and heavy: each sentence's rewrite is chosen among keeping it, its grammatical splits (and, with resplit,
 * splits of a half) and a join with the next sentence, by the rhythm of the whole text so far (rhythmScore over the
 * lengths already written, the candidate's, and the rest of the paragraph as it stands). Splits win ties (they also
 * undo machine constructions such as "-ing" tails), joins must raise the variation.
 */
export function structureRhythm(sentences: string[], ctx: StructureContext): Unit[] {
  const units: Unit[] = [];
  const done = ctx.lens ?? [];
  const semis = ctx.semis ?? [];
  const lensOf = (xs: string[]) => xs.map(wordCount);
  const semicolons = (x: string) => (x.match(/;/g) || []).length;
  // a join's new semicolon only when none was written in the last few sentences
  const semicolonOk = (joined: string, a: string, b: string) =>
    semicolons(joined) <= semicolons(a) + semicolons(b) || done.length - (semis.at(-1) ?? -Infinity) >= SEMICOLON_GAP;
  // the rest of the paragraph from each sentence on, as it stands
  const rest: Run[] = new Array<Run>(sentences.length + 1).fill(EMPTY_RUN);
  for (let k = sentences.length - 1; k >= 0; k--) rest[k] = joinRuns(runOf(wordCount(sentences[k]!)), rest[k + 1]!);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const next = joinable(sentences, i);
    const cands: Candidate[] = [];
    if (next !== undefined && ctx.rng.chance(ctx.p.join)) {
      const joined = tryJoin(s, next, ctx.style);
      if (joined && semicolonOk(joined, s, next)) cands.push({ out: [joined], used: 2, bonus: 0.01 });
    }
    const prev = sentences[i - 1];
    const pro = prev !== undefined && ctx.rng.chance(ctx.p.split) ? pronounize(prev, s) : null;
    // heavy: a recast medium never makes (recasts.ts) comes first, so the cuts below see the recast sentence
    const re = recast(pro ?? s, ctx);
    const base = bothAnd(notOnly(ctx.style === "academic" ? re : introComma(re, ctx), ctx), ctx.p, ctx.seed);
    cands.push({ out: [base], used: 1, bonus: 0 });
    if (next !== undefined && ctx.rng.chance(ctx.p.rhythm)) {
      // a subject repeated from this sentence is a pronoun first ("The model ... The model is also" -> ", and it is also")
      const joined = linkedJoin(base, pronounize(s, next) ?? next, ctx.style);
      if (joined && semicolonOk(joined, base, next)) cands.push({ out: [joined], used: 2, bonus: -0.01 });
    }
    if (ctx.rng.chance(ctx.p.split)) {
      const options = splitOptions(base, ctx);
      for (const o of options) {
        cands.push({ out: [o.left, o.right], used: 1, bonus: SPLIT_BONUS });
        if (ctx.p.resplit < 1 || options.length > MAX_RESPLIT) continue;
        const ls = splitOptions(o.left, ctx);
        for (const l of ls) cands.push({ out: [l.left, l.right, o.right], used: 1, bonus: SPLIT_BONUS });
        const rs = splitOptions(o.right, ctx);
        for (const r of rs) cands.push({ out: [o.left, r.left, r.right], used: 1, bonus: SPLIT_BONUS });
        // heavy (two rounds, as before): both halves cut again
        if (ctx.p.resplit >= 2 && ls[0] && rs[0]) cands.push({ out: [ls[0].left, ls[0].right, rs[0].left, rs[0].right], used: 1, bonus: SPLIT_BONUS });
      }
    }
    let best = cands[0]!, bestScore = -Infinity;
    for (const c of cands) {
      // a sentence over 40 words is hard to read (and what harper.js flags): a cut that ends one always wins
      const excess = lensOf(c.out).reduce((a, n) => a + Math.max(0, n - 38), 0);
      const score = runScore(joinRuns(joinRuns(writtenRun(done), lensOf(c.out).map(runOf).reduce(joinRuns, EMPTY_RUN)), rest[i + c.used]!)) + c.bonus - 0.02 * excess;
      if (score > bestScore + 1e-9) [best, bestScore] = [c, score];
    }
    let out = best.out;
    // a part still over 38 words is cut again wherever it can be (the old rounds of resplitting did the same)
    for (let round = 0; round < 3 && out.some((x) => wordCount(x) > 38); round++)
      out = out.flatMap((x) => { const o = wordCount(x) > 38 ? splitOptions(x, ctx)[0] : undefined; return o ? [o.left, o.right] : [x]; });
    // (a sentence heavy recast keeps its new order: a clause it brought to the front does not go back)
    if (out.length === 1 && best.used === 1 && (ctx.rng.chance(ctx.p.move) || recastMove(out[0]!, ctx)) && re === (pro ?? s)) out = [moveClause(out[0]!, ctx.cited) ?? out[0]!];
    out = out.map((part) => (ctx.rng.chance(ctx.p.split) ? ingToFinite(part) ?? resultTail(part, ctx.dated) ?? part : part));
    for (const part of out) {
      if (part.includes(";")) semis.push(done.length);
      done.push(wordCount(part));
    }
    units.push({ src: sentences.slice(i, i + best.used), out });
    i += best.used - 1;
  }
  return units;
}

import { ingToFinite, pronounize } from "./clauses";
import { joinable, tryJoin } from "./joins";
import { resultTail } from "./result-tail";
import { structureRhythm } from "./rhythm-choice";
import { introComma, moveClause, notOnly } from "./sentence-rewrites";
import { splitOptions } from "./split-options";
import type { StructureContext, Unit } from "./structure-context";
import { wordCount } from "./text-utils";

/**
 * Stage 1, Structure: varies sentence length and clause order. Long sentences are split at a clause boundary
 * (", and" / ", but" / ";"), some short neighbours are joined, a leading subordinate clause is sometimes moved to
 * the end. Works on a paragraph's sentences and returns units, each
 * the rewrite of one or more original sentences, so a unit can later be reverted as a whole.
 *
 * Light picks at random here; medium and heavy choose by rhythm (rhythm-choice.ts). The cuts are in
 * split-options.ts and clause-breaks.ts, the rewrites within a sentence in sentence-rewrites.ts, joins in joins.ts.
 */
export type { Unit } from "./structure-context";
// the names structure.ts exported before its split (tests import them from here)
export { RHYTHM_CAP, rhythmScore } from "./rhythm-choice";
export { bothAnd } from "./sentence-rewrites";
export { sharedSubject } from "./split-subjects";
export { leadingConcession, splitOptions } from "./split-options";

function trySplit(s: string, ctx: StructureContext): string[] | null {
  const whole = splitOptions(s, ctx);
  if (!whole.length) return null;
  // medium/heavy: prefer the most uneven cut (a short sentence next to a long one is the rhythm of human prose)
  const uneven = (o: { left: string; right: string }) => Math.abs(wordCount(o.left) - wordCount(o.right));
  const pick = ctx.p.split > 0.6 && ctx.rng.chance(0.7) ? whole.reduce((a, b) => (uneven(b) > uneven(a) ? b : a)) : ctx.rng.pick(whole);
  return [pick.left, pick.right];
}

export function structure(sentences: string[], ctx: StructureContext): Unit[] {
  if (ctx.p.rhythm > 0) return structureRhythm(sentences, ctx);
  const units: Unit[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const next = joinable(sentences, i);
    if (next !== undefined && ctx.rng.chance(ctx.p.join)) {
      const joined = tryJoin(s, next, ctx.style);
      if (joined) {
        units.push({ src: [s, next], out: [joined] });
        i++;
        continue;
      }
    }
    const prev = sentences[i - 1];
    const pro = prev !== undefined && ctx.rng.chance(ctx.p.split) ? pronounize(prev, s) : null;
    let out = [notOnly(ctx.style === "academic" ? pro ?? s : introComma(pro ?? s, ctx), ctx)];
    if (ctx.rng.chance(ctx.p.split)) out = trySplit(out[0]!, ctx) ?? out;
    // heavy: a long half can be split again (a 40-word sentence of three clauses becomes three sentences)
    for (let round = 0; out.length > 1 && round < ctx.p.resplit; round++) out = out.flatMap((part) => trySplit(part, ctx) ?? [part]);
    if (out.length === 1 && ctx.rng.chance(ctx.p.move)) out = [moveClause(out[0]!, ctx.cited) ?? out[0]!];
    // a participle tail left after the splits becomes a second finite verb ("..., leaving X." -> "... and left X."),
    // or a result tail a sentential relative ("..., which left X.", round 17a)
    out = out.map((part) => (ctx.rng.chance(ctx.p.split) ? ingToFinite(part) ?? resultTail(part, ctx.dated) ?? part : part));
    units.push({ src: [s], out });
  }
  return units;
}

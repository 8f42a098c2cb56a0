import type { Rng } from "./rng";
import { capFirst, endsSentence, lowerFirst, SUBJECT_START, wordCount } from "./text-utils";
import type { HumanizeStyle, StrengthProfile } from "./types";

/**
 * Stage 1, Structure: varies sentence length and clause order. Long sentences are split at a clause boundary
 * (", and" / ", but" / ";"), some short neighbours are joined, a leading subordinate clause is sometimes moved to
 * the end, and em-dash asides become commas or a colon. Works on a paragraph's sentences and returns units, each
 * the rewrite of one or more original sentences, so a unit can later be reverted as a whole.
 */
export type Unit = { src: string[]; out: string[] };
type Ctx = { rng: Rng; p: StrengthProfile; style: HumanizeStyle };

const CLAUSE_BREAKS = [
  { re: /, and (?=\S)/g, lead: { academic: [""], professional: [""], casual: ["And ", ""], creative: ["And ", ""] } },
  { re: /, but (?=\S)/g, lead: { academic: ["However, ", "Even so, "], professional: ["But ", "Still, "], casual: ["But "], creative: ["But ", "Yet "] } },
  { re: /; (?=\S)/g, lead: { academic: [""], professional: [""], casual: [""], creative: [""] } },
  { re: /, so (?=\S)/g, lead: { academic: ["Thus, "], professional: ["As a result, ", "So "], casual: ["So "], creative: ["So "] } },
  { re: /, yet (?=\S)/g, lead: { academic: ["Yet "], professional: ["Yet "], casual: ["Yet "], creative: ["Yet "] } },
] as const;

function trySplit(s: string, ctx: Ctx): string[] | null {
  const total = wordCount(s);
  if (total < (ctx.p.split > 0.6 ? 18 : 22) || !endsSentence(s) || /[?!]["”’)]?$/.test(s.trim())) return null;
  const options: Array<{ left: string; right: string }> = [];
  for (const { re, lead } of CLAUSE_BREAKS) {
    for (const m of s.matchAll(re)) {
      const left = s.slice(0, m.index!);
      let right = s.slice(m.index! + m[0].length);
      if (wordCount(left) < 5 || wordCount(right) < 5 || !SUBJECT_START.test(right)) continue;
      if ((left.match(/["“(]/g) || []).length % 2 === 1 && !left.includes(")")) continue;
      const opener = ctx.rng.pick(lead[ctx.style]);
      if (opener) {
        const lowered = lowerFirst(right);
        if (!lowered) continue;
        right = opener + lowered;
      } else right = capFirst(right);
      options.push({ left: left.replace(/[,;:]$/, "") + ".", right });
    }
  }
  return options.length ? (({ left, right }) => [left, right])(ctx.rng.pick(options)) : null;
}

const SUBORDINATORS = /^(Although|Though|While|Whereas|Because|Since|When|Whenever|If|Unless|After|Before|Once|As soon as)\s+([^,]{8,120}),\s+(.+)$/;
const NO_COMMA = new Set(["because", "since", "when", "whenever", "if", "unless", "after", "before", "once", "as soon as"]);

/** "When the rains came, the farmers planted." -> "The farmers planted when the rains came." */
function moveClause(s: string): string | null {
  const body = s.trim();
  const end = body.match(/[.]$/);
  if (!end) return null;
  const m = body.slice(0, -1).match(SUBORDINATORS);
  if (!m || m[3]!.includes(",") || !SUBJECT_START.test(m[3]!) || /^(?:then|it)\b/i.test(m[3]!)) return null;
  if (/\b(?:he|she|they|it|his|her|their|its)\b/i.test(m[2]!)) return null; // a pronoun may point into the main clause
  const sub = m[1]!.toLowerCase();
  const main = capFirst(m[3]!);
  return `${main}${NO_COMMA.has(sub) ? " " : ", "}${sub} ${m[2]}.`;
}

function tryJoin(a: string, b: string, ctx: Ctx): string | null {
  const limit = ctx.p.join > 0.4 ? 12 : 9;
  if (wordCount(a) > limit || wordCount(b) > limit + 4) return null;
  if (!/\.$/.test(a.trim()) || !/[.!?]$/.test(b.trim()) || /^(?:And|But|So|Yet|Or|However|Also|Then)\b/.test(b)) return null;
  const lowered = lowerFirst(b);
  if (!lowered || !SUBJECT_START.test(lowered)) return null;
  const glue = ctx.style === "academic" ? "; " : ", and ";
  return a.trim().slice(0, -1) + glue + lowered;
}

function dashes(s: string): string {
  return s
    .replace(/\s*—\s*([^—.!?]{1,80}?)\s*—\s*/g, ", $1, ")
    .replace(/\s+—\s+/g, ": ")
    .replace(/(\w)—(\w)/g, "$1, $2");
}

export function structure(sentences: string[], ctx: Ctx): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const next = sentences[i + 1];
    if (next !== undefined && ctx.rng.chance(ctx.p.join)) {
      const joined = tryJoin(dashes(s), dashes(next), ctx);
      if (joined) {
        units.push({ src: [s, next], out: [joined] });
        i++;
        continue;
      }
    }
    let out = [dashes(s)];
    if (ctx.rng.chance(ctx.p.split)) out = trySplit(out[0]!, ctx) ?? out;
    if (out.length === 1 && ctx.rng.chance(ctx.p.move)) out = [moveClause(out[0]!) ?? out[0]!];
    units.push({ src: [s], out });
  }
  return units;
}

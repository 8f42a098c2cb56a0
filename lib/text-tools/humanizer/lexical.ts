import { article, lexiconFor, lookupKey, matchView, pastOrParticiple } from "./lexicon";
import type { Rng } from "./rng";
import type { HumanizeStyle, StrengthProfile } from "./types";

/**
 * Stage 2, Lexical: replaces over-used LLM vocabulary and formal words with common ones from the curated table
 * (lexicon-data.ts). Replacements keep the original's capitalisation and fix a preceding "a"/"an".
 */
type Ctx = { rng: Rng; p: StrengthProfile; style: HumanizeStyle };

/** next: the sentence that follows (for rows whose change would break a pronoun there), "" at the end */
export function lexical(sentence: string, ctx: Ctx, next = ""): string {
  const { map, regex } = lexiconFor(ctx.style);
  let out = "";
  let pos = 0;
  for (const m of matchView(sentence).matchAll(regex)) {
    const hit = map.get(lookupKey(m[0]));
    if (!hit) continue;
    const start = m.index!;
    const end = start + m[0].length;
    const before = sentence.slice(0, start);
    const after = sentence.slice(end);
    const initial = !/\S/.test(before.replace(/^["“‘(]+/, ""));
    if (hit.row.midOnly && initial) continue;
    if (hit.row.notAfter?.test(before) || hit.row.notBefore?.test(after)) continue;
    if (hit.row.onlyAfter && !hit.row.onlyAfter.test(before)) continue;
    if (hit.row.onlyBefore && !hit.row.onlyBefore.test(after)) continue;
    if (hit.row.notBeforeNext?.test(next)) continue;
    if (/^[A-Z]{2,}/.test(m[0])) continue; // shouting or an acronym: leave it
    if (!ctx.rng.chance(hit.kind === "marker" ? ctx.p.marker : ctx.p.plain)) continue;
    const choice = ctx.rng.pick(hit.reps);
    let rep = typeof choice === "string" ? choice : pastOrParticiple(before, after, choice);
    // "a clear, definitive answer" must not become "a clear, clear answer": no echo of a word just used or about to come
    const head = rep.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "").toLowerCase();
    if (head.length >= 4 && new RegExp(`(?<![\\w'’-])${head}(?:s|es)?(?![\\w'’-])`, "i").test(before.slice(-40) + after.slice(0, 50))) continue;
    // nor one that shares its stem with a word right after it ("in shaping the formation" -> "in forming the formation")
    if (head.length >= 5 && new RegExp(`(?<![\\w'’-])${head.slice(0, 4)}`, "i").test(after.slice(0, 16))) continue;
    // nor one that doubles the word at either edge ("alongside with" -> "along with with")
    const repWords = rep.toLowerCase().split(" ");
    if (after.match(/^\s+([\w'’]+)/)?.[1]?.toLowerCase() === repWords.at(-1) || before.match(/([\w'’]+)\s+$/)?.[1]?.toLowerCase() === repWords[0]) continue;
    if (/^[A-Z]/.test(m[0])) rep = rep[0]!.toUpperCase() + rep.slice(1);
    out += sentence.slice(pos, start);
    // "a crucial step" -> "an important step": the article follows the new word
    out = out.replace(/\b([Aa]n?)(\s+)$/, (_, a: string, sp: string) => article(rep, a[0] === "A") + sp);
    out += rep;
    pos = end;
  }
  return out + sentence.slice(pos);
}

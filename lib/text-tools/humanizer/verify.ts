import { protect } from "./protect";
import { verbatimScanner } from "./verbatim";
import { expandContractions } from "./style";
import type { HumanizeOptions } from "./types";
import { hasInvisible, HOMOGLYPH, sanitize } from "../characters";

export { hasInvisible, HOMOGLYPH, INVISIBLE, sanitize, withoutEmojiJoiners } from "../characters";

/**
 * The invariants every rewrite must pass, whoever wrote it (the local engine or a model): numbers, dates, amounts,
 * percentages, citations, quotations, URLs, e-mail addresses, names and technical terms unchanged; no invisible or
 * look-alike characters; within 10% of the input's length with preserveLength; no contractions in academic style.
 */
export type Violation = "numbers" | "protected" | "bad_chars" | "length" | "contractions";

export const CONTRACTION = /\b(?:\w+n['’]t|(?:it|that|there|here|where|how|what|who|let|he|she)['’]s|\w+['’](?:re|ve|ll|d|m))\b/i;

const numbers = (s: string) => (s.match(/\d+(?:[.,:]\d+)*%?/g) || []).sort().join("|");

function count(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * Protected spans of the input that the output lost (each must occur at least as often as in the input); the lines
 * of a reference list count as whole spans.
 */
export function missingSpans(input: string, output: string): string[] {
  const need = new Map<string, number>();
  const isVerbatim = verbatimScanner();
  for (const line of input.split(/\n+/)) {
    // a verbatim line (a reference, a block quotation, a heading ...) is one span (its names and years inside it are
    // not counted a second time)
    const spans = isVerbatim(line) ? (line.trim() ? [line.trim()] : []) : protect(line).spans;
    for (const s of spans) need.set(s, (need.get(s) ?? 0) + 1);
  }
  return [...need].filter(([s, n]) => count(output, s) < n).map(([s]) => s);
}

/**
 * Contractions outside the protected spans of protect.ts (quotations, citations, bracketed notes, the set question ...)
 * and outside verbatim lines (a reference list, a block quotation, a heading): those are never changed, so they may
 * keep their own. The check and the repair read the text the same way, so the repair never changes what the check
 * lets through and never touches a span the rewrite had to leave alone.
 */
export function hasContraction(s: string): boolean {
  let found = false;
  outsideProtected(s, (part) => ((found ||= CONTRACTION.test(part)), part));
  return found;
}

/**
 * A Latin letter next to a Greek or Cyrillic one that the input did not have: "Aβ" (amyloid beta) or "TGF-β" in the
 * input is notation and may stay; a Cyrillic "а" slipped into a Latin word by a rewrite is a look-alike.
 */
const MIXED_G = new RegExp(HOMOGLYPH.source, "g");
function newMixedScript(input: string, output: string): boolean {
  const seen = new Map<string, number>();
  for (const m of input.match(MIXED_G) ?? []) seen.set(m, (seen.get(m) ?? 0) + 1);
  for (const m of output.match(MIXED_G) ?? []) {
    const n = seen.get(m) ?? 0;
    if (n === 0) return true;
    seen.set(m, n - 1);
  }
  return false;
}

export function violations(input: string, output: string, options: HumanizeOptions): Violation[] {
  const v: Violation[] = [];
  if (numbers(input) !== numbers(output)) v.push("numbers");
  if (missingSpans(input, output).length) v.push("protected");
  if (hasInvisible(output) || newMixedScript(input, output)) v.push("bad_chars");
  const ratio = output.length / Math.max(1, input.length);
  if (options.preserveLength && (ratio < 0.9 || ratio > 1.1)) v.push("length");
  if (options.style === "academic" && hasContraction(output) && !hasContraction(input)) v.push("contractions");
  return v;
}

/** Fixes what can be fixed without judgement: invisible and look-alike characters, contractions in academic text. */
export function repair(output: string, options: HumanizeOptions): string {
  let out = sanitize(output);
  // quotations are the speaker's words ("It's been hard," she said), a bracketed note or a reference title is the
  // writer's as written: only the rewrite's own prose is written out
  if (options.style === "academic") out = outsideProtected(out, expandContractions);
  return out;
}

/** `fix` applied to each stretch of text between the protected spans of a line; verbatim lines are left whole. */
function outsideProtected(text: string, fix: (s: string) => string): string {
  const isVerbatim = verbatimScanner();
  return text.split("\n").map((line) => {
    // (the scanner reads every line: a references heading decides the lines after it)
    if (isVerbatim(line) || !/['’]/.test(line)) return line;
    let out = "";
    let pos = 0;
    for (const [s, e] of protect(line).ranges) {
      out += fix(line.slice(pos, s)) + line.slice(s, e);
      pos = e;
    }
    return out + fix(line.slice(pos));
  }).join("\n");
}

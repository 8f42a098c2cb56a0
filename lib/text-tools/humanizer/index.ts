import "server-only";
import { looksNotEnglish } from "../detector/english";
import { unwrapLines } from "../detector/unwrap";
import { pickEngine } from "../providers";
import { humanizeLocal } from "./engine";
import { humanizeWithModel } from "./openai";
import type { HumanizeOptions } from "./types";
import { verbatimScanner } from "./verbatim";
import { repair, sanitize, violations, type Violation } from "./verify";

/**
 * Humanizes a text: with OPENAI_API_KEY (and room under the daily cap) the model rewrites it stage by stage,
 * otherwise the local engine does, offline and deterministically. Either way the invariant checks of verify.ts
 * run on the result; what they cannot repair is undone or reported in `warning`.
 */
export type HumanizeResult = { humanizedText: string; warning?: string };

const DESCRIBE: Record<Violation, string> = {
  numbers: "numbers",
  protected: "names, citations, quotations or links",
  bad_chars: "invisible characters",
  length: "the length limit",
  contractions: "the formal register",
};

export async function humanize(text: string, options: HumanizeOptions): Promise<HumanizeResult> {
  // text pasted from a PDF comes with a line break every 60-100 characters: each line would be rewritten on its own
  // (no split or join could cross a break) and the answer would keep the page's width; the breaks are joined first,
  // never those of a reference, a table row, a heading or a quotation (verbatim lines)
  const pasted = sanitize(text);
  const input = unwrapLines(pasted, verbatimScanner()).text;
  // an answer with nothing rewritten keeps the pasted layout: "unchanged" must mean unchanged
  const asPasted = (result: HumanizeResult): HumanizeResult => (result.humanizedText === input ? { ...result, humanizedText: pasted } : result);
  const engine = await pickEngine();
  if (engine.engine === "local") {
    const local = humanizeLocal(input, options);
    return asPasted(explainUnchanged(input, finish(input, local.text, options), local.reverted, options));
  }

  const model = await humanizeWithModel(input, options, engine.config);
  if (model.text === input) {
    // every model stage broke an invariant: the local engine's rewrite is the safe answer
    const local = asPasted(finish(input, humanizeLocal(input, options).text, options));
    return { ...local, warning: `The AI rewrite changed ${describe(model.undone.flatMap((u) => u.violations))}, so the offline rewrite is shown instead.` };
  }
  const result = asPasted(finish(input, model.text, options));
  if (model.undone.length && !result.warning) {
    result.warning = `Some AI rewrite steps (${model.undone.map((u) => u.stage).join(", ")}) changed ${describe(model.undone.flatMap((u) => u.violations))} and were undone.`;
  }
  return result;
}

/** An answer identical to the input must not read as a success: the toast would claim a rewrite that did not happen. */
function explainUnchanged(input: string, result: HumanizeResult, reverted: number, options: HumanizeOptions): HumanizeResult {
  if (result.warning || result.humanizedText !== input) return result;
  if (reverted > 0) return { ...result, warning: UNCHANGED_BY_LENGTH };
  if (looksNotEnglish(input)) return { ...result, warning: UNCHANGED_NOT_ENGLISH };
  return { ...result, warning: options.strength === "heavy" ? UNCHANGED_AT_HEAVY : UNCHANGED_NOTHING_FOUND };
}

export const UNCHANGED_BY_LENGTH =
  "No rewrite of this text stays within 10% of its length, so it is shown unchanged. Turn off Preserve Length to allow a freer rewrite.";
export const UNCHANGED_NOTHING_FOUND =
  "The humanizer found nothing to change in this text at this strength. Try a higher strength or another style.";
export const UNCHANGED_NOT_ENGLISH =
  "This text does not read as English, and the offline humanizer rewrites English only, so it is shown unchanged.";
export const UNCHANGED_AT_HEAVY = "The humanizer found nothing to change in this text, even at heavy strength. Try another style.";

function describe(v: Violation[]): string {
  return [...new Set(v.map((x) => DESCRIBE[x]))].join(" and ");
}

function finish(input: string, output: string, options: HumanizeOptions): HumanizeResult {
  const repaired = repair(output, options);
  const v = violations(input, repaired, options);
  if (!v.length) return { humanizedText: repaired };
  return { humanizedText: repaired, warning: `Please review the result: it may not keep ${describe(v)}.` };
}

export { humanizeLocal } from "./engine";
export type { HumanizeOptions, HumanizeStyle, HumanizeStrength } from "./types";

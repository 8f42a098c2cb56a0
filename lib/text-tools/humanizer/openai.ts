import "server-only";
import { chatCompletion, reservePaidCall, type OpenAIConfig } from "../providers";
import { repair, violations, type Violation } from "./verify";
import type { HumanizeOptions } from "./types";

/**
 * The model path: the model rewrites the text in the same four stages as the local engine, one call per stage.
 * After each stage the local invariant checks run on its answer; what can be repaired is repaired (invisible
 * characters, academic contractions), a stage that still breaks an invariant is undone and reported.
 */
const STAGES = [
  ["Structure", "Vary sentence length and rhythm: split some long sentences, join some short ones, change the order of clauses where it reads naturally."],
  ["Lexical", "Replace words and phrases typical of AI-generated text (delve, crucial, pivotal, underscore, showcase, foster, tapestry, landscape, additionally, furthermore, moreover, serves as, plays a vital role) with plain, common words of the same meaning."],
  ["Imperfections", "Give it a human rhythm: vary the connectives, allow an occasional short sentence, use contractions only if the style allows them. Never introduce spelling mistakes, never use invisible or unusual characters."],
  ["Style", "Adjust the register to the requested writing style while keeping the meaning."],
] as const;

const STYLE_NOTES: Record<HumanizeOptions["style"], string> = {
  academic: "academic: formal register, no contractions, precise wording",
  professional: "professional: clear, direct and concise, few contractions",
  casual: "casual: relaxed and conversational, contractions welcome",
  creative: "creative: vivid and varied, with expressive rhythm",
};
const STRENGTH_NOTES: Record<HumanizeOptions["strength"], string> = {
  light: "Change little: only the most obvious problems.",
  medium: "Change a moderate amount.",
  heavy: "Rewrite freely, as long as the meaning and facts stay.",
};

function systemPrompt(stage: (typeof STAGES)[number], options: HumanizeOptions): string {
  return [
    `You rewrite text so it reads as if a person wrote it. This is the ${stage[0]} stage: ${stage[1]}`,
    `Writing style: ${STYLE_NOTES[options.style]}. ${STRENGTH_NOTES[options.strength]}`,
    "Never change numbers, dates, amounts, percentages, citations such as (Smith, 2020) or [12], quotations, URLs, e-mail addresses, names or technical terms: copy them exactly.",
    options.preserveLength ? "Keep the length within 10% of the original." : "",
    "Answer with the rewritten text only, no preface and no quotes around it.",
  ].filter(Boolean).join("\n");
}

export type ModelResult = { text: string; undone: Array<{ stage: string; violations: Violation[] }> };

export async function humanizeWithModel(input: string, options: HumanizeOptions, config: OpenAIConfig): Promise<ModelResult> {
  let text = input;
  const undone: ModelResult["undone"] = [];
  for (const [i, stage] of STAGES.entries()) {
    // pickEngine reserved the first call; every further paid call takes its own place under the daily cap
    if (i > 0 && !(await reservePaidCall("openai").catch(() => false))) break;
    const answer = await chatCompletion(
      [{ role: "system", content: systemPrompt(stage, options) }, { role: "user", content: text }],
      { config, temperature: 0.7, maxTokens: 2500 },
    );
    const candidate = repair(answer.trim(), options);
    const v = violations(input, candidate, { ...options, preserveLength: options.preserveLength });
    if (v.length) undone.push({ stage: stage[0], violations: v });
    else text = candidate;
  }
  return { text, undone };
}

import type { Rng, Seed } from "./rng";
import type { HumanizeStyle, StrengthProfile } from "./types";

/**
 * What the Structure stage's modules share: its unit of output, the context each call carries, and the shape of a
 * cut. A unit is the rewrite of one or more original sentences, so a unit can later be reverted as a whole.
 */
export type Unit = { src: string[]; out: string[] };

/**
 * lens: word counts of the sentences already written in earlier paragraphs of the same text (the rhythm so far);
 * semis: which of those sentences hold a semicolon (academic joins write one: five in a 300-word story piled up);
 * dated: the placeholders of the line that stand for a year, a month, a weekday or a date (result-tail.ts);
 * cited: those that stand for a citation in brackets, "(Amoah, 2018)", "[12]" (a concession's "though" goes before it);
 * figures: those that stand for a figure or a bracketed figure or statistic, "86%", "(R² = .31)" (clauses.ts, whichTail);
 * numeric: those that stand for a number of any kind (engine.ts; recasts.ts keeps "by 2020", "by 15%" as they are);
 * marked: those whose span opens with a mark, not a letter or digit (a quotation, a bracket: recasts.ts)
 */
export type StructureContext = { rng: Rng; p: StrengthProfile; style: HumanizeStyle; lens?: number[]; semis?: number[]; seed?: string | Seed; dated?: string; cited?: string; figures?: string; numeric?: string; marked?: string };

/** One way to cut a sentence in two: both halves are whole sentences. */
export type Split = { left: string; right: string };

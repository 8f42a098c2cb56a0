/** Options of one humanize call, as the route and the settings card pass them. */
export const STYLES = ["academic", "professional", "casual", "creative"] as const;
export const STRENGTHS = ["light", "medium", "heavy"] as const;
export type HumanizeStyle = (typeof STYLES)[number];
export type HumanizeStrength = (typeof STRENGTHS)[number];
export type HumanizeOptions = { style: HumanizeStyle; strength: HumanizeStrength; preserveLength: boolean };

export const DEFAULT_HUMANIZE_OPTIONS: HumanizeOptions = { style: "professional", strength: "medium", preserveLength: true };

/** How often each kind of change fires, per strength. Tuned so light keeps >= 85% of content words, heavy >= 55%. */
export type StrengthProfile = {
  marker: number; // replacing an LLM-marker word or phrase
  plain: number; // replacing a formal word with a plain one (casual, professional)
  connective: number; // varying a sentence-opening connective
  split: number; // splitting a long sentence at a clause boundary
  join: number; // joining two short sentences
  move: number; // moving a leading subordinate clause to the end
  contraction: number; // contracting where the style allows
  resplit: number; // rounds of splitting the halves of a split sentence again
  rhythm: number; // choosing splits and joins by the variation of sentence lengths (0: random choices, as light)
  dropOptional?: boolean; // drop some serial commas and some "that"s after "said"/"think" (not in academic)
  heavyRows?: boolean; // the rows of the table marked heavyOnly fire, and "both X and Y" -> "X and Y" (round 22: heavy only; round 23: medium too)
  recast?: boolean; // (twenty-fifth session) heavy only: sentence recasts medium never makes (Structure stage)
  plainerWords?: boolean; // (twenty-fifth session) heavy only: a wider table of plain words for general formal vocabulary (Lexical stage)
};

export const PROFILES: Record<HumanizeStrength, StrengthProfile> = {
  light: { marker: 0.6, plain: 0.25, connective: 0.4, split: 0.2, join: 0.1, move: 0.1, contraction: 0.4, resplit: 0, rhythm: 0 },
  medium: { marker: 1, plain: 0.9, connective: 0.9, split: 0.85, join: 0.15, move: 0.4, contraction: 0.75, resplit: 1, rhythm: 1, heavyRows: true },
  heavy: { marker: 1, plain: 1, connective: 1, split: 1, join: 0.2, move: 0.5, contraction: 1, resplit: 2, rhythm: 1, heavyRows: true, dropOptional: true, recast: true, plainerWords: true },
};

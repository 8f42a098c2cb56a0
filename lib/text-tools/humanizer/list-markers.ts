/**
 * The markers that open a list item ("- ", "* ", "• ", "1. ", "a) ", "(ii) ", "**Cost:** "), shared by the stages that
 * must look past them to the item's first word. The variants differ on purpose (each comment says why); the shared
 * pieces below are written once so that a bullet added to one set is a visible choice, not a drift.
 */

/** Bullets the sentence- and clause-level checks strip: "-", "*", "•", "+" and an en dash. */
const BULLET_OR_EN_DASH = "[-*•+–]";
/** Bullets the line-level checks (protection, bold labels) accept: the same without the en dash, as they were written. */
const BULLET = "[-*+•]";
/** A masked span: a protected number or name stands in the text as one private-use character. */
const MASK = String.raw`[\uE000-\uF8FF]`;
/** A lettered, roman or masked-number item: "a)", "(b)", "ii.", "(iv)", a masked "1." or "3)". */
const LETTER_ROMAN_OR_MASK_ITEM = String.raw`\(?(?:[a-z]|[ivx]+|${MASK})[.)]`;

/**
 * Lexical stage, a sentence's start: a bullet, a number (masked, or digits left in the text) with "." or ")", or a
 * letter with ")" ("a)", "(a)"). No roman numerals or "a.": a word replaced right after one is still sentence-initial.
 */
export const SENTENCE_LIST_MARKER = new RegExp(String.raw`^(?:${BULLET_OR_EN_DASH}|[\uE000-\uF8FF\d]+[.)]|\(?[a-z]\))\s+`);

/**
 * Clause tests (is this an instruction, clauses.ts): bullets, lettered/roman/masked items, and a masked span with an
 * optional "." or ":" (so a bare masked word before the verb is stripped too); no "Step 3:".
 */
export const CLAUSE_LIST_MARKER = new RegExp(String.raw`^(?:${BULLET_OR_EN_DASH}|${LETTER_ROMAN_OR_MASK_ITEM}|${MASK}[.:]?)\s+`);

/**
 * Clause breaks (clause-breaks.ts, an instruction behind its marker stays one): as CLAUSE_LIST_MARKER but the masked
 * span needs its "." or ":" (a bare masked word is kept) and may follow "Step", "Stage" or another masked span.
 */
export const CLAUSE_BREAK_LIST_MARKER = new RegExp(
  String.raw`^(?:${BULLET_OR_EN_DASH}|${LETTER_ROMAN_OR_MASK_ITEM}|(?:(?:Step|Stage|${MASK})\s+)?${MASK}[.:])\s+`,
);

/**
 * Protection, before masking: everything from a line's start up to a word is only a marker (anchored at both ends,
 * spaces and tabs only, raw digits up to three, a letter with "." or ")").
 */
export const LINE_ITEM_MARKER = new RegExp(String.raw`^[ \t]*(?:${BULLET}|\d{1,3}[.)]|[a-z][.)])[ \t]+$`);

/**
 * Imperfections: a list item's bold label ("- **Cost:** Furthermore, ..."), with an optional bullet, number or
 * masked number before it; group 1 is the whole lead the opener comes after (group 2 the "**" or "__").
 */
export const BOLD_LABEL = new RegExp(
  String.raw`^((?:${BULLET}\s+|\d{1,3}[.)]\s+|${MASK}\s+)?(\*\*|__)[^*_\n]{1,60}?\2:?\s+)(?=[A-Z\uE000-\uF8FF])`,
);

import { ToolInputError } from "../errors";
import { COMMON_OPENERS } from "./common-words";
import { LEXICON_HEADWORDS } from "./lexicon";
import { LINE_ITEM_MARKER } from "./list-markers";

/**
 * Spans that a rewrite must never change: URLs, e-mail addresses, quotations, citations, numbers (with dates,
 * amounts, percentages), abbreviations, names, acronyms and technical identifiers. Each span is replaced by one
 * private-use character before the stages run, so no stage can split, reword or lose part of it; `restore` puts
 * the original text back and `verifyRestored` checks nothing was dropped.
 */
const PUA_START = 0xe000;
const PUA_END = 0xf8ff;
export const PLACEHOLDER = /[\uE000-\uF8FF]/;
export const PLACEHOLDER_G = /[\uE000-\uF8FF]/g;

// A quotation in straight single quotes: the opening mark not after a letter (a plural possessive "students'"),
// apostrophes inside words allowed ('I can't do this,' she said).
const SINGLE_QUOTED = /(?<![\w'])'(?=\S)(?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){1,400}?(?<=\S)'(?![A-Za-z])/g;

/**
 * Square brackets holding a digit ([12], [3, 4-6]): what /\[[^\]\n]{0,200}\d[^\]\n]{0,200}\]/g matched, found
 * without its backtracking (every "[" of "[1[1[1..." with no "]" tried 200 x 200 ways: 100 ms a line). From a "[" the
 * match can only end at the first "]" (none may come before it, nor a line break); it is one when the content
 * (at most 401 characters) has a digit with at most 200 characters before it and 200 after.
 */
export function* digitBrackets(text: string): Generator<[number, number]> {
  for (let i = text.indexOf("["); i !== -1; ) {
    let j = i + 1;
    while (j < text.length && j - i <= 402 && text[j] !== "]" && text[j] !== "\n") j++;
    const len = j - i - 1;
    let found = false;
    if (text[j] === "]" && len <= 401) for (let p = Math.max(0, len - 201); p <= Math.min(200, len - 1) && !found; p++) found = /[0-9]/.test(text[i + 1 + p]!);
    if (found) yield [i, j + 1];
    i = text.indexOf("[", found ? j + 1 : i + 1);
  }
}

const RULES: Array<RegExp | ((text: string) => Iterable<[number, number]>)> = [
  /[\uE000-\uF8FF]/g, // private-use characters already in the input stay as they are
  /`[^`\n]{1,200}`/g, // inline code
  // the set question opening a line ("Question: ... discuss ...", "Q2: ..."), up to its answer: the student answers it as
  // set, and only the answer is the student's text
  /^(?:Question|Q\s?\d{1,2}[a-z]?|Topic|Task|Instructions?|Assignment)(?:\s\d{1,2}[a-z]?)?\s?:[^\n]*?(?=\s+Answer\s*:|$)/g,
  /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'”’]/g,
  /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g, // bounded: no quadratic backtracking
  /‘[^’\n]{1,400}’(?![a-z])/g,
  SINGLE_QUOTED,
  /(?<![\w@#])[#@][\w-]+/g, // hashtags and @mentions
  /\b[A-Za-z_]\w*(?=\()/g, // a function name right before its bracket: foster(), leverage(data)
  /\([^()\n]{0,300}\d[^()\n]{0,300}\)/g, // parentheses holding a digit: (Smith, 2020), (p. 4), (n = 120)
  digitBrackets, // [12], [3, 4-6]
  /\b(?:e\.g|i\.e|etc|vs|cf|al|Dr|Mr|Mrs|Ms|Prof|St|No|Fig|Figs|Vol|pp|Eq|approx|Inc|Ltd|Co|Jr|Sr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\./g,
  /\b(?:[A-Za-z]\.){2,}/g, // U.S., a.m.
  /\b[a-z]+[A-Z][A-Za-z]*\b/g, // camelCase identifiers
  /\b\w+(?:[._/\\]\w+)+\b/g, // file.ts, snake_case, and/or
  /\b(?:[a-z]{1,2}-[a-z]+|[a-z]+-[a-z]{1,2})\b/g, // p-value, t-test, x-ray
];

// Capitalised words: names, acronyms, titles. Sentence openers from the common list are left free.
const CAPITALISED = /\b[A-Z][A-Za-z'’-]*\b/g;
const CAPITAL_SUBORDINATOR = /^(?:If|Unless|Whenever|Although|Because|Whereas)$/;
// A contraction opening a sentence ("Don't", "We're", "That's") is a common word, not a name: left free, so the
// academic style can write it out ("Do not") in the rewrite rather than a repair changing a protected span afterwards.
// Not before a capitalised word: "Don't Look Up" is a title.
const CONTRACTED = /^(?:[a-z]+n't|(?:it|that|there|here|where|how|what|who|let|he|she)'s|(?:we|you|they|who|there|that|it|he|she|what)'(?:re|ve|ll|d))$/;

/**
 * Quotations, paired by the direction of their marks rather than left to right: news prose quotes over several
 * paragraphs with an opening mark on each and a closing one only on the last, and scraped text has marks stuck to
 * the wrong word (wrong"."It). Counting pairs from the left then protects the narration and frees the speech. A
 * straight mark after a space or an opening bracket, before a non-space, opens; one after a non-space, before a
 * space, punctuation or the end, closes. An opening mark while one is open ends that quotation just before it; a
 * quotation still open at the end of the line runs to the end of the line (its paragraph is speech). Curly marks
 * say their direction themselves.
 */
export function quotationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let open = -1;
  const close = (end: number) => {
    if (open >= 0 && end > open + 1) spans.push([open, end]);
    open = -1;
  };
  for (const m of text.matchAll(/["“”]/g)) {
    const i = m.index!;
    const before = i > 0 ? text[i - 1]! : " ";
    const after = i + 1 < text.length ? text[i + 1]! : " ";
    const opening = m[0] === "“" || (m[0] === '"' && (/[\s(\[{—–-]/.test(before) || i === 0) && /\S/.test(after));
    const closing = m[0] === "”" || (m[0] === '"' && /\S/.test(before) && (/[\s.,;:!?)\]}—–-]/.test(after) || i + 1 === text.length));
    if (opening && !closing) {
      // a new quotation opens before the last one closed (a speech re-opened in each paragraph): the last one ends
      // at its text, not with the space before the new mark (which the sentence joins write again)
      if (open >= 0) close(open + 1 + text.slice(open + 1, i).trimEnd().length);
      open = i;
    } else if (closing && !opening) close(i + 1);
    else if (open >= 0) close(i + 1); // a mark between two words or two spaces: it closes an open quotation
    else open = i;
  }
  // still open at the end of the line: the rest of the paragraph is speech (trailing space left out)
  if (open >= 0) close(text.replace(/\s+$/, "").length);
  return spans.filter(([s, e]) => e - s <= 1600);
}

/** Every quotation of a text (double, curly or single marks), in order: what the rewrite and its repair leave alone. */
export function quotedRanges(text: string): Array<[number, number]> {
  const ranges = quotationSpans(text);
  for (const m of text.matchAll(SINGLE_QUOTED)) {
    const s = m.index!, e = s + m[0].length;
    if (!ranges.some(([a, b]) => s < b && e > a)) ranges.push([s, e]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

export type Protected = { masked: string; spans: string[]; ranges: Array<[number, number]> };

// A list item's marker at the start of a line ("- ", "* ", "• ", "1. ", "a) ", LINE_ITEM_MARKER): the word after it
// opens a sentence.
function sentenceInitial(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  if (index - lineStart <= 10 && LINE_ITEM_MARKER.test(text.slice(lineStart, index))) return true;
  let i = index - 1;
  // (emphasis marks are not words: "- **Cost:** Furthermore, ..." opens a sentence after the bold label)
  while (i >= 0 && /[\s"“‘'(*_]/.test(text[i]!)) {
    if (text[i] === "\n") return true;
    i--;
  }
  return i < 0 || /[.!?:]/.test(text[i]!);
}

/** The placeholders of a line whose protected spans pass `test`, as one string (a character class's contents). */
export function placeholdersWhere(spans: string[], test: RegExp): string {
  return spans.map((sp, i) => (test.test(sp) ? String.fromCharCode(PUA_START + i) : "")).join("");
}

export function protect(text: string): Protected {
  const taken: Array<[number, number]> = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  const add = (s: number, e: number) => {
    if (e > s && !overlaps(s, e)) taken.push([s, e]);
  };
  // quotations first: a URL or a name inside one must not keep the quotation itself from being protected
  for (const [s, e] of quotationSpans(text)) add(s, e);
  for (const rule of RULES) {
    if (typeof rule === "function") for (const [s, e] of rule(text)) add(s, e);
    else for (const m of text.matchAll(rule)) add(m.index!, m.index! + m[0].length);
  }
  // A token holding a digit (dates, amounts, percentages, versions, COVID-19), without its edge punctuation.
  for (const m of text.matchAll(/(?<!\S)\S*[\d¹²³⁰⁴-⁹]\S*/g)) {
    const lead = m[0].match(/^[("“‘'[{]*/)![0].length;
    const trail = m[0].match(/[.,;:!?'’")\]}”]*$/)![0].length;
    add(m.index! + lead, m.index! + Math.max(lead, m[0].length - trail));
  }
  for (const m of text.matchAll(CAPITALISED)) {
    const word = m[0];
    if (word === "I" || word.startsWith("I'") || word.startsWith("I’")) continue;
    const lower = word.toLowerCase().replace(/’/g, "'");
    // before another capitalised word it starts a name or title ("Crucial Ventures Ltd", "Don't Look Up"); not before
    // an acronym or "I" ("Leverage AI tools", "Utilize AI-driven dashboards" are instructions)
    const nameFollows = /^\s+[A-Z][a-z]/.test(text.slice(m.index! + word.length, m.index! + word.length + 4));
    const free = (sentenceInitial(text, m.index!) && word.slice(1) === word.slice(1).toLowerCase() &&
      (COMMON_OPENERS.has(lower) || ((LEXICON_HEADWORDS.has(lower) || CONTRACTED.test(lower)) && !nameFollows))) ||
      // (rev7 review) a subordinator opening a sentence whose full stop the writer left out ("These are cheaper fixes
      // If the problem is ..., then ..."): no name, and masked it hid the condition from the clause rules
      (CAPITAL_SUBORDINATOR.test(word) && !nameFollows);
    if (!free) add(m.index!, m.index! + word.length);
  }
  taken.sort((a, b) => a[0] - b[0]);
  // (a span is at least one character, so a text within the tools' 5,000-character limit never gets here; a longer
  // one is a bad request, answered 400 by the route, not a server error)
  if (taken.length > PUA_END - PUA_START) throw new ToolInputError("This text has too many names, numbers and quotations to rewrite. Please shorten it.");
  const spans: string[] = [];
  let masked = "";
  let pos = 0;
  for (const [s, e] of taken) {
    masked += text.slice(pos, s) + String.fromCharCode(PUA_START + spans.length);
    spans.push(text.slice(s, e));
    pos = e;
  }
  masked += text.slice(pos);
  return { masked, spans, ranges: taken };
}

/** Position in the masked text of a position in the original, or null when it falls inside a protected span. */
export function maskedOffset(ranges: Array<[number, number]>, orig: number): number | null {
  let shift = 0;
  for (const [s, e] of ranges) {
    if (orig <= s) break;
    if (orig < e) return null;
    shift += e - s - 1;
  }
  return orig - shift;
}

export function restore(masked: string, spans: string[]): string {
  return masked.replace(PLACEHOLDER_G, (c) => spans[c.charCodeAt(0) - PUA_START] ?? "");
}

/** Every placeholder of the input occurs exactly as often in the output (no span lost or doubled). */
export function placeholdersIntact(before: string, after: string): boolean {
  const a = (before.match(PLACEHOLDER_G) || []).sort().join("");
  const b = (after.match(PLACEHOLDER_G) || []).sort().join("");
  return a === b;
}

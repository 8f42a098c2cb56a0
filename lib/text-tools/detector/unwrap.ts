import { isBrownWord } from "./lm";
import { isVectorWord } from "./word-vectors";

/**
 * Text pasted from a PDF or an e-mail arrives with a line break every 60-100 characters and words hyphenated across
 * them. The sentence segmenter ends a sentence at every line break, so each line became a "sentence" and every measure
 * of sentence length and rhythm read the page width instead of the writer: on dev texts wrapped at 78 columns, one in
 * eleven scores moved by 15 points or more (up to 33). The detectors read the text with those breaks joined;
 * `toOriginal` maps an offset in what they read back to what the user pasted (the sentence highlights).
 */
export type Unwrapped = { text: string; toOriginal: (offset: number) => number };

/**
 * A line shorter than this is a heading, a list item or a line of verse, not a wrapped line of prose; down to
 * MIN_RUN_ON it still is one when the next line carries on in lower case (a narrow column of long words: 38 characters).
 */
const MIN_WRAPPED_LINE = 40;
const MIN_RUN_ON = 25;
const ENDS_SENTENCE = /[.!?:;]["'\u201d\u2019)\]]*\s*$/;
// list items, quotations, headings, table rows and emoji bullets start their own line
const STARTS_ITEM = /^\s*(?:[-*\u2022\u25aa\u25cf\u2013\u2014>#|]|\(?\d{1,3}[.)](?=\s)|\(?[a-zA-Z][.)]\s|\[\d+\]|\p{Extended_Pictographic})/u;
const HYPHENATED_END = /(\p{L}+)-[ \t]*$/u;
// "COVID-" + "19", "Nkrumah-" + "Boateng": a hyphen stuck to its word at the margin joins without a space
const HYPHEN_AT_MARGIN = /[\p{L}\p{N}]-[ \t]*$/u;
// "pre-" + "and post-test" is a suspended hyphen: the space stays
const SUSPENDED = /^[ \t]*(?:and|or|nor|to)\b/;
const NEXT_WORD = /^[ \t]*(\p{Ll}[\p{L}'’]*)/u;

const known = (word: string) => isBrownWord(word) || isVectorWord(word);

/** Joins two lines when the first is a wrapped line of prose that stops mid-sentence. */
function isSoftBreak(line: string, next: string, blockLooksWrapped: boolean): boolean {
  const trimmed = line.trim();
  if (trimmed.length < MIN_RUN_ON || ENDS_SENTENCE.test(trimmed) || trimmed.startsWith("|")) return false;
  if (!next.trim() || STARTS_ITEM.test(next)) return false;
  if (trimmed.length < MIN_WRAPPED_LINE) return /^\s*\p{Ll}/u.test(next);
  // the next line carrying on in lowercase, or a comma left hanging, is a sentence running on; a capital after a
  // line with no stop is only taken as one inside a block of lines of a page's width (a list without markers is not)
  return /^\s*[\p{Ll}\d(]/u.test(next) || /[,\u2013\u2014-]\s*$/.test(trimmed) || blockLooksWrapped;
}

/**
 * At least three lines, most of them about as long as the block's median line, that median a page's width, and most
 * lines that stop without a full stop carried on by the next line in lower case: a list without markers ("To examine
 * ...", "To assess ...") has lines of a page's width too, but each starts with a capital.
 */
function looksWrapped(lines: string[]): boolean {
  if (lines.length < 3) return false;
  const lengths = lines.slice(0, -1).map((l) => l.trim().length).sort((a, b) => a - b);
  const median = lengths[lengths.length >> 1]!;
  if (median < 35 || median > 140) return false;
  if (lengths.filter((n) => Math.abs(n - median) <= median * 0.25).length < lengths.length * 0.7) return false;
  const open = lines.slice(0, -1).map((l, i) => [l.trim(), lines[i + 1]!] as const).filter(([l]) => !ENDS_SENTENCE.test(l));
  return open.filter(([, next]) => /^\s*[\p{Ll}\d(]/u.test(next)).length * 2 >= open.length;
}

/**
 * `keep`, when given, is asked about every line in order (it may keep state, as a reference-list scanner does): a line
 * it keeps is never joined to the line before or after it.
 */
export function unwrapLines(input: string, keep?: (line: string) => boolean): Unwrapped {
  const lines = input.split("\n");
  if (lines.length < 2) return { text: input, toOriginal: (i) => i };
  const kept = keep ? lines.map((line) => keep(line)) : null;
  // blocks of consecutive non-blank lines, to judge whether a block is a wrapped page
  const wrapped = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && lines[j]!.trim()) j++;
    const block = looksWrapped(lines.slice(i, j));
    for (let k = i; k < j; k++) wrapped[k] = block;
    i = Math.max(j, i + 1);
  }

  let out = "";
  const origin: number[] = [];
  const emit = (s: string, from: number) => {
    for (let k = 0; k < s.length; k++) origin.push(from + k);
    out += s;
  };
  let at = 0; // offset of lines[i] in the input
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lineStart = at;
    const next = lines[i + 1];
    at += line.length + 1;
    if (next === undefined) {
      emit(line, lineStart);
      break;
    }
    const cr = line.endsWith("\r") ? 1 : 0;
    if (kept?.[i] || kept?.[i + 1] || !isSoftBreak(line.slice(0, line.length - cr), next, wrapped[i]!)) {
      emit(line + "\n", lineStart);
      continue;
    }
    const body = line.slice(0, line.length - cr);
    const indent = next.length - next.trimStart().length;
    lines[i + 1] = next.slice(indent);
    const hyphen = HYPHENATED_END.exec(body);
    const nextWord = NEXT_WORD.exec(next);
    if (hyphen && nextWord && !SUSPENDED.test(next)) {
      // a word hyphenated at the margin: "exam-" + "ple" is one word, "well-" + "known" keeps its hyphen; either way
      // the break and the next line's indent go
      const joined = known((hyphen[1]! + nextWord[1]!).toLowerCase());
      emit(body.slice(0, hyphen.index + hyphen[1]!.length + (joined ? 0 : 1)), lineStart);
    } else if (HYPHEN_AT_MARGIN.test(body) && !SUSPENDED.test(next)) {
      emit(body.trimEnd(), lineStart);
    } else {
      emit(body.trimEnd(), lineStart);
      origin.push(lineStart + line.length - cr); // the break, read as a space
      out += " ";
    }
    at += indent;
  }
  origin.push(input.length);
  return { text: out, toOriginal: (i) => origin[Math.max(0, Math.min(i, origin.length - 1))]! };
}

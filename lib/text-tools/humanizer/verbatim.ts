import { referenceScanner } from "../references";

/**
 * Lines the humanizer hands back exactly as written, whoever rewrites the text (the local engine skips them, and a
 * model's rewrite that changes one is undone): a reference list (../references.ts), a markdown block quotation
 * (someone else's words, even without quote marks), a heading or a numbered section title (a title, not prose:
 * "Strategies for Prevention" is not "Ways for Prevention") and a table row (cells are labels and survey items). (The
 * set question of an assignment, "Question: ... discuss ...", is a protected span: protect.ts.)
 */
const VERBATIM = [
  /^\s*>/, // block quotation
  /^\s*#{1,6}\s/, // markdown heading
  /^\s*\|/, // table row
  /^\s*\d+(?:\.\d+)*\.?\s+[A-Z][^.!?:;]{0,80}$/, // "1.0 Introduction", "2.1 Literature Review"
  /^\s*(?:CHAPTER|SECTION|PART)\b[^.!?]{0,60}$/, // "CHAPTER ONE"
];

export function verbatimScanner(): (line: string) => boolean {
  const isReference = referenceScanner();
  return (line) => isReference(line) || VERBATIM.some((re) => re.test(line));
}

import { splitSentences } from "@/lib/text-tools/segment";
import { tokenize } from "./normalize";

/** A sentence-like piece of text: offsets, stemmed content words, and every word (folded) for exact runs. */
export type Segment = { start: number; end: number; stems: string[]; words: string[] };

const LONG_WORDS = 40;

/**
 * Sentence-like segments with character offsets: the platform's sentence splitter (the same "sentence" as the other
 * text tools), and long sentences (old prose runs to 80 words) split again at semicolons and colons, so a segment is
 * a unit a copier keeps whole.
 */
export function segments(text: string): Segment[] {
  const raw: Array<[number, number]> = splitSentences(text).map((s) => [s.start, s.end]);
  const out: Segment[] = [];
  for (const [s, e] of raw) {
    const piece = text.slice(s, e);
    const words = piece.split(/\s+/).filter(Boolean).length;
    const parts: Array<[number, number]> = [];
    if (words > LONG_WORDS) {
      let at = s;
      for (const m of piece.matchAll(/[;:](?=\s)/g)) {
        const cut = s + m.index! + 1;
        if (cut - at > 60) {
          parts.push([at, cut]);
          at = cut;
        }
      }
      parts.push([at, e]);
    } else parts.push([s, e]);
    for (const [ps, pe] of parts) {
      const slice = text.slice(ps, pe);
      const lead = slice.length - slice.trimStart().length;
      const trail = slice.length - slice.trimEnd().length;
      if (pe - trail <= ps + lead) continue;
      const tokens = tokenize(slice);
      const stems = tokens.filter((t) => t.content).map((t) => t.stem);
      out.push({ start: ps + lead, end: pe - trail, stems, words: tokens.map((t) => t.word) });
    }
  }
  return out;
}

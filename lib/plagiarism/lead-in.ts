import { tokenize } from "./normalize";
import type { Segment } from "./sentences";

// A clause ends at a comma, colon, semicolon or dash followed by a space.
const CLAUSE_END = /[,:;—–](?=\s)|\s-(?=\s)/g;

/**
 * Where the copied part of a matched sentence starts. The writer's own lead-in before a copied clause ("According to
 * Wells, ...", "As the report I read last week puts it, ...") is not copied text: the opening clauses whose content
 * words the matched source sentences do not hold are left out, up to half the sentence. A lead-in the source has
 * ("In 1895, ...") stays, and so does everything after the first clause the source holds.
 */
export function copiedStart(text: string, seg: Segment, source: Segment[]): number {
  const piece = text.slice(seg.start, seg.end);
  const have = new Set(source.flatMap((s) => s.stems));
  let from = 0;
  let start = seg.start;
  for (const m of piece.matchAll(CLAUSE_END)) {
    const cut = m.index! + m[0].length;
    if (cut > piece.length / 2) break;
    const content = tokenize(piece.slice(from, m.index!)).filter((t) => t.content);
    if (content.some((t) => have.has(t.stem))) break;
    from = cut;
    // a clause with fewer than two content words ("However,", "Yes, sir,") is too short to judge alone: it goes with
    // the clause after it
    if (content.length >= 2) start = seg.start + cut + (piece.slice(cut).length - piece.slice(cut).trimStart().length);
  }
  return start;
}

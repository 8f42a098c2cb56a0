import { tokenize } from "./normalize";
import type { Segment } from "./sentences";

const REPORTING =
  "(?:argue|argues|argued|write|writes|wrote|note|notes|noted|state|states|stated|say|says|said|explain|explains|explained|claim|claims|claimed|" +
  "observe|observes|observed|suggest|suggests|suggested|report|reports|reported|point out|points out|pointed out|maintain|maintains|maintained|" +
  "contend|contends|contended|assert|asserts|asserted|insist|insists|insisted|show|shows|showed|describe|describes|described|define|defines|defined|" +
  "find|finds|found|believe|believes|believed|put it|puts it|remind us|reminds us|reminded us|tell us|tells us|told us)";
// A clause ends at a comma, colon, semicolon or dash followed by a space, or at the "that" after a reporting verb.
const CLAUSE_END = new RegExp(`[,:;—–](?=\\s)|\\s-(?=\\s)|(?<=\\b${REPORTING}(?:\\s\\w+ly)?\\sthat)(?=\\s)`, "gi");
// The lead-in frames what follows as someone else's words: "According to ...", "In the words of ...", "As my teacher
// once put it", "Wells argues that" (not "He found that": a story's narration). Without such a frame an opening clause the source lacks is more likely the
// copier's rewording of the source's own clause (a heavily reworded copy) than the writer's lead-in; and a clause
// with quotation marks is dialogue ("'Reverse', Elaine said, ..."), part of the copied story.
const FRAMING = new RegExp(`^(?:[A-Za-z]+,\\s+)?(?:according to\\b|in the words of\\b|as\\b.{0,80}\\b${REPORTING}$)|^(?!(?:[A-Za-z]+,\\s+)?(?:i|he|she|they|we|it|you|one|there)\\b).*\\b${REPORTING}(?:\\s\\w+ly)?\\sthat$`, "i");
const QUOTE_MARK = /["“”«»]|''|``|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])/;

/**
 * Where the copied part of a matched sentence starts. The writer's own lead-in before a copied clause ("According to
 * the lecture notes we were given, ...", "As my history teacher once put it, ...", "Many historians argue that ...")
 * is not copied text: opening clauses that frame what follows as a report and whose content words the matched source
 * sentences do not hold are left out, up to half the sentence. A clause the source holds ends the lead-in.
 */
export function copiedStart(text: string, seg: Segment, source: Segment[]): number {
  const piece = text.slice(seg.start, seg.end);
  const have = new Set(source.flatMap((s) => s.stems));
  let from = 0;
  let start = seg.start;
  for (const m of piece.matchAll(CLAUSE_END)) {
    const cut = m.index! + m[0].length;
    if (cut > piece.length / 2) break;
    if (tokenize(piece.slice(from, m.index!)).some((t) => t.content && have.has(t.stem))) break;
    from = cut;
    const lead = piece.slice(0, m.index!);
    if (FRAMING.test(lead) && !QUOTE_MARK.test(lead)) start = seg.start + cut + (piece.slice(cut).length - piece.slice(cut).trimStart().length);
  }
  return start;
}

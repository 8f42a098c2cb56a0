import { COMMON_OPENERS } from "./common-words";
import { maskedOffset, PLACEHOLDER } from "./protect";
import { splitSentences } from "../segment";

/**
 * Sentence splitting and capitalisation on masked text (protected spans are single private-use characters, so
 * abbreviations, decimals and citations can no longer look like sentence ends).
 */
/**
 * Sentences of one line, found by the shared segmentation (lib/text-tools/segment.ts) on the original text and
 * cut out of the masked text; a boundary inside a protected span (a quotation of two sentences) is ignored.
 * seps[i] is the white space between sentence i and i + 1 as written (two spaces, a tab), so what is not rewritten
 * comes back as it was; two sentences glued by a typo ("mean?I've") get a space.
 */
export function maskedSentences(line: string, masked: string, ranges: Array<[number, number]>): { sentences: string[]; seps: string[] } {
  const cuts: number[] = [];
  for (const s of splitSentences(line).slice(1)) {
    const at = maskedOffset(ranges, s.start);
    if (at !== null) cuts.push(at);
  }
  const sentences: string[] = [];
  const seps: string[] = [];
  let prev = 0;
  let lastEnd = -1;
  for (const c of [...cuts, masked.length]) {
    const raw = masked.slice(prev, c);
    const piece = raw.trim();
    if (piece) {
      const start = prev + (raw.length - raw.trimStart().length);
      // glued sentences get a space ("a!a!"), but Chinese and Japanese full stops take none ("。它" stays "。它")
      if (lastEnd >= 0) seps.push(masked.slice(lastEnd, start) || (/[\u3002\uFF01\uFF1F]$/.test(sentences[sentences.length - 1]!) ? "" : " "));
      sentences.push(piece);
      lastEnd = start + piece.length;
    }
    prev = c;
  }
  return { sentences, seps };
}

/** Sentences joined by their own separators (seps[i] after sentence i; a missing one is a space). */
export const joinWith = (sentences: string[], seps: readonly string[]) =>
  sentences.reduce((acc, s, i) => (i === 0 ? s : acc + (seps[i - 1] ?? " ") + s), "");

export const wordCount = (s: string) => (s.match(/[A-Za-z\uE000-\uF8FF][\w'’-]*/g) || []).length;

export function capFirst(s: string): string {
  // past markdown emphasis too ("**it eases** teamwork" opens a sentence)
  const m = s.match(/^(["“‘(*_]*)([a-z])/);
  return m ? m[1] + m[2]!.toUpperCase() + s.slice(m[0].length) : s;
}

/** Lower-cases the first word when it is a common word (never a name); null when that is not safe. */
export function lowerFirst(s: string): string | null {
  if (PLACEHOLDER.test(s[0] ?? "")) return s;
  const m = s.match(/^([A-Za-z][\w'’]*)/);
  if (!m) return null;
  const w = m[1]!;
  if (w === "I" || w.startsWith("I'") || w.startsWith("I’")) return s;
  if (!COMMON_OPENERS.has(w.toLowerCase()) || w.slice(1) !== w.slice(1).toLowerCase()) return null;
  return w.toLowerCase() + s.slice(w.length);
}

/** Words that can open an independent clause: enough evidence that a split leaves two full sentences. */
// (not "no longer" / "no more": "... but no longer have gamers" has no subject there)
export const SUBJECT_START = /^(?:[\uE000-\uF8FF]|(?:the|this|that|these|those|it|they|he|she|we|i|you|there|its|their|his|her|our|my|many|most|some|a|an|each|one|such|both|all|no(?!\s+(?:longer|more)\b)|several|few|people|students|researchers|others)\b)/i;

/** A request or an instruction ("kindly remind Esi ...", "please submit ..."): it takes a plain opener at most. */
export const REQUEST = /^(?:kindly|please|do|don't|do not|remember|note|make sure|ensure|let|contact|call|send|bring|submit)\b/i;

export const endsSentence = (s: string) => /[.!?]["”’)]?$/.test(s.trim());

/**
 * The frame of a notice that speaks for a body to its members ("This is to inform all tenants", "The leadership wishes
 * to inform", "is pleased to announce", "Members are reminded that"): the Structure stage joins nothing onto such a
 * sentence and the Imperfections stage adds no "I think" to the notice (twenty-second session, rev8 review).
 */
export const NOTICE_FRAME =
  /\b(?:(?:this\s+is|wish(?:es)?|writing|(?:is|are|am)\s+(?:pleased|delighted|happy|glad))\s+to|pleased\s+to|hereby|kindly)\s+(?:inform|announce|notify|remind|invite)\b|\bare\s+(?:hereby\s+)?(?:informed|notified|reminded)\s+that\b/i;

/**
 * A speaker and a verb of saying or thinking closed by a comma at the start of `s` ("he said,", "Kofi thinks,", "the
 * chief told us,"): an aside after an opening phrase ("In those days, he said, a radio ..."). Without the phrase's comma
 * the aside reads as the main clause; the Structure and Style stages both keep that comma. (Not "agreed": "In the
 * end, the committee agreed, and the fees were reduced" is the main clause.)
 */
export const SPEAKER_ASIDE = /^(?:I|you|he|she|we|they|it|one|people|[A-Z][a-z]+|[\uE000-\uF8FF]+|(?:the|my|our|his|her|their) [a-z]+)\s(?:\w+ly\s)?(?:think|thinks|thought|say|says|said|believe|believes|believed|suppose|supposes|supposed|guess|guessed|feel|feels|felt|know|knows|knew|seems?|seemed|admit|admits|admitted|argue|argues|argued|claim|claims|claimed|add|adds|added|note|notes|noted|recall|recalls|recalled|hope|hoped|fear|feared|reckon|reckoned|imagine|imagined|suspect|suspected|realised|realized|explain|explains|explained|insist|insists|insisted|warn|warns|warned|remember|remembered|mused|wrote|writes|replied|whispered|told (?:me|us|him|her|them))(?: (?:me|us|him|her|them))?,/;

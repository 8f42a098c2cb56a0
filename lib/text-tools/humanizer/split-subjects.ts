import { tagOf } from "../detector/profile";
import { AUX_OR_PAST, hasFiniteVerb } from "./clause-grammar";

/**
 * The subjects a clause break's right half may open with besides a plain one (SUBJECT_START): a bare noun phrase
 * ("..., but viral infections are not ...") and a pronoun shared with the left half ("..., but has now been moved").
 */

const FINITE_AUX = /^(?:is|are|was|were|am|has|have|had|will|would|can|could|may|might|must|should|do|does|did|won't|can't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|wouldn't|couldn't|shouldn't)$/;
const NOT_SUBJECT_WORD = /^(?:also|then|thus|still|now|even|just|only|often|sometimes|always|never|so|therefore|hence|however|instead|yet|already|usually|again|later|soon|perhaps|maybe|not|in|on|at|for|with|by|from|to|of|as|if|when|while|because|after|before|since|until|than|into|onto|over|under|about|through|and|or|but|nor|who|which|that|what|where|how|why|there|here|more|less|much|very|too|being|having|been|be|[a-z]+ly|[a-z]+ed)$/;

/**
 * A right half whose subject is a bare noun phrase of one to three words right before an auxiliary: "viral
 * infections are not believed to ..." is a clause; "often are", "then has", "in 2020 was" (no subject) are not.
 */
export function bareClause(right: string): boolean {
  const ws = (right.match(/^[a-z][a-z'’-]*(?:\s+[a-z'’-]+){0,4}/)?.[0] ?? "").replace(/’/g, "'").split(/\s+/);
  const k = ws.findIndex((w) => FINITE_AUX.test(w));
  if (k < 1 || k > 3 || k >= ws.length - 1) return false;
  const subject = ws.slice(0, k);
  // parts of speech from the Brown corpus' hand tags: a noun (or "nothing") heads the phrase, nouns, adjectives and
  // determiners before it ("ensure students are" opens with a verb: an imperative, no subject)
  return subject.every((w) => !NOT_SUBJECT_WORD.test(w) && !AUX_OR_PAST.test(w)) &&
    /^[NO]$/.test(tagOf(subject[k - 1]!)) && subject.slice(0, -1).every((w) => /^[NJTD]$/.test(tagOf(w)));
}

const SUBJ_AGREE: Record<string, RegExp> = {
  he: /^(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)$/, she: /^(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)$/, it: /^(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)$/,
  they: /^(?:are|were|have|do|aren't|weren't|haven't|don't)$/, we: /^(?:are|were|have|do|aren't|weren't|haven't|don't)$/, i: /^(?:am|was|have|do|wasn't|haven't|don't)$/,
};
const ANY_PERSON = /^(?:will|would|can|could|may|might|must|should|did|had|won't|wouldn't|can't|couldn't|didn't|hadn't|shouldn't)$/;

/**
 * "He had served his term there, but has now been moved" shares its subject: the right half gets it back ("he"),
 * when the left half opens with that pronoun, has no other subject in it, and the right half's verb is an auxiliary
 * agreeing with it (a past form only after a left half with no auxiliary: "He was attacked, and robbed of ..." is
 * one passive, "They have lived here, and worked ..." shares "have").
 */
export function sharedSubject(left: string, right: string): string | null {
  const m = left.match(/^(?:(?:And|But|So|Yet|Then)\s+)?(He|She|It|They|We|I)\s+(?=[a-z])/);
  if (!m) return null;
  const rest = left.slice(m[0].length);
  if (/\b(?:he|she|it|they|we|i|you|who|whom|which|that|what|whether|if|when|while|because|said|says|told|thought|knew|believed|felt)\b|[,;:"“(]/i.test(rest)) return null;
  const w = (right.match(/^[a-z'’]+/)?.[0] ?? "").replace(/’/g, "'");
  const pron = m[1]!.toLowerCase();
  const ok = SUBJ_AGREE[pron]!.test(w) || ANY_PERSON.test(w) ||
    (/^(?:[a-z]{3,}ed|went|came|saw|took|made|gave|found|left|got|held|kept|told|said|knew|thought|felt|became|began|brought|built|bought|caught|fell|fought|grew|lost|met|paid|ran|rose|sat|sent|spent|stood|wrote|drove|ate|broke|chose|drew|flew|spoke|stole|woke|wore)$/.test(w) &&
      !/\b(?:is|are|was|were|am|be|been|being|has|have|had|will|would|can|could|may|might|must|should|seem|seemed|seems|became|felt|get|got)\b/i.test(rest));
  return ok && hasFiniteVerb(`${pron} ${right}`) ? (pron === "i" ? "I" : pron) : null;
}

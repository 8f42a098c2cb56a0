import { tagOf } from "../detector/profile";

/**
 * Small tests of clause grammar shared by the Structure stage's splits and joins: does a stretch of text have a
 * verb, a finite verb of its own, a leading subordinate clause, a dialogue tag.
 */
export const AUX_OR_PAST = /^(?:is|are|was|were|am|has|have|had|will|would|can|could|may|might|must|should|shall|do|does|did|won't|can't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|[a-z]{2,}ed|went|came|saw|took|made|gave|found|left|got|held|kept|told|said|knew|thought|felt|became|began|brought|built|bought|caught|fell|fought|grew|hit|led|lost|met|paid|put|ran|rose|sat|sent|set|spent|stood|struck|taught|threw|understood|won|wrote|drove|ate|broke|chose|drew|flew|forgot|hid|rode|sang|sank|shook|spoke|stole|tore|woke|wore|seems|seem|remains|remain|means|mean|needs|need|makes|make|goes|go|comes|come|gets|get|takes|take|gives|give|shows|show|helps|help|works|work|looks|look|feels|feel|lies|lie|stands|stand)$/;
/**
 * (assignments review) a "so" that draws the writer's inference, not a result: a conclusion about what could have
 * happened ("..., so this near miss could have caused real harm"), a figure set against a stated one ("the label
 * claimed 30 mg, so the measured content was 39% below the stated value"), a conditional verdict ("So unless he can
 * borrow more cheaply, he is better off waiting"). Academic "As a result," / "For this reason," made the premise its
 * cause; "Therefore," reads for both senses.
 */
export const INFERENCE_SO = /\b(?:could|might|may|must|would)\s+(?:not\s+|also\s+)?have\s+[a-z]+(?:ed|en|wn|ne|ght)\b|[\uE000-\uF8FF\d]%?\s(?:below|above|short\sof|less\sthan|more\sthan|lower\sthan|higher\sthan)\b|\bcomes?\sout\sat\b|\bbetter\soff\b|^(?:unless|if)\b|^the\s(?:realistic|best|only|obvious|right|sensible|logical|safest|wisest)\s(?:move|option|choice|answer|course|step|thing|way)\b/i;
export const LEADING_SUBORDINATE = /^(?:(?:And|But|Yet|So|Or)\s+)?(?:If|When|Unless|Once|Whenever|Although|Though|While|Because|Since|As long as|Even if|Even though|After|Before|Until|Whether)\b/i;
const PRONOUN_SUBJECT = /^(?:it|he|she|they|we|i|you|this|that|there|these|those|one|everyone|everybody|nobody|someone|something|nothing)$/i;
const DETERMINER = /^(?:a|an|the|this|these|those|its|their|his|her|our|my|your|some|any|no|every|each)$/;
const AUXILIARY = /^(?:is|are|was|were|am|has|have|had|will|would|can|could|may|might|must|should|shall|do|does|did|[a-z]+n't)$/;
const SUBORDINATE_START = /^(?:to|that|which|who|whom|whose|where|when|whenever|if|because|since|unless|although|though|while|whether)$/;

/**
 * After ", and" / ", but" / ";" the right half is a sentence only when it has a finite verb: "..., and the possible
 * discovery of new worlds" is a second object, not a clause. A pronoun subject followed by any word counts; else an
 * auxiliary, a past form or a common present verb among its first ten words.
 */
export function hasFiniteVerb(right: string): boolean {
  const ws = (right.toLowerCase().match(/[a-z\uE000-\uF8FF][\w'’-]*/g) || []).slice(0, 10).map((w) => w.replace(/’/g, "'"));
  // (rev11 review) not "one": after a colon it is often a numeral heading a list item ("at four sites: one upstream
  // of the mine (S1), two within ..." was cut into a verbless sentence); its verb must show like a noun subject's
  if (ws.length >= 2 && PRONOUN_SUBJECT.test(ws[0]!) && ws[0] !== "one" && !/^(?:and|or|of|who|which|that)$/.test(ws[1]!)) return true;
  // (session 24 diff review) but "one" before a noun and, later, an auxiliary is a subject whose verb a relative clause
  // hides from the noun test below ("and one offender that can be easily addressed is car usage")
  if (ws[0] === "one" && ws.length >= 3 && tagOf(ws[1]!) === "N" && ws.slice(2).some((w) => AUXILIARY.test(w))) return true;
  // the verb must be the clause's own, not one inside a clause hanging off its subject: "a widespread unwillingness
  // to face the fact that there is ..." has no verb of its own ("is" belongs to the "that" clause)
  // a past form followed by "by" is a participle ("the patterns formed by fallen leaves")
  // and one right after a determiner is an adjective ("a fixed amount", "the increased cost")
  // (an auxiliary never is: "some are still waiting", "each has its own", "none of this is new"; nor a word after a
  // quantifier that is the subject itself: "some wanted to leave")
  const own = ws.slice(1).filter((w, i, a) => a[i + 1] !== "by" &&
    (!DETERMINER.test(ws[i]!) || AUXILIARY.test(w) || (i === 0 && /^(?:some|any|each)$/.test(ws[0]!))));
  const stop = own.findIndex((w) => SUBORDINATE_START.test(w));
  return (stop < 0 ? own : own.slice(0, stop)).some((w) => AUX_OR_PAST.test(w));
}

// words that open a clause only when one follows: "after lunch", "since 2010", "until Friday", "once a week" and
// "because of the rain" are a preposition's or an adverb's phrase, "after the bell rang" a clause
const CONJUNCTION_OR_PREPOSITION = /^(?:after|before|since|until|till|once)$/i;

/**
 * Does `word` open a subordinate clause here? `after` is the text that follows it within its clause (up to the next
 * comma). "when", "if", "although" always do; "after", "before", "since", "until", "once" only with a verb after
 * them, and "because" not before "of".
 */
export function opensClause(word: string, after: string): boolean {
  if (/^because$/i.test(word)) return !/^\s*of\b/i.test(after);
  if (!CONJUNCTION_OR_PREPOSITION.test(word)) return true;
  return hasVerb(after) || hasFiniteVerb(after);
}

/** Any verb at all (an auxiliary, a past form, or a word the Brown corpus tags as a verb): a fragment has none. */
export const hasVerb = (x: string) => (x.toLowerCase().match(/[a-z][\w'’-]*/g) || []).some((w) => AUX_OR_PAST.test(w.replace(/’/g, "'")) || tagOf(w) === "V");
// "“Who are you?” I stammered, ..." (the quotation is often a sentence of its own): the tag belongs to the speech
export const DIALOGUE_TAG = /^(?:[\uE000-\uF8FF]\s+)?(?:I|he|she|they|we|you)\s+(?:\w+ly\s+)?(?:said|asked|stammered|replied|whispered|exclaimed|shouted|muttered|added|continued|ventured|answered|cried|called|murmured|sighed|laughed|snapped|insisted|admitted|began|repeated|urged|pleaded|yelled)\b/i;

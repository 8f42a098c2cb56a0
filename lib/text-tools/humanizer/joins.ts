import { tagOf } from "../detector/profile";
import { tenseOf } from "./clauses";
import { clearAntecedent } from "./result-tail";
import { DIALOGUE_TAG, hasFiniteVerb, hasVerb, LEADING_SUBORDINATE, opensClause } from "./clause-grammar";
import { lowerFirst, NOTICE_FRAME, SUBJECT_START, wordCount } from "./text-utils";
import type { HumanizeStyle } from "./types";

/**
 * Joins for the Structure stage: two neighbouring sentences become one longer one where they are closely linked,
 * so sentence lengths vary the way people's do (splits make the short ones).
 */
/** Two short sentences joined with ", and" (academic "; "): the occasional longer sentence. */
// "I don't want to be a hero. I just want to be normal." is a contrast: ", and" between them would read wrong
const CONTRAST = /\b(?:not|never|no)\b|n['’]t\b/i;
const CONTRAST_NEXT = /\b(?:just|only|instead|rather|merely|simply)\b/i;
// a first sentence that ends in a subordinate clause: "I'm not writing this because I've become a great developer,
// and I haven't." reads the joined clause as a second reason, inside the "because" clause
// ("since 2010", "until Friday", "because of the rain" are prepositional phrases, no clause: opensClause)
const openSubordinateEnd = (x: string) =>
  [...x.matchAll(/\b(because|if|unless|until|since|although|though|whether|when|whenever)\b(?=([^,;:]*)$)/gi)].some((w) => opensClause(w[1]!, w[2]!));
// a second sentence that names what the first denied: "It was that ...", "It's the ...", "They were a ..."
// ("It is their shop, their marketing department": a possessive names it too)
// (revH review) a second sentence that opens a series of points ("Several strands of research help to explain this gap.
// The first concerns cost." ... "A second strand concerns trust.") starts the list: ", and the first concerns cost"
// makes its first item a clause of the introduction (academic's "; the first concerns cost" reads as the list's start). An ordinal standing for the item ("The first is ...") or with a
// noun that names one ("The second reason", "A third option", "The first of these"), or "First(ly)," / "Second(ly),";
// not an ordinal of time or order in the story ("The farmers waited, and the first rains came").
const ENUM_NOUN = String.raw`(?:reason|factor|point|issue|concern|strand|problem|step|stage|phase|aim|objective|goal|option|approach|challenge|way|argument|benefit|advantage|disadvantage|lesson|question|theme|finding|priority|area|component|element|type|category|group|recommendation|measure|explanation|possibility|risk|cause|effect|principle|rule|criterion|condition|limitation|strategy|method|task|pillar|part|section|aspect)s?`;
const ENUM_OPEN = new RegExp(String.raw`^(?:(?:The|A|An|Our|My|Its|Their)\s+(?:first|second|third|fourth|fifth|sixth|final)\s+(?:${ENUM_NOUN}\b|one\b|of\s+(?:these|them|those|the|its|their)\b|(?=(?:is|was|are|were|concerns|concerned|involves|involved|relates|related|has|had|comes|came|lies|lay|stems|focuses|deals|covers|can|could|will|would|must|should|may|might)\b))|(?:First|Second|Third|Fourth|Fifth|Firstly|Secondly|Thirdly|Lastly)\s*,)`);
const opensSeries = (x: string) => ENUM_OPEN.test(x.trim());
// (rev6 review) a first sentence whose bare "this" points forward, to what the next sentence says ("Let's get this out
// of the way first. The stories are true."; "I will say this plainly."; "Here is the thing."): ", and the stories are
// true" leaves "this" pointing at nothing
// (session 22: a "this" that closes the sentence points forward only after a verb of saying or attention, "I will
// tell you this.", "Consider this."; "He wouldn't have wanted this." and "Nobody expected this." point back)
const CATAPHORIC = /\bthis(?=\s+(?:out|up|off|first|clear|straight|now|once|plainly|simply|clearly|honestly|frankly|bluntly|again)\b)|\b(?:say|says|said|tell|tells|told|ask|asks|asked|add|consider|remember|note|know|imagine|picture|hear|understand|learn|admit|promise|think about|put it|ask yourself|tell you|tell them|tell him|tell her|tell us)\s+(?:(?:you|them|him|her|us|me|yourself|yourselves)\s+)?this\s*[.!]$|^Here(?:['’]s|\s+is|\s+are)\b/i;
// (session 22) a leading condition governs whatever is joined to its sentence; a leading time or concession word does
// only when it opens a clause ("When the bell rings, ..."), not a phrase ("After the storm,", "Since then,", "Once
// again,", "While at university,") or the adverb "Though," ("Though, I don't need to.")
const CONDITION_LEAD = /^(?:(?:And|But|Yet|So|Or)\s+)?(?:If|Unless|Even if|Whether|As long as)\b/i;
function leadingClause(x: string): boolean {
  const m = x.match(LEADING_SUBORDINATE);
  if (!m) return false;
  if (CONDITION_LEAD.test(x)) return true;
  const head = x.slice(m[0].length).split(/[,;:]/)[0]!.trim();
  return hasVerb(head) || hasFiniteVerb(head) || /\b[a-z]+\s+[a-z]+\s+[a-z]+[^s\W]s$/i.test(head);
}
// (rev7 review) two sentences that open with the same words are a figure of repetition ("He stood with poise. He
// stood with confidence."): ", and he stood with" flattens it into a list
const opening = (x: string) => (x.trim().toLowerCase().replace(/’/g, "'").match(/[a-z'\uE000-\uF8FF]+/g) || []).slice(0, 2).join(" ");
const sameOpening = (a: string, b: string) => opening(a).includes(" ") && opening(a) === opening(b);
// (rev8 review) a wish or blessing ("May God bless you abundantly.", "God richly bless you.") stands alone: ", and
// you're the best sister" after it makes the wish one clause of a statement
// (a capitalised name such as "God" may reach the rule masked as one protected character)
const WISH = /^(?:May\s+(?:God\b|the\s+Lord\b|Allah\b|the\s+Almighty\b|[\uE000-\uF8FF]\s*[a-z]+\s+(?:you|us|them|him|her|me|your|his|their|our)\b|(?:he|she|they|you|it|this|your|his|her|their|our|we|all)\b)|(?:God|The\s+Lord|[\uE000-\uF8FF])\s*(?:richly\s+|abundantly\s+)?(?:bless|keep|protect|be\s+with|grant|guide)\b)/i;
const isWish = (x: string) => WISH.test(x.trim().replace(/^[^A-Za-z\uE000-\uF8FF]+/, ""));
// (rev8 review) a notice's announcement stands alone: "This is to inform all tenants that the rent will go up, and it
// is important that every tenant pays" runs the announcement into the instruction, and "... pleased to announce the
// date of the party, and it will take place at the hall" leaves "it" to the date
const isNotice = (a: string, b: string) => NOTICE_FRAME.test(a) || NOTICE_FRAME.test(b);
// (rev8 review) a second sentence that already coordinates two clauses with a bare "and"/"but" before a pronoun
// ("It is not compulsory but it will help you.", "It was wrong of me and I take full responsibility."): a comma glue
// before it runs three clauses on ("see me after class, and it isn't compulsory but it will help you")
const TWO_CLAUSES = /\b(?:and|but)\s+(?:I|you|he|she|we|they|it)\s+[a-z]/;
// (rev10 review) a second sentence that already coordinates two verbs with "and" ("She picked up her bag and followed
// him outside."): ", and" before it stacks two "and"s ("She didn't answer, and she picked up her bag and followed
// him"); academic's "; " keeps them apart. A verb form after the "and" (an adverb may come first), by the Brown tags.
const VERB_AND = /\band\s+(?:(?:then|also|just|quickly|slowly|quietly|finally|immediately|simply|still|[a-z]+ly)\s+)?([a-z]+)\b/gi;
const coordinatesVerbs = (x: string) => [...x.matchAll(VERB_AND)].some((m) => /^[VDE]$/.test(tagOf(m[1]!.toLowerCase())));
const CORRECTION = /^(?:It|That|This|They)\s+(?:is|was|are|were)\s+(?:that|the|a|an|about|their|his|her|our|my|your|its|what)\b|^(?:It|That)['’]s\s+(?:that|the|a|an|about|their|his|her|our|my|your|its|what)\b/;

// (rev10 review) a join needs the second sentence to carry on from the first, not just to be short: "Later, the
// company moved its offices to Accra, and he was subsequently arrested in Tema" ran two unrelated events together
// ("he" had no antecedent in the first). A "he"/"she" subject (or "his"/"her" first) needs a person in the first
// sentence (the pronoun or its possessive, a person noun, or a protected name that is no place after "to"/"in"/"at");
// "I"/"my", "you"/"your" the same person, "we"/"our" the writer or people named before. "It"/"they" carry on from
// almost any noun, and a noun subject stays free ("The bus left late, and the driver apologised": the tests of a
// story's next step, review-technical-structure and others); a connective opening the second sentence is linkedJoin's.
const PERSON_NOUN = /\b(?:man|woman|men|women|boy|girl|child|children|lady|gentleman|guy|victim|driver|officer|suspect|player|patient|teacher|student|mother|father|mum|dad|son|daughter|brother|sister|wife|husband|uncle|aunt|grandmother|grandfather|friend|neighbou?r|person|pupil|nurse|doctor|soldier|worker|warrior|king|queen|prince|princess|captain|stranger|boss|manager|owner|minister|president|chief|pastor|priest|judge|lawyer|farmer|trader|customer|client|baby|kid|hero|author|writer|leader|coach|director|chairman|chairperson|secretary|tenant|landlord|witness|reporter|agent|guard|pilot|knight|wizard|creature|someone|somebody|anyone|everyone|nobody|no one)s?\b/i;
const NAME_NOT_PLACE = /(?<!\b(?:to|in|at|from|into|near|across|towards?|of)\s+)[\uE000-\uF8FF]/;
// (session 23) "I"/"my" and "we"/"our" name the writer, who needs no antecedent: "The streets are silent, devoid of
// human presence, and I scan the desolation", "But with every transfer came a cost, and my own luck diminished",
// "The main goal of this paper is ..., and we also discuss ..." were right joins the test refused
const PRONOUN_SUBJECT = /^(he|she|his|her|you|your)\b/i;
function continuesFrom(a: string, b: string): boolean {
  const first = b.trim().match(PRONOUN_SUBJECT)?.[1]?.toLowerCase();
  if (first) {
    if (/^(?:he|his)$/.test(first)) return /\b(?:he|him|his|himself)\b/i.test(a) || PERSON_NOUN.test(a) || NAME_NOT_PLACE.test(a);
    if (/^(?:she|her)$/.test(first)) return /\b(?:she|her|hers|herself)\b/i.test(a) || PERSON_NOUN.test(a) || NAME_NOT_PLACE.test(a);
    return /\b(?:you|your|yours|yourself)\b/i.test(a);
  }
  return true;
}

export function tryJoin(a: string, b: string, style: HumanizeStyle): string | null {
  // only two short sentences: joins give the occasional longer one, splits do most of the work on rhythm
  const limit = 10;
  if (wordCount(a) > limit || wordCount(b) > limit + 10) return null;
  if (!/[^.]\.$/.test(a.trim()) || !/[.!?]$/.test(b.trim()) || /^(?:And|But|So|Yet|Or|However|Also|Then)\b/.test(b)) return null;
  if (style !== "academic" && opensSeries(b)) return null;
  // a heading or label ("HOTEL - ELEVATOR.") is not a sentence to join onto
  if (wordCount(a) < 4 || !/\b[a-z]{2,}\b/.test(a) || DIALOGUE_TAG.test(a.trim()) || !hasVerb(a)) return null;
  // a protected span first is a quotation (a line of dialogue: '"Who are you?" I managed to say.') or a name
  if (/^[\uE000-\uF8FF]/.test(a.trim()) || CATAPHORIC.test(a.trim()) || sameOpening(a, b)) return null;
  if (isWish(a) || isWish(b) || isNotice(a, b)) return null;
  // a sentence that already holds a semicolon or a colon ("You have been more than educators; you have been
  // mentors") took academic's "; " as a second one, or ", and" before it as a third clause (linkedJoin's rule too);
  // and a leading condition or time clause would govern the joined clause too ("If it rains, the match stops, and
  // the fans go home": the fans go home whatever the weather)
  if (/[;:]/.test(a + b) || leadingClause(a.trim())) return null;
  // a set phrase of a letter stands alone ("I hope this email finds you well.")
  if (/\bfinds you well\.$/i.test(a.trim())) return null;
  if (CONTRAST.test(a) && CONTRAST_NEXT.test(b)) return null;
  if (CONTRAST.test(a) && CORRECTION.test(b.trim())) return null;
  if (openSubordinateEnd(a.trim())) return null;
  // "A, and B" + "C" would give "A, and B, and C": no join onto a sentence that already has a coordinating "and"
  // (a sentence-initial "And" too, rev6 review: "And the Volta is not alone, and the Oti ...")
  if (/\band\b/i.test(a) && style !== "academic") return null;
  // nor onto a second sentence that has one ("A, and B, and C" the other way round)
  // (also ", but" / ", so" / ", yet" / ", or", and a bare "and" before a second subject: "My first stop was the
  // castle, and I knew the history, of course, but nothing prepares you" and "I say congratulations, and you have
  // worked hard and you deserve it" ran three clauses on)
  if (/,\s+(?:and|but|so|yet|or)\b/.test(b) || TWO_CLAUSES.test(b) || (style !== "academic" && coordinatesVerbs(b))) return null;
  const lowered = lowerFirst(b);
  // a protected word first may be a name or a capitalised common word ("Everything"): no join
  if (!lowered || /^[\uE000-\uF8FF]/.test(lowered) || !SUBJECT_START.test(lowered)) return null;
  if (tenseClash(a, b) || !continuesFrom(a, b)) return null;
  // (rev11 review) the second must be a clause ("It was all I could do. One last message." gave "..., and one last
  // message."), and a noun subject needs a link to the first (nounLinked)
  if (!clauseLike(lowered) || (NOUN_OPEN.test(lowered) && !nounLinked(a, lowered))) return null;
  const glue = style === "academic" ? "; " : ", and ";
  return a.trim().slice(0, -1) + glue + lowered;
}

/** One clause in the past and the other in the present (an unclear tense clashes with neither). */
function tenseClash(a: string, b: string): boolean {
  const x = tenseOf(a), y = tenseOf(b);
  return x !== null && y !== null && x !== y;
}

// Sentence-opening links that a join can fold into the glue: "X. However, Y." -> "X, but Y."
const LINKS: Array<{ re: RegExp; glue: Record<HumanizeStyle, string> }> = [
  { re: /^(?:However|Nevertheless|Nonetheless|Still|Yet),\s+|^But\s+(?![a-z]+,)/, glue: { academic: ", but ", professional: ", but ", casual: ", but ", creative: ", but " } },
  { re: /^And\s+(?![a-z]+,)/, glue: { academic: ", and ", professional: ", and ", casual: ", and ", creative: ", and " } },
  { re: /^So\s+(?![a-z]+,)/, glue: { academic: ", and therefore ", professional: ", so ", casual: ", so ", creative: ", so " } },
  { re: /^(?:Additionally|Also|Moreover|Furthermore|In addition|Besides|What is more),\s+/, glue: { academic: "; ", professional: ", and ", casual: ", and ", creative: ", and " } },
  { re: /^(?:Therefore|Thus|Hence|Consequently|As a result|As such),\s+/, glue: { academic: ", and therefore ", professional: ", so ", casual: ", so ", creative: ", so " } },
];
// "X. This means Y." -> "X, which means Y.": "This"/"That" standing for the whole previous clause, right before its verb
// (only verbs whose subject is naturally the whole event: "This could be an animal" may mean the last noun, and
// ", which could be" would attach to it)
const THIS_VERB = /^(?:This|That)\s+(?=(?:means|meant|leads|led|helps|helped|allows|allowed|shows|showed|suggests|suggested|explains|explained|reflects|reflected|causes|caused|ensures|ensured)\b)/;
const PRONOUN_OPEN = /^(?:It|They|He|She|We|These)\s+(?!(?:and|or|of|who|which|that|is that)\b)[a-z]/;
const JOIN_MAX = 36;

/**
 * Two neighbouring sentences that are closely linked become one longer sentence: a connective opening the second
 * ("However," "Additionally," "Therefore,") becomes the glue (", but" / ", and" / ", so"; academic "; " and ", and
 * therefore"), "This means ..." becomes ", which means ...", and a pronoun subject carrying on from the first
 * ("The results ... They also ...") is joined with ", and" (academic "; "). The joined sentence stays under 36 words.
 */
export function linkedJoin(a: string, b: string, style: HumanizeStyle): string | null {
  const at = a.trim(), bt = b.trim();
  // a protected span (a citation, a quotation) counts as three words: harper.js flags sentences over 40 words
  const size = (x: string) => wordCount(x) + 2 * (x.match(/[\uE000-\uF8FF]/g) || []).length;
  if (!/[^.]\.$/.test(at) || !/[^.]\.$/.test(bt) || wordCount(at) < 5 || wordCount(bt) < 4 || size(at) + size(bt) > JOIN_MAX) return null;
  // a heading, a quotation or bracket left open, a leading condition whose scope would grow, a colon or semicolon
  // ... nor a line of dialogue ("“Who are you?” I stammered, ...": the protected quotation opens it)
  if (!/\b[a-z]{2,}\b/.test(at) || /[;:"“”()]/.test(at + bt) || LEADING_SUBORDINATE.test(at) || /^[\uE000-\uF8FF]/.test(at) || DIALOGUE_TAG.test(at)) return null;
  const head = at.slice(0, -1);
  // the first must be a clause with a verb of its own ("A tragic loss for the Kingdom, his closest friend." is a
  // fragment: a join would only lengthen it), and the two together no run-on of clauses and asides
  const commas = (x: string) => (x.match(/,/g) || []).length;
  if (!hasVerb(head) || (style !== "academic" && opensSeries(bt)) || CATAPHORIC.test(at) || sameOpening(at, bt)) return null;
  if (CONTRAST.test(head) && CONTRAST_NEXT.test(bt)) return null;
  // "The problem was never the amount. It was that the money ..." corrects the first: ", and it was" loses the turn
  if (CONTRAST.test(head) && CORRECTION.test(bt)) return null;
  if (openSubordinateEnd(head)) return null;
  if (commas(head) > 1 || commas(bt) > 1 || /,\s+(?:and|but)\b/.test(bt)) return null;
  if (isWish(at) || isWish(bt) || isNotice(at, bt)) return null;
  for (const { re, glue } of LINKS) {
    const m = bt.match(re);
    if (!m) continue;
    const rest = bt.slice(m[0].length);
    const g = glue[style];
    // the left half must not already have the glue's conjunction ("A, and B, and C"), the rest must be a clause
    const conj = g.match(/[a-z]+/)?.[0];
    if (conj && new RegExp(`\\b${conj}\\b`, "i").test(head)) return null;
    if (g.startsWith(",") && (TWO_CLAUSES.test(rest) || (/\band\b/.test(g) && coordinatesVerbs(rest)))) return null;
    if (!SUBJECT_START.test(rest) || !hasFiniteVerb(rest) || /^(?:then|it)\s*,/i.test(rest)) return null;
    const lowered = /^[\uE000-\uF8FF]/.test(rest) ? rest : lowerFirst(rest);
    return lowered ? head + g + lowered : null;
  }
  if (THIS_VERB.test(bt)) {
    if (/\b(?:which|that)\b/i.test(head) || /,/.test(head)) return null;
    // "The plan strains the budget. This means ..." -> "the budget, which means" reads as the budget's meaning
    if (!clearAntecedent(head, /^\S+\s+(?:means|leads|helps|allows|shows|suggests|explains|reflects|causes|ensures)\b/.test(bt))) return null;
    return `${head}, which ${bt.replace(/^\S+\s+/, "")}`;
  }
  // two plain clauses in a row on the same footing: "A. The B ..." -> "A, and the B ..." (academic "A; the B ...")
  if (!PRONOUN_OPEN.test(bt) && SUBJECT_START.test(bt) && !/^[A-Z][a-z]+,/.test(bt) && !/,/.test(head) && !/\band\b/i.test(head) &&
    (bt.match(/,/g) || []).length <= 1 && hasFiniteVerb(bt) && !/^(?:This|That|These|Those|Such|Both|All|Each|One|Some|Many|Most|Others|Few|Several|No)\b/.test(bt) &&
    !tenseClash(head, bt) && (sharesTopic(head, bt) || (tenseOf(head) === "past" && tenseOf(bt) === "past")) && (!NOUN_OPEN.test(bt) || nounLinked(head, bt))) {
    if (style !== "academic" && (TWO_CLAUSES.test(bt) || coordinatesVerbs(bt))) return null;
    const lowered = /^[\uE000-\uF8FF]/.test(bt) ? null : lowerFirst(bt);
    return lowered ? head + (style === "academic" ? "; " : ", and ") + lowered : null;
  }
  // ", and" makes one event of two: not across a change of tense ("She hasn't been charged, and she was found ...")
  if (PRONOUN_OPEN.test(bt) && hasFiniteVerb(bt) && !tenseClash(head, bt)) {
    // "A, B, and C, and they ..." reads as one more list item
    if (/,\s+(?:and|but|or)\b|\band\s+(?:it|they|he|she|we)\b/i.test(head) || (head.match(/,/g) || []).length > 1) return null;
    if (style !== "academic" && (TWO_CLAUSES.test(bt) || coordinatesVerbs(bt))) return null;
    if (!continuesFrom(head, bt)) return null;
    const lowered = lowerFirst(bt);
    return lowered ? head + (style === "academic" ? "; " : ", and ") + lowered : null;
  }
  return null;
}

// The second sentence carries on the first's topic: a content word (its first five letters) of the first comes
// back ("The model is described by ... The model's solutions are ..."); "This would be a test of how someone sees.
// The room is bathed in light." changes the subject, and ", and" would make one thought of two.
const TOPIC_STOP = new Set("that this with from have were been their there which would could should about into than then them they these those what when where while also more most such only other some very just over under after before because being does done each both many much upon your".split(" "));
function sharesTopic(a: string, b: string): boolean {
  const keys = (x: string) => new Set((x.toLowerCase().match(/[a-z][a-z'’-]*/g) || []).filter((w) => w.length >= 4 && !TOPIC_STOP.has(w)).map((w) => w.slice(0, 5)));
  const ka = keys(a);
  return [...keys(b)].some((k) => ka.has(k));
}

/**
 * (rev11 review) A second sentence with a noun subject is joined with ", and" only when it carries on from the first:
 * it shares a content word, or its subject is definite and so can point back ("The bus left late. The driver
 * apologised.", "The shop stays open until Friday. The owner travels on Saturday."). "The results explain the
 * extension principle. A wavelet system plays a basic role in ...", "A lawyer for the defence said they would
 * appeal. A sixth man was also acquitted." and "Social media can support learning. Many students join study groups"
 * (an example, which ", and" flattens into a second claim) ran statements together that the reader must relate. A
 * pronoun, a possessive or a demonstrative first points back by itself (continuesFrom checks "he"/"she").
 */
// any sign of a verb, the tests' coverage being thin: a pronoun's contracted verb ("I'm", "it's"), a word the Brown
// corpus tags as a verb form ("sold", "see"), or a present "-s" form two or three words in ("The owner travels ...",
// "The first concerns funding"); a fragment ("One last message.", "A blinding flash.") shows none
const clauseLike = (x: string) => hasVerb(x) || hasFiniteVerb(x) || /^[a-z]+['’](?:m|s|re|ve|ll|d)\s/i.test(x) ||
  (x.toLowerCase().match(/[a-z][\w'’-]*/g) || []).slice(1).some((w) => /^[VDEAM]$/.test(tagOf(w))) || /^\S+\s+(?:\S+\s+)?[a-z]+[^s\W]s\b/i.test(x);
const NOUN_OPEN = /^(?!(?:it|they|he|she|we|i|you|there|this|that|these|those|his|her|their|its|my|our|your|[\uE000-\uF8FF])(?![\w-]))/i;
function nounLinked(a: string, b: string): boolean {
  return sharesTopic(a, b) || /^the\s/i.test(b.trim());
}

/**
 * The sentence a join may take onto sentences[i]: none after a quotation standing alone ('"Who are you?" I managed
 * to say. The figure ...': the tag belongs to the line of dialogue before it, not to the narration after it).
 */
export function joinable(sentences: string[], i: number): string | undefined {
  return i > 0 && /^[\uE000-\uF8FF\s"“”]+$/.test(sentences[i - 1]!) ? undefined : sentences[i + 1];
}

import { tagOf } from "../detector/profile";
import { AUX_OR_PAST, hasFiniteVerb, hasVerb } from "./clause-grammar";
import { CLAUSE_LIST_MARKER } from "./list-markers";
import { RESULT_VERBS } from "./result-verbs";
import { formsOfIng } from "./verb-forms";
import { capFirst, wordCount } from "./text-utils";
import type { HumanizeStyle } from "./types";

/**
 * More Structure rules, each a rewrite a person would make when editing machine prose:
 * - a trailing "-ing" clause whose agent is the sentence's pronoun subject becomes its own sentence
 *   ("She left early, hoping to avoid the rain." -> "She left early. She hoped to avoid the rain.");
 * - a trailing ", including A and B" after a plural noun becomes "These include A and B.";
 * - a trailing non-restrictive ", which is/was/are/were ..." becomes "It is ..." / "They were ...";
 * - a subject repeated from the previous sentence becomes a pronoun ("The memorial ... The memorial is" -> "It is").
 * LLM text leans on participle tails and repeated noun phrases where people write short clauses with pronouns.
 */

// Verbs of an agent's act or state: "-ing" -> [base, 3rd person, past]
const AGENT: Record<string, [string, string, string]> = Object.fromEntries(
  ("trying try tries tried|seeking seek seeks sought|hoping hope hopes hoped|feeling feel feels felt|stating state states stated|" +
    "wondering wonder wonders wondered|saying say says said|citing cite cites cited|staring stare stares stared|" +
    "searching search searches searched|knowing know knows knew|taking take takes took|using use uses used|drawing draw draws drew|" +
    "holding hold holds held|thinking think thinks thought|realizing realize realizes realized|looking look looks looked|" +
    "clutching clutch clutches clutched|watching watch watches watched|praying pray prays prayed|whispering whisper whispers whispered|" +
    "gazing gaze gazes gazed|fearing fear fears feared|refusing refuse refuses refused|calling call calls called|urging urge urges urged|" +
    "claiming claim claims claimed|warning warn warns warned|asking ask asks asked|telling tell tells told|expressing express expresses expressed|" +
    "acknowledging acknowledge acknowledges acknowledged|imagining imagine imagines imagined|planning plan plans planned|" +
    "waiting wait waits waited|struggling struggle struggles struggled|" +
    "aiming aim aims aimed|demanding demand demands demanded|questioning question questions questioned|describing describe describes described|" +
    "promising promise promises promised|vowing vow vows vowed|insisting insist insists insisted|noting note notes noted|" +
    "adding add adds added|explaining explain explains explained|arguing argue argues argued|admitting admit admits admitted|" +
    "pointing point points pointed|recalling recall recalls recalled|remembering remember remembers remembered|" +
    "smiling smile smiles smiled|laughing laugh laughs laughed|nodding nod nods nodded|sighing sigh sighs sighed|" +
    "determining determine determines determined|preparing prepare prepares prepared|pausing pause pauses paused")
    .split("|").map((x) => { const [ing, base, s3, past] = x.split(" "); return [ing!, [base!, s3!, past!]]; }),
);

// an "-ed" word inside a compound ("heavy-tailed", "well-established") is an adjective, not a past verb
const PAST_HINT = /\b(?:was|were|had|did|could|would)\b|(?<![-\w])[a-z]{2,}ed\b|\b(?:said|told|took|made|went|came|saw|knew|felt|left|stood|sat|ran|held|thought|found|gave|got|began|kept|brought|set|put)\b/;
const PRESENT_HINT = /\b(?:is|are|has|have|does|do|can|will)\b/;

const PRESENT_VERB = /\b(?:shows?|suggests?|remains?|provides?|makes?|allows?|leads?|adds?|gives?|takes?|becomes?|needs?|seems?|helps?|includes?|offers?|plays?|means?|affects?|creates?|causes?)\b/;

/** PAST_HINT without "-ed" adjectives after a determiner or an adverb ("the distributed states", "adequately prepared") */
// (rev9 review) ... and after a preposition, a number or a name between them: "with [80] invited guests", "for trained
// staff" (no finite verb follows a preposition; "Host a dinner with 80 invited guests, including ..." had "These included")
const pastHint = (clause: string) =>
  PAST_HINT.test(clause.replace(/\b(?:the|a|an|its|their|his|her|our|these|those|this|that|well|newly|[a-z]+ly|with|for|of|to|from|among|by|on|in|at|about|between)\s+(?:(?:[\uE000-\uF8FF]|\d[\d,.]*)\s+)?[a-z]{2,}ed\b/gi, ""));

/**
 * (rev10 review) Irregular pasts PAST_HINT lacks ("The committee met the chiefs, including elders ..." had "These
 * include"), for the ", including" tense only: in PAST_HINT they changed tenseOf and with it a join's tense check (a
 * control of review-short-structure failed). The word must follow the subject, not a determiner or an adjective
 * slot ("the lost keys", "the recently built school" are no verbs): such a word within the first six, after a word
 * that is no determiner, preposition or "to".
 */
const IRREGULAR_PAST = /^(?:met|paid|sent|built|wrote|held|began|took|gave|made|led|spent|bought|sold|won|chose|drew|grew|spoke|broke|rose|fell|fought|caught|taught|sought|became|heard|meant|drove|threw|flew|ate|sang|swam|rang|hid|shook|wore|tore|stole|struck|lent|dealt|fed|fled|bore|bent|bound|forgave|forgot|froze|laid|overcame|rebuilt|rewrote|undertook|withdrew|oversaw|upheld)$/;
function irregularPast(clause: string): boolean {
  const ws = clause.toLowerCase().split(/\s+/).slice(0, 6);
  const slot = /^(?:the|a|an|its|their|his|her|our|my|your|this|that|these|those|to|of|for|with|well|newly)$/;
  // (an adverb may stand between: "The board finally paid ...", not "the recently built school")
  return ws.some((w, i) => i > 0 && IRREGULAR_PAST.test(w) && !slot.test(ws[i - 1]!) && !(/ly$/.test(ws[i - 1]!) && slot.test(ws[i - 2] ?? "")));
}

/** Tense of a main clause: auxiliaries decide; else a past form among its first words; else a common present verb. */
export function tenseOf(clause: string): "past" | "present" | null {
  // ("hasn't", "wasn't": the negative forms count too)
  const past = /\b(?:was|were|had|did)(?:n['’]t)?\b/.test(clause);
  const present = /\b(?:is|are|has|have|does|do|can|will)(?:n['’]t)?\b|\b(?:won|can)['’]t\b/.test(clause);
  if (past !== present) return past ? "past" : "present";
  if (past) return null;
  // an "-ed" word after a determiner is an adjective ("the proposed approach"), not a past verb; when both hints
  // remain, the earlier one is the main verb ("The results show that the revised plan ..." is present)
  const early = clause.split(/\s+/).slice(0, 7).join(" ").replace(/\b(?:the|a|an|its|their|this|these|our|his|her)\s+[a-z]{2,}ed\b/gi, (m) => m.split(/\s+/)[0]!);
  const p = early.search(PAST_HINT);
  const q = early.search(PRESENT_VERB);
  if (p >= 0 && (q < 0 || p < q)) return "past";
  return q >= 0 ? "present" : null;
}

/** "He walked home, thinking about the game." -> ["He walked home.", "He thought about the game."] */
export function agentTail(s: string): [string, string] | null {
  const m = s.match(/^((He|She|They|We|I)\s+[a-z][^,;:]{12,}?), ([a-z]+ing)\b([^,;:]{6,})\.$/);
  const forms = m && AGENT[m[3]!];
  if (!m || !forms || wordCount(m[1]!) < 4) return null;
  const main = m[1]!.slice(m[2]!.length);
  // "He got requests from neighbours, asking him to expand": the tail's agent is not the subject
  const object = { He: "him", She: "her", They: "them", We: "us", I: "me" }[m[2]!]!;
  if (new RegExp(`\\b${object}\\b`).test(m[4]!)) return null;
  // (rev7 review) a modal is no tense: "He would sit still, staring at me" tells what he used to do, and "He stared
  // at me" made it one past act; "would" carries over to the new sentence, and another modal ("could see the town,
  // hoping ...") would give the hope the modal's sense, so no split
  const modal = main.match(MODAL)?.[0];
  if (modal && modal !== "would") return null;
  const past = pastHint(main) && !PRESENT_HINT.test(main);
  const present = PRESENT_HINT.test(main) && !pastHint(main);
  if (!past && !present) return null;
  const third = m[2] === "He" || m[2] === "She";
  // (session 22) so is "used to": "They used to sit by the fire, telling stories" tells a habit too
  const habit = /\bused to\b/.test(main) ? "used to" : modal;
  const v = habit ? `${habit} ${forms[0]}` : past ? forms[2] : third ? forms[1] : forms[0];
  return [`${m[1]}.`, `${m[2]} ${v}${m[4]}.`];
}

/**
 * An instruction: after an optional list marker ("-", "1.", "a)"), a common word that is a verb or noun in its base
 * form right before a determiner or a number ("Host a dinner", "Invite the board", "Book [two] rooms"): a noun
 * subject is never followed by "a"/"the" ("Today the ..." and "Once a ..." are adverbs, tagged otherwise).
 */
function imperative(clause: string): boolean {
  const m = clause.replace(CLAUSE_LIST_MARKER, "").match(/^([A-Z][a-z]+)\s+(?:a|an|the|your|our|their|his|her|its|my|all|each|every|some|any|this|these|those|[\uE000-\uF8FF])\s/);
  return !!m && /^[VN]$/.test(tagOf(m[1]!.toLowerCase())) && !/(?:s|ed|ing|ly)$/.test(m[1]!);
}

/** A verb by its tag, or an "-s" form whose base is one or that has its object after it ("and prints documents"). */
function readsAsVerb(word: string, next: string | undefined): boolean {
  if (AUX_OR_PAST.test(word) || tagOf(word) === "V") return true;
  if (!/s$/.test(word)) return false;
  return [word.slice(0, -1), word.slice(0, -2)].some((base) => tagOf(base) === "V") || (!!next && !/^(?:of|for|in|on|at|to|from|with|by|and|or|made|such|like)$/.test(next));
}

/** "The firm sells many products, including tea and cocoa." -> ["The firm sells many products.", "These include tea and cocoa."] */
export function includingTail(s: string): [string, string] | null {
  const m = s.match(/^(.{25,}?\b[a-z]{3,}s), including\s+([^;:]{6,})\.$/);
  if (!m || /\b(?:is|was|has|its|this|his)$/.test(m[1]!) || wordCount(m[1]!) < 6) return null;
  // "... steps: extending X; hiring Y; and replacing the stalls, including the roofs": the phrase before it is an
  // item of a list, no clause for "These include" to follow, and the tense would come from another item
  if (/[;:]/.test(m[1]!)) return null;
  // "handles difficult subjects, including violence, addiction and racism, without sensationalising them": a comma
  // after the list's last item closes the aside, and the main clause goes on after it ("These include ..., without")
  // (an item with an "and" of its own, "research and development, sales and marketing", is no list's end: the list
  // ends in the last stretch after a comma, which then holds its own "and"/"or")
  const items = m[2]!.split(",");
  const last = items[items.length - 1]!.trim();
  if (/\b(?:and|or)\s[^,]+,/.test(m[2]!) && (!/^(?:(?:and|or)\s+)?[^,]*\b(?:and|or)\b/.test(last) || /^(?:without|with|for|in|on|at|by|to|from|into|through|across|among|under|over|before|after|during|while|when|because|since|which|who)\b/.test(last.replace(/^(?:and|or)\s+/, "")))) return null;
  // (session 24) nor one closed by ", and" + a second verb of the clause before it: "a shop that sells accessories,
  // including chargers, earphones and cases, and offers minor repairs" gave "These include chargers, earphones and
  // cases, and offers minor repairs" (the list's own "and" before the comma; after it the verb goes on)
  const [, goesOn, object] = (m[2]!.match(/\b(?:and|or)\s[^,]+,\s+(?:and|or)\s+(?:also\s+|then\s+|now\s+)?([a-z]+)(?:\s+([a-z]+))?/i) ?? []).map((w) => w?.toLowerCase());
  if (goesOn && readsAsVerb(goesOn, object)) return null;
  // "A review of frameworks, including relativity and cosmology, is undertaken ...": the list is an aside inside
  // the subject, and the sentence's verb comes after it
  if (/,\s+(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|remains?|seems?|becomes?|became|provides?|shows?|showed|offers?|helps?|helped|makes?|made)\b/.test(m[2]!)) return null;
  // (rev11 review) ... and so is one inside the subject of a clause opened before it, whatever its verb: "clients left
  // because competitors, including mobile lenders, offered faster credit" gave "... because competitors. These
  // included mobile lenders, offered ..." (the last clause of the part before the comma has no verb of its own)
  // (only after such an opener: a main clause's verb the tests do not know, "[Murray] now faces lots of charges", is
  // no sign of a subject)
  const clauses = m[1]!.split(/\b(?:because|that|if|when|whenever|since|although|though|while|whereas|whether|unless|who|which|where)\s/i);
  if (clauses.length > 1 && !hasVerb(clauses.at(-1)!) && !hasFiniteVerb(clauses.at(-1)!)) return null;
  // "These" must point at the plural just before the comma, not at an agent after "by"/"of" ("vehicles owned by
  // officials, including members of ..."); a conditional or modal main clause gives no tense to carry over
  if (/\b(?:by|from)\s+(?:[a-z]+\s+){0,2}[a-z]+s$/i.test(m[1]!) || MODAL.test(m[1]!)) return null;
  // (rev9 review) a clause after the list ("..., including cash sales, so you can focus on ...", "..., which ...")
  // belongs to the main clause: "These include cash sales, so you can focus" gave the purpose to the list
  if (items.slice(1).some((x) => /^\s*(?:so|which|who|whom|whose|where|because|while|whereas|although|though|but|yet|thus|hence|thereby|as|if|unless|until|since)\b/i.test(x))) return null;
  // an instruction's list is what to do, no past ("Invite the board, including ...": "These included" is wrong)
  const past = !imperative(m[1]!) && (pastHint(m[1]!) || irregularPast(m[1]!)) && !PRESENT_HINT.test(m[1]!);
  return [`${m[1]}.`, `These ${past ? "included" : "include"} ${m[2]}.`];
}

/**
 * A predicate that names an event or a state of affairs, not a thing: "..., which is a common experience among student
 * nurses" / "..., which is an additional cost that many cannot afford" judge the whole clause before them, and "It is
 * an additional cost" pointed at the last noun ("per bucket"). (A noun of that kind as the head, after "a"/"an" and up
 * to two adjectives.)
 */
const EVENT_PREDICATE = /^(?:a|an)\s+(?:[a-z-]+\s+){0,2}(?:experience|cost|burden|problem|challenge|concern|step|move|practice|trend|pattern|phenomenon|development|sign|indication|testament|reflection|improvement|increase|decrease|rise|drop|decline|achievement|feat|risk|violation|breach|requirement|situation|occurrence|consequence|change|shift|departure|relief|blow|setback|success|failure|mistake|error|loss|gain|waste|habit|tradition|norm|disadvantage|advantage|benefit|drawback|contradiction|paradox|irony|pity|shame|credit|testimony|milestone|breakthrough|source of)\b/;

/**
 * (rev6 review) An adjective that judges how usual, welcome or expected an event is: "The printer jammed on every second
 * page, which is common when ..." / "The first ping timed out, which is expected behaviour" judge the jam and the
 * timeout; "It is common" made the printer common. Not before "to" ("which is expected to increase capacity" says
 * what the thing will do; "common to both designs" is a thing's property).
 */
const JUDGED_EVENT = /^(?:(?:quite|very|not|also|rather|fairly|entirely|perfectly|hardly|highly|especially|particularly|fully|still|often|usually|generally|always|now|in itself|itself|again)\s+)*(?:unusual|usual|common|uncommon|rare|normal|abnormal|expected|unexpected|typical|atypical|surprising|unsurprising|understandable|unfortunate|fortunate|inevitable|remarkable|worrying|encouraging|alarming|welcome|acceptable|unacceptable|unprecedented|routine|natural|consistent|inconsistent|in line|contrary|in keeping|to be expected|impressive|unimpressive|disappointing|frustrating|reassuring|commendable|regrettable|annoying|troubling|refreshing)\b(?!\s+to\b)/;

/** "They visited the old fort, which was built in the colonial era." -> ["They visited the old fort.", "It was built in the colonial era."] */
export function whichTail(s: string, style: HumanizeStyle, figures = ""): [string, string] | null {
  const m = s.match(/^(.{30,}?), which (is|was|are|were|has|have) ([^,;:]{8,})\.$/);
  if (!m || wordCount(m[1]!) < 6 || /\b(?:of|and|or)\s+\S+$/.test(m[1]!)) return null;
  // "countries such as Sweden and New Zealand, which have ..." / "above the aircraft, which was ...": the pronoun
  // would point at the wrong noun (the list, or the sentence's subject)
  if (/\b(?:such as|like|including|and)\b/i.test(m[1]!) || /\b(?:above|below|behind|beside|near|over|under|past|into|onto|toward|towards|at|on|in|from|with)\s+(?:the|a|an|its|their|his|her)\s+\S+$/i.test(m[1]!)) return null;
  // (rev9 review) ... so does a closing phrase of time, amount or manner, with a hedge or no determiner: "The phone
  // charges fully in about an hour, which is faster than ..." / "lasts two days with moderate use, which is ..."
  // ("It is faster" named the hour; a predicate that judges the clause, "which is why", "which is impressive", takes
  // "This" below and may split)
  if (/\b(?:in|on|at|with|within|for|after|per)\s+(?:(?:about|around|almost|nearly|just|only|roughly|under|over)\s+(?:a|an|the|[\uE000-\uF8FF])\s+\S+|(?:[a-z]+\s+)?[a-z]+)$/.test(m[1]!) && !/^(?:they|it)$/i.test(m[1]!.split(/\s+/).pop()!) &&
    !/^(?:what|why|how)\b/.test(m[3]!) && !EVENT_PREDICATE.test(m[3]!) && !JUDGED_EVENT.test(m[3]!)) return null;
  // (review technical2) ... and so does a closing figure or date after a preposition ("installed the panels in 2022,
  // which was the first project of its kind": "It was" named the school); after a figure or a bracketed statistic
  // without one ("explained 31% of the variance (R² = .31), which is a moderate effect") the relative names the figure
  // or the whole clause: "This", not "It" (there is no noun before it for "It" to name)
  const figure = figures ? new RegExp(`[${figures}]$`).test(m[1]!) : false;
  if (figure && /\b(?:in|on|at|by|since|until|from|to|after|before|during|for|per|with|within|around|about|over|under)\s+(?:[a-z]+\s+)?\S$/.test(m[1]!) &&
    !/^(?:what|why|how)\b/.test(m[3]!) && !EVENT_PREDICATE.test(m[3]!) && !JUDGED_EVENT.test(m[3]!)) return null;
  const plural = m[2] === "are" || m[2] === "were" || m[2] === "have";
  // "..., which is what makes them eligible" / "which is why": the relative names the whole clause (so does a
  // singular verb after a plural noun, "more successful businesses, which is ..."): "It is what ..." would point at
  // a thing; "This"/"That" takes up the clause
  const lastWord = m[1]!.match(/([a-z]+)$/i)?.[1]?.toLowerCase() ?? "";
  // (rev6 review) so does one after a clause that ends on its verb or an adverb ("The first ping timed out, which is
  // ...", "The pump failed twice, which was ..."): there is no noun before it for "It" to name
  const sentential = !plural && (figure || /^(?:what|why|how)\b/.test(m[3]!) || EVENT_PREDICATE.test(m[3]!) || JUDGED_EVENT.test(m[3]!) || /^[VDER]$/.test(lastWord ? tagOf(lastWord) : "") ||
    (/[a-z]{3,}s$/.test(lastWord) && !/(?:ss|us|is|ics|news|series|species|means|always|perhaps)$/.test(lastWord)));
  const pronoun = sentential ? (style === "casual" || style === "creative" ? "That" : "This") : plural ? "They" : style === "academic" ? "This" : "It";
  return [`${m[1]}.`, `${pronoun} ${m[2]} ${m[3]}.`];
}

const SUBJECT = /^(The|This|These|Those)\s+((?:[a-z][a-z'-]*\s+){0,2}[a-z][a-z'-]*)\s+(is|was|are|were|has|have|had|will|would|can|could|may|might|should|must|remains|remain|continues|continue|also)\b/;

/** The subject of a sentence when it is a short definite noun phrase followed by an auxiliary. */
export function subjectOf(s: string): { np: string; aux: string } | null {
  const m = s.match(SUBJECT);
  if (!m || /\b(?:of|and|or|in|on|at|for|to|with|by|from|that|which|who)\b/.test(m[2]!)) return null;
  return { np: `${m[1]} ${m[2]}`, aux: m[3]! };
}

const VERB_AFTER = /^(?:is|was|are|were|has|have|had|will|would|can|could|may|might|should|must|remains?|continues?|also|[a-z]+ed)$/;

/** "The memorial will stand in Kent. The memorial is set to ..." -> "... It is set to ..." */
export function pronounize(prev: string, cur: string): string | null {
  const c = subjectOf(cur);
  // a person is never "It" ("The man was taken to hospital, where he died")
  if (!c || /\b(?:man|woman|men|women|boy|girl|child|children|victim|driver|officer|suspect|player|patient|teacher|student|mother|father|son|daughter|person|people|family|couple|pupil|nurse|doctor|soldier|worker)s?$/i.test(c.np)) return null;
  // the previous sentence's subject is the same phrase (first, or right after a short opening phrase and its
  // comma) only when a verb follows it there too
  const lower = `${c.np[0]!.toLowerCase()}${c.np.slice(1)}`;
  const intro = prev.match(/^[^,;:]{2,40}, /)?.[0];
  const at = prev.startsWith(`${c.np} `) ? c.np.length + 1 : intro && prev.startsWith(`${lower} `, intro.length) ? intro.length + lower.length + 1 : -1;
  if (at < 0 || !VERB_AFTER.test(prev.slice(at).match(/^[a-z]+/)?.[0] ?? "")) return null;
  const head = c.np.split(/\s+/).pop()!;
  const singularAux = /^(?:is|was|has|remains|continues)$/.test(c.aux);
  const pluralAux = /^(?:are|were|have|remain|continue)$/.test(c.aux);
  const plural = pluralAux || (!singularAux && /^(?:These|Those)$/.test(c.np.split(" ")[0]!)) || (!singularAux && /[^s]s$/.test(head));
  if ((plural && singularAux) || (!plural && pluralAux)) return null;
  return capFirst(`${plural ? "They" : "It"}${cur.slice(c.np.length)}`);
}

// Verbs that open a participle tail, for the finite rewrite: "-ing" -> [base, 3rd person, past]
const TAIL_VERBS: Record<string, [string, string, string]> = {
  ...AGENT,
  ...Object.fromEntries(
    ("leaving leave leaves left|making make makes made|giving give gives gave|causing cause causes caused|creating create creates created|" +
      "offering offer offers offered|casting cast casts cast|stressing stress stresses stressed|showing show shows showed|" +
      "raising raise raises raised|suggesting suggest suggests suggested|allowing allow allows allowed|revealing reveal reveals revealed|" +
      "getting get gets got|helping help helps helped|finding find finds found|carrying carry carries carried|bringing bring brings brought|" +
      "becoming become becomes became|holding hold holds held|breaking break breaks broke|sharing share shares shared|" +
      "keeping keep keeps kept|sending send sends sent|learning learn learns learned|rising rise rises rose|" +
      "granting grant grants granted|seeing see sees saw|talking talk talks talked|fighting fight fights fought|" +
      "turning turn turns turned|forming form forms formed|filling fill fills filled|standing stand stands stood|going go goes went|" +
      "driving drive drives drove|gaining gain gains gained|putting put puts put|forcing force forces forced|" +
      "producing produce produces produced|sparking spark sparks sparked|prompting prompt prompts prompted|" +
      "reaching reach reaches reached|killing kill kills killed|injuring injure injures injured|ending end ends ended|" +
      "setting set sets set|running run runs ran|moving move moves moved|earning earn earns earned|winning win wins won|" +
      "scoring score scores scored|losing lose loses lost|opening open opens opened|closing close closes closed")
      .split("|").map((x) => { const [ing, base, s3, past] = x.split(" "); return [ing!, [base!, s3!, past!] as [string, string, string]]; }),
  ),
};

export const MODAL = /\b(?:will|would|can|could|may|might|must|should)\b/;

// Past participles that differ from the past tense, for a perfect main clause ("have argued ..., calling" ->
// "have argued ... and called")
const PARTICIPLE: Record<string, string> = { knew: "known", took: "taken", drew: "drawn", gave: "given", became: "become", broke: "broken", rose: "risen", saw: "seen", went: "gone", drove: "driven", ran: "run" };
export const participleOf = (past: string) => PARTICIPLE[past] ?? past;
// the endings of past participles, regular and irregular ("shaken", "drawn", "done", "taught", "held", "kept" ...)
const PARTICIPLE_ENDINGS = "ed|en|wn|ne|ht|lt|pt|nt|ung|ade|old|ound|ost|eft";
// participles with none of those endings ("has hit", "have cut", "has led"); not "got" ("have got" is "have")
const SHORT_PARTICIPLES = "hit|cut|put|set|let|shed|spread|led|fed|met|won|had|hurt|shut|split|cost|run|come|become|overcome|begun|struck|stuck|hung|dug|shot|lit|fled|bred|sped|read";
// (any "-ly" adverb may stand between: "has significantly increased ..., leading to" is a perfect, "which has led";
// rev11 review: so may a frequency adverb, "have sometimes waited months for payments, undermining" gave "which
// undermines")
const perfect = (aux: string) => new RegExp(String.raw`\b(?:${aux})\s+(?:(?:also|already|always|long|now|recently|just|repeatedly|publicly|previously|since|often|sometimes|never|ever|still|seldom|[a-z]+ly)\s+)?(?!been\b)(?:[a-z]+(?:${PARTICIPLE_ENDINGS}|id)|${SHORT_PARTICIPLES})\b`);
/** A main clause in the present perfect ("have shaken the town"): "has/have" + a participle, not "had" */
export const PERFECT_MAIN = perfect("has|have");
const PERFECT = perfect("has|have|had");
// (an adverb or two may stand between: "is also measured narrowly", "was not always kept")
const PASSIVE = new RegExp(String.raw`\b(?:is|are|was|were|be|been|being|am|get|gets|got)\s+(?:(?:\w+ly|also|not|still|often|always|never|already|now|only|even|just|then|further|rarely|seldom|sometimes|usually|mostly|largely|widely|thus|therefore|generally)\s+){0,2}\w+(?:${PARTICIPLE_ENDINGS})\b`, "i");
// Openers after which the sentence's own subject and main clause follow ("While I wrote, he ruled, ..."); the
// finite rewrite then reads only the part after them
export const INTRO = /^((?:After|Before|When|While|As|Although|Though|Because|Since|Once|In|On|At|During|For|With|Despite|By|Over|Through|Following|Meanwhile|However|Yet|Still|Today|Now|Then|Later|Eventually|Finally|Instead|Soon|Suddenly|Moreover|Nevertheless|Indeed|Ultimately|Recently|Last|That|One)\b[^,;:"“”()]{0,70}, )((?:the|a|an|he|she|they|we|i|I|it|his|her|their|our|its|many|some|[A-Z][a-z]+)\b.+)$/;

/**
 * "The storm hit the coast, leaving thousands without power." -> "The storm hit the coast and left thousands
 * without power.": a trailing participle clause (a hallmark of machine prose) as a second finite verb of the same
 * subject, in the main clause's tense. Only a plain main clause: no relative clause (whose verb the new one could
 * seem to share), no "and" near its end, no comma in the tail but a short list's ("..., calling for A, B and C.").
 * A perfect main clause takes the participle, and only for an agent's act ("have protested ..., calling for" ->
 * "have protested ... and called for"); an opening phrase before the subject stays as it is.
 */
export function ingToFinite(s: string): string | null {
  const intro = s.match(INTRO);
  if (intro) {
    const rest = finiteTail(intro[2]!);
    if (rest) return `${intro[1]}${rest}`;
  }
  return finiteTail(s);
}

// an "-ing" verb form in a main clause (not a noun or preposition that ends in "-ing")
export const OTHER_ING = /\b(?!(?:morning|evening|during|nothing|something|anything|everything|thing|king|ring|spring|string|wing|building|ceiling|meaning|feeling|beginning|wedding|clothing|housing|funding|training|meeting|setting|ending|bring|sing|sting|swing|cling)\b)[a-z]{2,}ing\b/i;

// a pronoun, a protected name (a capitalised word that is not a common one is masked), or a person or body
export const AGENT_SUBJECT = /^(?:[\uE000-\uF8FF]|(?:he|she|they|we|i|you)\b|(?:(?:the|a|an|our|their|his|her|my|your|its|this|that|these|those)\s+)?(?:[a-z-]+\s+){0,2}(?:man|woman|men|women|boy|girl|children|child|people|person|team|police|officers?|officials?|government|council|company|firm|group|committee|minister|president|leaders?|students?|teachers?|doctors?|nurses?|researchers?|authors?|scientists?|soldiers?|residents?|protesters?|players?|fans?|coach|manager|mayor|court|judge|board|agency|department|ministry|party|union|workers?|staff|family|friends?|crowd|king|queen|prince|princess|captain|stranger|figure|voice|mother|father|son|daughter|brother|sister|wife|husband|owner|driver|pilot|patient|victim|suspect|witness|reporter|journalist|spokesman|spokeswoman|spokesperson|club|school|university|bank|city|state|country|nation|region|campaign|organisation|organization|charity|rebel|troop|force|fighter|militant|rescuer|volunteer|activist|critic|voter|citizen|farmer|villager|local|parent|authorit(?:y|ie)|investigator|engineer|expert|member|delegate|lawmaker|senator|demonstrator|miner|crew|press|media)s?\b)/i;

const EVIDENTIAL_ING = /^(?:suggesting|showing|revealing|indicating|implying|meaning|confirming|demonstrating|highlighting|underscoring|signalling|signaling)$/;
const SPEECH_ACT = /\b(?:say|says|said|spoke|speaks|speak|told|tells|tell|wrote|writes|write|replied|replies|argued|argues|added|adds|explained|explains|stated|states|announced|announces|claimed|claims|testified|answered|insisted|insists|addressed|addresses|lectured|commented|comments)\b/i;

function finiteTail(s: string): string | null {
  const m = s.match(/^([^,;:]{20,}?), ([a-z]+ing)\b([^;:]{4,})\.$/);
  const known = m && TAIL_VERBS[m[2]!];
  const forms = known ?? (m ? formsOfIng(m[2]!) : null);
  if (!m || !forms || !listOnly(m[3]!)) return null;
  const main = m[1]!;
  if (wordCount(main) < (/^(?:he|she|i|we|they)\s/i.test(main) ? 4 : 5) || /\b(?:who|whom|whose|which|where|that|when|while|if|because|although|as|since|until|having|and|or|but|not|never)\b/i.test(main)) return null;
  // a quotation's verbs are not the narrator's ('"What do you want?" I asked' is past), and "is set to" / "is
  // about to" put the main verb in an infinitive that a finite "and gives" cannot join
  if (/["“”]/.test(main) || /\b(?:is|are|was|were)\s+(?:set|about|due|going|able|likely|expected|poised)\s+to\b/.test(main)) return null;
  // another "-ing" form in the main clause ("reported seeing the man sprinting away, clutching a knife") may be the
  // tail's real subject, and a progressive ("could be hiking, feeling") needs the "-ing" kept
  if (OTHER_ING.test(main)) return null;
  if (!/^\s[a-z]/.test(m[3]!) || /\b(?:and|or)\s+[a-z]+ing\b/.test(m[3]!)) return null;
  // "should be soft, filling and affordable": an "-ing" word with "and"/"or" right after it is an item of a list of
  // adjectives, no participle clause ("should be soft and fill and affordable")
  if (/^\s(?:and|or|nor|but)\b/.test(m[3]!)) return null;
  // a passive main clause ("The bodies were found, leaving ...") would read "were found and left": the auxiliary
  // would seem to govern the new verb too
  if (PASSIVE.test(main)) return null;
  // an act of a person ("questioning", "hoping") needs a person as the subject: "Doubt began to creep into her mind,
  // questioning if ..." is not "Doubt ... and questioned"; result verbs ("leaving", "causing") take any subject
  if (AGENT[m[2]!] && !AGENT_SUBJECT.test(main)) return null;
  // "The T-bill offered 25%, making it a low-risk option": "and made it" would make the subject act on itself
  if (!AGENT[m[2]!] && /^\s(?:it|them|itself|themselves)\b/.test(m[3]!)) return null;
  // "I received a message, inviting me to ..." (round 17a): the message invites, not "I"
  const self = main.match(/^(I|we|he|she|they)\s/i)?.[1]?.toLowerCase();
  if (self && new RegExp(`^\\s${{ i: "me", we: "us", he: "him", she: "her", they: "them" }[self]}\\b`, "i").test(m[3]!)) return null;
  // "I told my coworkers it was sunny, hoping ..." (round 17a): "and hoped" could be read as part of what was told
  if (/\b(?:told|tell|tells|said|say|says|thought|think|thinks|believed|believe|believes|knew|know|knows|felt|realized|realised|noticed|wrote|writes)\s+(?:[a-z]+\s+){0,3}(?:it|he|she|they|we|i|you|there|this|that|[\uE000-\uF8FF])\s/i.test(main)) return null;
  // (rev9 review) "suggesting/showing ... that X" after a fact is the writer's inference from it: "Older farmers were
  // less likely to use the app, suggesting that ..." became "... and suggested that ...", the farmers speaking; only
  // after a speech act ("The minister spoke for an hour, suggesting that ...") is the subject the one who suggests
  if (EVIDENTIAL_ING.test(m[2]!) && /^\s+that\b/.test(m[3]!) && !SPEECH_ACT.test(main)) return null;
  // "There is an exhibition in town, showing works" (round 17a): the tail describes the exhibition
  if (/^there\s+(?:is|are|was|were|has|have|had)\b/i.test(main)) return null;
  // ("It was like a tsunami of emotions, crashing over me": the tail describes the tsunami, not "it")
  if (/\b(?:like|as)\s+(?:a|an|the|some)\s+[^,]*$/i.test(main) && !AGENT[m[2]!]) return null;
  // a verb found by its form only: the sentence must be plain narration or statement, with no "-ing" subject
  // phrase waiting for its verb in the tail ("..., looking for advice is essential")
  // ... and only for a person or body as the subject ("The construction of the memorial will begin soon, serving
  // as a tribute" is the memorial's, not the construction's: "and serve" would say so)
  if (!known && !AGENT_SUBJECT.test(main)) return null;
  if (!known && (!/^\s(?:[a-z]+\s+){0,1}(?:the|a|an|my|his|her|their|our|your|its|this|that|these|those|to|into|onto|in|on|at|for|from|with|through|over|under|across|along|around|out|up|down|back|away|off|as|about|me|him|us|you|some|all|every|each|more|new)\b/.test(m[3]!) || hasFiniteVerb(m[3]!.trim().split(/\s+/).slice(1).join(" ")))) return null;
  const verb = finiteForm(main, m[2]!, forms);
  return verb ? `${main} and ${verb}${m[3]}.` : null;
}

/** A tail's commas may only separate a short list that ends in "and"/"or" (" for A, B and C"). */
export function listOnly(tail: string): boolean {
  if (!tail.includes(",")) return true;
  const items = tail.split(",").slice(1);
  return items.every((x) => wordCount(x) <= 4 && !/["“”()]/.test(x)) && /(?:^|\s)(?:and|or)\s/.test(items[items.length - 1]!);
}

/**
 * Round 17a: a main clause that opens with a personal pronoun and its verb ("I shook my head", "We investigate the
 * flow") gives the tense and person by that verb's form (Brown corpus tags: a past form; a base form after
 * I/we/they/you; a base form + "-s" after he/she). undefined: no such opening, let the other tests decide.
 */
function pronounVerb(main: string, forms: [string, string, string]): string | null | undefined {
  const m = main.match(/^(he|she|i|we|they|you)\s+(?:(?:[a-z]+ly|also|then|now|still|just|first|further|finally|often|always|again|thus)\s+)?([a-z]+)\b/i);
  if (!m) return undefined;
  const w = m[2]!.toLowerCase();
  const third = /^(?:he|she)$/i.test(m[1]!);
  const tag = tagOf(w);
  if (tag === "D" || (tag === "E" && /ed$/.test(w))) return forms[2];
  if (!third && tag === "V" && !/^(?:be|have|do|go|get|let|make|need|seem|appear|want|like|love|hate|know|think|feel|hope|wish|try|used)$/.test(w)) return forms[0];
  if (third && /s$/.test(w)) {
    const stem = w.replace(/ies$/, "y").replace(/(?<=(?:ch|sh|ss|x|o))es$/, "").replace(/s$/, "");
    if (tagOf(stem) === "V" && !/^(?:be|have|do|seem|appear|want|need)$/.test(stem)) return forms[1];
  }
  return undefined;
}

function finiteForm(main: string, ing: string, forms: [string, string, string]): string | null {
  const haves = main.match(/\b(?:has|have|had)\b/gi)?.length ?? 0;
  if (haves) return haves === 1 && AGENT[ing] && PERFECT.test(main) && !MODAL.test(main) ? participleOf(forms[2]) : null;
  if (MODAL.test(main)) return forms[0];
  // (not for a result: "we observe X, leading to Y" is not "we ... and lead to Y")
  const own = AGENT[ing] || !RESULT_VERBS[ing] ? pronounVerb(main, forms) : undefined;
  if (own !== undefined) return own;
  const tense = tenseOf(main);
  if (tense === "past") return forms[2];
  if (tense === "present" && /\b(?:is|does)\b/.test(main) && !/\b(?:are|do)\b/.test(main)) return forms[1];
  if (tense === "present" && /\b(?:are|do)\b/.test(main) && !/\b(?:is|does)\b/.test(main)) return forms[0];
  return null;
}

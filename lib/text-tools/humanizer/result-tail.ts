import { tagOf } from "../detector/profile";
import { AGENT_SUBJECT, INTRO, listOnly, MODAL, OTHER_ING, PERFECT_MAIN, tenseOf } from "./clauses";
import { hasVerb } from "./clause-grammar";
import { placeholdersWhere } from "./protect";
import { PURE_RESULT, RESULT_NEXT, RESULT_VERBS } from "./result-verbs";
import { wordCount } from "./text-utils";

/**
 * "The storm hit the coast, leaving thousands without power." -> "The storm hit the coast, which left thousands
 * without power.": a trailing participle clause that names a result (a hallmark of machine prose) becomes a
 * sentential relative in the main clause's tense (a modal and a present perfect carry over: "which will leave",
 * "which has left"). Only result verbs; for a person or body as the subject only the verbs that any event can
 * have as its result ("causing", "prompting", "killing"), since "She taught us, showing us how" is her act. The
 * main clause must be a whole clause (no leading "While ..." left alone, no "is set to"), the tail has no second
 * "-ing" and no comma but a short list's, and no quotation on either side.
 */
export function resultTail(s: string, dated = ""): string | null {
  const intro = s.match(INTRO);
  const m = s.match(/^(.{20,}), (?:(thereby|thus) )?([a-z]+ing) ([^;:"“”()]{3,})\.$/);
  const forms = m && RESULT_VERBS[m[3]!];
  if (!m || !forms) return null;
  const [, main, , ing, rest] = m as unknown as [string, string, string | undefined, string, string];
  const core = intro && main.startsWith(intro[1]!) && main.length > intro[1]!.length ? main.slice(intro[1]!.length) : main;
  if (wordCount(core) < 5 || /["“”]/.test(main) || !listOnly(` ${rest}`)) return null;
  if (RESULT_NEXT[ing] && !RESULT_NEXT[ing]!.test(rest)) return null;
  // "served out his term, leaving office": leaving a place or post is the subject's act; "There is an exhibition in
  // town, showing works" and "It was like a tsunami, crashing over me" describe the noun, not a result
  if (ing === "leaving" && /^(?:office|home|school|behind|the (?:house|room|city|country|club|company|scene|building|stage|field|pitch|team|party|army|game)|his |her |their |my |our |its )/.test(rest)) return null;
  if (/^there\s+(?:is|are|was|were|has|have|had)\b/i.test(core) || /\b(?:like|as)\s+(?:a|an|the|some)\s+[^,]*$/i.test(core)) return null;
  // "which" cannot follow an "-ing" the subject does ("making sure", "giving support": the person's act); after
  // "We find that X ..." the tail hangs on the finding, whose subject is X
  const finding = core.match(/^(?:we|i|they|researchers|the (?:authors|researchers))\s+(?:also\s+)?(?:find|found|show|showed|observe|observed|report|reported|confirm|confirmed|demonstrate|demonstrated)\s+that\s+(.+)$/i)?.[1];
  // (a masked name inside the subject, "The [Senegalese] government", and a subject after an opening phrase the
  // INTRO pattern does not know, "From that moment on, [Jacob] became", count too)
  const agent = (x: string) => AGENT_SUBJECT.test(x) || AGENT_SUBJECT.test(x.replace(/[\uE000-\uF8FF]/g, "x"));
  // the phrase after the main clause's last comma, if any
  const last = core.includes(",") ? core.slice(core.lastIndexOf(",") + 1).trim() : null;
  // a person in the clause ("Relief flooded over Mark as he rushed to his brother, helping him up") or another
  // "-ing" verb ("played a role in ensuring the welfare, providing") may be the tail's doer
  if (!PURE_RESULT.has(ing) && (/\b(?:he|she|i|we|they|you)\b/i.test(finding ?? core) || OTHER_ING.test(finding ?? core))) return null;
  if (!PURE_RESULT.has(ing) && (agent(finding ?? core) || (!finding && !!last && agent(last)))) return null;
  // "Subsequent work has challenged this view, showing that ...": a study, a report or a text shows, suggests and
  // highlights as its own act (like an author); "and this has shown" / "which has shown" gave the finding to the
  // challenge (and "this" after "this view" read as the view)
  if (SHOWING.test(ing) && textSubject(core)) return null;
  // a second "-ing" verb coordinated in the tail ("helping X, and giving Y") would be left without its "which"
  if (/\b(?:and|or|while|by|before|after)\s+(?:[a-z]+ly\s+)?[a-z]{3,}ing\b/.test(rest)) return null;
  // the main clause must stand alone: not a leading subordinate clause waiting for its main clause, not an
  // infinitive future ("are set to hit the shelves, giving readers ...") and not a question
  if (LEADING_CLAUSE.test(core) && !core.includes(",")) return null;
  if (/\b(?:is|are|was|were)\s+(?:set|about|due|going|able|likely|expected|poised|yet)\s+to\b/.test(main) || /\?/.test(main)) return null;
  // the word before the comma must end a clause: "for both, increasing" (round 11), "such as X, making"
  if (/\b(?:both|all|each|either|neither|of|and|or|the|a|an|to|for|with|by|than|as)$/i.test(main)) return null;
  // "which" would attach to a phrase of the main clause's own after its last comma: an appositive ("for Uber, a
  // company related to car services, which shows"), a name, a range ("from birds to mammals") or an "-ing" phrase
  if (last !== null && (!hasVerb(last) || /^(?:(?:a|an|the|one|its|his|her|their)\s|(?:[a-z]+ly\s+)?[a-z]+ing\b)/.test(last))) return null;
  if (last !== null && /^(?:[a-z]+ed|known|given|born|made|seen|built|set)\s+(?:on|upon|as|in|by|with|to|from|at|for)\b/i.test(last)) return null;
  // "crystals which can cause BPPV", "The ticket, which was bought in May, has yet to be claimed, which prompts":
  // a second "which" in the same sentence reads as a chain
  if (/\bwhich\b/i.test(rest) || /\bwhich\b/i.test(main)) return null;
  // (the tense is the last clause's: "With only a few matches left, every point becomes important, forcing")
  const verb = resultVerb(last !== null && !/^(?:and|or)\s/i.test(last) ? last : core, forms);
  // a tail dated in the past ("..., forcing the company to cut output in 2023") takes no present or present perfect:
  // "which has forced ... in 2023" and "which forces ... in 2023" do not read; the participle keeps its time
  if (verb && (verb.startsWith("has ") || verb === forms[0]) && pastTime(rest, dated)) return null;
  if (!verb) return null;
  const singular = verb.startsWith("has ") || verb === forms[0];
  // (session 25 review) after a plural noun a singular "which provides" / "which has led" reads as an agreement error
  // ("three companies have daily lunch contracts, which provides about 40% of revenue"): a tail any event can have
  // ("leading to") names the clause with "and this"; any other may describe the noun itself (the contracts provide
  // the revenue), so its participle stays
  // ("which means" is read as the clause's whatever the noun: "states become battlegrounds, which means" stays)
  if (singular && ing !== "meaning" && pluralLast(main)) {
    if (!PURE_RESULT.has(ing) || /^(?:this|these)\b/i.test(rest)) return null;
    return `${main}, and this ${verb} ${rest}.`;
  }
  const clear = clearAntecedent(main, singular);
  // ("and this made this list" echoes: the participle stays)
  if (!clear && /^(?:this|these)\b/i.test(rest)) return null;
  // where "which" could be read as the last noun's relative, "and this" names the whole clause
  return `${main}, ${clear ? "which" : "and this"} ${verb} ${rest}.`;
}

// plural nouns the "-s" test misses, and singular nouns in "-s" it would take for plurals
const PLURAL = /^(?:people|children|men|women|police|cattle|teeth|feet|mice|geese|criteria|phenomena|media|staff)$/;
const SINGULAR_S = /(?:ss|us|is|ics|news|series|species|means|whereas|always|perhaps|yes|gas|bus|lens|canvas|atlas|bias|alias)$/;

/** the word before the comma is a plural noun ("contracts", "people"; not a name, a figure or an adverb) */
function pluralLast(main: string): boolean {
  const last = main.match(/([\w'’\uE000-\uF8FF-]+)[\s.,;:)\]"”’']*$/)?.[1]?.toLowerCase() ?? "";
  if (!last || /[\uE000-\uF8FF\d]/.test(last) || /^(?:worldwide|nationwide|overseas|abroad|always|perhaps|sometimes|nowadays|afterwards|towards|besides)$/.test(last)) return false;
  // (a span of time is no antecedent: "has been increasing for weeks, which prompts fears")
  if (/^(?:seconds|minutes|hours|days|nights|weeks|months|years|decades|centuries|ages)$/.test(last)) return false;
  if (tagOf(last.replace(/['’]s$/, "")) !== "N") return false;
  return PLURAL.test(last) || (/[a-z]s$/.test(last) && !SINGULAR_S.test(last));
}

/**
 * "which" after a noun reads first as that noun's relative, not the whole clause's: "places a heavy burden on the
 * national budget, which costs ..." says the budget costs it, "rippled like liquid darkness, which cast an eerie
 * glow" that the darkness did. The sentential "which" is kept only where the word before the comma cannot be its
 * antecedent: a word that is no noun ("hit traders particularly hard", "the talks failed", "forced them"), or a
 * plural noun before a singular verb ("increased inclusion in rural areas, which has led"). A placeholder (a name,
 * a figure, a citation) or a singular noun is ambiguous: "and this" takes the place of "which".
 */
export function clearAntecedent(main: string, singularVerb: boolean): boolean {
  const last = main.match(/([\w'’\uE000-\uF8FF-]+)[\s.,;:)\]"”’']*$/)?.[1]?.toLowerCase() ?? "";
  if (!last || /[\uE000-\uF8FF\d]/.test(last)) return false;
  // an adverb of place or time that the lexicon tags as a noun ("worldwide", "last spring", "this year")
  if (/^(?:worldwide|nationwide|overseas|abroad|today|tonight|yesterday|tomorrow|home|downstairs|upstairs)$/.test(last)) return true;
  if (/\b(?:last|this|next|that|every|each)\s+(?:spring|summer|autumn|fall|winter|year|month|week|term|semester|season|night|morning|evening|weekend|time)$/i.test(main)) return true;
  const tag = tagOf(last.replace(/['’]s$/, ""));
  if (tag !== "N" && tag !== "G") return true;
  const plural = PLURAL.test(last) || (/[a-z]s$/.test(last) && !SINGULAR_S.test(last));
  return singularVerb && plural;
}

/**
 * A definite time in the past in a clause: "yesterday", "last week", "two years ago", or "in" / "on" / "during" ...
 * before a protected year, month or weekday (`dated`: the placeholders of those spans, see `datedPlaceholders`).
 */
export function pastTime(clause: string, dated = ""): boolean {
  if (/\b(?:yesterday|ago|last\s+(?:week|month|year|night|season|term|semester|decade|century|time|weekend|summer|winter)|earlier\s+this\s+(?:week|month|year)|in\s+the\s+past)\b/i.test(clause)) return true;
  if (!dated) return false;
  const mark = `[${dated}]`;
  return new RegExp(String.raw`\b(?:in|on|during|from|between)\s+(?:(?:early|late|mid|the\s+(?:end|start|middle)\s+of)\s+)?(?:[\uE000-\uF8FF]\s+)?${mark}`).test(clause);
}

/** The placeholders whose spans are a year ("2023", "1990s"), a month, a weekday or a date ("12/03/2024"). */
export function datedPlaceholders(spans: string[]): string {
  const DATED = /^(?:(?:1[5-9]|20)\d\d(?:s|['’]s)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
  return placeholdersWhere(spans, DATED);
}

/** A past form the Brown tags know ("hit", "struck", "fled") among a clause's first `words` words, after its subject. */
export function pastByTag(clause: string, words = 6): "past" | null {
  const ws = clause.toLowerCase().split(/\s+/).slice(1, words);
  // (a past form that is also the base, "hit", "shed", "set", may be present: "The findings shed light on")
  const i = ws.findIndex((w) => tagOf(w.replace(/[^a-z]/g, "")) === "D" && !/^(?:hit|put|set|cut|shed|cast|let|spread|read|hurt|cost|quit|shut|split|burst|beat|bet|bid|broadcast|thrust|upset|fit|rid|wed)$/.test(w));
  // not an adjective-like form after a determiner ("the lost letters")
  return i >= 0 && !/^(?:the|a|an|its|their|his|her|our|this|these|those|my|your)$/.test(ws[i - 1] ?? "") ? "past" : null;
}

// verbs of a finding, and a subject that is a piece of research or writing (its head among the first words)
const SHOWING = /^(?:showing|suggesting|indicating|highlighting|underscoring|signaling|signalling)$/;
const TEXT_SUBJECT = /^(?:[\w\uE000-\uF8FF'’-]+\s+){0,3}(?:work|works|stud(?:y|ies)|research|reports?|surveys?|papers?|articles?|reviews?|analys[ie]s|evidence|data|findings|results|literature|books?|chapters?|theses|thesis|essays?|experiments?|trials?|evaluations?|assessments?|audits?|scholarship)\b(?!\s+(?:of|on|in|about|for)\b)/i;

// "work"/"works" right after a noun or a pronoun is the verb ("The team works hard, showing that ...", "She works
// nights"), not the noun of "Recent works have challenged", "Subsequent work", "His works"
function textSubject(core: string): boolean {
  const m = core.match(TEXT_SUBJECT);
  if (!m) return false;
  const ws = m[0].trim().split(/\s+/);
  if (!/^works?$/i.test(ws[ws.length - 1]!)) return true;
  const before = (ws[ws.length - 2] ?? "").toLowerCase();
  return !(/^[\uE000-\uF8FF]$|^(?:he|she|it|they|we|i|you|who|that|which)$/.test(before) || (tagOf(before) === "N" && !/^(?:field|social|art|case|home|group|course|research|earlier|recent|prior|later)$/.test(before)));
}

const LEADING_CLAUSE = /^(?:(?:And|But|Yet|So|Or)\s+)?(?:If|When|Unless|Once|Whenever|Although|Though|While|Whilst|Because|Since|As|After|Before|Until|Whether|Even if|Even though)\b/i;

/**
 * The tense of "which" + the result verb, from the main clause: a modal or the present perfect when it is the main
 * clause's own (among its first words, before any "that"/"who"/"which": "the toll that cricket can take on players"
 * is not the main verb), else past or present.
 */
function resultVerb(main: string, forms: [string, string, string, string]): string | null {
  // a reported finding ("We find that mergers can affect X, causing Y"): the tail hangs on the reported clause
  const reported = main.match(/^(?:\S+\s+){1,6}?(?:find|finds|found|show|shows|showed|suggest|suggests|suggested|claim|claims|claimed|say|says|said|believe|believes|believed|indicate|indicates|indicated|reveal|reveals|revealed|argue|argues|argued|note|notes|noted|report|reports|reported|confirm|confirms|confirmed)\s+that\s+(.{12,})$/i);
  const inner = reported ? resultVerb(reported[1]!, forms) : null;
  if (inner) return inner;
  const head = main.split(/\s+/).slice(0, 7).join(" ").split(/\b(?:that|which|who|whom|whose|where|when|if|as|because)\b/i)[0]!;
  const negated = /\b(?:not|never|no longer)\b|n['’]t\b|\bcannot\b/i.test(main);
  const modal = head.match(/\b(?:will|would|can|could|may|might|must|should)\b/i)?.[0]?.toLowerCase();
  // "should/must cut costs, giving" -> "which would give": the result of an advised act is only possible
  if (modal) return negated ? null : `${modal === "must" || modal === "should" ? "would" : modal} ${forms[3]}`;
  // a modal further on is the main clause's own unless a relative or reported clause has opened before it
  if (MODAL.test(main.split(/\b(?:that|which|who|whom|whose|where)\b/i)[0]!)) return null;
  // "has been supportive, giving" -> "which has given", "have been criticized, leading" -> "which has led"; not
  // a progressive ("has been intensifying, suggesting" -> "which suggests")
  if ((PERFECT_MAIN.test(head) || /\b(?:has|have)\s+(?:(?:[a-z]+ly|often|also|already|long|now|since|not)\s+)?been\s+(?:[a-z]+ly\s+)?(?![a-z]+ing\b)/.test(head)) && !/\bhad\b/.test(main)) return `has ${forms[2]}`;
  // an "-ed" form after "be"/"to be" is a passive participle, no past tense ("appear to be influenced by")
  // (nor is an "-ed" word that is no past form: "The findings shed light", "needs to proceed")
  const tense = tenseOf(main.replace(/\b(?:be|been|being)\s+(?:[a-z]+ly\s+)?[a-z]+ed\b/gi, "").replace(/\b(?:shed|need|feed|speed|seed|bleed|breed|proceed|succeed|exceed|indeed|embed|bed|red|shred|wed)\b/gi, "x")) ?? pastByTag(main);
  if (tense === "past") return forms[1];
  if (tense === "present") return forms[0];
  return null;
}

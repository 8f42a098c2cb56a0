import { tagOf } from "../detector/profile";
import { hasFiniteVerb } from "./clause-grammar";
import { capFirst } from "./text-utils";

/**
 * (twenty-fifth session) Heavy only, through recasts.ts: a closing subordinate clause opens the sentence ("The
 * roads flooded because the drains were blocked." -> "Because the drains were blocked, the roads flooded."), the
 * reverse of moveClause (sentence-rewrites.ts), which medium and heavy use on a leading one. Only a short main clause
 * with one verb group and no comma, and a clause after it with its own subject and finite verb and nothing nested.
 */
const TAIL = /^([^,;:()"“”—–]+?) (because|when|although|though|while|if|unless|once|until|before|after|whenever|as soon as) ([^,;:()"“”—–]+)\.$/;
// a word before the conjunction that makes it part of a phrase ("only when", "even if", "long before", "a time
// when", "ask if"), or a noun the clause describes ("the day when")
const BOUND = /^(?:only|even|just|especially|except|particularly|so|than|not|right|long|shortly|soon|immediately|directly|time|times|day|days|moment|moments|point|year|years|era|period|case|cases|way|place|places|situation|situations|age|stage|ask|asked|asks|wonder|wondered|wonders|see|saw|know|knew|check|checked|decide|decided|determine|unsure|sure|doubt|tell|told|as|and|or|but|until|that)$/i;
const REPORT = /\b(?:said|says|say|told|tells|asked|believed|believes|thought|thinks|think|argued|argues|claimed|claims|knew|know|knows|wondered|realised|realized|noticed|decided|hoped|hope|felt|feel|feels|found|finds|learned|learnt|explained|explains|stated|states|noted|notes|suggest|suggests|suggested|show|shows|showed|tell|remember|remembers|remembered|forget|forgot|understand|understood|notice|notices|see|sees|learn|wonder|ask|asks|explain)\b/i;
const NESTED = /\b(?:that|which|who|whom|whose|where|when|whenever|while|if|unless|because|although|though|since|until|before|after|once|whether|so|and|but|or|than|as)\b/i;
const PRONOUN_3 = /\b(?:he|she|it|they|him|her|them|his|its|their|theirs|hers)\b/i;
const SUBJECT = /^(?:[\uE000-\uF8FF]|(?:the|a|an|this|these|those|its|their|his|her|our|my|your|i|we|you|he|she|it|they|many|most|some|each|every|no|one|people|students|prices|farmers)\b)/i;

/** a word's coarse part of speech, "PH" for a protected span's placeholder (recasts.ts uses it too) */
export const tag = (w: string) => (/^[\uE000-\uF8FF]+$/.test(w) ? "PH" : tagOf(w.toLowerCase()));
function verbGroups(ws: string[]): number {
  let runs = 0;
  ws.forEach((w, i) => { if (/^[AMDEV]$/.test(tag(w)) && !(i > 0 && /^[AMDEV]$/.test(tag(ws[i - 1]!)))) runs++; });
  return runs;
}

export function clauseToFront(s: string): string | null {
  const m = s.match(TAIL);
  if (!m) return null;
  const [, main, conj, sub] = m as unknown as [string, string, string, string];
  const mw = main.split(" "), sw = sub.split(" ");
  if (mw.length < 3 || mw.length > 16 || sw.length < 3 || sw.length > 16 || BOUND.test(mw.at(-1)!)) return null;
  if (!SUBJECT.test(main) || !SUBJECT.test(sub) || !hasFiniteVerb(sub) || !hasFiniteVerb(main)) return null;
  if (NESTED.test(main) || NESTED.test(sub) || REPORT.test(main) || verbGroups(mw) > 1 || verbGroups(sw) > 1) return null;
  // no "-ing" clause or infinitive in either half
  // (nor a cleft or a dummy subject: "It was a hot evening when the storm hit", "It all started when ...")
  if ([...mw, ...sw].some((w) => tag(w) === "G" || /^to$/i.test(w)) || /^(?:there|it|this|that)\b/i.test(main)) return null;
  // a pronoun in the clause would come before its noun ("When they finished, the students left") unless the main
  // clause's subject is a pronoun too
  if (PRONOUN_3.test(sub) && !/^(?:he|she|it|they|i|we|you)\b/i.test(main)) return null;
  // the main clause's first word goes lower case: a common word (a name is a placeholder) or "I"
  const first = mw[0]!;
  const lead = /^[\uE000-\uF8FF]/.test(first) || first === "I" ? main : first.charAt(0).toLowerCase() + main.slice(1);
  return `${capFirst(conj)} ${sub}, ${lead}.`;
}

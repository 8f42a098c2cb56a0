import { hasFiniteVerb } from "./clause-grammar";
import { clauseToFront, tag } from "./recast-clause";
import { seedAfter } from "./rng";
import type { StructureContext } from "./structure-context";
import { capFirst } from "./text-utils";
import { pastOfParticiple } from "./verb-forms";

/**
 * (twenty-fifth session) Heavy only (`p.recast`): sentence recasts medium never makes, in every style. Each keeps the
 * sentence's words and facts and only reorders them: a past passive with its agent becomes active ("The survey was
 * conducted by the ministry in 2019." -> "The ministry conducted the survey in 2019."), "There are many X who/that
 * V ..." -> "Many X V ...", and a short opening time or place phrase goes to the end of a short main clause ("In recent
 * years, mobile money has grown." -> "Mobile money has grown in recent years."). Each fires on part of the sentences,
 * picked by a hash of the text's seed and the sentence (no draw from the random stream), and only where every guard
 * holds; anything in doubt is left as it was.
 */

const PH = /^[\uE000-\uF8FF]+$/;
const isPh = (w: string) => PH.test(w);
const fires = (ctx: StructureContext, kind: string, s: string, rate: number) => seedAfter(ctx.seed ?? "", `|recast|${kind}|${s}`).fnv % 1000 < rate * 1000;
const RATE = { passive: 0.7, there: 0.75, front: 0.5, move: 0.5, clause: 0.35 };

/** a short opening phrase with its comma ("In 2019, ", "However, "): a preposition or adverb first, no verb in it */
function splitOpener(s: string): [string, string] {
  const m = s.match(/^([A-Z][a-z]+(?: [^\s,;:]+){0,5}), (?=[a-z\uE000-\uF8FF])/);
  if (!m) return ["", s];
  const ws = m[1]!.split(" ");
  if (!/^[IR]$/.test(tag(ws[0]!)) || ws.some((w) => /^[VDAMGWKC]$/.test(tag(w)))) return ["", s];
  return [m[0], s.slice(m[0].length)];
}
/** the sentence body before its closing full stop, or null (a question, an exclamation, a quotation at the end) */
const bodyOf = (s: string) => (/^[^"“”]*[^.\s]\.$/.test(s) && !/\.\.$/.test(s) ? s.slice(0, -1) : null);

const SUBJ_PRONOUN: Record<string, string> = { it: "it", they: "them", he: "him", she: "her", we: "us", i: "me", you: "you", this: "this" };
const AGENT_PRONOUN: Record<string, string> = { them: "they", him: "he", her: "she", us: "we", me: "I", it: "it", you: "you", many: "many", some: "some", others: "others", most: "most" };
const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your|each|every|some|many|several|both|local|other|most|all|various|two|three|four|five|six|seven|eight|nine|ten|no)$/i;
// a passive that describes rather than reports an act ("was marked by", "was followed by") reads wrong as active
const STATIVE = /^(?:characteri[sz]ed|marked|typified|defined|represented|surrounded|composed|comprised|filled|covered|known|evidenced|indicated|accompanied|followed|preceded|dominated|exemplified|reflected|underpinned|informed|guided|measured|determined|governed|bordered|lined|said|meant|felt|let|set|put|cut|cost)$/;
const STOP_PREP = /^(?:in|on|at|for|during|after|before|since|with|to|from|through|across|under|over|within|between|among|into|as|throughout|until|via|without|per|against|despite)$/;
const CLAUSE_WORD = /\b(?:and|but|or|nor|which|who|whom|whose|that|because|while|when|where|if|unless|although|though|so|than|by|not|never)\b/i;

/** "The survey was conducted by the ministry in 2019." -> "The ministry conducted the survey in 2019." (past only) */
export function activeVoice(s: string, ctx: StructureContext): string | null {
  const body = bodyOf(s);
  if (!body || /[,;:()"“”[\]—–]/.test(splitOpener(body)[1])) return null;
  const [opener, main] = splitOpener(body);
  const m = main.match(/^(\S+(?: \S+){0,6}?) (?:was|were) (?:([a-z]+ly|also|first|later|then|originally|initially|once|recently|eventually|subsequently) )?([a-z]+) by (\S+(?: \S+){0,17})$/);
  if (!m) return null;
  const [, subj, adv, part, tail] = m as unknown as [string, string, string | undefined, string, string];
  const past = pastOfParticiple(part);
  if (!past || STATIVE.test(part) || (adv && /^(?:only|early|likely|fly|family|supply|apply|rely|reply|holy|ugly)$/.test(adv))) return null;
  // the subject: a pronoun, or a short noun phrase of nouns, adjectives, names and "of"
  const sw = subj.split(" ");
  const lowerSubj = sw[0]!.toLowerCase();
  let object: string;
  if (sw.length === 1 && SUBJ_PRONOUN[lowerSubj] !== undefined) object = SUBJ_PRONOUN[lowerSubj]!;
  else {
    if (sw.some((w, i) => !/^(?:[A-Za-z][a-z'’-]*|[\uE000-\uF8FF]+)$/.test(w) || (i > 0 && /^(?:[VDEGAMWKCPOR]|X)$/.test(tag(w)) && !/^of$/i.test(w)) || /^(?:there|it|what|which|who|such)$/i.test(w))) return null;
    if (!(DETERMINER.test(sw[0]!) || isPh(sw[0]!) || /^[NJ]$/.test(tag(sw[0]!))) || !/^(?:N|J|PH)$/.test(tag(sw.at(-1)!))) return null;
    if (/^(?:[IRAM])$/.test(tag(sw[0]!)) || (sw.length === 1 && !/s$/.test(sw[0]!) && !isPh(sw[0]!))) return null;
    object = opener || isPh(sw[0]!) || sw[0] === "I" ? subj : sw[0]!.toLowerCase() + (sw.length > 1 ? ` ${sw.slice(1).join(" ")}` : "");
  }
  // the agent: up to six words ending where a preposition or a citation starts the rest
  const tw = tail.split(" ");
  let n = 0;
  while (n < tw.length && !STOP_PREP.test(tw[n]!) && !(isPh(tw[n]!) && ctx.cited?.includes(tw[n]!))) n++;
  const agent = tw.slice(0, n), rest = tw.slice(n);
  if (!agent.length || agent.length > 6 || rest.length > 12 || CLAUSE_WORD.test(rest.join(" "))) return null;
  const a0 = agent[0]!.toLowerCase();
  const numeric = (w: string) => isPh(w) && [ctx.dated, ctx.figures, ctx.cited, ctx.numeric].some((set) => set?.includes(w));
  if (agent.some(numeric) || agent.some((w) => isPh(w) && [...w].some((c) => !!ctx.marked?.includes(c)))) return null;
  let subject: string;
  if (agent.length === 1 && AGENT_PRONOUN[a0] !== undefined) subject = AGENT_PRONOUN[a0]!;
  else {
    // "by far", "by hand", "by law", "by using": a bare singular noun or an "-ing" form is a manner, not an agent
    const bare = !DETERMINER.test(a0) && !isPh(agent[0]!);
    if (bare && !(/^[a-z]{3,}[^s]s$/.test(a0) && tag(a0) === "N" && !/^(?:means|ways|lots|hours|days|years|months|weeks|times|terms|words|sales|standards|levels|degrees|steps|stages|phases|parts|rights|rules|laws|chance)$/.test(a0))) return null;
    // (a participle before the noun is an adjective: "by a trained nurse")
    if (agent.some((w, i) => i > 0 && !(isPh(w) || /^(?:of|and)$/.test(w) || /^[NJTQ]$/.test(tag(w)) || (tag(w) === "E" && i < agent.length - 1)))) return null;
    if (agent.some((w, i) => w === "and" && !(agent[i + 1] && (isPh(agent[i + 1]!) || /^[NJT]$/.test(tag(agent[i + 1]!)))))) return null;
    if (!/^(?:N|J|PH)$/.test(tag(agent.at(-1)!)) || /ing$/.test(agent.at(-1)!)) return null;
    subject = agent.join(" ");
  }
  if (rest.some((w) => /^[AMD]$/.test(tag(w)))) return null;
  const head = opener ? subject : capFirst(subject);
  return `${opener}${head} ${adv ? `${adv} ` : ""}${past} ${object}${rest.length ? ` ${rest.join(" ")}` : ""}.`;
}

const QUANT = /^(?:many|several|some|numerous|various|countless|few|a few|a number of|a growing number of|a handful of|a lot of|lots of|two|three|four|five|six|seven|eight|nine|ten|dozens of|hundreds of|thousands of|millions of|many other|other|one)$/i;

/** "There are many students who struggle to pay fees." -> "Many students struggle to pay fees." */
export function thereAre(s: string): string | null {
  const [opener, main] = splitOpener(s);
  const m = main.match(/^[Tt]here (are|were|is|was) ((?:a (?:growing )?(?:number|handful|lot) of|a few|lots of|(?:dozens|hundreds|thousands|millions) of|many other|[a-z]+)) ([^,;:()]+?) (who|that) (\S+)( .*)?$/);
  if (!m || !QUANT.test(m[2]!)) return null;
  const [, be, q, np, rel, verb, after = ""] = m as unknown as [string, string, string, string, string, string, string | undefined];
  if (/^(?:is|was)$/.test(be) ? !/^(?:one|some)$/i.test(q) : /^one$/i.test(q)) return null;
  const nw = np.split(" ");
  if (nw.length > 5 || CLAUSE_WORD.test(np) || !/^(?:N|PH)$/.test(tag(nw.at(-1)!)) || nw.some((w) => /^[VDAMGWKCPO]$/.test(tag(w)))) return null;
  // a preposition in the noun phrase ("many benefits for students who work") may carry the relative clause itself
  if (/^(?:[IT]|PH)$/.test(tag(nw[0]!)) || nw.some((w) => tag(w) === "I" || /^(?:to|as)$/i.test(w))) return null;
  // "who"/"that" directly before a verb: the relative's subject is the noun phrase, and its verb already agrees with it
  const t = tag(verb), t2 = tag(after.trim().split(" ")[0] ?? "");
  const verbal = (x: string) => /^[VDEAM]$/.test(x);
  const ok = verbal(t) || (t === "R" && verbal(t2)) || (rel === "who" && t === "N" && /^[a-z]+$/.test(verb) && !/^(?:people|students|others)$/.test(verb));
  if (!ok || isPh(verb)) return null;
  const lead = `${q} ${np} ${verb}${after}`;
  return `${opener}${opener ? lead : capFirst(lead)}`;
}

const FRONT = /^(In|During|Over|Across|Since|After|Before|Within|Throughout|For|Despite|Through|By) ([^,;:()"“”]+?), ([^,;:()"“”]+)\.$/;
const FRONT_SET = /^(?:in (?:addition|conclusion|contrast|fact|particular|general|other words|short|summary|sum|turn|essence|practice|theory|reality|response|comparison|brief|total|effect|principle|return|time|doing so|the end|the meantime|the long run|the process|the same way|the first place|any case|a sense|this regard|this respect|this way|this case|that case|such cases|some cases|many cases|many ways|some ways|other cases|light of|view of|order|spite of|line with|terms of|addition to|response to|contrast to|relation to|recent times)|after all|after that|before that|before long|since then|despite this|despite that|despite these|despite all|through this|through that|over time|across the board|within reason)\b/i;
const FRONT_ADVERB = /^(Today|Nowadays|These days|Every year|Each year|Last year|This year|Every day|Each day|Last week|Last month|Years later|Decades later), ([^,;:()"“”]+)\.$/;
const FOR_TIME = /^(?:(?:many|several|two|three|four|five|ten|twenty|nearly|almost|over|more than)\s+)*(?:decades|years|centuries|generations|months|weeks|days|hours)$|^the first time$/i;
const IN_TIME = /^today's [a-z -]*(?:world|era|age|society|economy)$|\b(?:years?|decades?|century|centuries|months?|weeks?|days?|mornings?|afternoons?|evenings?|summer|winter|spring|autumn|seasons?|era|period|past|future|times)$/i;
const IN_PLACE = /^(?:(?:the |many |most |some |several |other )?(?:rural |urban |poor |rich |developing |developed |low-income |high-income |coastal |northern |southern |eastern |western )*(?:countries|areas|regions|communities|cities|towns|villages|districts|schools|hospitals|homes|households|classrooms|markets)|(?:the )?(?:[\uE000-\uF8FF]+ )*(?:region|country|city|village|district|capital|north|south|east|west))$/i;
const REPORT = /\b(?:say|says|said|tell|tells|told|argue|argues|argued|note|notes|noted|state|states|stated|report|reports|reported|believe|believes|believed|think|thinks|thought|suggest|suggests|suggested|find|finds|found|show|shows|showed|shown|reveal|reveals|revealed|claim|claims|claimed|indicate|indicates|indicated|conclude|concludes|concluded|explain|explains|explained|announce|announces|announced|know|knew|known|expect|expected|hope|hoped|confirm|confirms|confirmed|learn|learned|learnt|realised|realized|decided)\b/i;
const TIME_WORD = /\b(?:years?|decades?|century|centuries|months?|weeks?|days?|today|now|currently|recently|ago|then|yet|soon|later|earlier|once|already|still|again|before|after|since|during|while|until)\b/i;

/** "In recent years, mobile money has grown quickly." -> "Mobile money has grown quickly in recent years." */
export function frontToEnd(s: string, ctx: StructureContext): string | null {
  const m = s.match(FRONT);
  const a = m ? null : s.match(FRONT_ADVERB);
  if (!m && !a) return null;
  const [prep, rest, main] = m ? [m[1]!, m[2]!, m[3]!] : [a![1]!, "", a![2]!];
  if (m && !phraseOk(prep, rest, ctx)) return null;
  const mw = main.split(" ");
  // "to" only as a preposition ("rose to 56%"): an infinitive or a second clause ("the files I was looking for")
  // would take the moved phrase as its own ("started to come into focus after another hit")
  if (/\bas\b|\bto (?!(?:the|a|an|its|their|his|her|our|my|your|this|these|those|[\uE000-\uF8FF])(?:\s|$))/.test(main)) return null;
  // one verb group and no second subject: "confirmed the deed was binding", "the flexibility it offers students";
  // "and"/"or" only between words that are not verbs ("maize and cassava", not "prices rose and wages fell")
  let runs = 0;
  mw.forEach((w, i) => { if (/^[AMDEV]$/.test(tag(w)) && !(i > 0 && /^[AMDEV]$/.test(tag(mw[i - 1]!)))) runs++; });
  // (nor an "-ing" clause, which would take it too: "felt purpose beyond taking lives for the first time")
  // (an "-ing" noun after a determiner or an adjective is a noun: "mobile banking", "the training")
  if (runs > 1 || mw.some((w, i) => tag(w) === "G" && i > 0 && !/^[TJP]$/.test(tag(mw[i - 1]!))) || mw.some((w, i) => i > 0 && /^(?:i|you|he|she|it|we|they)$/i.test(w)) || !/[a-z\uE000-\uF8FF]$/i.test(main) || main.includes(".")) return null;
  if (mw.some((w, i) => /^(?:and|or)$/.test(w) && (i === 0 || !mw[i + 1] || /^(?:[AMDEVRGO]|PH)$/.test(tag(mw[i + 1]!)) && !isPh(mw[i + 1]!)))) return null;
  if (mw.length < 3 || mw.length > 14 || CLAUSE_WORD.test(main.replace(/\b(?:and|or)\b|\b(?:in|at|on|of|from|to|for|with) that\b/g, "")) || REPORT.test(main) || TIME_WORD.test(main) || !(hasFiniteVerb(main) || mw.some((w) => /^[VDAM]$/.test(tag(w))))) return null;
  if (mw.some((w) => isPh(w) && !!ctx.dated?.includes(w))) return null;
  // (a figure would open the sentence: "92% of my candidates obtained ... in 2023")
  if (!/^(?:N|J|T|O|P|PH)$/.test(tag(mw[0]!)) || (isPh(mw[0]!) && [...mw[0]!].some((c) => !!ctx.numeric?.includes(c)))) return null;
  const cited = ctx.cited ? main.match(new RegExp(`(?: [${ctx.cited}])+$`)) : null;
  const core = cited ? main.slice(0, cited.index) : main;
  // a quotation or a bracket closing the clause stays last, with nothing after it
  const last = core.split(" ").at(-1)!;
  if (isPh(last) && !!ctx.marked?.includes(last.at(-1)!)) return null;
  return `${capFirst(core)} ${prep.toLowerCase()}${rest ? ` ${rest}` : ""}${cited ? cited[0] : ""}.`;
}

/** the opening phrase: up to six words, no verb, a time or place ("In"), not a connective or a set phrase */
function phraseOk(prep: string, rest: string, ctx: StructureContext): boolean {
  const pw = rest.split(" ");
  // "By" only before a gerund and its object ("By pooling their savings, the women bought a mill."): "By 2020",
  // "By then", "By contrast" are times and connectives
  // a possessive in a means phrase points back to the sentence before: at the end it would take the nearest noun
  // ("... into an engine for national development by addressing its root causes")
  if (/^(?:By|Through)$/.test(prep) && /\b(?:its|their|his|her|them|it)\b/i.test(rest)) return false;
  if (prep === "By") return /^[a-z]+ing$/.test(pw[0]!) && pw.length <= 7 && !/^(?:doing so|contrast|comparison|the way|then|now)\b/.test(rest) && !pw.slice(1).some((w) => /^[VDAMGWKC]$/.test(tag(w)) || /ing$/i.test(w)) && !/\b(?:this|that|these|those|it|them)$/i.test(rest);
  if (pw.length > 6 || FRONT_SET.test(`${prep} ${rest}`) || pw.some((w) => /^[VDAMGWKC]$/.test(tag(w)) || /ing$/i.test(w))) return false;
  // "Since"/"After"/"Before" are conjunctions too: "Since all the values exceeded 0.70, ..." is a clause, not a phrase
  if (prep !== "In" && pw.some((w) => tag(w) === "E")) return false;
  if (/^(?:this|that|these|those|it|them|him|her|us|me|which|what|then|now)$/i.test(pw.at(-1)!)) return false;
  if (prep === "Over" && !/^the$/i.test(pw[0]!)) return false;
  // "For" only for a span of time ("For decades, farmers have ..."): "For this reason", "For example" are connectives
  if (prep === "For" && !FOR_TIME.test(rest)) return false;
  // "In" opens manner and framing phrases too ("In a startling revelation", "In this paper"): only time and place
  if (prep !== "In") return true;
  if (!(IN_TIME.test(rest) || pw.some((w) => isPh(w) && !!ctx.dated?.includes(w)) || IN_PLACE.test(rest) || pw.every((w, i) => isPh(w) || (i === 0 && /^the$/i.test(w))))) return false;
  return !/\b(?:a|an|his|her|their|its|my|our|your)\b/i.test(rest);
}

/**
 * Heavy: a leading subordinate clause the draw did not move to the end (moveClause, sentence-rewrites.ts, at the
 * profile's `move` rate) moves when the sentence's hash picks it, so heavy moves about three in four and medium two in five
 * (a draw that moved it is taken as it was: the random stream is the same as before).
 */
export function recastMove(s: string, ctx: StructureContext): boolean {
  // (not after a dash or a semicolon: "I gasped - my skin was pale ... when I looked in the mirror")
  const f = !!ctx.p.recast && !/\s[-–—]\s|[;:—]/.test(s) && fires(ctx, "move", s, RATE.move);
  return f && moveReads(s);
}

/**
 * (session 25 review) where heavy's extra move would read worse than the sentence as it was: a pronoun "one" in the
 * main clause would come before the noun it stands for ("There must be one with the worst results if there is a
 * parallel universe for every outcome"); "the young woman" who is the person the clause names would come before her
 * name ("The young woman was in tears when Adwoa found Esi"); a long main clause with two verbs would take the moved
 * clause as its last verb's ("I heard shouting and turned to see three goons ... as soon as my feet hit the ground").
 */
function moveReads(s: string): boolean {
  const cut = s.indexOf(", ");
  if (cut < 0) return true;
  const sub = s.slice(0, cut), main = s.slice(cut + 2).replace(/[.!?]$/, "");
  if (/\bones?\b/i.test(main)) return false;
  if (/[\uE000-\uF8FF]/.test(sub) && /^the\s(?:[a-z-]+\s){0,2}(?:man|woman|boy|girl|child|lady|gentleman|teenager|youngster|couple|pair|twins|brothers|sisters)\b/i.test(main)) return false;
  const mw = main.split(" ");
  let runs = 0;
  mw.forEach((w, i) => { if (/^[AMDEV]$/.test(tag(w)) && !(i > 0 && /^[AMDEV]$/.test(tag(mw[i - 1]!)))) runs++; });
  return !(runs > 1 && mw.length > 12 && mw.some((w, i) => /^(?:and|or)$/i.test(w) && !!mw[i + 1] && /^[AMDEV]$/.test(tag(mw[i + 1]!))));
}

/** Heavy: one recast of the sentence when one fits and its hash picks it; the sentence as it was otherwise. */
export function recast(s: string, ctx: StructureContext): string {
  if (!ctx.p.recast) return s;
  if (fires(ctx, "passive", s, RATE.passive)) {
    const r = activeVoice(s, ctx);
    if (r) return r;
  }
  if (fires(ctx, "there", s, RATE.there)) {
    const r = thereAre(s);
    if (r) return r;
  }
  if (fires(ctx, "front", s, RATE.front)) {
    const r = frontToEnd(s, ctx);
    if (r) return r;
  }
  if (fires(ctx, "clause", s, RATE.clause)) return clauseToFront(s) ?? s;
  return s;
}

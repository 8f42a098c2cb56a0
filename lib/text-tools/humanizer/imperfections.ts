import type { Rng } from "./rng";
import type { TextMemory } from "./repeats";
import { COMMON_OPENERS, INSTRUCTION } from "./common-words";
import { INFERENCE_SO } from "./clause-grammar";
import { BOLD_LABEL } from "./list-markers";
import { capFirst, lowerFirst, NOTICE_FRAME, REQUEST } from "./text-utils";
import type { HumanizeStyle, StrengthProfile } from "./types";

/**
 * Stage 3, Imperfections: the rhythm of a person writing. Varied sentence-opening connectives (LLMs lean on
 * "Additionally," "Furthermore," "Moreover,"), dropped throat-clearing ("It is important to note that"), and
 * contractions where the style allows them. Never misspellings, never invisible or look-alike characters.
 */
/** formal: the text is a formal letter (no contractions in the professional style) */
/** numeric: the placeholders of the line that stand for a number, an amount or a percentage (engine.ts) */
/** legal: the paragraph cites law or binds a party (lexical.ts LEGAL; no contractions in the professional style) */
/** memory: the words of the text written so far (repeats.ts), to tell a notice from a person's text */
type Ctx = { rng: Rng; p: StrengthProfile; style: HumanizeStyle; formal?: boolean; numeric?: string; legal?: boolean; memory?: TextMemory };

const OPENERS: Array<{ re: RegExp; by: Record<HumanizeStyle, string[]> }> = [
  {
    re: /^(?:Additionally|Furthermore|Moreover|In addition|What is more|What's more),\s+/,
    by: {
      // the connectives people actually write here (train.jsonl's human half: "Also," and "And", or none);
      // "Beyond that," had become a tell of its own (4 per 10,000 words of rewrites, none in the human texts)
      academic: ["Further, ", "Also, ", ""],
      professional: ["Also, ", ""],
      casual: ["Plus, ", "Also, ", "On top of that, ", "And "],
      creative: ["And ", "Also, ", "What's more, ", ""],
    },
  },
  {
    re: /^However,\s+/,
    // "But" is what people write (7.8 per 10,000 words in the human texts); "Even so," had become a tell (7.2 in the
    // rewrites, none in the human texts). Not "Still,": it makes a contrast a concession ("Sales rose in March.
    // Still, they fell in April."); academic keeps "However," some of the time rather than "Yet" every time.
    // Weighted by repetition: "Yet" had become the academic rewrites' tic (13 per 10,000 words, 2.8 in the human
    // texts, which write "But" 46 times as often).
    by: { academic: ["However, ", "Yet ", "But "], professional: ["But ", "But ", "Yet "], casual: ["But ", "But ", "Yet "], creative: ["But ", "But ", "Yet "] },
  },
  {
    re: /^(?:Therefore|Thus|Hence|Consequently|As a result),\s+/,
    by: { academic: ["For this reason, ", "As a result, "], professional: ["So ", "As a result, "], casual: ["So "], creative: ["So ", "And so "] },
  },
  {
    // "In the end" reads as "eventually" and "All told" as "in total": only for "Ultimately"
    re: /^Ultimately,\s+/,
    by: { academic: ["In the end, ", "Finally, "], professional: ["In the end, ", ""], casual: ["In the end, ", ""], creative: ["In the end, ", ""] },
  },
  {
    // after a "Conclusion" heading, "In short," has nothing before it to sum up: the conclusion is named as one
    re: /^In conclusion,\s+/,
    by: { academic: ["To conclude, ", "In conclusion, "], professional: ["All in all, ", "To conclude, "], casual: ["All in all, ", ""], creative: ["All in all, ", ""] },
  },
  {
    // (twenty-first session) "Overall" is "taken as a whole", not a summing up: "Overall, 73% of respondents were
    // satisfied" had become "In short, 73% ...", a summary of nothing before it
    re: /^Overall,\s+/,
    by: { academic: ["On the whole, ", "Overall, "], professional: ["On the whole, ", ""], casual: ["On the whole, ", ""], creative: ["On the whole, ", ""] },
  },
  {
    re: /^(?:In essence|In summary|To summarize|To sum up),\s+/,
    by: { academic: ["In short, ", "To conclude, "], professional: ["In short, ", "All in all, ", ""], casual: ["All in all, ", ""], creative: ["All in all, ", "When all is said and done, ", ""] },
  },
  {
    re: /^(?:Notably|Importantly|Crucially|Significantly|Interestingly|Essentially),\s+/,
    by: { academic: [""], professional: [""], casual: [""], creative: [""] },
  },
  {
    re: /^(?:It is|It's|It’s) (?:important|worth|crucial|essential) (?:to note|noting|to remember|to mention) that\s+/,
    by: { academic: ["", "Note that "], professional: [""], casual: [""], creative: [""] },
  },
  { re: /^(?:It should be noted that|Notably)\s+/, by: { academic: [""], professional: [""], casual: [""], creative: [""] } },
];

// "Additionally, it is important to note that X" -> "Additionally, X": the throat-clearing after an opener goes too
const INNER_THROAT = /^((?:[A-Z][a-z]+|In addition|In fact|Of course|As a result|In conclusion|In summary|However|Therefore)(?:,\s+|\s+))(?:it is|it's|it’s) (?:important|worth|crucial|essential|vital) (?:to note|noting|to remember|to mention|to highlight|to emphasize|to stress) that\s+/;

// (revD review) "I" too: "As a result, I have not been able to ..." had lost its connective in casual and creative
// (the lower-case "i" never matched the pronoun)
const SUBJECT_AFTER_SO = /^(?:the|a|an|this|these|those|it|it's|they|he|she|we|i|I|you|some|people|there|its|their|his|her|our|my|your|[A-Z][a-z]+|[\uE000-\uF8FF])(?:\s|['’]|$)/;

const SUMMING = /^(?:In summary|In essence|To summarize|To sum up|In conclusion|Overall),/;

function varyOpener(sentence: string, ctx: Ctx, prev = "", next = ""): string {
  let s = sentence;
  const inner = s.match(INNER_THROAT);
  if (inner && ctx.rng.chance(ctx.p.connective)) {
    const rest = s.slice(inner[0].length);
    const first = rest.match(/^[a-z][\w'’-]*/)?.[0];
    // the opener stays, so the next word keeps its case; only a plain common word may follow it
    if (first || /^[\uE000-\uF8FF]/.test(rest)) s = inner[1] + rest;
  }
  for (const { re, by } of OPENERS) {
    const m = s.match(re);
    if (!m) continue;
    if (!ctx.rng.chance(ctx.p.connective)) return s;
    const options = by[ctx.style];
    const rest = s.slice(m[0].length);
    let opener = ctx.rng.pick(options);
    // "Even so, they ... Even so, he ...": not the opener the previous sentence already has (the next other one instead)
    if (opener && prev.startsWith(opener)) {
      const i = options.indexOf(opener);
      opener = [...options.slice(i + 1), ...options.slice(0, i)].find((o) => o !== opener) ?? opener;
    }
    // "Therefore, x = -4 or x = 1": a step of a derivation keeps its connective
    if (/^(?:Therefore|Thus|Hence),/.test(m[0]) && /^(?:[\uE000-\uF8FF]|[A-Za-z]\s*[=<>≤≥])/.test(rest)) return s;
    // (assignments review) and so does an inference ("Therefore, this near miss could have caused real harm"): "As a
    // result," / "For this reason," would make the premise its cause; outside academic the plain "So"
    if (/^(?:Therefore|Thus|Hence),/.test(m[0]) && INFERENCE_SO.test(rest) && /^(?:As a result|For this reason)/.test(opener)) {
      if (ctx.style === "academic") return s;
      opener = "So ";
    }
    // "Yet more research is needed" reads as "even more"; "So requiring students ..." / "So great as they are" need
    // a subject after "So"
    if (opener === "Yet " && /^(?:more|further|another|less|again|still|other)\b/i.test(rest)) opener = "Still, ";
    // (review leftovers) an instruction takes "But", never "Yet" ("However, you must apply within 24 hours")
    if (opener === "Yet " && (REQUEST.test(rest) || INSTRUCTION.test(rest))) opener = ctx.style === "academic" ? "However, " : "But ";
    if (/^(?:Also|Plus),/.test(opener) && /\balso\b/i.test(rest)) opener = "";
    // (rev5 review) "All in all" sums up what was said: not before a closing act of the speaker ("In conclusion, I wish
    // to thank God ..." had become "All in all, I wish to thank", "All in all, let me ...")
    if (opener === "All in all, " && /^(?:I|we|let|allow|permit|may)\b/i.test(rest)) opener = ctx.style === "professional" ? "To conclude, " : "";
    // (twenty-fifth session) nor when the next sentence opens with it, or one written before did: "In summary, X. All in
    // all, Y." had become "All in all, X. All in all, Y."
    const allInAllSaid = ctx.memory?.allInAll === true || /^\W*All in all\b/i.test(next);
    if (opener === "All in all, " && allInAllSaid) opener = options.find((o) => o !== "All in all, " && o !== "") ?? (prev === "" ? "In short, " : "");
    // a request or an instruction ("Additionally, kindly remind Esi ...") takes a plain "Also," at most, never "Plus,"
    // or "What's more,"
    // (rev9 review) only after an opener that adds a point: "However, note that the levy may apply" had become "Also,
    // note that ...", which drops the contrast; there "But" (never "Yet") keeps it, and any other opener stays
    if (opener && REQUEST.test(rest)) {
      if (/^(?:Additionally|Furthermore|Moreover|In addition|What is more|What's more),/.test(m[0])) opener = /\balso\b/i.test(rest) ? "" : "Also, ";
      else if (/^However,/.test(m[0])) opener = opener === "However, " ? opener : "But ";
      else return s;
    }
    // "So many adolescents lack ..." reads as "so many": no "So" before a quantity word
    // (rev5 review) in every style the fallback keeps the causal link: "As a result, many graduates finish without
    // experience" had become "Many graduates finish ..." in casual and creative, and creative's "And so many graduates"
    // (read as "so many") was never caught
    if (/^(?:And so|So) $/.test(opener) && (!SUBJECT_AFTER_SO.test(rest) || /^(?:many|much|few|far|long|often|well|too|little)\b/i.test(rest))) opener = "As a result, ";
    // (twenty-first session) a sentence never opens on a figure: "Overall, 73% of respondents ..." and "It is worth
    // noting that 42% ..." had lost their openers and begun "73% of respondents"; the first wording that keeps one, else as it was
    // (review leftovers) a summing-up opener that starts a paragraph tells the reader the paragraph sums up: a plain
    // one replaces it there ("In summary, the ..." -> "In short, the ...", "Overall, the ..." -> "On the whole, ...");
    // only within a paragraph may it go (prev is empty at the start of a line). Not drawn: heavy's plainest variant
    // would otherwise always be the one without
    if (!opener && prev === "" && SUMMING.test(m[0])) opener = options.find((o) => o !== "" && !(o === "All in all, " && (allInAllSaid || /^(?:I|we|let|allow|permit|may)\b/i.test(rest)))) ?? (allInAllSaid ? "In short, " : "");
    if (!opener && ctx.numeric && ctx.numeric.includes(rest[0] ?? "\n")) {
      opener = options.find((o) => o !== "") ?? "";
      if (!opener) return s;
    }
    if (!opener) {
      // dropping the opener would capitalise the next word: only safe for a common word, never a term like "p-value"
      const first = rest.match(/^[a-z][\w'’-]*/)?.[0];
      if (first && (!COMMON_OPENERS.has(first) || first.includes("-"))) return s;
      return capFirst(rest);
    }
    return opener + (/^[A-Z][a-z]/.test(rest) && !/^I\b/.test(rest) ? lowerIfCommon(rest) : rest);
  }
  return s;
}

const lowerIfCommon = (s: string) => lowerFirst(s) ?? s;

// Contractions only before another word: "as it is." must stay whole.
// not after a modal ("may have not considered" -> "may haven't") and not before "only" ("have not only ... but")
const NOT_AFTER_MODAL = String.raw`(?<!\b(?:may|might|must|could|would|should|will|can|to)\s)`;
const NEGATIVE: Array<[RegExp, string]> = [
  [/\b([Dd])o not(?= \w)(?! only\b)/g, "$1on't"], [/\b([Dd])oes not(?= \w)(?! only\b)/g, "$1oesn't"], [/\b([Dd])id not(?= \w)(?! only\b)/g, "$1idn't"],
  [/\b([Ii])s not(?= \w)(?! only\b)/g, "$1sn't"], [/\b([Aa])re not(?= \w)(?! only\b)/g, "$1ren't"], [/\b([Ww])as not(?= \w)(?! only\b)/g, "$1asn't"],
  [/\b([Ww])ere not(?= \w)(?! only\b)/g, "$1eren't"], [/\b([Hh])as not(?= \w)(?! only\b)/g, "$1asn't"], [new RegExp(String.raw`${NOT_AFTER_MODAL}\b([Hh])ave not(?= \w)(?! only\b)`, "g"), "$1aven't"],
  [/\b([Cc])annot(?= \w)(?! only\b)/g, "$1an't"], [/\b([Ww])ill not(?= \w)(?! only\b)/g, "$1on't"], [/\b([Ww])ould not(?= \w)(?! only\b)/g, "$1ouldn't"],
  [/\b([Cc])ould not(?= \w)(?! only\b)/g, "$1ouldn't"], [/\b([Ss])hould not(?= \w)(?! only\b)/g, "$1houldn't"],
];
const PRONOUN: Array<[RegExp, string]> = [
  [/\b([Ii])t is(?= (?!\w+ly\b)[a-z])/g, "$1t's"], [/\b([Tt])hat is(?= (?!\w+ly\b)[a-z])/g, "$1hat's"],
  [/\b([Tt])here is(?= [a-z])/g, "$1here's"], [/\b([Tt])hey are(?= [a-z])/g, "$1hey're"], [/\b([Ww])e are(?= [a-z])/g, "$1e're"],
  [/\b([Yy])ou are(?= [a-z])/g, "$1ou're"], [/\bI am(?= [a-z])/g, "I'm"], [/\b([Tt])hey will(?= [a-z])/g, "$1hey'll"],
  [/\b([Ww])e will(?= [a-z])/g, "$1e'll"], [/\bI will(?= [a-z])/g, "I'll"], [/\b([Yy])ou will(?= [a-z])/g, "$1ou'll"],
];

// "who it is the moment", "what it is that": a stranded "is" after a wh-word keeps its full form ("who it's" is wrong)
// also "how thankful we are that": the adjective was moved ahead, so "are" stands alone
const STRANDED = /\b(?:who|whom|what|where|how|which|whoever|whatever|wherever|whichever)\s+$|\b(?:how|what\s+an?)\s+\w+\s+$/i;

export function contract(s: string, ctx: Ctx): string {
  // (rev6 review) nor in a contract's or a statute's paragraph: "This MoU ... doesn't create legally binding obligations"
  // and "a thing of which he isn't the owner" (quoting section 120 of Act 29) read as careless in a professional text
  if (ctx.style === "academic" || (ctx.style === "professional" && (ctx.formal || ctx.legal))) return s;
  // (rev5 review) a labelled hypothesis ("H01: There is no significant difference ...", the label masked) is a formal
  // statement of the test: "There's no significant difference" does not read in any style
  if (/^[\uE000-\uF8FF]\s*:\s*There\s(?:is|are)\b/.test(s)) return s;
  const rules = ctx.style === "professional" ? NEGATIVE : [...NEGATIVE, ...PRONOUN];
  const p = ctx.style === "professional" ? ctx.p.contraction * 0.6 : ctx.p.contraction;
  let out = s;
  for (const [re, rep] of rules) {
    out = out.replace(re, (m, ...g) => {
      const offset = g[g.length - 2] as number;
      const whole = g[g.length - 1] as string;
      // "evidence - that is, ..." / "(that is, ...)": the "i.e." sense keeps its full form
      if (STRANDED.test(whole.slice(0, offset)) || (/^that/i.test(m) && /[-–—(,;:]\s*$/.test(whole.slice(0, offset)))) return m;
      // a verb already doubled in the text ("that is is easier", "They are are") stays as written: contracting it
      // would hide the slip inside a new one ("that's is")
      if (/^\s+(?:is|are|am|was|were|will|not)\b/i.test(whole.slice(offset + m.length))) return m;
      // "the only thing left for it is to go": "it" is the preposition's object and "is" the sentence's verb
      if (/^it\b/i.test(m) && /\b(?:for|to|of|with|from|about|at|on|in|by|than|like|into|onto|upon|without)\s+$/i.test(whole.slice(0, offset))) return m;
      return ctx.rng.chance(p) ? rep.replace("$1", String(g[0])) : m;
    });
  }
  return out;
}

// A claim of what should be or what matters: the kind of sentence a person writing casually owns with "I think".
// "the need to" is a noun and "won't need to" no claim; "matter-antimatter" is no verb
const OPINION = /\b(?:should|must|ought to|(?<!\b(?:the|a|no|not|won't|don't|doesn't|never|will|would)\s)needs? to|(?:is|are) (?:(?:very|really|so|much|far|not|also)\s)?(?:important|essential|crucial|vital|key|clear|necessary|worth|better|best|worse|unfair|fair|wrong|right|helpful|useful|harmful|dangerous|beneficial|valuable|good|bad|easier|harder|unlikely|likely)|(?:it|this|that|what|which|really)\s+matters?(?!-)|outweighs?)\b/;
const HEDGES = ["I think ", "I believe ", "I'd say "];
/** a rule stated before its content: "The principle is that", "the standard requires that", "section 8 provides that" */
const RULE_THAT = /\b(?:principles?|rules?|requirements?|standards?|guidance|guidelines?|tests?|polic(?:y|ies)|laws?|doctrines?|duty|duties|obligations?|regulations?|codes?|provisions?|conditions?|criteri(?:on|a)|definitions?|holding|ratio)\s+(?:is|are|was|were|states?|stated|requires?|required|provides?|provided|says?|said|holds?|held|establish(?:es|ed)?|means?)\s+that\b/i;
const HANDLING =
  /\b(?:should|must)\s+(?:not\s+)?(?:(?:also|always|only|never|still)\s+)?(?:be\s+(?:taken|swallowed|chewed|crushed|dissolved|administered|injected|applied|stored|refrigerated|mixed|diluted|shaken|discarded|boiled|cooked|washed|rinsed|sprayed|worn|installed|charged|kept)|(?:take|swallow|chew|crush|store|apply|spray|dilute|rinse|inject)\s+(?:it|them|the|this|these|your|each|one|a|an)\b)/i;
/**
 * (rev5 review) the short heading of a numbered or bulleted item ("5. Formalise informal apprenticeships."): the
 * sentence after it is the item's recommendation, the body's voice and not the writer's opinion ("I think the
 * National TVET Qualifications Framework should be expanded" in a policy brief). The engine hands over the last
 * sentence of the unit before cut after the masked number ("\uE001 and certify informal apprenticeships.", the first
 * word masked as a name after the marker), so a short one that opens on a masked word counts too (a hedge after
 * "Kofi came home." is lost, which is no harm)
 */
const LIST_HEADING = /^(?:[\uE000-\uF8FF][.)]|\d+[.)]|[-•*]|\(?[a-z]\))\s+[A-Z\uE000-\uF8FF](?:\S*\s+){0,9}\S+[.:]$|^[\uE000-\uF8FF](?:\s+[^\s,;]+){1,5}[.:]$/;

/** The text is a notice to a group: its frame ("wishes to inform", "is pleased to announce") is in the sentence before
 * or among the words written so far (each pair of words, both there). */
function announces(ctx: Ctx, prev: string): boolean {
  if (NOTICE_FRAME.test(prev)) return true;
  const has = (w: string) => (ctx.memory?.counts.get(w) ?? 0) > 0;
  return (has("inform") || has("announce") || has("notify")) && ["wishes", "pleased", "hereby"].some(has);
}

/**
 * Casual only: "Schools should teach this." -> "I think schools should teach this." A first-person hedge on a
 * claim of opinion (never a question, a quotation or a sentence that already speaks in the first person); after an
 * opening "But"/"So"/"And" the hedge follows the conjunction. (rev7 review) Nor a sentence that reports someone's
 * feeling or thought: "You want to pick them but feel you should ask the team" (a scene in the second person) had become
 * "I think you want to pick them ..."; "Most parents think the school should ..." is theirs.
 */
export function ownOpinion(s: string, ctx: Ctx, prev = ""): string {
  if (ctx.style !== "casual" || LIST_HEADING.test(prev) || !OPINION.test(s) || /\b(?:note|noting|mention|remember|say|said|argue|argues|argued|claim|claims|claimed|contend|contends|insist|insists|believe|believes|feel|feels|felt|think|thinks|thought|know|knows|knew|wish|wishes|wished|hope|hopes|hoped|worry|worries|worried)\b/.test(s) || !/\.$/.test(s) || /["“”]/.test(s) || /\b(?:I|me|my|we|our|us)\b/i.test(s)) return s;
  // (revG review) an opinion word only inside an indirect question is no claim of the writer's ("This allows the
  // researcher to assess whether management also needs to ..."), and a sentence that states a position ("This paper
  // takes the position that ... should") already owns it
  const claim = s.match(OPINION);
  if (claim && /\b(?:whether|if)\b/i.test(s.slice(0, claim.index)) && !OPINION.test(s.slice(0, claim.index))) return s;
  if (/\b(?:position|view|stance)\s+that\b/i.test(s)) return s;
  // (rev11 fields review) nor the content of a rule, a standard or a doctrine ("The core principle is that an entity
  // should recognise revenue when ..." of IFRS 15 had become "I think the core principle is ..."): it is reported
  if (claim && RULE_THAT.test(s.slice(0, claim.index))) return s;
  // (rev6 review) an instruction for handling a medicine, a food or a product is no opinion: "It should be taken with
  // fatty food or milk" had become "I'd say it should be taken ..."
  if (HANDLING.test(s)) return s;
  // (rev9 review) nor an instruction to the reader: "You must keep your PIN secret" / "You need to register by March"
  // (a how-to's or a notice's step) is a rule, not the writer's view
  if (/^(?:(?:But|So|And|Also|Now),?\s+)?[Yy]ou\s+(?:(?:also|still|always|only|first)\s+)?(?:must|need\s+to|have\s+to|will\s+need\s+to|are\s+required\s+to)\b/.test(s)) return s;
  // (rev8 review) a notice speaks for a body to its members: after "The leadership ... wishes to inform all members",
  // "It is crucial that every member participates" had become "I believe it is crucial ..." (a church's, a hall's, an
  // assembly member's and a landlord's announcement)
  if (NOTICE_FRAME.test(s) || announces(ctx, prev)) return s;
  if (!ctx.rng.chance(ctx.p.split * 0.6)) return s;
  const m = s.match(/^(?:(But|So|And|Still|Yet|Also|Plus|Now)(,?) )?/);
  const lead = m?.[1] ? `${m[1]}${m[2]} ` : "";
  const body = s.slice(m?.[0].length ?? 0);
  // a protected first word may be a name or a capitalised common word: "I think Schools ..." must not happen
  const rest = /^[\uE000-\uF8FF]/.test(body) ? null : lowerFirst(body);
  if (!rest || !/^(?:the|this|that|these|those|it|they|he|she|you|people|students|schools|parents|teachers|everyone|we|there|(?!(?:as|is|was|has|does|this|thus|unless|whereas|its|his|hers|yes|us|always|perhaps)\b)[a-z]{3,}s)\b/.test(rest)) return s;
  return lead + ctx.rng.pick(HEDGES) + rest;
}

/**
 * prev: the sentence before, as rewritten (so two neighbours do not open with the same new connective); next: the
 * sentence after, as the Lexical stage saw it (an "All in all" there is not said here too)
 */
export function imperfections(sentence: string, ctx: Ctx, prev = "", next = ""): string {
  const label = sentence.match(BOLD_LABEL)?.[1] ?? "";
  const varied = label + varyOpener(sentence.slice(label.length), ctx, prev, next);
  // (rev9 review) a point the writer marked as one to note ("It is important to note that you should keep your
  // recovery details up to date") is stated, not guessed at: with the throat-clearing dropped it had become "I believe
  // you should keep ..."
  const marked = varied !== sentence && /\b(?:note|noting|mention|remember|stress|emphasi[sz]e|highlight)\b/i.test(sentence);
  return contract(marked ? varied : ownOpinion(varied, ctx, prev), ctx);
}

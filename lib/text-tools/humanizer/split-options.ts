import { tagOf } from "../detector/profile";
import { agentTail, includingTail, participleOf, PERFECT_MAIN, tenseOf, whichTail } from "./clauses";
import { clauseBreakSplits } from "./clause-breaks";
import { hasFiniteVerb } from "./clause-grammar";
import type { Split, StructureContext } from "./structure-context";
import { capFirst, endsSentence, lowerFirst, SUBJECT_START, wordCount } from "./text-utils";

/**
 * Every way the Structure stage may cut one sentence in two: at a clause break (clause-breaks.ts), before a
 * superficial "-ing" tail, at a concession, an agent's tail, ", including", ", which is" (clauses.ts) and, at medium
 * and heavy, after a leading concession.
 */

// A split must leave the left half a whole clause: never ending on a conjunction, complementiser, preposition or
// article ("..., nor because X" gave "..., nor. This is because X"; "..., and that, though X" gave "and that.").
const DANGLING_END = /\b(?:and|or|nor|but|yet|so|that|which|who|whom|whose|whether|if|than|as|of|to|for|with|by|in|on|at|from|into|the|a|an)$/i;

// Verbs that open an "-ing" tail, with their present (3rd person) and past forms.
const ING_TAILS: Record<string, [string, string]> = Object.fromEntries(
  ("allowing allows allowed|enabling enables enabled|making makes made|leading leads led|resulting results resulted|creating creates created|" +
    "providing provides provided|reflecting reflects reflected|showing shows showed|giving gives gave|" +
    "causing causes caused|helping helps helped|adding adds added|prompting prompts prompted|sparking sparks sparked|" +
    "raising raises raised|leaving leaves left|bringing brings brought|offering offers offered|setting sets set|putting puts put|" +
    "keeping keeps kept|reinforcing reinforces reinforced|highlighting highlights highlighted|underscoring underscores underscored|" +
    "demonstrating demonstrates demonstrated|indicating indicates indicated|suggesting suggests suggested|" +
    "fostering fosters fostered|paving paves paved|marking marks marked|signaling signals signaled|revealing reveals revealed|" +
    "producing produces produced|increasing increases increased|reducing reduces reduced|improving improves improved|" +
    "pointing points pointed|displaying displays displayed|encouraging encourages encouraged|supporting supports supported|" +
    "boosting boosts boosted|affecting affects affected|forcing forces forced|sending sends sent|driving drives drove|turning turns turned")
    .split("|").map((x) => { const [ing, s3, past] = x.split(" "); return [ing!, [s3!, past!]]; }),
);

const AMBIGUOUS_ING = new Set(["reflecting", "suggesting", "indicating", "making", "leaving", "setting", "putting", "keeping", "bringing", "sending", "turning", "driving", "giving", "offering", "adding", "showing", "raising", "displaying", "pointing", "producing", "creating", "providing", "helping", "supporting", "encouraging", "forcing"]);

// (rev9 review) Tails that comment on a reported finding take the report's tense, not the finding's: "Boadu et al.
// note that the levels were ..., underscoring the risk" -> "This underscores the risk" ("This underscored" put the
// writer's comment in the study's past); a result ("..., leading to protests") keeps the reported event's tense
const COMMENT_ING = /^(?:highlighting|underscoring|demonstrating|indicating|suggesting|reflecting|showing|revealing|signaling|reinforcing|pointing)$/;
const REPORT_THAT = /^(?:[^,;:]*?\s)?(?<!\b(?:the|a|an|these|those|this|its|their|his|her|our|my|your)\s)(note|notes|argue|argues|show|shows|find|finds|suggest|suggests|report|reports|observe|observes|state|states|claim|claims|say|says|write|writes|explain|explains|conclude|concludes|maintain|maintains|contend|contends|assert|asserts|indicate|indicates|reveal|reveals|demonstrate|demonstrates|confirm|confirms|stress|stresses|warn|warns|noted|argued|showed|found|suggested|reported|observed|stated|claimed|said|wrote|explained|concluded|maintained|contended|asserted|indicated|revealed|demonstrated|confirmed|stressed|warned)\s+(?:[a-z]+ly\s+)?that\s/i;
/** The tense of a reporting verb before "that" ("X (2022) note that ..."), or null. */
function reportTense(clause: string): "past" | "present" | null {
  const v = clause.match(REPORT_THAT)?.[1]?.toLowerCase();
  if (!v) return null;
  return /(?:ed|found|said|wrote)$/.test(v) ? "past" : "present";
}

// a short label opening the sentence, one colon, then a capitalised word or a protected one ("Answer: The ...")
const LABEL_LEAD = /^(?:[\w\uE000-\uF8FF'’-]+\s+){0,2}[\w\uE000-\uF8FF'’-]+:\s+[A-Z\uE000-\uF8FF][^:]*$/;

/** Every grammatical way to cut a sentence in two (clause breaks, "-ing" tails, concessions, lists, relatives). */
export function splitOptions(s: string, ctx: StructureContext): Split[] {
  const total = wordCount(s);
  if (total < (ctx.p.split > 0.9 ? 10 : ctx.p.split > 0.6 ? 14 : ctx.p.split > 0.3 ? 17 : 22) || !endsSentence(s) || /[?!]["”’)]?$/.test(s.trim())) return [];
  const options: Split[] = clauseBreakSplits(s, ctx);
  // Superficial "-ing" tails (Wikipedia: Signs of AI writing): ", allowing it to ..." -> ". This allows it to ..."
  const tail = s.match(/^(.{25,}?), (?:thereby |thus )?([a-z]+ing)\b(.{8,})$/);
  const forms = tail && ING_TAILS[tail[2]!];
  // verbs with an agent sense too ("..., making 100 appearances") only when an object pronoun follows ("making it harder")
  // ("suggesting it threatened X" is a reported clause, not an object pronoun: the subject did the suggesting)
  const effectOnly = !tail || !AMBIGUOUS_ING.has(tail[2]!) || /^\s(?:it|them)\b(?!\s+(?:[a-z]+ed|is|was|were|are|has|had|would|could|will|may|might|can|should|must)\b)/.test(tail[3]!);
  // the new sentence takes the tense of the clause it leaves; no split when that tense is unclear
  const tense = tail ? (COMMENT_ING.test(tail[2]!) ? reportTense(tail[1]!) : null) ?? tenseOf(tail[1]!) : null;
  // not when the tail coordinates a second "-ing" ("boosting X and contributing to Y") or the main clause is only
  // possible ("could mark ..., boosting"): "This boosts" would state it as a fact
  // (an "-ing" word with "and"/"or" right after it is a list item: "is smooth, filling and easy to cook")
  const plainTail = tail && !/^\s(?:and|or|nor|but)\b/.test(tail[3]!) && !/\band\s+[a-z]+ing\b/.test(tail[3]!) && !/\b(?:could|would|might|may|will|can|should|must)\b/.test(tail[1]!);
  // "... for both, increasing elasticity" belongs to "both", not to the whole clause ("This increases ..." reverses it)
  const wholeClause = tail && !/\b(?:both|all|each|either|neither)$/i.test(tail[1]!);
  if (tail && forms && tense && effectOnly && plainTail && wholeClause && wordCount(tail[1]!) >= 6 && /[.!]$/.test(tail[3]!)) {
    const subject = ctx.style === "casual" || ctx.style === "creative" ? "That" : "This";
    // a perfect main clause keeps its aspect ("have shaken the town, leading to" -> "This has led to", not "leads")
    const verb = PERFECT_MAIN.test(tail[1]!) ? `has ${participleOf(forms[1])}` : tense === "past" ? forms[1] : forms[0];
    options.push({ left: `${tail[1]}.`, right: `${subject} ${verb}${tail[3]}` });
  }
  // "We went, although it rained." -> "We went. It rained, though." (same concession, two sentences)
  const concession = s.match(/^(.{20,}?), (?:although|even though|though) ((?:the|this|that|these|those|it|they|he|she|we|i|you|there|its|their|his|her|our|many|most|some|[\uE000-\uF8FF])\b[^,;:]{10,})\.$/i);
  if (concession && wordCount(concession[2]!) >= 4) {
    const right = capFirst(concession[2]!);
    // a citation closing the clause stays last: "... is considered (Amoah, 2018), though." reads the citation as part
    // of the clause; "... is considered, though (Amoah, 2018)."
    const cite = ctx.cited ? right.match(new RegExp(`\\s+([${ctx.cited}])$`)) : null;
    const tail = ctx.style === "academic" ? null : cite ? `${right.slice(0, cite.index)}, though ${cite[1]}.` : `${right}, though.`;
    const academic = lowerFirst(concession[2]!);
    if (tail) options.push({ left: `${concession[1]}.`, right: tail });
    else if (academic) options.push({ left: `${concession[1]}.`, right: `However, ${academic}.` });
  }
  for (const pair of [agentTail(s), includingTail(s), whichTail(s, ctx.style, `${ctx.figures ?? ""}${ctx.dated ?? ""}`)]) if (pair) options.push({ left: pair[0], right: pair[1] });
  // medium/heavy: a leading concession becomes a sentence of its own ("Although the method is simple, it works
  // well." -> "The method is simple. Still, it works well.")
  const lead = ctx.p.rhythm > 0 ? leadingConcession(s) : null;
  if (lead) options.push({ left: lead[0], right: `${ctx.rng.pick(ctx.style === "academic" ? ["Yet ", "Still, "] : ["But ", "Still, "])}${lead[1]}` });
  // (rev10 review) a colon lead-in ("Quick update on the website launch: the design is finished, and the developers
  // are testing ...") introduces all that follows it: a cut after the colon leaves only part of the content under it
  // (session 23) ... but a label of a word or two before a capitalised sentence ("Answer: Hepatorenal syndrome is
  // complex, and there may be ...", "Results: The mean score was 78%, and ...") is a heading run into its paragraph,
  // whose sentences may be cut as anywhere else
  return options.filter((o) => !DANGLING_END.test(o.left.replace(/[.,;:]+$/, "").trim()) && (!/:\s+\S/.test(o.left) || LABEL_LEAD.test(o.left)));
}

/** The first word of a clause, with the noun after it when it is a determiner ("the probability", "I"). */
const subjectHead = (clause: string) => {
  const [w1 = "", w2 = ""] = clause.toLowerCase().split(/\s+/);
  return /^(?:the|a|an|this|that|these|those|my|our|your|his|her|their|its)$/.test(w1) ? `${w1} ${w2}` : w1;
};

/**
 * "Although/Though/Even though/While X, Y." -> ["X.", "Y."] (the caller adds "But"/"Still,"): both must be clauses;
 * no pronoun in X (in "Although it is small, the house is warm" it points forward to the house); "While" only as a
 * concession (present tense, no "-ing"/past form: "While she slept, ..." is a time).
 */
export function leadingConcession(s: string): [string, string] | null {
  const m = s.match(/^(Although|Though|Even though|While) ([^,;:"“()]{12,}), ([^;:]{12,}\.)$/);
  if (!m) return null;
  const [, conj, sub, main] = m as unknown as [string, string, string, string];
  if (conj === "While" && /\b(?:was|were|had|did)\b|\b[a-z]{2,}ing\b|\b[a-z]{3,}ed\b/.test(sub)) return null;
  // (review technical2) ... nor an irregular past ("While the mean score rose from 54 to 62, the variance also
  // increased" became "The mean score rose ... Yet the variance also increased": two changes at once, no turn)
  if (conj === "While" && sub.split(/\s+/).some((w) => /^[a-z]+$/.test(w) && tagOf(w) === "D")) return null;
  // "While I sell my wares, I get to know ...": the same subject doing both is a time, not a concession
  if (conj === "While" && subjectHead(sub) === subjectHead(main)) return null;
  if (/\b(?:he|she|it|they|its|their|his|her|them|him|this|these|those)\b/i.test(sub)) return null;
  if (!SUBJECT_START.test(sub) || !hasFiniteVerb(sub) || !SUBJECT_START.test(main) || !hasFiniteVerb(main) || wordCount(sub) < 4 || wordCount(main) < 4) return null;
  // the main clause's own "yet"/"still" already marks the turn
  if (/^(?:\S+\s+){0,3}(?:yet|still)\b/i.test(main)) return null;
  return [`${capFirst(sub)}.`, main];
}

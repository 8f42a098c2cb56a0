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

const PAST_HINT = /\b(?:was|were|had|did|could|would)\b|\b[a-z]{2,}ed\b|\b(?:said|told|took|made|went|came|saw|knew|felt|left|stood|sat|ran|held|thought|found|gave|got|began|kept|brought|set|put)\b/;
const PRESENT_HINT = /\b(?:is|are|has|have|does|do|can|will)\b/;

const PRESENT_VERB = /\b(?:shows?|suggests?|remains?|provides?|makes?|allows?|leads?|adds?|gives?|takes?|becomes?|needs?|seems?|helps?|includes?|offers?|plays?|means?|affects?|creates?|causes?)\b/;

/** Tense of a main clause: auxiliaries decide; else a past form among its first words; else a common present verb. */
export function tenseOf(clause: string): "past" | "present" | null {
  const past = /\b(?:was|were|had|did)\b/.test(clause);
  const present = /\b(?:is|are|has|have|does|do|can|will)\b/.test(clause);
  if (past !== present) return past ? "past" : "present";
  if (past) return null;
  const early = clause.split(/\s+/).slice(0, 7).join(" ");
  if (PAST_HINT.test(early)) return "past";
  return PRESENT_VERB.test(early) ? "present" : null;
}

/** "He walked home, thinking about the game." -> ["He walked home.", "He thought about the game."] */
export function agentTail(s: string): [string, string] | null {
  const m = s.match(/^((He|She|They|We|I)\s+[a-z][^,;:]{12,}?), ([a-z]+ing)\b([^,;:]{6,})\.$/);
  const forms = m && AGENT[m[3]!];
  if (!m || !forms || wordCount(m[1]!) < 4) return null;
  const main = m[1]!.slice(m[2]!.length);
  const past = PAST_HINT.test(main) && !PRESENT_HINT.test(main);
  const present = PRESENT_HINT.test(main) && !PAST_HINT.test(main);
  if (!past && !present) return null;
  const third = m[2] === "He" || m[2] === "She";
  const v = past ? forms[2] : third ? forms[1] : forms[0];
  return [`${m[1]}.`, `${m[2]} ${v}${m[4]}.`];
}

/** "The firm sells many products, including tea and cocoa." -> ["The firm sells many products.", "These include tea and cocoa."] */
export function includingTail(s: string): [string, string] | null {
  const m = s.match(/^(.{25,}?\b[a-z]{3,}s), including\s+([^;:]{6,})\.$/);
  if (!m || /\b(?:is|was|has|its|this|his)$/.test(m[1]!) || wordCount(m[1]!) < 6) return null;
  const past = PAST_HINT.test(m[1]!) && !PRESENT_HINT.test(m[1]!);
  return [`${m[1]}.`, `These ${past ? "included" : "include"} ${m[2]}.`];
}

/** "They visited the old fort, which was built in the colonial era." -> ["They visited the old fort.", "It was built in the colonial era."] */
export function whichTail(s: string, style: HumanizeStyle): [string, string] | null {
  const m = s.match(/^(.{30,}?), which (is|was|are|were|has|have) ([^,;:]{8,})\.$/);
  if (!m || wordCount(m[1]!) < 6 || /\b(?:of|and|or)\s+\S+$/.test(m[1]!)) return null;
  const plural = m[2] === "are" || m[2] === "were" || m[2] === "have";
  const pronoun = plural ? "They" : style === "academic" ? "This" : "It";
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
  if (!c) return null;
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

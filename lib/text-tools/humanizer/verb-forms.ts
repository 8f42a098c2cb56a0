import { tagOf } from "../detector/profile";

// Round 17a: irregular past forms, for a tail verb outside TAIL_VERBS ("clinging" -> "clung"); a verb whose past
// is not here takes "-ed", and "lie"/"lay" (two verbs) is never guessed
const IRREGULAR: Record<string, string> = Object.fromEntries(
  ("begin began|bend bent|bite bit|bleed bled|blow blew|break broke|bring brought|build built|buy bought|catch caught|" +
    "choose chose|cling clung|come came|creep crept|cut cut|deal dealt|dig dug|do did|draw drew|drink drank|drive drove|eat ate|" +
    "fall fell|feed fed|feel felt|fight fought|find found|flee fled|fling flung|fly flew|forget forgot|forgive forgave|freeze froze|" +
    "get got|give gave|go went|grind ground|grow grew|hang hung|hear heard|hide hid|hit hit|hold held|hurt hurt|keep kept|" +
    "kneel knelt|know knew|lead led|leave left|lend lent|let let|light lit|lose lost|make made|mean meant|meet met|pay paid|" +
    "put put|quit quit|read read|ride rode|ring rang|rise rose|run ran|say said|see saw|seek sought|sell sold|send sent|set set|" +
    "shake shook|shed shed|shine shone|shoot shot|shrink shrank|shut shut|sing sang|sink sank|sit sat|sleep slept|slide slid|" +
    "speak spoke|spend spent|spin spun|split split|spread spread|spring sprang|stand stood|steal stole|stick stuck|sting stung|" +
    "stride strode|strike struck|swear swore|sweep swept|swim swam|swing swung|take took|teach taught|tear tore|tell told|" +
    "think thought|throw threw|understand understood|wake woke|wear wore|weep wept|win won|wind wound|withdraw withdrew|" +
    "write wrote|overcome overcame|undergo underwent|undertake undertook|become became|arise arose|bear bore|beat beat|" +
    "bind bound|cast cast|cost cost|mislead misled|overtake overtook|forsee foresaw|upset upset|burst burst|broadcast broadcast")
    .split("|").map((x) => x.split(" ") as [string, string]),
);
// "-ing" words that are prepositions, nouns or adjectives after a comma ("including", "according", "regarding")
const NOT_VERB_ING = /^(?:including|according|regarding|concerning|considering|following|excluding|pending|barring|notwithstanding|during|being|having|something|nothing|anything|everything|lying|laying)$/;

/**
 * Round 17a: [base, 3rd person, past] of a verb from its "-ing" form, when the base is a verb in the Brown corpus
 * tags ("pouring" -> pour, "gesturing" -> gesture, "staring" -> stare, "clinging" -> cling/clung); null when no
 * form is certain.
 */
export function formsOfIng(ing: string): [string, string, string] | null {
  if (NOT_VERB_ING.test(ing) || tagOf(ing) !== "G") return null;
  const stem = ing.slice(0, -3);
  if (stem.length < 2) return null;
  // one-syllable consonant-vowel-consonant stems double a final consonant ("stopping"): a single one means a
  // silent "e" ("hoping" -> hope, not hop); "-ying" keeps its "y"; a doubled consonant is dropped ("planning")
  const cvc = /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(stem);
  const doubled = /([^aeioul])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const cands = doubled ? [doubled] : cvc ? [`${stem}e`] : [stem, `${stem}e`];
  const pastOf = (base: string) => IRREGULAR[base] ?? (/e$/.test(base) ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : doubled ? `${stem}ed` : `${base}ed`);
  // a base tagged as a verb, with a past form tagged as one (an unknown "-ed" word is tagged E too); a base mostly
  // used as a noun ("hope", "plan") only when its past form is a known past tense ("hoped", "planned")
  const base = cands.find((b) => (tagOf(b) === "V" && /^[DE]$/.test(tagOf(pastOf(b)))) || (b.length > 2 && tagOf(b) === "N" && tagOf(pastOf(b)) === "D"));
  if (!base || /^(?:be|have|do|lie|lay|can|will|must|need|dare|ought|use|used)$/.test(base)) return null;
  const s3 = /(?:s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
  return [base, s3, pastOf(base)];
}

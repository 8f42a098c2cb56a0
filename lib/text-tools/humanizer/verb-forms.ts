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

// (twenty-fifth session) irregular past participles whose past form differs ("written" -> "wrote"), for heavy's
// passive -> active recast (recasts.ts); a participle in "-ed" or one whose past is the same ("built", "held",
// "made") is its own past. Participles of two verbs ("found", "bound", "wound", "lain") are left out or kept as is.
const PARTICIPLE_PAST: Record<string, string> = Object.fromEntries(
  ("begun began|bitten bit|blown blew|broken broke|chosen chose|done did|drawn drew|driven drove|eaten ate|fallen fell|" +
    "flown flew|forgotten forgot|forgiven forgave|frozen froze|given gave|gone went|grown grew|hidden hid|known knew|" +
    "ridden rode|risen rose|seen saw|shaken shook|shown showed|spoken spoke|stolen stole|sworn swore|taken took|" +
    "thrown threw|torn tore|woken woke|worn wore|written wrote|overcome overcame|undergone underwent|undertaken undertook|" +
    "overtaken overtook|withdrawn withdrew|forbidden forbade|beaten beat|mistaken mistook|overseen oversaw|" +
    "foreseen foresaw|sung sang|rung rang|swum swam|drunk drank|sunk sank|shrunk shrank|sprung sprang|proven proved")
    .split("|").map((x) => x.split(" ") as [string, string]),
);
const SAME_PAST = new Set(
  ("built held made brought bought caught taught sent spent paid told sold kept led lent lost met read cut hit put set " +
    "spread felt fed fought dealt meant sought struck understood hung won spun stuck dug stood lit shut bent heard hurt " +
    "let shed swept burst cast cost upset broadcast misled fled shot said left found").split(" "),
);

/** The past form of a past participle ("conducted", "built", "written" -> "wrote"), or null when it is not one known. */
export function pastOfParticiple(part: string): string | null {
  const w = part.toLowerCase();
  if (PARTICIPLE_PAST[w]) return PARTICIPLE_PAST[w]!;
  if (SAME_PAST.has(w)) return w;
  // a prefixed form of one ("rebuilt", "rewritten" -> "rewrote", "overtaken", "misled")
  const pre = w.match(/^(re|over|under|out|mis)([a-z]{3,})$/);
  if (pre && !/ed$/.test(w) && (PARTICIPLE_PAST[pre[2]!] || SAME_PAST.has(pre[2]!))) return pre[1]! + (PARTICIPLE_PAST[pre[2]!] ?? pre[2]!);
  return /[a-z]{2,}ed$/.test(w) && /^[DE]$/.test(tagOf(w)) ? w : null;
}

import type { HumanizeStyle } from "./types";

/**
 * One row of the curated synonym table (lexicon-data.ts and the files it gathers) and the two ways of writing one:
 * `word` aligns the original's forms with each candidate's forms; `verb` does the same for the five forms of a verb
 * and adds the file's default guard (no determiner right before: "an urge", "the offering" are nouns).
 */
export type Kind = "marker" | "plain";
export type Row = {
  kind: Kind;
  /** word forms of the original, space separated inside a form with "_" (e.g. "delve_into") */
  forms: string[];
  /** replacement candidates, one array of forms per candidate, aligned with `forms` */
  reps: string[][];
  styles?: HumanizeStyle[];
  /** the match is skipped when the text right before it ends with this pattern (e.g. a determiner for verbs) */
  notAfter?: RegExp;
  /** the match is skipped when the text right after it starts with this pattern */
  notBefore?: RegExp;
  /** (session 22 words review) as notBefore, only when the match is the row's first form: a verb's base that is also
   * a noun ("lewd conduct with a pupil"), where its participle is the verb ("was conducted with twenty farmers") */
  baseNotBefore?: RegExp;
  /** the match is used only when the text right before it ends with this pattern */
  onlyAfter?: RegExp;
  /** the match is used only when the text right after it starts with this pattern */
  onlyBefore?: RegExp;
  /** only inside a sentence, never as its first word */
  midOnly?: boolean;
  /** the match is skipped when the next sentence starts with this pattern ("This article studies X. It discusses ..."
   * must keep its subject: "We study X. It discusses ..." would make "It" point at nothing) */
  notBeforeNext?: RegExp;
  /** the match is skipped when any later sentence of the paragraph matches this pattern ("We present X. ... The
   * authors propose ..." would mix the two voices) */
  notLater?: RegExp;
  /** a second sense of a key an earlier row already holds: tried when the earlier rows' guards do not let them fire
   * ("towards" -> "to" after "attitudes", -> "at" after "directed"); without it the first row of a key is its only one */
  also?: boolean;
  /** pick among the candidates by the text and sentence (`stablePick`), not by the draw: the plainest of several draws
   * would otherwise give the shortest candidate nearly every time, and one word everywhere is the humanizer's own
   * stamp (round 21: "stressed", "in the middle of") */
  byText?: boolean;
  /** (round 22) only at heavy strength (`StrengthProfile.heavyRows`; medium too since round 23): a plain word that says
   * the same in the contexts the row allows, for a word people also write, only less often than models do ("during the
   * pandemic" -> "in the pandemic"); light keeps it */
  heavyOnly?: boolean;
  /** (twenty-fifth session) only at heavy strength (`StrengthProfile.plainerWords`, lexicon-plainer.ts): a general
   * formal word put in a plain one; compiled into heavy's own pattern, so light and medium never match it */
  plainer?: boolean;
  /** (twenty-fifth session) the match is skipped when the sentence, the one before, the rest of the paragraph or a word
   * written so far in the text matches this pattern (the capability approach's "capabilities" and "functionings") */
  notInText?: RegExp;
};

const split = (s: string) => s.split(" ").map((w) => w.replace(/_/g, " "));

/** The `word` / `verb` row writers of one kind; a `_` joins the words of a phrase inside a form ("delve_into"). */
export function rowWriters(kind: Kind, verbGuard: Partial<Row>) {
  const word = (forms: string, reps: string[], opts: Partial<Row> = {}): Row => ({ kind, forms: split(forms), reps: reps.map(split), ...opts });
  const verb = (forms: string, reps: string[], opts: Partial<Row> = {}): Row => word(forms, reps, { ...verbGuard, ...opts });
  return { word, verb };
}

/**
 * What "about" / "around" may stand before in place of "approximately": a quantity (a protected figure, a number
 * word, "half", "twice", "the same"). Before an adjective only "roughly" reads ("approximately linear" is not "about
 * linear"; twenty-second session).
 */
export const APPROX_QUANTITY = /^\s(?:[\uE000-\uF8FF\d$£€₵]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a|an|half|hundreds?|thousands?|millions?|billions?|dozens?|the\ssame|as|twice|double|once|every|each|one-third|a\sthird|a\squarter)\b)/i;

/**
 * "purchase(s)" is the noun, not the verb "buy": after a determiner or a word of trade ("bulk purchases", revG), after
 * an "-ing" verb or a good bought ("arranging purchases", "airtime purchases", revI: had become "arranging buys",
 * "airtime buys"); (rev6 review) after a participle that describes it ("the proposed purchase of a plot" had become
 * "the proposed buy"); (rev11 fields review) after a number ("a free screen protector after five purchases" had become
 * "five buys")
 */
export const PURCHASE_NOUN_AFTER =
  /\b(?:of|on|upon|at|a|an|the|your|next|first|each|any|every|this|that|their|his|her|our|my|its|online|recent|bulk|impulse|repeat|large|major|small|big|credit|cash|retail|wholesale|government|public|airtime|data|land|grocery|food|fuel|share|stock|asset|equipment|input|supply|ticket|property|vehicle|arms|bond|consumer|household|customer|card|in-app|[a-z]+ing|gold|cocoa|crop|grain|maize|commodity|currency|dollar|forex|proposed|planned|intended|completed|approved|attempted|disputed|contested|alleged|unauthori[sz]ed|compulsory|outright|eventual|subsequent|initial|final|two|three|four|five|six|seven|eight|nine|ten|twenty|several|few|multiple|more|many|[\uE000-\uF8FF])\s$/i;
/**
 * (rev5 review) "obtained" as a participle after its noun, before the sentence's verb ("The coefficients obtained were
 * as follows" had become "The coefficients got were"): a measured thing obtained is never "got" or "gotten"
 */
export const OBTAINED_RELATIVE = /^\s(?:were|was|are|is|will|would|can|could|may|might|must|should|range|ranges|ranged|show|shows|showed|indicate|indicates|indicated|suggest|suggests|suggested|confirm|confirms|confirmed|exceed|exceeds|exceeded|compare|compares|compared)\b/i;
/**
 * (revI review) a compound noun of trade: "an approved purchase order" (had become "buy order"), "purchase price"; (rev6
 * review) the people and units that buy for a body: "pay purchasing clerks on time" (had become "buying clerks")
 */
export const PURCHASE_COMPOUND =
  /^\s(?:orders?|prices?|agreements?|requisitions?|invoices?|receipts?|ledgers?|history|histories|decisions?|intentions?|power|behaviou?r|tax|costs?|volumes?|records?|contracts?|options?|requests?|clerks?|officers?|officials?|managers?|departments?|units?|agents?|teams?|staff|committees?|authorit(?:y|ies)|centres?|centers?|points?|procedures?|polic(?:y|ies)|process|processes|cycles?|programs?|programmes?|schemes?|plans?|limits?|obligations?|commitments?|patterns?|trends?|amounts?|quantit(?:y|ies)|channels?|targets?)\b|^\s(?:fell|rose|dropped|declined|increased|decreased|grew|doubled|halved|slowed|slumped|recovered|remained|stood|reached|totall?ed|amounted|peaked|exceeded|accounted|were|was|are|is|have|has|had)\b/i;
/**
 * (rev7 review) a singular verb of existence right before "a large number of": "There exists a large number of
 * organisms" had become "There exists many organisms" (the verb agrees with "a number", not with "many"); (session 22
 * words review) with an adverb between too: "There is still a large number of stalls", "There has always been"
 */
export const THERE_IS_SINGULAR =
  /\b(?:there|here)(?:['’]s|\s(?:is|was|exists|existed|remains|remained|(?:has|had)(?:\s(?:always|also|long|never|often|already|since|recently|\w+ly))?\sbeen|lives|lived|stands|stood|comes|came|appears|appeared|seems\sto\sbe))(?:\s(?:still|also|always|now|often|usually|already|certainly|clearly|currently|today|just|only|even|then|again|typically|generally|indeed|undoubtedly|probably|likely|perhaps))*\s$/i;

/**
 * (rev9 review) a service a business sells or supplies, right after "provide(s)" / "offer(s)" / "offering" (up to two
 * words between: "free", "personal"): "our team provides catering for weddings" had become "gives catering",
 * "offering personalised consultations and fittings" "giving ..."; what one gives as a gift or a lesson ("give
 * training", "give advice", "give discounts") is not listed
 */
export const SOLD_SERVICE =
  /^\s(?:[\w\uE000-\uF8FF'’-]+\s){0,2}?(?:catering|delivery|deliveries|transport|transportation|shuttles?|insurance|cover|coverage|hosting|logistics|repairs|maintenance|cleaning|laundry|installations?|consultations?|consultancy|fittings?|alterations|tailoring|financing|loans?|mortgages?|credit|childcare|healthcare|printing|photography|rentals?|storage|warehousing|courier|security\sservices|internet|broadband|Wi-Fi|wifi|connectivity)\b/i;

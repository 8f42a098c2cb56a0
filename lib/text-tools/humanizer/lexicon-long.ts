/**
 * Seventh part of the curated table (round 20): long formal words left in the rewrites that have a short common word
 * with the same meaning in the contexts each row allows. Found by counting words of 8+ letters per 10,000 words in the
 * professional heavy and casual heavy rewrites of 400 train AI texts vs the human texts of train.jsonl ("alternative"
 * 2.6 vs 0.6, "increasing" 2.1 vs 0.5, "individual" 3.6 vs 1.2, "necessary" 3.1 vs 0.8, "appropriate" 1.8 vs 0.4,
 * "throughout" 2.3 vs 1.0, "thorough" 1.0 vs 0.1, "prompted" 1.0 vs 0.1, "searching" 1.0 vs 0.4, "reducing" 1.5 vs 0.3, "adequate" 0.9 vs 0.1, "promptly" 0.6 vs 0.1, "somewhat" 0.7 vs 0.3). Topic nouns and
 * technical terms stay ("necessary conditions", "alternative energy", "individual systems"). A key an earlier row
 * already holds adds its sense with `also`. No replacement is on a marker list (tests/unit/humanizer).
 */
import { rowWriters, type Row } from "./lexicon-row";
import type { HumanizeStyle } from "./types";

const INFORMAL: HumanizeStyle[] = ["professional", "casual", "creative"];
const plain = rowWriters("plain", {}).word;

/** a place "throughout" covers: "throughout the country" -> "all over / around the country" */
const THROUGHOUT_PLACE = /^\s(?:the|this|our|their)\s(?:[a-z]+\s)?(?:country|world|region|nation|city|state|continent|county|island|islands|globe|district|province|countries|regions|cities|states|towns|villages|capital)\b/i;

/** what a thorough search or check is ("a thorough investigation", "thorough screening") */
const THOROUGH_OF = /^\s(?:investigations?|examinations?|inspections?|search|searches|review|reviews|inquiry|inquiries|checks?|screening|cleaning|clean|job|background\scheck|assessment)\b/i;
/** a form of "be" right before a participle makes it a passive ("was prompted by") */
const BE = /\b(?:is|are|was|were|be|been|being|am|get|got|gets)\s$/i;
/** a reaction a thing prompted ("prompted immediate concern", "prompted calls for") */
const PROMPTED_REACTION = /^\s(?:(?:a|an|the|much|some|immediate|widespread|fresh|renewed|new|further|serious|public|strong|growing|angry|heated|fierce)\s){0,2}(?:concerns?|debate|debates|calls|fears|criticism|outrage|questions|speculation|investigations?|inquiry|search|manhunt|review|evacuations?|protests?|backlash|discussions?|reactions?|responses?|termination|closure|alarm|panic|anger|complaints|warnings)\b/i;
/** someone a thing prompted to act ("prompted authorities to shut", "prompted a top official to vow") */
const PROMPTED_AGENT = /^\s(?:(?:the|a|an|some|many|local|top|senior|its|their|his|her|our|several)\s)?(?:[\w\uE000-\uF8FF-]+\s){0,2}(?:authorities|officials?|police|governments?|people|residents|him|her|them|us|me|many|experts|officers|scientists|researchers|regulators|leaders|students|parents|companies|firms|council|users|doctors|investors|voters|fans)\sto\s(?!the\b|a\b|an\b|this\b|that\b)[a-z]+\b/i;

/** a clause ends right after the word */
const END = /^\s*(?:[.,;:!?)\]]|$)/;

export const LONG_ROWS: Row[] = [
  // --- alternative + a plural noun of ways and means: "look for alternative routes" -> "other routes" (all styles: plain in
  // any register). Not after "the" ("the alternative routes" are the remaining ones), never "alternative energy /
  // medicine / fuels" (no plural of ways before them) ---
  plain("alternative", ["other"], {
    onlyBefore: /^\s(?:routes|options|ways|methods|means|sources|explanations|approaches|solutions|plans|arrangements|strategies|paths|treatments|measures|venues|locations|sites|dates|suppliers|providers|choices)\b/i,
    notAfter: /\b(?:the|these|those|their|its|our|his|her|two|three|of|first|second|any)\s$/i,
  }),

  // --- increasing + an abstract noun that grows: "increasing interest" -> "growing interest"; prices, demand, costs and
  // pressure also rise. Never the verb ("are increasing demand for", "by increasing the salience") ---
  plain("increasing", ["growing", "rising"], {
    onlyBefore: /^\s(?:demand|concern|concerns|pressure|costs|prices|competition|tension|tensions|numbers|rates|fears|anger|unemployment|inflation)\b/i,
    notAfter: /\b(?:is|are|was|were|be|been|being|am|by|to|of\sthe|and|or|not|also|will|would|can|could|may|might|must|should|keep|keeps|kept|avoid|stop|prevent|without|from|for)\s$|\b(?:[a-z]+ly)\s$/i,
  }),
  plain("increasing", ["growing"], {
    also: true,
    onlyBefore: /^\s(?:interest|attention|reliance|dependence|awareness|importance|popularity|use|usage|focus|evidence|support|scrutiny|recognition|emphasis)\b/i,
    notAfter: /\b(?:is|are|was|were|be|been|being|am|by|to|and|or|not|also|will|would|can|could|may|might|must|should|keep|keeps|kept|avoid|stop|prevent|without|from|for)\s$|\b(?:[a-z]+ly)\s$/i,
  }),

  // --- individual, the noun (a person): "every individual has to" -> "every person"; the describing word ("individual
  // systems", "their individual needs") and academic stay ---
  plain("individual", ["person"], {
    styles: INFORMAL,
    onlyAfter: /\b(?:every|each|one|any|an|the|this|that|single)\s$/i,
    onlyBefore: /^\s*(?:[.,;:!?]|$)|^\s(?:who|whom|whose|involved|concerned|responsible|in\squestion|is|was|has|had|can|could|may|might|must|should|will|would|does|did|needs|wants|feels|felt|knows|knew|gets|got|makes|made|stepped|came|comes|goes|went|said|says|who's)\b/i,
  }),

  // --- necessary, further senses of an earlier row's key ("necessary" -> "needed" after "is / the ...") ---
  // "skills necessary to balance", "the judgment necessary in a chancellor" -> "needed" (a noun right before: never "it is
  // necessary to"); "the changes are necessary to rein in costs" -> "are needed to" (a plural subject, never "it")
  plain("necessary", ["needed"], {
    also: true,
    onlyAfter: /\b(?:skills|steps|changes|resources|tools|funds|funding|judgment|judgement|knowledge|time|effort|efforts|permits|approvals|equipment|supplies|documents|information|support|training|care|action|actions|things|materials|repairs|precautions|reforms|investments|qualifications|experience|they|these|those|such\schanges)\s(?:are\s|were\s)?$/i,
    onlyBefore: /^\s(?:to|for|in)\b/i,
  }),
  // "if necessary" / "when necessary" / "where necessary" closing a clause -> "if needed"
  plain("necessary", ["needed"], { also: true, onlyAfter: /\b(?:if|when|where|as)\s$/i, onlyBefore: END }),
  // before a plural noun of things one gets ready ("giving necessary permits" -> "needed permits"); never "necessary
  // conditions" (the logical term) or "necessary evil"
  plain("necessary", ["needed"], {
    also: true,
    styles: INFORMAL,
    onlyBefore: /^\s(?:skills|steps|resources|tools|funds|permits|approvals|equipment|supplies|documents|repairs|precautions|changes|reforms|paperwork|upgrades|items)\b/i,
    notAfter: /\b(?:a|an|and|or|both|not)\s$/i,
  }),

  // --- appropriate: "a more appropriate punishment" -> "a better / more fitting punishment"; "with appropriate measures"
  // -> "with proper measures" (an earlier row has "the appropriate" -> "the right") ---
  plain("more_appropriate", ["better", "more_fitting"], { styles: INFORMAL, onlyBefore: /^\s(?:[a-z]+)\b/i, notBefore: /^\s(?:for|to|than|and|or|if|when|in|because|as)\b/i }),
  plain("appropriate", ["proper"], {
    also: true,
    styles: INFORMAL,
    onlyAfter: /\b(?:with|without|take|takes|took|taken|taking|give|gives|gave|given|giving|provide|provides|provided|providing|receive|receives|received|receiving|need|needs|needed|ensure|ensures|ensured|ensuring|lack|lacks|lacked|lacking|of|no)\s$/i,
    onlyBefore: /^\s(?:action|actions|measures|steps|care|treatment|training|support|equipment|behaviou?r|clothing|footwear|precautions|procedures|checks|supervision|guidance|safeguards|documentation|attire|protection|punishment|rest)\b/i,
  }),

  // --- adequate + what one has enough of: "the need for adequate rest" -> "enough / proper rest" (not academic; never
  // "an adequate", "more adequate" or the predicative "is adequate") ---
  plain("adequate", ["enough", "proper"], {
    styles: INFORMAL,
    onlyBefore: /^\s(?:rest|sleep|food|water|support|resources|funding|funds|staff|staffing|time|training|care|housing|shelter|nutrition|protection|supplies|space|lighting|ventilation|pay|medical\scare|healthcare|health\scare)\b/i,
    notAfter: /\b(?:a|an|the|more|less|most|is|are|was|were|be|been|and|or|full|fully)\s$/i,
  }),

  // --- throughout + a place -> "all over / around the country"; + a span of time -> "all day / all night" (not "across" or
  // "all through": "across" and "through" are on the excess-style list); "throughout history", "throughout his career",
  // "throughout the industry" and a clause-final "throughout" stay ---
  plain("throughout", ["all_over", "around"], { styles: INFORMAL, onlyBefore: THROUGHOUT_PLACE }),
  plain("throughout", ["around"], { also: true, styles: ["academic"], onlyBefore: THROUGHOUT_PLACE }),
  plain("throughout_the_day throughout_the_night throughout_the_year throughout_the_week throughout_the_weekend throughout_the_summer throughout_the_winter throughout_the_season throughout_the_morning throughout_the_evening throughout_the_afternoon",
    ["all_day all_night all_year all_week all_weekend all_summer all_winter all_season all_morning all_evening all_afternoon"], { styles: INFORMAL, notBefore: /^\s(?:of|before|after|when|that|in|on)\b|^-/i }),

  // --- promptly: "were promptly alerted" -> "quickly alerted"; clause-final "addressed promptly." -> also "right away" ---
  plain("promptly", ["quickly", "right_away"], { styles: INFORMAL, onlyBefore: END }),
  plain("promptly", ["quickly"], { also: true, styles: INFORMAL, notBefore: /^\s(?:at|on)\b/i }),

  // --- somewhat before a describing word after a linking verb: "is somewhat unfair" -> "a bit / a little unfair" (not
  // "fairly": "fairly unfair"; not "rather", which says more: "felt rather prepared"); being ready to a degree stays
  // ("felt somewhat prepared": "a bit prepared" does not read) ---
  plain("somewhat", ["a_bit", "a_little"], {
    styles: ["casual", "creative"],
    onlyAfter: /\b(?:is|are|was|were|be|been|seems?|seemed|felt|feel|feels|looks?|looked|became|becomes|become|remains?|remained|sounds?|sounded|got|gets|get)\s$/i,
    onlyBefore: /^\s(?!(?:of|like|more|less|prepared|ready|qualified|equipped|informed|educated|trained|aware|able)\b)[a-z]+(?:ed|ful|ous|ive|ing|ic|al|ar|le|ent|ant|ry|ly|ish|y|d|t|n|r|e)\b/i,
  }),
  plain("somewhat", ["a_little"], {
    also: true,
    styles: ["professional"],
    onlyAfter: /\b(?:is|are|was|were|be|been|seems?|seemed|felt|feel|feels|looks?|looked|became|becomes|become|remains?|remained)\s$/i,
    onlyBefore: /^\s(?!(?:of|like|more|less|prepared|ready|qualified|equipped|informed|educated|trained|aware|able)\b)[a-z]+(?:ed|ful|ous|ive|ic|al|ar|le|ent|ant|ry|ish|y|d|t|n|r|e)\b/i,
  }),

  // --- thorough + a search or a check: "a thorough investigation" -> "a full / careful investigation" ("a more thorough
  // inspection" -> "a more careful inspection"; not academic) ---
  // (not after "and" / "or" / a comma: "strict and thorough screening" had become "strict and full screening")
  plain("thorough", ["full", "careful"], { styles: INFORMAL, notAfter: /\b(?:more|most|less|very|so|too|and|or)\s$|,\s$/i, onlyBefore: THOROUGH_OF }),
  plain("thorough", ["careful"], { also: true, styles: INFORMAL, onlyAfter: /\b(?:more|most|less|very|so|too)\s$/i, onlyBefore: THOROUGH_OF }),

  // --- prompted, the cause of a reaction: "That prompted immediate concern" -> "led to immediate concern"; "which prompted
  // authorities to shut the road" -> "led authorities to". Never the passive ("was prompted by") or the adjective
  // "prompt" ---
  plain("prompted", ["led_to"], { onlyBefore: PROMPTED_REACTION, notAfter: BE }),
  plain("prompted", ["led"], { also: true, onlyBefore: PROMPTED_AGENT, notAfter: BE }),

  // --- searching / searched for -> looking / looked for (the -ing and past forms are the long ones; "search for" stays: it
  // is also the noun, "the search for survivors") ---
  // (rev5 review) "searching for themes" is a named phase of thematic analysis (Braun and Clarke)
  plain("searching_for searched_for searches_for", ["looking_for looked_for looks_for"], { notAfter: /\b(?:the|a|an|his|her|their|its|our|my|your)\s$/i, notBefore: /^\s(?:(?:candidate|potential|initial)\s)?themes?\b/i }),

  // --- reducing + what one cuts: "reducing its carbon footprint" -> "cutting its carbon footprint" (not "reducing the size",
  // "reducing human error", "reducing complexity", "reducing traffic patterns": "cut" there reads as something else) ---
  plain("reducing", ["cutting"], {
    styles: INFORMAL,
    onlyBefore: /^\s(?:(?:the|its|their|our|his|her|your|my|this|these|such|further)\s)?(?:(?:carbon|car|fuel|energy|water|plastic|food|public|government|household|running|operating|travel|labor|labour|staff|greenhouse(?:\sgas)?|co2)\s)?(?:costs?|emissions|waste|footprint|footprints|traffic|congestion|usage|use\sof|spending|delays|prices|taxes|bills|pollution|jobs|staff|hours|budgets?|debt|fees|subsidies|carbon\sfootprint)\b(?!\s(?:patterns?|flows?|levels?|signals?|lights?|rules?|laws?))/i,
    notAfter: /\b(?:the|a|an)\s$/i,
  }),

  // --- ", therefore they can" -> ", so they can" (a comma, then a subject right after; "It is therefore important" and
  // "and, therefore," stay) ---
  plain("therefore", ["so"], {
    styles: INFORMAL,
    onlyAfter: /[a-z],\s$/i,
    onlyBefore: /^\s(?:they|we|i|you|he|she|it|there|people|students|the|this|these|many|most|some|drivers|parents|schools)\b/i,
  }),
];

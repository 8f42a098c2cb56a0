/**
 * Second part of the curated table: formal or stock phrasing that LLM text leans on (chosen from the words and
 * word pairs far more frequent in the AI half of the training texts than in the human half, train.jsonl only),
 * each with the plain words a person would more often write. Same rules as lexicon-data.ts: same part of speech,
 * every form listed, context guards where a word has a second sense ("address" the noun, "remains" the noun).
 * Rows here are "plain" changes: they scale with strength (rare at light, most at heavy).
 */
import type { HumanizeStyle } from "./types";
import type { Row } from "./lexicon-data";

const INFORMAL: HumanizeStyle[] = ["professional", "casual", "creative"];
const SPOKEN: HumanizeStyle[] = ["casual", "creative"];
const DET = /\b(?:the|a|an|its|their|his|her|our|my|your|this|that|these|those)\s$/i;
const AUX = /\b(?:is|are|was|were|be|been|being|has|have|had)\s$/i;

const split = (s: string) => s.split(" ").map((w) => w.replace(/_/g, " "));
const verb = (forms: string, reps: string[], opts: Partial<Row> = {}): Row =>
  ({ kind: "plain", forms: split(forms), reps: reps.map(split), notAfter: DET, ...opts });
const word = (forms: string, reps: string[], opts: Partial<Row> = {}): Row =>
  ({ kind: "plain", forms: split(forms), reps: reps.map(split), ...opts });

export const PLAIN_ROWS: Row[] = [
  // --- stock phrases (longest first; the regex prefers the longest match anyway) ---
  word("provides_valuable_insights_into provide_valuable_insights_into provided_valuable_insights_into providing_valuable_insights_into",
    ["tells_us_more_about tell_us_more_about told_us_more_about telling_us_more_about"]),
  word("provides_insights_into provide_insights_into provided_insights_into providing_insights_into offers_insights_into offer_insights_into",
    ["tells_us_more_about tell_us_more_about told_us_more_about telling_us_more_about tells_us_more_about tell_us_more_about"]),
  word("provides_new_insights_into provide_new_insights_into provided_new_insights_into providing_new_insights_into",
    ["sheds_new_light_on shed_new_light_on shed_new_light_on shedding_new_light_on"]),
  word("gain_insights_into gained_insights_into gaining_insights_into gain_insight_into gained_insight_into gaining_insight_into",
    ["learn_more_about learned_more_about learning_more_about learn_more_about learned_more_about learning_more_about"]),
  word("valuable_insights_into new_insights_into insights_into insight_into", ["useful_clues_about fresh_clues_about clues_about a_clue_about"]),
  word("insights", ["lessons"], { notAfter: /\b(?:an|new|valuable|key|deep|deeper|fresh|unique|important)\s$/i }),
  word("has_the_potential_to have_the_potential_to had_the_potential_to", ["could could could"]),
  word("aims_to aim_to aimed_to", ["sets_out_to set_out_to set_out_to", "tries_to try_to tried_to"]),
  word("in_recent_years", ["over_the_last_few_years", "lately"]),
  word("a_wide_range_of a_wide_variety_of a_variety_of", ["all_sorts_of many_kinds_of many_kinds_of", "many many many"]),
  word("filled_with", ["full_of"], { notAfter: AUX }),
  word("the_importance_of", ["the_value_of"]),
  word("the_effectiveness_of", ["the_success_of"]),
  word("a_significant_number_of a_significant_amount_of", ["many a_lot_of"]),
  word("a_deeper_understanding_of a_better_understanding_of", ["a_firmer_grasp_of a_better_grasp_of"]),
  word("our_understanding_of", ["what_we_know_about"]),
  word("understanding_of", ["grasp_of"], { onlyAfter: /\b(?:a|better|deeper|good|clear|basic|full|firm|solid|poor|limited)\s$/i }),
  word("in_this_study_we in_this_paper_we in_this_article_we in_this_work_we", ["here_we here_we here_we here_we"]),
  word("our_results_demonstrate_that our_findings_demonstrate_that our_results_show_that our_findings_show_that our_results_reveal_that our_findings_reveal_that",
    ["we_found_that we_found_that we_found_that we_found_that we_found_that we_found_that"]),
  word("it_is_essential_to it_is_crucial_to it_is_vital_to it_is_imperative_to", ["we_need_to we_need_to we_need_to we_need_to"], { styles: INFORMAL }),
  word("it_is_important_to", ["we_should", "it_pays_to"], { styles: INFORMAL, notBefore: /^\s(?:note|remember|mention|understand|recognize|recognise|consider|acknowledge)\b/ }),
  word("with_the_aim_of", ["aiming_at"]),
  word("on_the_other_hand", ["then_again", "by_contrast"], { styles: SPOKEN }),
  word("a_plethora a_multitude_of a_myriad", ["plenty lots_of plenty"], { styles: SPOKEN }),
  word("such_as", ["like"], { styles: INFORMAL, midOnly: true }),
  word("whilst whereas amongst", ["while while among"]),
  word("firstly secondly lastly", ["first second finally"]),
  // --- round 2: AI-leaning words still frequent in the heavy rewrites of train.jsonl ---
  word("within", ["in"], { onlyBefore: /^\s(?:the|a|an|their|his|her|its|our|this|these|that|those|each|every)\b/, notAfter: /\b(?:from|well|fall|falls|fell|falling|lie|lies|lay|lying|live|lives|lived)\s$/i }),
  word("further", ["more"], { onlyBefore: /^\s(?:research|study|studies|work|investigation|analysis|evidence|information|details|testing|action|steps|delays|damage|talks|questions|problems|cuts|losses|training|help|support)\b/, notAfter: /\b(?:any|no|the|a)\s$/i }),
  word("increased_risk increased_demand increased_pressure increased_use increased_competition increased_attention increased_awareness increased_interest increased_funding increased_activity increased_access",
    ["more_risk more_demand more_pressure more_use more_competition more_attention more_awareness more_interest more_funding more_activity more_access"], { notAfter: /(?:has|have|had|was|were|is|are|be|been|it|they|which|that|who|\w+ly)\s$/i }),
  word("increased_rates increased_levels increased_costs increased_prices", ["higher_rates higher_levels higher_costs higher_prices"], { notAfter: /\b(?:has|have|had|was|were|is|are|be|been|it|they|which|that|who|\w+ly)\s$/i }),
  verb("express expresses expressed expressed expressing", ["voice voices voiced voiced voicing"], { onlyBefore: /^\s(?:concerns?|support|hopes?|doubts?|frustration|anger|disappointment|interest|gratitude|sadness|regret|optimism|confidence|fears?|opposition|dismay|outrage|sympathy|condolences|their|his|her)\b/ }),
  word("measures", ["steps"], { onlyAfter: /\b(?:take|takes|taking|took|taken|new|these|such|strict|tough|drastic|urgent|further|more|practical|simple)\s$/i }),
  verb("present presents presented presented presenting", ["give gives gave given giving"], { onlyBefore: /^\s(?:a|an|new|several|our)\b/, notAfter: /\b(?:the|a|christmas|birthday|wedding|his|her|their|my|our|your|of|with|and|at|is|are|was|were|be|been|being)\s$/i }),
  word("surrounding", ["around"], { onlyBefore: /^\s(?:the|this|these|his|her|their|its)\b/, notAfter: /\b(?:the|a|an|its|their|his|her|and)\s$/i }),
  word("impact_on impacts_on", ["effect_on effects_on"], { notAfter: /\b(?:to|will|would|can|could|may|might|not|it|they|which|that)\s$/i }),
  word("enthusiasts", ["fans"]),
  verb("examine examines examined examined examining", ["look_at looks_at looked_at looked_at looking_at"], { styles: INFORMAL, onlyBefore: /^\s(?:the|how|whether|what|why|this|these|its|their|his|her|ways)\b/ }),
  verb("discuss discusses discussed discussed discussing", ["talk_about talks_about talked_about talked_about talking_about"], { styles: INFORMAL, onlyBefore: /^\s(?:the|how|whether|what|why|this|these|its|their|his|her|ways|it|them)\b/ }),
  word("globally", ["worldwide"]),
  word("rigorous", ["strict", "careful"], { styles: INFORMAL }),
  word("benefits_of", ["upsides_of"], { styles: SPOKEN }),
  // --- round 3: student-essay vocabulary (AI vs human essays of train.jsonl) ---
  word("essential", ["key"], { styles: INFORMAL, notBefore: /^\s(?:oils?|amino|fatty|nutrients?|services?|workers?|to|for|that|in|and|,)\b/, notAfter: /\b(?:an|absolutely|is|are|was|were|be|been|very|most|more|so|also)\s$/i }),
  word("traditional", ["regular", "usual"], { styles: INFORMAL, onlyBefore: /^\s(?:schools?|classrooms?|classes|learning|teaching|education|methods?|jobs?|cars?|vehicles?|media|approach|way|ways)\b/ }),
  word("primary", ["main"], { notBefore: /^\s(?:school|schools|care|education|election|elections|colou?rs?|sources?|outcome|endpoint|tumou?rs?|teachers?|pupils?|level|key|data)\b/, notAfter: /\b(?:a|an)\s$/i }),
  word("appropriate", ["right"], { styles: INFORMAL, onlyAfter: /\b(?:the)\s$/i }),
  word("viable", ["workable"]),
  word("and_thus and_hence and_therefore", ["and_so and_so and_so"]),
  // --- verbs ---
  verb("emerge emerges emerged emerged emerging", ["appear appears appeared appeared appearing"], { notBefore: /^\s(?:as|from|victorious|unscathed)\b/ }),
  word("emerged_as emerges_as emerge_as", ["became becomes become"]),
  verb("remain remains remained remained remaining", ["stay stays stayed stayed staying"], {
    notAfter: /\b(?:the|a|an|its|their|his|her|our|my|your|human|mortal|skeletal|fossil|whatever|what)\s$/i,
    notBefore: /^\s(?:of|to\sbe|in\sforce|a|an|the|one|unclear|unknown|uncertain)\b/,
  }),
  word("remains_unclear remains_unknown remains_uncertain remained_unclear remained_unknown", ["is_still_unclear is_still_unknown is_still_uncertain was_still_unclear was_still_unknown"]),
  verb("embrace embraces embraced embraced embracing", ["welcome welcomes welcomed welcomed welcoming", "accept accepts accepted accepted accepting"], { onlyBefore: /^\s(?:the\s(?:idea|change|changes|new|chance|challenge|opportunity|future)|this\s(?:idea|change|approach)|new|change|changes|diversity|technology)\b/ }),
  verb("spark sparks sparked sparked sparking", ["set_off sets_off set_off set_off setting_off", "start starts started started starting"], { onlyBefore: /^\s(?:a|an|the|new|widespread|debate|debates|outrage|protests?|fears?|concerns?|interest|controversy)\b/ }),
  verb("implement implements implemented implemented implementing", ["put_in_place puts_in_place put_in_place put_in_place putting_in_place", "carry_out carries_out carried_out carried_out carrying_out"], { notBefore: /^\s(?:in|by|on|with)\b/ }),
  verb("mitigate mitigates mitigated mitigated mitigating", ["reduce reduces reduced reduced reducing", "ease eases eased eased easing"]),
  verb("prioritize prioritizes prioritized prioritized prioritizing", ["put_first puts_first put_first put_first putting_first"], { onlyBefore: /^\s(?:the|their|his|her|our|its|your)\b/ }),
  verb("uncover uncovers uncovered uncovered uncovering", ["find finds found found finding", "dig_up digs_up dug_up dug_up digging_up"]),
  verb("employ employs employed employed employing", ["use uses used used using"], { notBefore: /^\s(?:\S+\s)?(?:people|workers|staff|employees|men|women|persons|over|more|nearly|about|around|some|thousands|hundreds)\b/ }),
  verb("fuel fuels fueled fueled fueling", ["feed feeds fed fed feeding", "drive drives drove driven driving"], { onlyBefore: /^\s(?:the|a|an|fears?|speculation|concerns?|growth|demand|anger|tensions?|debate|his|her|their|its)\b/ }),
  verb("address addresses addressed addressed addressing", ["tackle tackles tackled tackled tackling", "deal_with deals_with dealt_with dealt_with dealing_with"], {
    notAfter: /\b(?:the|a|an|its|their|his|her|our|my|your|this|that|e-?mail|home|web|IP|postal|street|new|keynote)\s$/i,
    onlyBefore: /^\s(?:the|this|these|those|such|its|their|our|his|her|climate|issues?|problems?|concerns?|challenges?|questions?|gaps?|needs?|shortages?|inequality|poverty|it|them)\b/,
  }),
  // "impact" the verb only after a subject pronoun, an auxiliary or "to"; the noun ("the cognitive impact") stays
  word("impact impacts", ["affect affects"], { onlyAfter: /\b(?:will|would|can|could|may|might|must|should|to|not|also|directly|negatively|positively|greatly|that|which|who|they|it|does|do|did)\s$/i }),
  word("impacted impacting", ["affected affecting"], { notAfter: /\b(?:the|a|an|its|their|his|her|our|my|your|this|that)\s$/i }),
  word("the_impact_of an_impact_on the_impact_on a_significant_impact_on a_profound_impact_on a_major_impact_on a_positive_impact_on a_negative_impact_on",
    ["the_effect_of an_effect_on the_effect_on a_big_effect_on a_deep_effect_on a_major_effect_on a_good_effect_on a_bad_effect_on"]),
  verb("seek seeks sought sought seeking", ["look_for looks_for looked_for looked_for looking_for"], { notBefore: /^\s(?:to|out|after|refuge|asylum|help|re-?election|office)\b/, notAfter: /\b(?:the|a|an|is|are|was|were|be|been|being|much|highly|most)\s$/i }),
  word("seeking_to seeks_to seek_to", ["trying_to tries_to try_to"]),
  verb("explore explores explored explored exploring", ["look_at looks_at looked_at looked_at looking_at", "examine examines examined examined examining"],
    { onlyBefore: /^\s(?:the\s(?:idea|ideas|ways?|role|roles|relationship|link|impact|effects?|potential|benefits?|use|causes?|question|issue|concept|themes?|history|factors?|challenges?|implications|possibility|nature|pros)|how|whether|why|what|ways?)\b/ }),
  verb("evaluate evaluates evaluated evaluated evaluating", ["judge judges judged judged judging"], { styles: INFORMAL }),
  verb("obtain obtains obtained obtained obtaining", ["get gets got gotten getting", "gain gains gained gained gaining"], { styles: ["professional"] }),
  verb("require requires required required requiring", ["need needs needed needed needing"], { styles: ["professional"], notAfter: /\b(?:is|are|was|were|be|been|being)\s$/i }),
  verb("purchase purchases purchased purchased purchasing", ["buy buys bought bought buying"], { styles: ["academic"] }),
  verb("assist assists assisted assisted assisting", ["help helps helped helped helping"], { styles: ["academic"] }),
  verb("commence commences commenced commenced commencing", ["begin begins began begun beginning"], { styles: ["academic"] }),
  // --- nouns ---
  word("individuals", ["people"]),
  word("concerns", ["worries"], { styles: INFORMAL, notAfter: /\b(?:business|commercial|going|corporate|family|safety)\s$/i }),
  word("perspectives perspective", ["views view"], { notAfter: /\b(?:in|into|of|historical)\s$/i }),
  word("utilization", ["use"]),
  word("collaboration collaborations", ["teamwork teamwork"], { notBefore: /^\s(?:with|between|among)\b/ }),
  word("initiatives initiative", ["programs program"], { notAfter: /\b(?:own|the|took|take|takes|taking|showed|show|lack|lacked)\s$/i }),
  word("convenience", ["ease"]),
  word("determination", ["resolve", "grit"], { notAfter: /\b(?:the|a|an|final|legal|court's)\s$/i, notBefore: /^\s(?:of)\b/ }),
  word("guidance", ["advice"], { styles: INFORMAL }),
  word("outcomes", ["results"]),
  word("advancements", ["advances"]),
  word("excitement", ["thrill"], { styles: SPOKEN }),
  // --- adjectives and adverbs ---
  word("potential", ["possible"], { notAfter: /\b(?:its|their|his|her|our|my|your|the|full|great|huge|real|untapped|enormous|economic|growth|this|that)\s$/i, notBefore: /^(?:\s(?:to|for|of|and|or|in|is|was|that|as|with|but|are|were|has|have|by|at)\b|[^\s])/ }),
  word("unique", ["special", "distinctive"], { styles: INFORMAL }),
  word("vast", ["huge"]),
  word("immense", ["huge", "enormous"]),
  word("relentless", ["constant", "nonstop"]),
  word("newfound", ["new"]),
  word("extensive", ["wide", "broad"], { notBefore: /^\s(?:damage|injuries|experience|research|use|coverage|testing)\b/ }),
  word("considerable", ["large", "sizeable"]),
  word("fundamental", ["basic"], { notBefore: /^\s(?:rights?|freedoms?|laws?|forces?|particles?|theorem|frequency)\b/ }),
  word("broader", ["wider"]),
  word("widespread", ["common", "broad"], { notAfter: /\b(?:more|most|less)\s$/i }),
  word("ongoing", ["continuing"]),
  word("remarkable remarkably", ["striking strikingly"], { styles: ["academic", "professional"] }),
  word("remarkable remarkably", ["amazing amazingly"], { styles: SPOKEN }),
  word("extraordinary", ["incredible"], { styles: SPOKEN }),
  word("captivating", ["gripping"]),
  word("accurately", ["correctly"], { notBefore: /^\s(?:predict|predicts|predicted|measure|measured|reflects?|reflected|describes?|described)\b/ }),
  word("necessary", ["needed"], { onlyAfter: /\b(?:is|are|was|were|be|been|not|deemed|seem|seems|the|any|all)\s$/i, notBefore: /^\s(?:to|for|evil|and)\b/ }),
  word("critical", ["key"], { styles: INFORMAL, notBefore: /^\s(?:thinking|care|condition|acclaim|mass|point|temperature|of|to|thinkers?)\b/, notAfter: /\b(?:is|are|was|were|highly|very|more|most|so|too|be|been)\s$/i }),
  word("thereby", ["in_turn"]),
  word("specifically", ["in_particular"], { midOnly: true }),
  word("approximately", ["roughly", "about"], { styles: ["academic"] }),
  word("significantly", ["markedly"], { styles: ["academic"], notAfter: /\b(?:statistically|not)\s$/i, notBefore: /^\s(?:different|associated|correlated|higher|lower|greater|less|more|increased|decreased|reduced)\b/ }),
];

/**
 * Fourth part of the curated table: marker words of ../shared/data/llm-markers.json (Kobak et al.'s excess style
 * words, the antislop list) that no row covered and that were still in many rewrites. Counted in professional/medium
 * rewrites of the MIT/Apache-2.0 lines of train.jsonl against their human texts (train only; e.g. "inherent" 20
 * rewrites vs 0 human texts, "assessments" 15 vs 0, "techniques" 15 vs 2). Each row fires only where the plain word
 * means the same; the other senses are fenced off by the guards ("preserve food", "seasoned chicken", "echoed
 * through the hall", "space exploration"). No replacement is itself on a marker list (tests/unit/humanizer).
 */
import { rowWriters, SOLD_SERVICE, type Row } from "./lexicon-row";

const DET = /\b(?:the|a|an|its|their|his|her|our|my|your|this|that|these|those)\s$/i;
const AUX = /\b(?:is|are|was|were|be|been|being|am)\s$/i;
/** verbs: never right after a determiner (the nouns "an urge", "the offering") */
const { word, verb } = rowWriters("marker", { notAfter: DET });

// what people judge, weigh or measure (not "assess the patient"; revG review: nor a test of an instrument's reliability
// or validity, which is measured, e.g. by Cronbach's alpha: "judge the reliability of the instrument" made it an opinion)
const ASSESSED = /^\s(?:how|whether|what|if|their|its|the\s(?:extent|quality|risks?|value|effectiveness|performance|feasibility|role|potential|benefits?|severity|situation|progress|accuracy|safety|efficacy|strength|costs?|evidence|influence|relationship|importance|likelihood)s?)\b/i;
const DIFFICULTIES = /^\s(?:(?:a|an|new|serious|significant|major|considerable|unique|several|many|further|real|additional|numerous|great|substantial|huge|potential|both|health|safety|environmental|ethical|practical|technical|financial)\s)*(?:challenges?|problems?|difficult(?:y|ies)|obstacles?|hurdles?|barriers?|dilemmas?|risks?|dangers?|hazards?)\b/i;

/** (rev5 review) a determiner (the verb guard), a study or its writer as the subject, or a numbered list item's marker */
const STUDY_ASSESSES = /\b(?:the|a|an|its|their|his|her|our|my|your|this|that|these|those)\s$|\b(?:study|studies|research|researchers?|survey|paper|thesis|project|dissertation|chapter|objectives?|aims?)\s(?:[\w-]+\s){0,2}$|^\s*(?:[\uE000-\uF8FF\d]+[.)]?|[-•*])\s+$/i;

export const RESIDUAL_ROWS: Row[] = [
  // --- verbs ---
  // a study "assessed" what it measured; "judged" would make it an opinion (academic keeps the word)
  // (rev5 review) in the other styles too, a study's or a numbered objective's "assess" stays ("This study assessed the
  // extent of losses", "3. Assess the influence of age on burnout" had become "judged", "Judge")
  verb("assess assesses assessed assessed assessing", ["judge judges judged judged judging"], { onlyBefore: ASSESSED, styles: ["professional", "casual", "creative"], notAfter: STUDY_ASSESSES }),
  // "poses a threat to X" -> "threatens X"; "poses challenges / risks" -> "creates"; "pose a question" -> "raise"
  word("pose_a_threat_to poses_a_threat_to posed_a_threat_to posing_a_threat_to", ["threaten threatens threatened threatening"]),
  word("pose_a_question poses_a_question posed_a_question posing_a_question pose_the_question poses_the_question posed_the_question posing_the_question",
    ["raise_a_question raises_a_question raised_a_question raising_a_question raise_the_question raises_the_question raised_the_question raising_the_question"]),
  verb("pose poses posed posed posing", ["create creates created created creating"], { onlyBefore: DIFFICULTIES }),
  // values and standards are supported; a court that "upheld the ruling" confirmed it, so courts keep their verb
  verb("uphold upholds upheld upheld upholding", ["support supports supported supported supporting"], {
    notBefore: /^\s(?:[\w'’\uE000-\uF8FF]+\s){0,2}(?:trust|integrity|reputation|confidence|law|laws|order|rules|average|grades|constitution|rights|standards|values|traditions?|principles|ruling|decision|verdict|appearances|responsibilities|duties|obligations|promises?|oaths?|vows?|commitments?|end)\b/i,
    notAfter: /\b(?:the|a|an|its|their|his|her|our|court|courts|judge|judges|tribunal|panel|justices|ruling|appeal|is|are|was|were|be|been|being)\s$/i,
  }),
  // "factors influencing X" -> "affecting"; the noun ("her influence") and "influenced by" (a painter's sources) stay
  word("influencing", ["affecting"], { notAfter: DET }),
  // "preserving the environment" -> "protecting"; food, samples and specimens are kept, not protected
  verb("preserve preserves preserved preserved preserving", ["protect protects protected protected protecting"], {
    // a determiner only with one of the protected things after it ("preserves the doctrine" keeps it in force, not safe)
    onlyBefore: /^\s(?:(?:the|our|their|its|his|her|this|these)\s(?:[a-z]+\s)?)?(?:cultural|natural|local|traditional|biodiversity|heritage|traditions?|wildlife|habitats?|forests?|wetlands?|ecosystems?|environment|privacy|democracy|peace|independence|freedom|dignity|rights?|jobs?|resources|culture|language|identity|history|artefacts?|artifacts?|sites?|monuments?|species)\b/i,
    notBefore: /^\s(?:the\s)?(?:food|fruits?|meat|fish|samples?|specimens?|bodies|body|remains|wood|leftovers|vegetables|eggs?|milk)\b/i,
  }),
  word("nurture nurtures nurtured", ["support supports supported"], { notAfter: DET }),
  word("nurturing", ["caring"], { onlyBefore: /^\s(?:environment|relationships?|atmosphere|space|home|family|parents?|role|presence|care|community|culture)\b/i }),
  // "urged the government to act" -> "called on the government to act"; "urged caution" keeps its verb
  verb("urge urges urged urged urging", ["call_on calls_on called_on called_on calling_on"], {
    onlyBefore: /^(?:\s+(?!to\b)[\w'’-]+){1,4}\s+to\s/i,
    notBefore: /^\s(?:caution|restraint|calm|patience|vigilance)\b/i,
  }),
  // "echoed the concerns of" -> "repeated"; a sound that "echoed through the hall" stays
  verb("echo echoes echoed echoed echoing", ["repeat repeats repeated repeated repeating"], {
    onlyBefore: /^\s(?:the|these|this|those|his|her|their|its|our|similar|earlier|such)\s(?:\w+\s)?(?:sentiments?|concerns?|views?|calls?|words?|remarks?|comments?|findings?|statements?|claims?|warnings?|message|messages|criticisms?|fears?|arguments?|points?|thoughts?|opinions?|demands?)\b/i,
  }),
  // five forms, so "have sent shockwaves through" becomes "have shaken", not "have shook"
  word("send_shockwaves_through sends_shockwaves_through sent_shockwaves_through sent_shockwaves_through sending_shockwaves_through", ["shake shakes shook shaken shaking"]),
  // "incorporate feedback" -> "include"; "incorporate X into Y" and "incorporated in Delaware" keep their verb
  verb("incorporate incorporates incorporated incorporated incorporating", ["include includes included included adding"], {
    // (rev6 review) a farmer incorporates residues, manure or lime into the soil: "Incorporate crop residues instead of
    // burning them" had become "Include crop residues"
    notBefore: /^(?:\s(?:in|as|into)\b|(?:\s+[\w'’-]+){1,6}\s+into\b|\s(?:[\w'’-]+\s){0,3}?(?:residues?|manure|compost|fertili[sz]ers?|lime|biochar|straw|stubble|stover|haulms?|vines|mulch|husks?|litter|organic\smatter|weeds|trash|stalks)\b)/i,
  }),
  verb("captivate captivates captivated", ["grip grips gripped"], { onlyBefore: /^\s(?:the\s)?(?:audiences?|readers?|viewers?|crowds?|fans?|nation|world)\b/i }),
  // only before a count ("a team comprising five doctors"): "the material comprising the planet" (making it up) and
  // "comprises 40% of staff" say the reverse of "made up of"
  word("comprising comprises", ["made_up_of consists_of"], {
    onlyBefore: /^\s(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|dozens|hundreds|thousands|[\d\uE000-\uF8FF])/i,
    notBefore: /^\s\S+\s+(?:of|per\s?cent|percent)\b/i,
  }),
  word("detailing", ["describing", "setting_out"], { notAfter: DET }),
  verb("hinder hinders hindered hindered hindering", ["slow slows slowed slowed slowing"], {
    // "slow the use of services" does not read: use and take-up are hindered, not slowed
    notBefore: /^\s(?:(?:the|their|its|his|her|our|this)\s)?(?:ability|efforts?|capacity|access|use|usage|utili[sz]ation|uptake|participation|enjoyment)\b/i,
  }),
  // (rev5 review) only the adjective: "before escalating to my preceptor" / "escalating the complaint" refers a matter up
  word("escalating", ["growing"], { notBefore: /^\s(?:to|it|them|this|that|the\s(?:matter|issue|case|complaint|concern|problem)s?|matters|issues|cases|complaints|concerns)\b/i }),
  // "navigating the challenges of" -> "handling"; streets, rivers and websites are still navigated
  verb("navigate navigates navigated navigated navigating", ["handle handles handled handled handling"], {
    onlyBefore: /^\s(?:(?:the|these|this|those|their|its|his|her|our|many|new)\s)?(?:challenges?|complexit(?:y|ies)|difficult(?:y|ies)|changes?|uncertaint(?:y|ies)|pressures?|demands?|issues?|problems?|obstacles?|transitions?|setbacks?|conflicts?|tensions?|crisis|crises|process|bureaucracy|rules|regulations)\b/i,
  }),
  // (rev6 review) a masked name among the words before the goods too: "offering authentic Ghanaian meals" (had become
  // "giving", which is for free)
  // (rev9 review) nor a thing offered as a choice ("offering a trusted alternative for businesses", as the "offers" row)
  word("offering", ["giving"], { notAfter: /\bbe\s$|\b(?:the|an|a|its|their|his|her|our|my|your|this|that|public|initial|peace|burnt|share|stock|online|strong|new|product|digital|latest)\s$/i, notBefore: new RegExp(String.raw`^\s(?:(?:a\s)?(?:diverse|wide|broad)\s|hire|rentals?|services?|products?|range|variety|selection|views?|landscapes?|tours|menus?|(?:a\s)?rewards?|courses|classes|discounts|deals|online|to|up|of|price|period|memorandum)\b|^\s(?:[\w\uE000-\uF8FF-]+\s){0,2}?(?:rooms?|accommodation|lodging|suites?|chalets?|meals?|food|drinks|breakfast|lunch|dinner|rides?|packages?|spa|massages?|dishes|cuisine|snacks|pastries)\b|^\san?\s(?:[\w-]+\s)?(?:tool|platform|system|service|solution|range|mix|product|option|alternative|model|framework|app|course)\b|${SOLD_SERVICE.source}`, "i") }),

  // a count of people or cases: "a study involving 500 patients" -> "with"
  word("involving", ["with"], {
    onlyAfter: /[a-z]\s$/i,
    notAfter: /\b(?:is|are|was|were|be|been|by|of|without|avoid|avoided|avoiding|and|or|not)\s$/i,
    onlyBefore: /^\s(?:[\d\uE000-\uF8FF]|more|over|about|nearly|almost|around|some|several|many|hundreds|thousands|dozens|two|three|four|five|six|seven|eight|nine|ten)/i,
  }),

  // "integrating drones into the airspace" -> "bringing"; "integrate with" and the adjective ("an integrated plan") stay
  verb("integrate integrates integrated integrated integrating", ["bring brings brought brought bringing"], { onlyBefore: /^(?:\s+(?!into\b)[\w'’\uE000-\uF8FF-]+){1,5}\s+into\b/i }),

  // --- nouns ---
  // "assessment" is not rewritten: in schoolwork it is a test or an assignment ("adaptive assessments", "continuous
  // assessment"), and "review" changed that sense in most of the contexts this business's clients write
  // the figurative sense ("avenues for growth"), never streets ("city avenues")
  word("avenue avenues", ["path paths", "route routes"], { onlyBefore: /^\s(?:for|to|of|through|into)\b/i, notAfter: /\b(?:tree-lined|wide|broad|shady|main|leafy|grand)\s$/i }),
  // a craft's method, not a performer's skill ("her technique was flawless")
  // a named clinical or lab technique is a term ("aseptic technique")
  word("technique techniques", ["method methods"], { notAfter: /\b(?:his|her|my|your|aseptic|surgical|sterile|clean|injection|breathing|inhaler|suturing|laboratory|lab)\s$/i }),
  word("enhancement enhancements", ["improvement improvements"], { notAfter: /\b(?:density|signal|flux|brightness|contrast|field|intensity|pressure|temperature|rate|emission|absorption|gain|current|resolution)\s$/i }),
  word("in_the_midst_of", ["in_the_middle_of", "in"], { byText: true, onlyBefore: /^\s(?:the|this|that|these|those|a|an|its|their|his|her|our|my|your|all)\b/i }),
  word("in_the_midst_of", ["in_the_middle_of"], { also: true }),
  word("metropolis", ["city"]),
  // a person's strength to recover, not a material's or an ecosystem's (a technical term there)
  // (revI review) nor the term of finance and development: "the financial behaviour and resilience of low-income households"
  // (rev9 review) nor beside a word of economics ("supporting savings and resilience" had become "savings and
  // toughness"), nor resilience "to" or "against" a shock ("toughness to drought" is not English)
  word("resilience", ["toughness"], { notBefore: /^\s(?:to|against)\b|^\s(?:of|to)\s(?:[\w-]+\s){0,2}(?:households?|firms?|businesses|economy|economies|systems?|markets?|banks?|sectors?|supply|infrastructure|communities|cities|farms?|crops?|livelihoods?|portfolios?|networks?|ecosystems?|materials?)\b/i, onlyAfter: /\b(?:their|his|her|our|my|your|of|showed|shows|show|shown|showing|demonstrated|displayed|with|and|great|remarkable|quiet|inner|emotional|mental)\s$/i, notAfter: /\b(?:savings|growth|stability|security|inclusion|productivity|recovery|sustainability|adaptation|preparedness|capacity|efficiency|liquidity|solvency|incomes?|wealth|assets|competitiveness|diversification|investment|yields?)\s(?:and|or|&)\s$|\b(?:economic|financial|climate|fiscal|market|supply-chain|system|systemic|operational|organi[sz]ational|community|household|urban|ecological|agricultural)\s$/i }),
  word("exploration", ["study"], {
    onlyAfter: /\b(?:further|more|deeper|careful|closer|this|our|an|the|its|their|detailed|systematic|in-depth)\s$/i,
    notBefore: /^\s(?:of\s(?:the\s)?(?:space|moon|mars|planets?|solar|oceans?|seas?|arctic|antarctic|universe|galaxy|caves?|new\sworld|continent|coast|region|territory)|efforts?|missions?|voyages?|ships?|vessels?|teams?|activities|wells?|licen[cs]es?|rights|drilling|phase)\b/i,
  }),
  // people who argue for something; the verb ("she advocates for") keeps its word
  word("advocates", ["supporters"], {
    onlyBefore: /^\s(?:of|for|argue|argued|say|said|claim|claimed|believe|believed|point|warn|warned|contend|have|had|also|and|who|are|were|insist|insisted|see|saw|hope)\b/i,
    notAfter: /\b(?:he|she|it|who|which|that|this|strongly|also|one|everyone|nobody|someone)\s$/i,
  }),
  // (rev6 review) not the fields of a data model: "we identified the main entities and their attributes" (had become
  // "traits")
  word("attributes", ["traits"], { onlyAfter: /\b(?:its|their|his|her|our|key|physical|personal|positive|negative|these|those|such|other|many|unique|important|desirable|common|shared|core)\s$/i, notBefore: /^\s(?:to|it|them|this|that)\b/i, notAfter: /\b(?:entit(?:y|ies)|tables?|columns?|fields?|class|classes|objects?|elements?|nodes?|records?|schemas?|databases?)\b/i }),
  word("attributed_to", ["traced_to", "put_down_to"], { onlyAfter: /\b(?:is|are|was|were|be|been|being|largely|partly|mainly|often|mostly|partially|primarily|widely)\s$/i }),

  // --- describing words ---
  word("inherent_in", ["built_into"]),
  word("inherent", ["built-in"], { onlyBefore: /^\s(?:risks?|limitations?|limits|challenges|pitfalls|biases?|flaws?|weakness(?:es)?|tensions?|trade-offs?|variability|noise|uncertaint(?:y|ies)|dangers?|costs?|problems?|contradictions?)\b/i }),
  word("a_notable_example notable_examples", ["a_good_example good_examples"]),
  word("notable", ["marked"], { onlyBefore: /^\s(?:increases?|decreases?|rises?|drops?|declines?|improvements?|changes?|differences?|shifts?|influx|growth|gaps?|reductions?|gains?|effects?)\b/i }),
  word("exceptional", ["great"], { notBefore: /^\s(?:[a-z-]+\s)?(?:circumstances?|cases?|situations?|collections?|sequences?|objects?|divisors?|sets?|points?|curves?|locus|loci|fibers?|fibres?|isomorphisms?|Lie|groups?|powers?|items?)\b/i }),
  word("exceptionally", ["unusually"]),
  word("daunting", ["tough", "hard"], { notAfter: /\b(?:most|more|less|least|possess|possesses|possessed)\s$/i }),
  word("fundamentally", ["deeply"]),
  word("towering", ["huge"], { notBefore: /^\s(?:over|above)\b/i, notAfter: AUX }),
  word("teeming_with", ["full_of", "packed_with"]),
  word("versatile", ["flexible"]),
  word("firsthand first-hand", ["direct direct"], { onlyBefore: /^\s(?:experience|experiences|knowledge|accounts?|look|encounters?|observations?|information|evidence|testimony|witness)\b/i }),
  word("tailored_to", ["suited_to", "geared_to"]),
  // (modern review) the food sense after an adverb too: "The stews were perfectly seasoned" had become "perfectly
  // experienced"
  word("seasoned", ["experienced"], {
    notAfter: /\b(?:is|are|was|were|be|been|being|am)\s(?:[a-z]+ly\s|well\s|not\s|so\s|too\s)*$|\b(?:perfectly|lightly|heavily|generously|nicely|properly|delicately|richly|simply|well|badly|poorly|under|over)[\s-]$/i,
    notBefore: /^\s(?:with|to|by|chicken|beef|pork|meat|fish|vegetables|food|dishes?|salt|wood|lumber|timber|fries|rice|soup|soups|stews?|sauces?|meals?|broth|jollof|beans|kebabs?|grills?)\b/i,
  }),
  word("conversely", ["by_contrast", "in_contrast"]),
  word("swift swiftly", ["quick quickly"]),

  // --- plain words for formal ones (the public-domain word list of plainlanguage.gov; rows not in the table yet) ---
  word("whereby", ["by_which"]),
  // not a heading on its own line ("Methodology")
  // a thesis chapter or section is named "Methodology"; academic prose keeps the term
  word("methodology methodologies", ["method methods"], { styles: ["professional", "casual", "creative"], notBefore: /^\s*$|^\s(?:chapter|section)\b/ }),
  word("expertise", ["skill"]),
  word("initial", ["first"], { midOnly: true, notBefore: /^\s(?:configurations?|distributions?|positions?|velocit(?:y|ies)|data|temperatures?|concentrations?|density|densities|guess(?:es)?|conditions?|state|states|values?|assessments?|estimates?|findings|timetables?|appeal|reaction|impression|unease|shock|response|excitement|public\s+offering|letter|letters|condition|conditions|value|values|state|guess|training|induction|orientation|screening|consultation|deposit|capital|investment|outlay|diagnosis|treatment)\b/i }),
  // "located in" means "is in": only the verb of searching
  word("locate locates locating", ["find finds finding"], { notAfter: DET }),
  verb("preclude precludes precluded precluded precluding", ["rule_out rules_out ruled_out ruled_out ruling_out"]),
  verb("transpire transpires transpired transpired transpiring", ["happen happens happened happened happening"]),
  // "solely responsible" means alone; "rely solely on" only
  word("solely", ["only"], { onlyBefore: /^\s(?:on|upon|by|for|to|because|in|through|from|with|at)\b/i }),
  word("magnitude", ["size"], { notAfter: /\border\s+of\s$/i, notBefore: /^\s(?:of\s(?:the\s|an\s|a\s)?(?:earthquakes?|quakes?|tremors?|stars?|aftershocks?))\b/i }),
  // --- long words with short common ones (words of 9+ letters are 14% of the rewrites of train.jsonl's AI texts
  // and 7.5% of its human texts; these are the ones with a plain equivalent in a context that can be checked) ---
  // the describing word before a noun ("an increased risk" -> "a higher risk"); the verb ("sales increased") stays
  word("increased", ["higher"], {
    onlyBefore: /^\s(?:risks?|levels?|rates?|demand|costs?|pressure|prices?|numbers?|competition|spending|awareness|interest|use|usage|risk-taking|productivity|efficiency|access|funding|attention|stress|anxiety|temperatures?|exposure|traffic|participation|revenue|income|investment|support|security|safety|mortality|incidence|concentrations?|activity|speeds?|crime|scrutiny|tension|tensions)\b/i,
    notAfter: /\b(?:has|have|had|is|are|was|were|be|been|being|having|it|they|he|she|we|which|that|who|sales|prices|costs|numbers|rates|and)\s$/i,
    notBefore: /^\s(?:safety|security)\s+(?:measures|patrols|checks|presence)\b/i,
  }),
  // uses of a method or a finding; job, college and software applications are forms and programs
  word("applications", ["uses"], {
    onlyBefore: /^\s(?:of|in|for|to|include|including|such|across|range)\b/i,
    // (rev6 review) requests to join: "Applications for the first cohort open on 1 July" had become "Uses for"; (rev8
    // review) and a longer name before the verb: "applications for the 2024/2025 Students' Loan Trust Fund are now open";
    // "machine learning applications for agriculture" are programs, like "software applications"
    notBefore: /^\sfor\s(?:(?:the|a|an|this|that|our|their|its|next|new|first|second|third|final|\w+-year)\s){0,3}(?:cohorts?|intakes?|programmes?|programs?|schemes?|scholarships?|bursar(?:y|ies)|grants?|loans?|funds?|funding|admissions?|places?|positions?|posts?|jobs?|vacanc(?:y|ies)|roles?|membership|internships?|fellowships?|awards?|licen[cs]es?|permits?|visas?|registration|enrou?lment|courses?|training|competitions?|prizes?|seats?|slots?)\b|^\s(?:for\s(?:[^\s,;:.!?]+\s){1,8})?(?:open|opens|opened|close|closes|closed|are\s(?:now\s)?(?:open|closed|invited|welcome|due)|must\sbe|should\sbe)\b/i,
    // (rev10 technical review) and the programs a tool runs, builds or serves ("Node.js ... powering applications for
    // start-ups", "developers build applications for banks": had become "powering uses for start-ups")
    notAfter: /\b(?:power|powers|powered|powering|build|builds|built|building|develop|develops|developed|developing|deploy|deploys|deployed|deploying|run|runs|ran|running|host|hosts|hosted|hosting|code|codes|coded|coding|write|writes|wrote|writing|install|installs|installed|installing|launch|launches|launched|launching|ship|ships|shipped|shipping|scalable|enterprise|server-side|client-side|native|hybrid|desktop|job|college|university|visa|grant|patent|planning|loan|software|mobile|web|phone|online|learning|blockchain|cloud|asylum|license|licence|membership|new|submit|submitted|submitting|receive|received|receiving|process|processed|processing|review|reviewed|reviewing|reject|rejected|approve|approved|accept|accepted)\s$/i,
  }),
  // a relation between two things; an internet, train or flight connection keeps its word
  word("connection connections", ["link links"], {
    onlyBefore: /^\s(?:between|to|with)\b/i,
    notAfter: /\b(?:internet|network|wifi|wi-fi|broadband|phone|train|rail|flight|bus|ferry|electrical|electric|wireless|cable|in|no|poor|slow|fast|good|bad|stable)\s$/i,
  }),
  word("collective", ["joint", "shared"], { onlyBefore: /^\s(?:efforts?|action|actions|responsibility|memory|memories|experience|goals?|identity|wisdom|knowledge|work|decisions?|will|strength|voice)\b/i }),
  // "regardless of their abilities" (ability levels) and a body's or a mind's abilities are not skills
  word("abilities", ["skills"], { notBefore: /^\s(?:to)\b/i, notAfter: /\b(?:special|magical|supernatural|psychic|magic|super|various|different|all|mixed|varying|physical|mental|cognitive|intellectual|athletic|innate|natural|healing|learning|regardless\sof(?:\s(?:their|his|her|its|your|our))?)\s$/i }),
  word("solutions_to", ["answers_to"]),
  // not "It is essential for X to ..." ("It is needed for drone operators to understand")
  word("essential_for", ["needed_for"], { notAfter: /\b(?:most|more|less|least|very|so|absolutely|truly|really|become|becomes|became|becoming|remain|remains|remained)\s$|\b(?:it|this)\s+(?:is|was)\s$/i }),
  // "the implications of X" / "implications for Y": what follows from it
  // not in academic (a term: what follows logically), not before "for" ("effects for" does not read)
  // round 21: picked by the text ("effects" won nearly every draw and is what the fingerprint's model leans on most)
  word("implications", ["effects", "consequences"], { byText: true, styles: ["professional", "casual", "creative"], onlyBefore: /^\s(?:of)\b(?!\s(?:our|these|the|this|their)\s(?:results?|findings?|study|work))/i, notAfter: /\b(?:clinical|practical|theoretical|policy|legal|ethical|moral|logical)\s$/i }),
  word("educational_institutions", ["schools_and_colleges"]),
];

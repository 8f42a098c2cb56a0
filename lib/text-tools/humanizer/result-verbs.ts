/** Round 17a: the verbs of a trailing participle clause that names a result, and what each must be followed by. */
// Round 17a: verbs of a result, for a trailing participle clause that states what the main clause's event led to:
// "-ing" -> [3rd person, past, participle, base]. A preposition the verb needs comes after it ("leading to").
export const RESULT_VERBS: Record<string, [string, string, string, string]> = Object.fromEntries(
  ("leaving leaves left left leave|causing causes caused caused cause|prompting prompts prompted prompted prompt|" +
    "sparking sparks sparked sparked spark|triggering triggers triggered triggered trigger|killing kills killed killed kill|" +
    "injuring injures injured injured injure|forcing forces forced forced force|creating creates created created create|" +
    "making makes made made make|highlighting highlights highlighted highlighted highlight|" +
    "underscoring underscores underscored underscored underscore|showing shows showed shown show|" +
    "suggesting suggests suggested suggested suggest|indicating indicates indicated indicated indicate|" +
    "signaling signals signaled signaled signal|signalling signals signalled signalled signal|marking marks marked marked mark|" +
    "putting puts put put put|casting casts cast cast cast|sending sends sent sent send|fueling fuels fueled fueled fuel|" +
    "fuelling fuels fuelled fuelled fuel|affecting affects affected affected affect|increasing increases increased increased increase|" +
    "reducing reduces reduced reduced reduce|boosting boosts boosted boosted boost|improving improves improved improved improve|" +
    "allowing allows allowed allowed allow|enabling enables enabled enabled enable|helping helps helped helped help|" +
    "giving gives gave given give|offering offers offered offered offer|providing provides provided provided provide|" +
    "bringing brings brought brought bring|ensuring ensures ensured ensured ensure|costing costs cost cost cost|" +
    "damaging damages damaged damaged damage|destroying destroys destroyed destroyed destroy|displacing displaces displaced displaced displace|" +
    "undermining undermines undermined undermined undermine|threatening threatens threatened threatened threaten|" +
    "posing poses posed posed pose|fostering fosters fostered fostered foster|paving paves paved paved pave|" +
    "setting sets set set set|raising raises raised raised raise|drawing draws drew drawn draw|" +
    "leading leads led led lead|resulting results resulted resulted result|adding adds added added add|" +
    "contributing contributes contributed contributed contribute|pushing pushes pushed pushed push|" +
    "meaning means meant meant mean|exacerbating exacerbates exacerbated exacerbated exacerbate|worsening worsens worsened worsened worsen")
    .split("|").map((x) => { const [ing, s3, past, pp, base] = x.split(" "); return [ing!, [s3!, past!, pp!, base!]]; }),
);
// an event causes these whoever the subject is ("He left early, causing a stir" -> "which caused a stir"); the
// others may be the subject's own act ("They taught us, showing us how" is not "which showed us how")
export const PURE_RESULT = new Set(["meaning", "causing", "prompting", "sparking", "triggering", "killing", "injuring", "leading", "resulting", "forcing", "fueling", "fuelling"]);
// what the verb must be followed by: "leading to", "resulting in", "adding to", "raising questions", "making it harder"
export const RESULT_NEXT: Record<string, RegExp> = {
  leading: /^to\b/, resulting: /^in\b/, adding: /^to\b/, contributing: /^to\b/,
  raising: /^(?:(?:serious|new|further|major|many|more|fresh|important|some|several|growing)\s+)?(?:questions|concerns|fears|doubts|hopes|the (?:question|prospect|possibility|issue|alarm)|awareness|alarm|eyebrows)\b/,
  making: /^(?:it|them|this|life|things|the|such|any|many|some|travel|work)\b(?!\s+(?:sure|up|out|use)\b)/,
  drawing: /^(?:attention|criticism|praise|crowds|comparisons|scrutiny|condemnation|the attention|widespread)\b/,
  setting: /^(?:the stage|a (?:new )?(?:record|precedent|standard|benchmark))\b/,
  paving: /^the way\b/, casting: /^(?:a |an |long |dark |ominous |eerie |doubt|shadows|light|a shadow)/,
  giving: /^(?:rise to|way to|hope|them|it|us|people|residents|readers|viewers|fans|users|students|patients|the|a|an)\b/,
  putting: /^(?:(?:a|an|more|further|extra|huge|great|significant|additional|the)\s+)*(?:strain|pressure|stress|burden)\b|^(?:[a-z]+\s+){1,4}(?:at risk|in danger|under pressure|on hold)\b/,
  sending: /^(?:shockwaves|shock waves|prices|stocks|shares|ripples)\b/,
};

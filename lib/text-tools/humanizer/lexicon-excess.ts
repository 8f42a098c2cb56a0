/**
 * Third part of the curated table: words of Kobak et al.'s excess-vocabulary list and the antislop list
 * (../shared/data/llm-markers.json) that were still in many rewrites, counted as the share of texts holding the word
 * in professional/medium rewrites of train.jsonl's AI texts against its human texts (train only; e.g.
 * "understanding" 10% vs 1%, "approach" 7% vs 2%, "both" 16% vs 10%, "across" 14% vs 7%). Each row keeps the part of
 * speech and fires only in the contexts named, where the plain word means the same; the rest of each word's uses are
 * left alone ("across the street", "a long journey", "towards", which is also the British spelling).
 * Rows here are "plain" changes: they scale with strength.
 */
import { rowWriters, type Row } from "./lexicon-row";

const { word } = rowWriters("plain", {});

// -ing nouns that are not verbs ("through the morning" is time, not means)
const NOT_GERUND = /^\s(?:nothing|something|anything|everything|morning|evening|spring|building|ceiling|king|ring|string|thing|wing|swing|bring|during|offspring|sibling|duckling|pudding|wedding|clothing|lightning)\b/i;

const THROUGH_PHRASAL =
  /\b(?:(?:walk|walks|walked|walking|take|takes|took|taking|taken|guide|guides|guided|guiding|talk|talks|talked|talking|lead|leads|led|leading|coach|coaches|coached|coaching|steer|steers|steered|steering|help|helps|helped|helping)\s(?:you|me|us|them|him|her|it|everyone|readers?|users?|students|learners|participants|customers|farmers|the\s[\w-]+)|go|goes|went|going|gone|been|get|gets|got|getting|come|comes|came|coming|sit|sits|sat|sitting|live|lives|lived|living|work|works|worked|working|run|runs|ran|running|read|reads|reading|look|looks|looked|looking|scroll|scrolls|scrolled|scrolling|search|searches|searched|searching|sift|sifts|sifted|sifting|step|steps|stepped|stepping|rush|rushes|rushed|rushing|push|pushes|pushed|pushing|struggle|struggles|struggled|struggling)\s$/i;

export const EXCESS_ROWS: Row[] = [
  // means: "through using X" -> "by using X" (place and time keep "through": "through the door", "through the night")
  // (rev6 review) not a phrasal verb's "through": "This guide walks you through setting up" (had become "walks you by"),
  // "went through checking", "take readers through building"
  word("through", ["by"], { onlyBefore: /^\s[a-z]{3,}ing\b/i, notBefore: NOT_GERUND, midOnly: true, notAfter: THROUGH_PHRASAL }),
  // a method, only as a noun after a determiner or a describing word; "approach to" / "approach of" keep the word,
  // and the verb ("as winter approaches") has no determiner right before it
  word("approach approaches", ["method methods"], {
    onlyAfter: /\b(?:a|an|the|this|that|these|those|our|their|its|his|her|my|your|new|novel|proposed|different|alternative|simple|general|unified|practical|systematic|hybrid|two|three|other|both|such|each|existing|traditional|standard|common|current|present)\s$/i,
    // "trajectories that approach the attractor" is the verb (an object follows)
    notBefore: /^\s(?:to|of|toward|towards|the|a|an|its|their|zero|infinity)\b/i,
  }),
  // "both the teacher and the student" -> "the teacher and the student": the pair already says both; only when an
  // "and" follows within a few words, and never "both of" or a pronoun's "they both"
  word("both_the both_a both_an both_their both_his both_her both_its both_our both_your both_in both_for both_to both_at both_on both_from both_with",
    ["the a an their his her its our your in for to at on from with"], {
      onlyBefore: /^(?:\s+[\w'’\uE000-\uF8FF-]+){1,4}\s+and\b/,
      notAfter: /\b(?:they|we|you|them|us|these|those|are|were|is|was)\s$/i,
    }),
  // "across many fields" -> "in many fields", "across the globe" -> "around the globe"; motion ("across the
  // street", "across the room") keeps its word
  // (twenty-first session) not after a word of sameness or spread: "the effect was not uniform across all groups" (the
  // same from group to group) is not "uniform in all groups" (the same within each)
  word("across", ["in"], {
    onlyBefore: /^\s(?:many|all|different|various|multiple|several|diverse|numerous|most)\b/i,
    notAfter: /\b(?:uniform|uniformly|consistent|consistently|constant|similar|same|equal|equally|even|evenly|identical|identically|vary|varies|varied|varying|differ|differs|differed|differing|comparable|compared|stable|invariant|generalisable|generalizable|standardised|standardized|distributed|spread|shared|replicated)\s$/i,
    midOnly: true,
  }),
  word("across_the_globe across_the_world", ["around_the_globe around_the_world"]),
  word("distinct_from", ["different_from"]),
  // a government's or a sustained commitment is a pledge, not a person's dedication
  // (assignments review) nor a pledge to a policy's aim: a central bank "signals its commitment to lower inflation" (had
  // become "dedication")
  word("commitment_to", ["dedication_to"], { notAfter: /\b(?:sustained|political|government|government's|firm|financial|strong|long-term|national|public|legal|formal|state|policy|renewed)\s$/i, notBefore: /^\s(?:[\w-]+\s){0,2}(?:inflation|targets?|stability|reforms?|deficits?|discipline|pegs?|rules?|polic(?:y|ies)|standards?|obligations?|agreements?|treat(?:y|ies)|deals?|budgets?|prices?|rates?|spending|debt|austerity)\b/i }),
  word("promising_results promising_findings promising_signs", ["good_early_results good_early_findings hopeful_signs"]),
  // the noun after a describing word ("a clear understanding" -> "a clear grasp"); "understanding of" has its own row
  word("understanding", ["grasp"], {
    // with its article ("a better grasp"): "contributing to better understanding" would read "to better grasp"
    onlyAfter: /\b(?:a|an|the|their|his|her|our|its|my|your|this)\s+(?:deep|deeper|better|good|clear|clearer|full|fuller|firm|solid|thorough|basic|greater|proper|sound)\s$/i,
    notBefore: /^\s(?:of|that|between|among|with)\b/i,
  }),
  // a problem, as a noun after a determiner or a describing word ("the challenge of", "a major challenge")
  word("challenge", ["problem"], {
    onlyAfter: /\b(?:a|the|this|another|one|major|big|key|main|real|serious|new|significant|common|particular|unique|biggest|greatest|central)\s$/i,
    notBefore: /^\s(?:to|for\s+(?:us|them|him|her|me))\b/i,
    // idioms where a challenge is a test to take up, not a problem: "rise to the challenge", "up for the challenge"
    notAfter: /\b(?:look|looks|looked|looking)\s+forward\s+to\s+(?:the|a)\s$|\b(?:ready|excited|eager)\s+(?:for|about|by)\s+(?:the|a)\s$|\b(?:rise|rises|rose|risen|rising|up|face|faces|faced|facing|meet|meets|met|meeting|accept|accepts|accepted|accepting|welcome|welcomes|welcomed|relish|relished|issue|issued|love|loved|enjoy|enjoyed|embrace|embraces|embraced|embracing|take\s+up|takes\s+up|took\s+up|taking\s+up)(?:\s+(?:to|for|on))?\s+(?:the|a|this|that|another|one)\s$/i,
  }),
];

import type { ItemSentence } from "wink-nlp";
import { TAG_LM_KEPT, tagLmKept } from "./tag-lm";
import { tagger } from "./tagger";
import { std } from "./text-context";

/**
 * Syntax profile from a contextual part-of-speech tagger: wink-nlp with wink-eng-lite-web-model (both MIT, installed
 * from npm, nothing fetched at run time), Universal Dependencies tags disambiguated in context, unlike the
 * one-class-per-word Brown lexicon of profile.ts ("that", "like", "-ing" words, "-ed" forms get the tag their
 * sentence gives them). The stylometric detector reads the nine measures of UPOS_FEATURES (fifteenth session,
 * README); uposProfile computes all 30 measured in that round.
 */
export const UPOS_WORD_TAGS = ["ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN", "SCONJ", "VERB"] as const;
/** Every measure of the round: tag rates, constructions, tag n-gram statistics, per-sentence variation. */
export const UPOS_PROFILE = [
  ...UPOS_WORD_TAGS.map((t) => `upos${t}`),
  "uposPunct", "nounVerbShare", "adjNounRate", "nounNounRate", "nominalisationRate", "ingVerbRate", "perfectPassiveRate",
  "passiveRate", "modalRate", "uposBigramEntropy", "uposTrigramTop5Share", "uposTrigramDiversity", "uposOpeningDiversity",
  "nounSentStd2", "verbSentStd2", "adjSentStd2",
] as const;

const MODALS = new Set(["can", "could", "may", "might", "must", "shall", "should", "will", "would", "ca", "wo", "'ll", "'d"]);
const BE = new Set(["be", "is", "are", "was", "were", "been", "being", "am", "'re", "'m"]);
const NOMINAL = /(tion|sion|ment|ness|ity|ance|ence|ism)s?$/;
const PARTICIPLE = /(ed|en|wn|ne|ght)$/;
const NON_WORD = new Set(["PUNCT", "SYM", "SPACE", "X"]);

/**
 * The tagger's tokenizer slows down more than quadratically inside one long run of non-space characters: a
 * 5,000-character "http://ahttp://a..." took 1.1 s (1,000 characters 17 ms), on a public route. No word is that long
 * (the longest token in train.jsonl and dev.jsonl is a 97-character URL), so a run is cut to its first 200 characters.
 */
export const MAX_TAGGED_RUN = 200;
const LONG_RUN = new RegExp(`\\S{${MAX_TAGGED_RUN + 1},}`, "g");

/** Tags and lower-cased tokens per sentence, as the tagger splits them. */
export function tagSentences(text: string): { tags: string[]; words: string[] }[] {
  const out: { tags: string[]; words: string[] }[] = [];
  const readable = text.replace(LONG_RUN, (run) => run.slice(0, MAX_TAGGED_RUN));
  const n = tagger(readable.length);
  const doc = n.read(readable);
  doc.sentences().each((s: ItemSentence) => {
    const tags = s.tokens().out(n.its.pos) as string[];
    const words = s.tokens().out(n.its.normal) as string[];
    const keep = tags.map((t) => t !== "SPACE");
    out.push({ tags: tags.filter((_, i) => keep[i]), words: words.filter((_, i) => keep[i]) });
  });
  return out;
}

function entropy(counts: Map<string, number>, total: number): number {
  let h = 0;
  for (const c of counts.values()) h -= (c / total) * Math.log2(c / total);
  return h;
}

/** The measures the stylometric detector reads: those whose AI/human direction was the same in all four domains of the
 * permissive training lines (alone: noun rate 0.57-0.96, adjective+noun 0.54-0.96, nominalisations 0.55-0.98, -ing
 * verbs 0.51-0.84, top-5 trigram share 0.63-0.77 toward AI; numbers, tag-pair entropy 0.16-0.37, trigram diversity
 * 0.16-0.37, per-sentence verb-rate spread toward human). */
export const UPOS_FEATURES = ["uposNOUN", "uposNUM", "adjNounRate", "nominalisationRate", "ingVerbRate", "uposBigramEntropy", "uposTrigramTop5Share", "uposTrigramDiversity", "verbSentStd2"] as const;
const KEPT = UPOS_FEATURES.map((f) => UPOS_PROFILE.indexOf(f));

/** The nine kept measures (UPOS_FEATURES) of a text. */
export function uposFeatures(text: string): number[] {
  const all = uposProfile(text);
  return KEPT.map((i) => all[i]!);
}

/** What the stylometric detector reads from the tagger: the nine measures, then the tag trigram model's (tag-lm.ts). */
export const SYNTAX_FEATURES = [...UPOS_FEATURES, ...TAG_LM_KEPT] as const;

/** The measures of SYNTAX_FEATURES, from one tagging of the text. */
export function syntaxFeatures(text: string): number[] {
  const sents = tagSentences(text);
  const all = profileOf(sents);
  return [...KEPT.map((i) => all[i]!), ...tagLmKept(sents)];
}

/** All 30 measures of UPOS_PROFILE. */
export function uposProfile(text: string): number[] {
  return profileOf(tagSentences(text));
}

function profileOf(sents: { tags: string[]; words: string[] }[]): number[] {
  const counts = new Map<string, number>();
  let wordsN = 0;
  let punct = 0;
  let adjNoun = 0, nounNoun = 0, nominal = 0, ing = 0, perfPass = 0, passive = 0, modal = 0;
  const bi = new Map<string, number>();
  const tri = new Map<string, number>();
  let nb = 0, nt = 0;
  const openings: string[] = [];
  const sentRates: { noun: number; verb: number; adj: number }[] = [];
  for (const { tags, words } of sents) {
    let sw = 0, sn = 0, sv = 0, sa = 0;
    const wordTags: string[] = [];
    for (let i = 0; i < tags.length; i++) {
      const t = tags[i]!;
      const w = words[i]!;
      if (t === "PUNCT") punct++;
      if (NON_WORD.has(t)) continue;
      wordTags.push(t);
      wordsN++;
      sw++;
      counts.set(t, (counts.get(t) ?? 0) + 1);
      if (t === "NOUN") sn++;
      if (t === "VERB") sv++;
      if (t === "ADJ") sa++;
      if (t === "NOUN" && NOMINAL.test(w) && w.length > 5) nominal++;
      if (t === "VERB" && /ing$/.test(w)) ing++;
      if (t === "AUX" && MODALS.has(w)) modal++;
      if (t === "VERB" && PARTICIPLE.test(w)) {
        // the nearest earlier word that is not an adverb or a particle ("has not yet been", "was widely")
        let j = i - 1;
        while (j >= 0 && (tags[j] === "ADV" || tags[j] === "PART")) j--;
        if (j >= 0 && tags[j] === "AUX") {
          perfPass++;
          if (BE.has(words[j]!)) passive++;
        }
      }
      const prev = tags[i - 1];
      if (t === "NOUN" && prev === "ADJ") adjNoun++;
      if (t === "NOUN" && prev === "NOUN") nounNoun++;
    }
    for (let i = 0; i + 1 < tags.length; i++) {
      const k = `${tags[i]} ${tags[i + 1]}`;
      bi.set(k, (bi.get(k) ?? 0) + 1);
      nb++;
      if (i + 2 < tags.length) {
        const k3 = `${k} ${tags[i + 2]}`;
        tri.set(k3, (tri.get(k3) ?? 0) + 1);
        nt++;
      }
    }
    if (sw >= 4) {
      openings.push(wordTags.slice(0, 2).join(" "));
      sentRates.push({ noun: sn / sw, verb: sv / sw, adj: sa / sw });
    }
  }
  const n = Math.max(1, wordsN);
  const top5 = [...tri.values()].sort((a, b) => b - a).slice(0, 5).reduce((a, b) => a + b, 0);
  const nouns = counts.get("NOUN") ?? 0;
  const verbs = counts.get("VERB") ?? 0;
  return [
    ...UPOS_WORD_TAGS.map((t) => (counts.get(t) ?? 0) / n),
    punct / n,
    nouns + verbs ? nouns / (nouns + verbs) : 0.5,
    adjNoun / n,
    nounNoun / n,
    nominal / n,
    ing / n,
    perfPass / n,
    passive / Math.max(1, sents.length),
    modal / n,
    nb ? entropy(bi, nb) : 0,
    nt ? top5 / nt : 0,
    nt ? tri.size / Math.sqrt(nt) : 0,
    openings.length ? new Set(openings).size / openings.length : 0,
    std(sentRates.map((r) => r.noun)),
    std(sentRates.map((r) => r.verb)),
    std(sentRates.map((r) => r.adj)),
  ];
}

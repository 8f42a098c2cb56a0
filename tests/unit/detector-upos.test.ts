import { describe, expect, it } from "vitest";
import weights from "@/lib/text-tools/detector/data/weights.json";
import { analyzeLocally } from "@/lib/text-tools/detector/analyze";
import { styloVector } from "@/lib/text-tools/detector/local";
import { STYLO_FEATURES, styloFeatures } from "@/lib/text-tools/detector/stylometry";
import { buildContext } from "@/lib/text-tools/detector/text-context";
import { TAG_LM_KEPT, tagLmFeatures, tagLmKept } from "@/lib/text-tools/detector/tag-lm";
import { MAX_TAGGED_RUN, SYNTAX_FEATURES, UPOS_FEATURES, UPOS_PROFILE, syntaxFeatures, tagSentences, uposFeatures, uposProfile } from "@/lib/text-tools/detector/upos";

// The contextual tagger's syntax profile (upos.ts), read by the stylometric detector since the fourteenth session.
const get = (text: string, name: (typeof UPOS_PROFILE)[number]) => uposProfile(text)[UPOS_PROFILE.indexOf(name)]!;

describe("contextual part-of-speech profile", () => {
  it("tags a word by its sentence, not by a lexicon", () => {
    const [a, b] = tagSentences("The building was old. They were building a new wall.");
    expect(a!.words).toEqual(["the", "building", "was", "old", "."]);
    expect(a!.tags).toEqual(["DET", "NOUN", "AUX", "ADJ", "PUNCT"]);
    expect(b!.tags).toEqual(["PRON", "AUX", "VERB", "DET", "ADJ", "NOUN", "PUNCT"]);
    // so only the verb counts as an -ing verb: 1 of 10 words
    expect(get("The building was old. They were building a new wall.", "ingVerbRate")).toBeCloseTo(0.1, 9);
    expect(get("The morning meeting was interesting.", "ingVerbRate")).toBe(0);
  });

  it("counts nouns, adjective+noun pairs and nominalisations per word", () => {
    // the/DET quick/ADJ decision/NOUN required/VERB careful/ADJ consideration/NOUN ./PUNCT: 6 words
    const t = "The quick decision required careful consideration.";
    expect(get(t, "uposNOUN")).toBeCloseTo(2 / 6, 9);
    expect(get(t, "uposADJ")).toBeCloseTo(2 / 6, 9);
    expect(get(t, "adjNounRate")).toBeCloseTo(2 / 6, 9);
    expect(get(t, "nominalisationRate")).toBeCloseTo(2 / 6, 9);
    expect(get(t, "nounVerbShare")).toBeCloseTo(2 / 3, 9);
    expect(get(t, "uposPunct")).toBeCloseTo(1 / 6, 9);
    // "morning meeting" is a noun pair, not an adjective+noun pair, and neither noun is a nominalisation
    expect(get("The morning meeting was interesting.", "adjNounRate")).toBe(0);
    expect(get("The morning meeting was interesting.", "nominalisationRate")).toBe(0);
    expect(get("The morning meeting was interesting.", "nounNounRate")).toBeCloseTo(1 / 5, 9);
  });

  it("measures tag-pair entropy and tag-trigram concentration", () => {
    // tags DET ADJ NOUN VERB ADJ NOUN PUNCT: 6 tag pairs, ADJ-NOUN twice: H = 1/3 log2 3 + 4/6 log2 6
    const t = "The quick decision required careful consideration.";
    expect(get(t, "uposBigramEntropy")).toBeCloseTo(Math.log2(3) / 3 + (4 / 6) * Math.log2(6), 9);
    expect(get(t, "uposTrigramTop5Share")).toBe(1);
    expect(get(t, "uposTrigramDiversity")).toBeCloseTo(5 / Math.sqrt(5), 9);
    // three sentences of one pattern: 15 trigrams of 5 types, one opening, verb rate the same in each sentence
    const same = "The cat sat on the mat. The dog sat on the rug. The bird sat on the box.";
    expect(get(same, "uposTrigramDiversity")).toBeCloseTo(5 / Math.sqrt(15), 9);
    expect(get(same, "uposTrigramTop5Share")).toBe(1);
    expect(get(same, "uposOpeningDiversity")).toBeCloseTo(1 / 3, 9);
    expect(get(same, "verbSentStd2")).toBe(0);
    // a varied text has more tag-pair entropy and spreads its trigrams
    const varied = "The cat sat on the mat. We were running late, hoping the train had been delayed.";
    expect(get(varied, "uposBigramEntropy")).toBeGreaterThan(get(same, "uposBigramEntropy") + 1);
    expect(get(varied, "uposTrigramTop5Share")).toBeLessThan(0.5);
  });

  it("measures participles, passives and per-sentence verb variation", () => {
    // we/PRON were/AUX running/VERB late/ADJ ,/PUNCT hoping/VERB the/DET train/NOUN had/AUX been/AUX delayed/VERB ./PUNCT
    const t = "We were running late, hoping the train had been delayed.";
    expect(get(t, "ingVerbRate")).toBeCloseTo(2 / 10, 9);
    expect(get(t, "perfectPassiveRate")).toBeCloseTo(1 / 10, 9);
    expect(get(t, "passiveRate")).toBe(1);
    expect(get("She could go. They should stay here.", "modalRate")).toBeCloseTo(2 / 7, 9);
    // verb rates 1/6 and 3/10: sample standard deviation of two values = |a - b| / sqrt 2
    const two = "The cat sat on the mat. We were running late, hoping the train had been delayed.";
    expect(get(two, "verbSentStd2")).toBeCloseTo((3 / 10 - 1 / 6) / Math.SQRT2, 9);
  });

  it("gives finite features of the declared length, the kept ones in their order", () => {
    for (const t of ["", "One.", "In 2019, 42 of 57 patients improved.", "The quick decision required careful consideration."]) {
      const all = uposProfile(t);
      const kept = uposFeatures(t);
      expect(all).toHaveLength(UPOS_PROFILE.length);
      expect(kept).toHaveLength(UPOS_FEATURES.length);
      expect(all.every(Number.isFinite)).toBe(true);
      expect(kept).toEqual(UPOS_FEATURES.map((f) => all[UPOS_PROFILE.indexOf(f)]!));
    }
    expect(get("In 2019, 42 of 57 patients improved.", "uposNUM")).toBeCloseTo(3 / 7, 9);
  });

  it("is what the stylometric detector reads, in the order its committed model was fitted on", () => {
    const text = "We were running late, hoping the train had been delayed. The quick decision required careful consideration.";
    const ctx = buildContext(text);
    expect(styloVector(ctx)).toEqual([...styloFeatures(ctx), ...syntaxFeatures(text)]);
    expect(syntaxFeatures(text)).toEqual([...uposFeatures(text), ...tagLmKept(tagSentences(text))]);
    expect(SYNTAX_FEATURES).toEqual([...UPOS_FEATURES, ...TAG_LM_KEPT]);
    expect(weights.stylo.features).toEqual([...STYLO_FEATURES, ...SYNTAX_FEATURES]);
  });
});

describe("a long run of non-space characters", () => {
  // the tagger's tokenizer took 1.1 s on one 5,000-character "http://ahttp://a..." (a public route's whole input),
  // 17 ms on 1,000 characters: a run is cut to MAX_TAGGED_RUN characters before tagging; no training text has one
  it("is cut to MAX_TAGGED_RUN characters before tagging", () => {
    const words = tagSentences(`${"http://a".repeat(625)} ends here.`).flatMap((s) => s.words);
    expect(words.slice(-3)).toEqual(["ends", "here", "."]);
    expect(words.slice(0, -3).join("")).toHaveLength(MAX_TAGGED_RUN);
    expect(uposProfile("ab/".repeat(1700))).toEqual(uposProfile("ab/".repeat(1700).slice(0, MAX_TAGGED_RUN)));
  });

  it("keeps the whole detector quick on a 5,000-character token (it took 1.1 s)", () => {
    analyzeLocally("Warm the tagger up. It is built on first use.");
    const started = performance.now();
    analyzeLocally("http://a".repeat(625));
    expect(performance.now() - started).toBeLessThan(300);
  });
});

describe("part-of-speech trigram model of human writing (tag-lm.ts)", () => {
  const [surprisal, spread, sentSpread, rare, p90] = [0, 1, 2, 3, 4];
  const measure = (text: string) => tagLmFeatures(tagSentences(text));

  it("finds common constructions predictable and rare ones surprising", () => {
    const plain = measure("The dog ran to the park. She saw a big tree. They went home after lunch.");
    // noun pile-ups and a verbless fragment are constructions Brown prose seldom writes
    const odd = measure("Data pipeline latency budget overrun alert escalation. Quickly very the. Of of and to the.");
    expect(odd[surprisal]!).toBeGreaterThan(plain[surprisal]! + 0.5);
    expect(odd[rare]!).toBeGreaterThan(plain[rare]!);
    expect(odd[p90]!).toBeGreaterThan(plain[p90]!);
  });

  it("measures the spread over tags and between sentences", () => {
    const same = measure("The dog ran home. The cat ran home. The man ran home. The boy ran home.");
    const mixed = measure("The dog ran home. Data pipeline latency budget overrun alert escalation. The boy ran home. Quickly very the of.");
    expect(same[sentSpread]!).toBeLessThan(0.01);
    expect(mixed[sentSpread]!).toBeGreaterThan(same[sentSpread]! + 0.3);
    expect(mixed[spread]!).toBeGreaterThan(same[spread]!);
  });

  it("gives zeros for a text without words and finite values otherwise", () => {
    expect(measure("")).toEqual([0, 0, 0, 0, 0]);
    for (const t of ["One.", "In 2019, 42 of 57 patients improved.", "x ".repeat(2000)]) expect(measure(t).every(Number.isFinite)).toBe(true);
    expect(tagLmKept(tagSentences("The dog ran home."))).toHaveLength(TAG_LM_KEPT.length);
  });
});

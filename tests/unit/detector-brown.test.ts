import { describe, expect, it } from "vitest";
import { buildLm, detokenize, leaveOneOutBuilder, type BrownDoc, type LmJson } from "@/scripts/build-lm";
import { setLmDataForTraining, surprisalProfile } from "@/lib/text-tools/detector/lm";
import { setProfileDataForTraining, tagOf } from "@/lib/text-tools/detector/profile";
import { buildContext } from "@/lib/text-tools/detector/text-context";

// Three tiny "documents" in the shape readBrown() returns (sentences as the runtime tokenises them, raw tokens,
// counts of the corpus' coarse tags per word).
function doc(file: string, text: string[], tags: [string, string][]): BrownDoc {
  const tagCounts = new Map<string, Map<string, number>>();
  for (const [w, t] of tags) {
    const m = tagCounts.get(w) ?? new Map<string, number>();
    m.set(t, (m.get(t) ?? 0) + 1);
    tagCounts.set(w, m);
  }
  return { file, genre: file[1]!, sentences: text.map((s) => s.toLowerCase().split(" ")), tokens: text.map((s) => s.split(" ")), tagCounts };
}
const DOCS = [
  doc("ca01", ["the jury said the city was clean", "the jury said nothing", "the zebra ran"], [["jury", "N"], ["said", "D"], ["zebra", "N"]]),
  doc("cj01", ["the city said the jury was late", "the results were clean", "the zebra results"], [["results", "N"], ["zebra", "J"], ["zebra", "J"]]),
  doc("cn01", ["she said the city was quiet", "the jury was late again", "the results were late"], [["said", "V"], ["results", "N"]]),
];

/** A model as word-keyed maps, so models with different word ids compare. */
function canon(m: LmJson) {
  const w = (id: number) => (id === -1 ? "<s>" : id >= m.vocab.length ? "<unk>" : m.vocab[id]!);
  const big: Record<string, number> = {};
  for (let i = 0; i < m.big.length; i += 3) big[`${w(m.big[i]!)} ${w(m.big[i + 1]!)}`] = m.big[i + 2]!;
  const uni: Record<string, number> = { "<unk>": m.uni[m.vocab.length]! };
  const types: Record<string, number> = { "<s>": m.types[0]! };
  const tags: Record<string, string> = {};
  m.vocab.forEach((v, i) => { uni[v] = m.uni[i]!; tags[v] = m.tags[i]!; });
  for (let i = 0; i <= m.vocab.length; i++) types[w(i)] = m.types[i + 1]!;
  return { total: m.total, starts: m.starts, hapax: m.hapax, vocab: [...m.vocab].sort(), uni, types, big, tags };
}

describe("Brown leave-one-document-out models (scripts/build-lm.ts)", () => {
  it("subtracting one document's counts gives the model built without that document", () => {
    const ldo = leaveOneOutBuilder(DOCS);
    for (let k = 0; k < DOCS.length; k++) {
      const fast = ldo(k);
      const slow = buildLm(DOCS.filter((_, i) => i !== k));
      expect(canon(fast)).toEqual(canon(slow));
    }
    // Leaving a document out changes the model: "zebra" is seen twice in the corpus, once without ca01.
    expect(buildLm(DOCS).vocab).toContain("zebra");
    expect(ldo(0).vocab).not.toContain("zebra");
  });

  it("a left-out document's words are scored as unseen by the runtime features, then the committed model is restored", () => {
    const ctx = buildContext("The zebra ran.");
    const before = surprisalProfile(ctx).all;
    const ldo = leaveOneOutBuilder(DOCS)(0);
    setLmDataForTraining(ldo);
    setProfileDataForTraining(ldo);
    try {
      expect(surprisalProfile(ctx).oovRate).toBeGreaterThan(0);
      // "said" is tagged D once in ca01 and V once in cn01: without ca01 the lexicon says V.
      expect(tagOf("said")).toBe("V");
    } finally {
      setLmDataForTraining(null);
      setProfileDataForTraining(null);
    }
    expect(surprisalProfile(ctx).all).toEqual(before);
  });
});

describe("detokenize (Brown tokens to ordinary text)", () => {
  it("turns `` '' into straight quotes, attaches punctuation, moves a comma inside the closing quote", () => {
    expect(detokenize("`` Only a handful was received '' , the jury said .".split(" "))).toBe('"Only a handful was received," the jury said.');
    expect(detokenize("It would to me '' .".split(" "))).toBe('It would to me."');
  });
  it("drops Brown's doubled marks and spaces dashes and brackets as people type them", () => {
    expect(detokenize("won by Ivan Allen Jr. .".split(" "))).toBe("won by Ivan Allen Jr.");
    expect(detokenize("will widen ; ; new aspirants".split(" "))).toBe("will widen; new aspirants");
    expect(detokenize("efforts -- beginning in 1821 -- were made ( by Clay ) ?".split(" "))).toBe("efforts - beginning in 1821 - were made (by Clay)?");
  });
});

import { describe, expect, it } from "vitest";
import { historyFreeReader, TAGGER_CHAR_BUDGET } from "@/lib/text-tools/detector/tagger";
import { tagSentences } from "@/lib/text-tools/detector/upos";

// Written for this test. The primer ends a sentence on "student's", which the tagger keeps whole there; wink-nlp then
// added it to its lexicon for good and read every later "student's" as one token tagged as a name, not "student" + "'s".
const PRIMER = "That bag is the student's.";
const TEXT = "Homework has a direct bearing on a student's performance in class, and the U.S. data agree. Mr. Osei's view differs.";

describe("the tagger reads a text the same whatever the process read before", () => {
  it("a token the process met in another text does not change how this one is read", () => {
    const before = tagSentences(TEXT);
    expect(before[0]!.words).toContain("'s");
    tagSentences(PRIMER);
    expect(tagSentences(TEXT)).toEqual(before);
  });

  it("reads the same across the rebuild that bounds its memory", () => {
    const before = tagSentences(TEXT);
    // unseen tokens, each of which the tagger stores: a budget's worth forces a fresh instance
    let seed = 7;
    const token = () => `zq${((seed = (seed * 48271) % 2147483647) >>> 0).toString(36)}`;
    for (let read = 0; read <= TAGGER_CHAR_BUDGET; ) {
      const chunk = `${Array.from({ length: 600 }, token).join(" ")}.`;
      tagSentences(chunk);
      read += chunk.length;
    }
    expect(tagSentences(TEXT)).toEqual(before);
  }, 60_000);

  it("can be built again and again (the model's loader grew a string on every build until the 21st was refused)", () => {
    for (let i = 0; i < 22; i++) historyFreeReader();
  }, 90_000);
});

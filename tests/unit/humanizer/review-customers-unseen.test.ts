import { describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { resultTail } from "@/lib/text-tools/humanizer/result-tail";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";

/**
 * Twenty-first session: rewrites of texts written for this review in the manner of a 2024 chat model (essays,
 * proposals, lab reports, letters and stories of students and staff in Accra; none from train.jsonl or dev.jsonl),
 * read sentence by sentence. Each test failed on the code before its fix.
 */
const settings = STYLES.flatMap((style) => STRENGTHS.map((strength) => ({ style, strength, preserveLength: true })));
const rewrites = (text: string) => settings.map((o) => ({ setting: `${o.style}/${o.strength}`, out: humanizeLocal(text, o).text }));

describe("a result tail after a present perfect keeps the perfect, and a dated tail keeps its participle", () => {
  it("'has' + an -ly adverb or a short participle ('has hit', 'has cut') is a perfect: 'which has led', never 'which leads'", () => {
    expect(resultTail("Mobile money has significantly increased financial inclusion in rural areas, leading to lower transaction costs for traders.")).toBe(
      "Mobile money has significantly increased financial inclusion in rural areas, which has led to lower transaction costs for traders.",
    );
    expect(resultTail("The new levy has hit small traders particularly hard, forcing many of them to close their shops.")).toBe(
      "The new levy has hit small traders particularly hard, which has forced many of them to close their shops.",
    );
    expect(resultTail("The drought has cut maize output in the northern districts, pushing food prices to record levels.")).toBe(
      "The drought has cut maize output in the northern districts, which has pushed food prices to record levels.",
    );
  });

  it("a tail with a definite past time ('in 2023', 'last week') is left as it was: no 'which has forced ... in 2023'", () => {
    // \uE001 stands for a protected year, as the engine passes it
    expect(resultTail("Floods have damaged many of the main roads in the region, forcing the assembly to close two markets in \uE001.", "\uE001")).toBeNull();
    expect(resultTail("The storm has hit the northern coast very hard, leaving thousands without power last week.")).toBeNull();
    expect(resultTail("The scheme places a heavy burden on the national budget, costing an estimated \uE002 in \uE001 alone.", "\uE001")).toBeNull();
    // a time the perfect allows stays rewritable
    expect(resultTail("Heavy rains have destroyed several bridges in the region, leaving hundreds of farmers cut off since \uE001.", "\uE001")).toBe(
      "Heavy rains have destroyed several bridges in the region, which has left hundreds of farmers cut off since \uE001.",
    );
    const text =
      "Illegal mining has polluted the main rivers of the Western Region, forcing the water company to shut down two treatment plants in 2023. Residents now buy sachet water at high prices.";
    for (const { setting, out } of rewrites(text)) {
      expect(out, setting).not.toMatch(/which (?:has|have) \w+ [^.]*in 2023/);
      expect(out, setting).not.toMatch(/which (?:forces|shuts) [^.]*in 2023/);
    }
  });
});

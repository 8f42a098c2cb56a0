import { LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { beforeAll, describe, expect, it } from "vitest";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";
import { AI_TEXTS, devAiTexts } from "./fixtures";

/**
 * Fluency: harper.js (an offline grammar checker, used in tests only) must find no more new problems in the
 * rewrites than the inputs had, plus 1 per 1,000 words, for every style and strength. Runs on the fixtures and,
 * when the checkout has them, the first 40 AI texts of the shared dev set.
 */
const texts = [...AI_TEXTS, ...devAiTexts(30)];
let linter: LocalLinter;
const inputLints = new Map<string, string[]>();
beforeAll(async () => {
  linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
  for (const t of texts) inputLints.set(t, (await linter.lint(t)).map((l) => l.message()));
}, 120_000);

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("fluency (harper.js)", () => {
  for (const style of STYLES) {
    for (const strength of STRENGTHS) {
      it(`${style} / ${strength}: no more new grammar problems than 1 per 1,000 words`, async () => {
        let before = 0, after = 0, words = 0;
        const worst: string[] = [];
        for (const text of texts) {
          const out = humanizeLocal(text, { style, strength, preserveLength: true }).text;
          const a = inputLints.get(text)!;
          const b = out === text ? [] : await linter.lint(out);
          before += a.length;
          after += out === text ? a.length : b.length;
          words += wordCount(text);
          if (b.length > a.length) {
            const seen = new Set(a);
            worst.push(...b.filter((l) => !seen.has(l.message())).map((l) => `${l.message()} «${out.slice(Math.max(0, l.span().start - 30), l.span().end + 30)}»`));
          }
        }
        expect(after - before, worst.slice(0, 8).join("\n")).toBeLessThanOrEqual(words / 1000);
      }, 60_000);
    }
  }
});

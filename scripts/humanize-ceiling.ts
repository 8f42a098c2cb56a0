/**
 * Which detector keeps rewrites above 40: rewrites `count` AI texts of FILE in one setting, then re-scores each with
 * one or more of the four local services replaced by that service's median logit over FILE's human texts (the
 * combiner unchanged). `npx tsx scripts/humanize-ceiling.ts [file=../shared/data/detector/dev.jsonl] [count=100]
 * [style:strength=professional:medium]`. An analysis for the humanizer's README, never used by the product: the
 * humanizer does not call the detector.
 */
import { readFileSync } from "node:fs";
import { analyzeLocally } from "../lib/text-tools/detector/analyze";
import { combineLocal, toPercent, type CombinerInput } from "../lib/text-tools/detector/combine";
import { combinerModel, SERVICE_NAMES, type LocalDetector } from "../lib/text-tools/detector/local";
import { humanizeLocal } from "../lib/text-tools/humanizer/engine";
import type { HumanizeOptions } from "../lib/text-tools/humanizer/types";

const [file = "../shared/data/detector/dev.jsonl", countArg = "100", setting = "professional:medium"] = process.argv.slice(2);
const [style, strength] = setting.split(":") as [HumanizeOptions["style"], HumanizeOptions["strength"]];
type Line = { text: string; label: string };
const lines = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Line);
const keyOf = new Map(Object.entries(SERVICE_NAMES).map(([k, name]) => [name, k as LocalDetector]));

/** The four services' logits as the combiner sees them (from their reported probabilities, kept off 0 and 1). */
function logits(text: string): CombinerInput {
  const out: CombinerInput = {};
  for (const s of analyzeLocally(text).services) {
    const p = Math.min(0.999, Math.max(0.001, s.aiProbability / 100));
    out[keyOf.get(s.service)!] = Math.log(p / (1 - p));
  }
  return out;
}

const human = lines.filter((l) => l.label === "human").map((l) => logits(l.text));
const median = (k: LocalDetector) => {
  const v = human.map((h) => h[k]!).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)]!;
};
const rewrites = lines.filter((l) => l.label === "ai").slice(0, Number(countArg))
  .map((l) => logits(humanizeLocal(l.text, { style, strength, preserveLength: true }).text));
const swaps: LocalDetector[][] = [[], ["lex"], ["lm", "stylo"], ["ngram"], ["lex", "lm", "stylo"], ["lex", "ngram"]];
console.log(`${setting}, ${rewrites.length} rewrites of ${file}`);
for (const swap of swaps) {
  const below = rewrites.filter((r) => {
    const x = { ...r };
    for (const k of swap) x[k] = median(k);
    return toPercent(combineLocal(combinerModel(), x)!) < 40;
  }).length;
  console.log(`at the human median: ${(swap.join(" + ") || "none").padEnd(20)} below 40: ${(below / rewrites.length).toFixed(2)}`);
}

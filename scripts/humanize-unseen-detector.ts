/**
 * Does the humanizer fool only the product's own detector? A second, independent detector that the humanizer was
 * never tuned against: naive Bayes over word unigrams and bigrams (binary, Laplace), fitted on the lines of
 * train.jsonl that are *not* MIT/Apache-2.0, i.e. the evaluation-only lines the shipped models may not be trained
 * on (this model is never shipped: it exists only inside this measurement). Its threshold is the score that 5% of
 * the human texts of FILE reach; the script reports how many AI texts it catches before and after the rewrite, per
 * setting. `npx tsx scripts/humanize-unseen-detector.ts [file=../shared/data/detector/dev.jsonl] [limit=100]
 * [style:strength ...]`.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { humanizeLocal } from "../lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES, type HumanizeOptions } from "../lib/text-tools/humanizer/types";
import { repair } from "../lib/text-tools/humanizer/verify";

type Line = { text: string; label: "human" | "ai"; license: string };
const [file = "../shared/data/detector/dev.jsonl", limitArg = "100", ...only] = process.argv.slice(2);
const read = (p: string) => readFileSync(p, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Line);
const PERMISSIVE = /^(?:MIT|Apache)/i;

const grams = (t: string) => {
  const ws = t.toLowerCase().match(/[a-z]+(?:'[a-z]+)?|\d+/g) ?? [];
  const out = new Set<string>();
  ws.forEach((w, i) => {
    const tok = /\d/.test(w) ? "<num>" : w;
    out.add(tok);
    if (i) out.add(`${/\d/.test(ws[i - 1]!) ? "<num>" : ws[i - 1]} ${tok}`);
  });
  return out;
};

// fit: document frequency of each gram per class
const train = read(join(dirname(file), "train.jsonl")).filter((l) => !PERMISSIVE.test(l.license));
const df = { human: new Map<string, number>(), ai: new Map<string, number>() };
const docs = { human: 0, ai: 0 };
for (const l of train) {
  docs[l.label]++;
  for (const g of grams(l.text)) df[l.label].set(g, (df[l.label].get(g) ?? 0) + 1);
}
const weight = new Map<string, number>();
for (const g of new Set([...df.human.keys(), ...df.ai.keys()])) {
  const a = df.ai.get(g) ?? 0, h = df.human.get(g) ?? 0;
  if (a + h < 3) continue; // a gram seen in one or two texts says more about the text than the class
  weight.set(g, Math.log((a + 1) / (docs.ai + 2)) - Math.log((h + 1) / (docs.human + 2)));
}
// mean log-likelihood ratio per gram, so length does not decide
const score = (t: string) => {
  let s = 0, n = 0;
  for (const g of grams(t)) {
    const w = weight.get(g);
    if (w !== undefined) { s += w; n++; }
  }
  return n ? s / n : 0;
};

const lines = read(file);
const humans = lines.filter((l) => l.label === "human").map((l) => score(l.text)).sort((a, b) => a - b);
const ais = lines.filter((l) => l.label === "ai").slice(0, Number(limitArg));
const threshold = humans[Math.floor(humans.length * 0.95)]!;
const auroc = (() => {
  const all = lines.map((l) => ({ s: score(l.text), ai: l.label === "ai" }));
  let pairs = 0, wins = 0;
  for (const a of all) if (a.ai) for (const h of all) if (!h.ai) { pairs++; wins += a.s > h.s ? 1 : a.s === h.s ? 0.5 : 0; }
  return wins / pairs;
})();
const caught = (texts: string[]) => texts.filter((t) => score(t) > threshold).length / texts.length;
console.log(`unseen detector: word/word-pair naive Bayes on ${train.length} evaluation-only train lines; AUROC on ${file} ${auroc.toFixed(3)}; threshold at 5% of its human texts`);
console.log(`original AI texts caught: ${caught(ais.map((l) => l.text)).toFixed(3)} (n=${ais.length})`);
for (const style of STYLES) for (const strength of STRENGTHS) {
  if (only.length && !only.includes(`${style}:${strength}`)) continue;
  const opts: HumanizeOptions = { style, strength, preserveLength: true };
  const outs = ais.map((l) => repair(humanizeLocal(l.text, opts).text, opts));
  console.log(`${style.padEnd(12)} ${strength.padEnd(6)} caught=${caught(outs).toFixed(3)}`);
}

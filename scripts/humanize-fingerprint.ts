/**
 * Can a detector that has seen this humanizer's output spot it? Commercial detectors retrain on the output of
 * popular humanizers, so a rewrite that swaps every "despite" for "even with" trades one tell for another. This
 * measures it: the AI texts of FILE are rewritten; a word/word-pair naive Bayes (binary, Laplace, as in
 * humanize-unseen-detector.ts) is fitted on the even-numbered rewrites against the even-numbered human texts of FILE
 * and scored on the odd-numbered ones (AUROC: 0.5 = indistinguishable from people's writing). The same model fitted
 * on the original AI texts gives the baseline: a humanizer should leave its output no easier to tell from human text
 * than its input was. Top grams: the evidence the adapted model leans on most, with their document counts.
 * Nothing here is shipped; train.jsonl is the tuning file (judge on dev).
 * `npx tsx --conditions=react-server scripts/humanize-fingerprint.ts [file=../shared/data/detector/train.jsonl]
 * [style:strength ...]`
 */
import { readFileSync } from "node:fs";
import { humanizeLocal } from "../lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES, type HumanizeOptions } from "../lib/text-tools/humanizer/types";
import { repair } from "../lib/text-tools/humanizer/verify";

type Line = { text: string; label: "human" | "ai" };
const [file = "../shared/data/detector/train.jsonl", ...only] = process.argv.slice(2);
const lines = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Line);
const human = lines.filter((l) => l.label === "human").map((l) => l.text);
const ai = lines.filter((l) => l.label === "ai").map((l) => l.text);

const grams = (t: string) => {
  const ws = t.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  const out = new Set(ws);
  for (let i = 1; i < ws.length; i++) out.add(`${ws[i - 1]} ${ws[i]}`);
  return out;
};
const docFreq = (sets: Set<string>[]) => {
  const m = new Map<string, number>();
  for (const s of sets) for (const g of s) m.set(g, (m.get(g) ?? 0) + 1);
  return m;
};
const humanGrams = human.map(grams);
const even = <T>(xs: T[]) => xs.filter((_, i) => i % 2 === 0);
const odd = <T>(xs: T[]) => xs.filter((_, i) => i % 2 === 1);

function separability(texts: string[]) {
  const g = texts.map(grams);
  const [fa, fh] = [docFreq(even(g)), docFreq(even(humanGrams))];
  const [na, nh] = [even(g).length, even(humanGrams).length];
  const w = new Map<string, number>();
  for (const k of new Set([...fa.keys(), ...fh.keys()])) {
    const a = fa.get(k) ?? 0, h = fh.get(k) ?? 0;
    if (a + h >= 3) w.set(k, Math.log((a + 1) / (na + 2)) - Math.log((h + 1) / (nh + 2)));
  }
  const score = (s: Set<string>) => [...s].reduce((z, k) => z + (w.get(k) ?? 0), 0) / Math.sqrt(s.size + 1);
  const pa = odd(g).map(score), ph = odd(humanGrams).map(score);
  let wins = 0;
  for (const a of pa) for (const h of ph) wins += a > h ? 1 : a === h ? 0.5 : 0;
  const top = [...w].map(([k, v]) => ({ k, e: v * (fa.get(k) ?? 0) })).sort((x, y) => y.e - x.e).slice(0, 8);
  return { auroc: wins / pa.length / ph.length, top: top.map((t) => `${t.k} (${fa.get(t.k)}/${fh.get(t.k) ?? 0})`).join(", ") };
}

const base = separability(ai);
console.log(`${file}: ${ai.length} AI and ${human.length} human texts; fitted on even lines, scored on odd ones`);
console.log(`original AI texts vs human: AUROC ${base.auroc.toFixed(4)}`);
for (const style of STYLES) for (const strength of STRENGTHS) {
  if (only.length && !only.includes(`${style}:${strength}`)) continue;
  const opts: HumanizeOptions = { style, strength, preserveLength: true };
  const r = separability(ai.map((t) => repair(humanizeLocal(t, opts).text, opts)));
  console.log(`${style.padEnd(12)} ${strength.padEnd(6)} AUROC ${r.auroc.toFixed(4)}  leans on: ${r.top}`);
}

/**
 * In-process mirror of ../shared/eval/humanize.mjs (same detector scoring, below40 / mean / content-words-kept
 * formulas) for fast iteration on the humanizer without a server:
 * `npx tsx scripts/eval-humanize-local.ts [file=../shared/data/detector/dev.jsonl] [limit=100] [style:strength]`.
 * Set DUMP=path to write every rewrite with its scores as JSON.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { analyzeLocally } from "../lib/text-tools/detector/analyze";
import { combineAll, toPercent } from "../lib/text-tools/detector/combine";
import { humanizeLocal } from "../lib/text-tools/humanizer/engine";
import { repair } from "../lib/text-tools/humanizer/verify";
import { STYLES, STRENGTHS } from "../lib/text-tools/humanizer/types";

const file = process.argv[2] ?? "../shared/data/detector/dev.jsonl";
const limit = Number(process.argv[3] ?? 100);
const only = process.argv[4]; // e.g. "casual:heavy"
type Item = { id: string; label: string; text: string };
const items = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Item).filter((x) => x.label === "ai").slice(0, limit);
const score = (t: string) => toPercent(combineAll(analyzeLocally(t).localLogit, [])!);
const STOP = new Set("that this with from have were been their there which would could should about into than then them they these those what when where while also more most such only other some very just over under after before because being does done each both many much upon your ours".split(" "));
const words = (s: string) => s.toLowerCase().match(/[a-z][a-z'-]*/g) || [];
const contentKeys = (s: string) => new Set(words(s).filter((w) => w.length >= 4 && !STOP.has(w)).map((w) => w.slice(0, 5)));
const before = items.map((x) => score(x.text));
const dump: Array<Record<string, unknown>> = [];
for (const style of STYLES) for (const strength of STRENGTHS) {
  if (only && only !== `${style}:${strength}`) continue;
  const opts = { style, strength, preserveLength: process.env.PRESERVE !== "0" } as const;
  let below = 0, sum = 0, kept = 0; const ratios: number[] = []; let ms = 0;
  items.forEach((it, i) => {
    const t0 = performance.now();
    const out = repair(humanizeLocal(it.text, opts).text, opts);
    ms = Math.max(ms, performance.now() - t0);
    const s = score(out);
    if (s < 40) below++; sum += s;
    const a = contentKeys(it.text), b = contentKeys(out);
    kept += [...a].filter((k) => b.has(k)).length / (a.size || 1);
    ratios.push(out.length / it.text.length);
    dump.push({ style, strength, id: it.id, before: before[i], after: s, text: it.text, out });
  });
  ratios.sort((x, y) => x - y);
  const n = items.length;
  console.log(`${style.padEnd(12)} ${strength.padEnd(6)} below40=${(below / n).toFixed(3)} mean=${(sum / n).toFixed(1)} kept=${(kept / n).toFixed(3)} len_p5=${ratios[Math.floor(n * 0.05)]!.toFixed(2)} len_p95=${ratios[Math.floor(n * 0.95)]!.toFixed(2)} maxms=${ms.toFixed(0)}`);
}
console.log(`before: below40=${(before.filter((x) => x < 40).length / items.length).toFixed(3)} mean=${(before.reduce((a, b) => a + b, 0) / items.length).toFixed(1)}`);
if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(dump, null, 1));

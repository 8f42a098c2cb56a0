/**
 * Speed of the local humanizer on 5,000-character texts: `npm run bench:humanize`. Prints median and p95 per
 * style/strength and overall. Texts are built from the shared dev set's AI texts when present (else a fixture).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { humanizeLocal } from "@/lib/text-tools/humanizer/engine";
import { STRENGTHS, STYLES } from "@/lib/text-tools/humanizer/types";
import { AI_TEXTS } from "@/tests/unit/humanizer/fixtures";

const dev = path.resolve("../shared/data/detector/dev.jsonl");
const pool: string[] = existsSync(dev)
  ? readFileSync(dev, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as { label: string; text: string }).filter((r) => r.label === "ai").map((r) => r.text)
  : AI_TEXTS;

// 20 different texts of exactly 5,000 characters (cut at a sentence end, padded with more sentences)
const texts: string[] = [];
for (let i = 0; texts.length < 20; i++) {
  let t = "";
  for (let j = i; t.length < 5000; j++) t += (t ? "\n\n" : "") + pool[j % pool.length];
  texts.push(t.slice(0, 5000));
}

const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const all: number[] = [];
for (const t of texts.slice(0, 3)) humanizeLocal(t, { style: "professional", strength: "medium", preserveLength: true }); // warm-up
for (const style of STYLES) {
  for (const strength of STRENGTHS) {
    const ms: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const t of texts) {
        const t0 = performance.now();
        humanizeLocal(t, { style, strength, preserveLength: true });
        ms.push(performance.now() - t0);
      }
    }
    all.push(...ms);
    console.log(`${style.padEnd(12)} ${strength.padEnd(6)} median ${q(ms, 0.5).toFixed(1)} ms  p95 ${q(ms, 0.95).toFixed(1)} ms`);
  }
}
console.log(`overall (${all.length} runs of 5,000 characters): median ${q(all, 0.5).toFixed(1)} ms  p95 ${q(all, 0.95).toFixed(1)} ms`);

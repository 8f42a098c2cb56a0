/**
 * Logistic regression: the scoring used at run time and the fitting used by scripts/train-detector.ts.
 * A model is z-scored features, weights and a bias; score() gives the logit, sigmoid() the probability.
 */
export type LinearModel = { features: readonly string[]; mean: number[]; std: number[]; w: number[]; b: number };

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

export function score(model: LinearModel, x: number[]): number {
  let z = model.b;
  for (let i = 0; i < model.w.length; i++) {
    const v = ((x[i] ?? 0) - model.mean[i]!) / (model.std[i] || 1);
    // Clip z-scores so an odd text (all digits, one word) cannot push a detector to certainty.
    z += model.w[i]! * Math.max(-5, Math.min(5, v));
  }
  return z;
}

/** Fits a dense L2-regularised logistic regression by full-batch gradient descent with Adam. */
export function fitLogistic(names: readonly string[], X: number[][], y: number[], opts: { l2?: number; epochs?: number; lr?: number; nonNegative?: boolean; minWeight?: number; sampleWeight?: number[] } = {}): LinearModel {
  const d = names.length;
  const l2 = opts.l2 ?? 0.01;
  const epochs = opts.epochs ?? 600;
  const lr = opts.lr ?? 0.05;
  const mu = Array.from({ length: d }, (_, j) => X.reduce((a, r) => a + r[j]!, 0) / X.length);
  const sd = Array.from({ length: d }, (_, j) => Math.sqrt(X.reduce((a, r) => a + (r[j]! - mu[j]!) ** 2, 0) / X.length) || 1);
  const Z = X.map((r) => r.map((v, j) => Math.max(-5, Math.min(5, (v - mu[j]!) / sd[j]!))));
  const w = new Array(d).fill(0);
  let b = 0;
  // Optional per-row weights (the loss is a weighted mean; default 1 each).
  const sw = opts.sampleWeight;
  const wsum = sw ? sw.reduce((a, x) => a + x, 0) : Z.length;
  const m = new Array(d + 1).fill(0);
  const v = new Array(d + 1).fill(0);
  for (let t = 1; t <= epochs; t++) {
    const g = new Array(d + 1).fill(0);
    for (let i = 0; i < Z.length; i++) {
      let z = b;
      for (let j = 0; j < d; j++) z += w[j] * Z[i]![j]!;
      const e = (sigmoid(z) - y[i]!) * (sw ? sw[i]! : 1);
      for (let j = 0; j < d; j++) g[j] += e * Z[i]![j]!;
      g[d] += e;
    }
    for (let j = 0; j <= d; j++) {
      g[j] = g[j] / wsum + (j < d ? l2 * w[j] : 0);
      m[j] = 0.9 * m[j] + 0.1 * g[j];
      v[j] = 0.999 * v[j] + 0.001 * g[j] * g[j];
      const step = (lr * (m[j] / (1 - 0.9 ** t))) / (Math.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-8);
      // nonNegative: weights kept >= minWeight (default 0), so every input counts in its own direction.
      if (j < d) w[j] = opts.nonNegative ? Math.max(opts.minWeight ?? 0, w[j] - step) : w[j] - step;
      else b -= step;
    }
  }
  return { features: [...names], mean: mu, std: sd, w, b };
}

/**
 * Gradient-boosted regression trees for the logistic loss (small, depth-limited, fitted on quantile bins), used
 * as the detector's combiner over the topic-free features. Scoring is a few hundred comparisons: microseconds.
 * A tree is a flat array of nodes: [feature, threshold, left, right] for a split, [-1, value] for a leaf.
 */
export type Tree = number[][];
export type Boosted = { features: readonly string[]; base: number; rate: number; trees: Tree[] };

export function boostedScore(model: Boosted, x: number[]): number {
  let z = model.base;
  for (const t of model.trees) {
    let n = 0;
    for (;;) {
      const node = t[n]!;
      if (node[0] === -1) {
        z += model.rate * node[1]!;
        break;
      }
      n = (x[node[0]!] ?? 0) <= node[1]! ? node[2]! : node[3]!;
    }
  }
  return z;
}

export type BoostOptions = { sampleWeight?: number[]; rounds?: number; depth?: number; rate?: number; minLeaf?: number; lambda?: number; bins?: number; subsample?: number; seed?: number };

/** Fits by Newton boosting (second-order leaf values, L2 `lambda` on leaves). Deterministic for a given seed. */
export function fitBoosted(names: readonly string[], X: number[][], y: number[], opts: BoostOptions = {}): Boosted {
  const rounds = opts.rounds ?? 200;
  const depth = opts.depth ?? 2;
  const rate = opts.rate ?? 0.1;
  const minLeaf = opts.minLeaf ?? 20;
  const lambda = opts.lambda ?? 1;
  const nb = opts.bins ?? 32;
  const sub = opts.subsample ?? 0.8;
  let seed = opts.seed ?? 11;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const n = X.length;
  const d = names.length;
  // Candidate thresholds per feature: quantiles of the training values.
  const cuts: number[][] = [];
  for (let j = 0; j < d; j++) {
    const v = X.map((r) => r[j]!).sort((a, b) => a - b);
    const c = new Set<number>();
    for (let q = 1; q < nb; q++) {
      const i = Math.floor((q / nb) * (n - 1));
      if (v[i]! < v[n - 1]!) c.add((v[i]! + v[Math.min(n - 1, i + 1)]!) / 2);
    }
    cuts.push([...c].sort((a, b) => a - b));
  }
  // Bin index per row and feature.
  const bin = X.map((r) => r.map((v, j) => {
    const c = cuts[j]!;
    let lo = 0;
    let hi = c.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v <= c[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }));
  const pos = y.reduce((a, b) => a + b, 0);
  const base = Math.log((pos + 1) / (n - pos + 1));
  const z = new Array(n).fill(base);
  const trees: Tree[] = [];
  for (let r = 0; r < rounds; r++) {
    const sw = opts.sampleWeight;
    const g = z.map((zi, i) => (1 / (1 + Math.exp(-zi)) - y[i]!) * (sw ? sw[i]! : 1));
    const h = z.map((zi, i) => {
      const p = 1 / (1 + Math.exp(-zi));
      return Math.max(1e-6, p * (1 - p)) * (sw ? sw[i]! : 1);
    });
    const rows = [];
    for (let i = 0; i < n; i++) if (rand() < sub) rows.push(i);
    const tree: Tree = [];
    const grow = (idx: number[], level: number): number => {
      const G = idx.reduce((a, i) => a + g[i]!, 0);
      const H = idx.reduce((a, i) => a + h[i]!, 0);
      const me = tree.length;
      tree.push([-1, -G / (H + lambda)]);
      if (level >= depth || idx.length < 2 * minLeaf) return me;
      let best = { gain: 1e-9, j: -1, b: -1 };
      const parent = (G * G) / (H + lambda);
      for (let j = 0; j < d; j++) {
        const nc = cuts[j]!.length;
        if (!nc) continue;
        const gs = new Float64Array(nc + 1);
        const hs = new Float64Array(nc + 1);
        const cs = new Int32Array(nc + 1);
        for (const i of idx) {
          const b = bin[i]![j]!;
          gs[b] += g[i]!;
          hs[b] += h[i]!;
          cs[b]++;
        }
        let gl = 0, hl = 0, cl = 0;
        for (let b = 0; b < nc; b++) {
          gl += gs[b]!;
          hl += hs[b]!;
          cl += cs[b]!;
          if (cl < minLeaf || idx.length - cl < minLeaf) continue;
          const gr = G - gl, hr = H - hl;
          const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
          if (gain > best.gain) best = { gain, j, b };
        }
      }
      if (best.j < 0) return me;
      const thr = cuts[best.j]![best.b]!;
      const L = idx.filter((i) => bin[i]![best.j]! <= best.b);
      const R = idx.filter((i) => bin[i]![best.j]! > best.b);
      const left = grow(L, level + 1);
      const right = grow(R, level + 1);
      tree[me] = [best.j, thr, left, right];
      return me;
    };
    grow(rows, 0);
    trees.push(tree.map((nd) => nd.map((v) => Math.round(v * 1e6) / 1e6)));
    const model = { features: names, base, rate, trees: [tree] };
    for (let i = 0; i < n; i++) z[i] = z[i]! + boostedScore({ ...model, base: 0 }, X[i]!);
  }
  return { features: [...names], base, rate, trees };
}

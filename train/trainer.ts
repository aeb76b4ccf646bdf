import { DOMAIN_NAMES } from "../src/assess/learned/domains";
import {
  DOMAIN_BUCKETS,
  type Features,
  featurize,
  LEVEL_BUCKETS,
} from "../src/assess/learned/features";
import {
  decodeModel,
  encodeModel,
  type LearnedHeader,
  type LearnedModel,
} from "../src/assess/learned/model";
import { COMPLEXITY_LEVELS, type Complexity } from "../src/assess/schema";
import type { TrainRow } from "./data";

/**
 * Training of the learned tier: AdaGrad on softmax cross-entropy (level) and
 * per-domain logistic loss, L2-regularised, class-balanced, with a fixed seed.
 * Deterministic: the same rows in the same order give the same bytes.
 */

export const SEED = 20261130;

/** Chosen by cross-validation on the training rows (`npm run eval`), never on the held-out set. */
export const HYPER = {
  epochs: 12,
  learningRate: 0.4,
  l2: 1e-3,
  /** Weight of a row written for this router against a HWU64 row (a voice assistant's phrasing). */
  ownWeight: 3,
  /** 0.5: class weights by the square root of inverse frequency; 1: fully balanced. */
  balance: 0.5,
  seed: SEED,
};
export type Hyper = typeof HYPER;

/** Precision a level must reach on the calibration split before the tier decides it. */
export const TARGET_PRECISION: Record<Complexity, number> = {
  // An atom also needs the rules to see no work (no floor, no steering): they guard the rest.
  atom: 0.98,
  molecule: 0.97,
  cell: 0.95,
  organ: 0.95,
  organism: 0.95,
};
/** Never decide below this, whatever the calibration split says. */
const MIN_THRESHOLD = 0.6;
/** A level predicted fewer times than this on the calibration split is never decided alone. */
const MIN_SUPPORT = 15;
const NEVER = 1.01;

/** mulberry32: a small seeded PRNG, so shuffles are the same on every machine. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface FloatModel {
  level: Float64Array;
  levelBias: Float64Array;
  domain: Float64Array;
  domainBias: Float64Array;
}

interface Encoded {
  features: Features;
  level: number;
  domains: Set<number>;
  weight: number;
}

function encode(rows: readonly TrainRow[], ownWeight: number): Encoded[] {
  return rows.map((r) => ({
    features: featurize(r.text),
    level: COMPLEXITY_LEVELS.indexOf(r.level),
    domains: new Set(r.domains.map((d) => DOMAIN_NAMES.indexOf(d))),
    weight: r.source === "hwu64" ? 1 : ownWeight,
  }));
}

/** Fits float weights. */
export function fitModel(rows: readonly TrainRow[], hyper: Hyper = HYPER): FloatModel {
  const { learningRate: LEARNING_RATE } = hyper;
  const K = COMPLEXITY_LEVELS.length;
  const D = DOMAIN_NAMES.length;
  const m: FloatModel = {
    level: new Float64Array(LEVEL_BUCKETS * K),
    levelBias: new Float64Array(K),
    domain: new Float64Array(DOMAIN_BUCKETS * D),
    domainBias: new Float64Array(D).fill(-3),
  };
  const g2Level = new Float64Array(LEVEL_BUCKETS * K).fill(1e-8);
  const g2LevelBias = new Float64Array(K).fill(1e-8);
  const g2Domain = new Float64Array(DOMAIN_BUCKETS * D).fill(1e-8);
  const g2DomainBias = new Float64Array(D).fill(1e-8);
  const data = encode(rows, hyper.ownWeight);
  // Class-balanced: rare levels weigh more (by the `balance` power of inverse frequency).
  const counts = new Array(K).fill(0);
  for (const e of data) counts[e.level] += e.weight;
  const total = counts.reduce((a, b) => a + b, 0);
  const classWeight = counts.map((c) => (c ? (total / K / c) ** hyper.balance : 0));
  const random = rng(hyper.seed);
  const probs = new Float64Array(K);
  const z = new Float64Array(K);
  const gLevel = new Float64Array(K);
  const s = new Float64Array(D);
  const gDomain = new Float64Array(D);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    for (const e of shuffled(data, random)) {
      const w = (classWeight[e.level] as number) * e.weight;
      // Level head: logits, then one pass over the features (each bucket's K weights are adjacent).
      for (let k = 0; k < K; k++) z[k] = m.levelBias[k] as number;
      for (const b of e.features.level) {
        const row = b * K;
        for (let k = 0; k < K; k++) z[k] = (z[k] as number) + (m.level[row + k] as number);
      }
      softmaxInto(z, probs);
      for (let k = 0; k < K; k++) {
        const g = w * ((probs[k] as number) - (k === e.level ? 1 : 0));
        gLevel[k] = g;
        g2LevelBias[k] = (g2LevelBias[k] as number) + g * g;
        m.levelBias[k] =
          (m.levelBias[k] as number) - (LEARNING_RATE * g) / Math.sqrt(g2LevelBias[k] as number);
      }
      for (const b of e.features.level) adagrad(m.level, g2Level, b * K, gLevel, K, hyper);
      // Domain heads, the same way.
      for (let d = 0; d < D; d++) s[d] = m.domainBias[d] as number;
      for (const b of e.features.domain) {
        if (b < 0) continue;
        const row = b * D;
        for (let d = 0; d < D; d++) s[d] = (s[d] as number) + (m.domain[row + d] as number);
      }
      for (let d = 0; d < D; d++) {
        const g = 1 / (1 + Math.exp(-(s[d] as number))) - (e.domains.has(d) ? 1 : 0);
        gDomain[d] = g;
        g2DomainBias[d] = (g2DomainBias[d] as number) + g * g;
        m.domainBias[d] =
          (m.domainBias[d] as number) - (LEARNING_RATE * g) / Math.sqrt(g2DomainBias[d] as number);
      }
      for (const b of e.features.domain)
        if (b >= 0) adagrad(m.domain, g2Domain, b * D, gDomain, D, hyper);
    }
  }
  return m;
}

/** One AdaGrad step on the `n` adjacent weights of a bucket, with L2. */
function adagrad(
  weights: Float64Array,
  g2: Float64Array,
  row: number,
  grad: Float64Array,
  n: number,
  { learningRate, l2 }: Hyper,
) {
  for (let j = 0; j < n; j++) {
    const i = row + j;
    const g = (grad[j] as number) + l2 * (weights[i] as number);
    g2[i] = (g2[i] as number) + g * g;
    weights[i] = (weights[i] as number) - (learningRate * g) / Math.sqrt(g2[i] as number);
  }
}

function softmaxInto(z: Float64Array, out: Float64Array) {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let k = 0; k < z.length; k++) {
    out[k] = Math.exp((z[k] as number) - max);
    sum += out[k] as number;
  }
  for (let k = 0; k < z.length; k++) out[k] = (out[k] as number) / sum;
}

function quantize(weights: Float64Array): { q: Int8Array; scale: number } {
  let max = 0;
  for (const w of weights) if (Math.abs(w) > max) max = Math.abs(w);
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++)
    q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] as number) / scale)));
  return { q, scale: round6(scale) };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * Quantises a fitted model, fits its temperature and per-level thresholds on
 * the calibration rows (never seen by `fit`), and returns the artifact.
 */
export function build(
  m: FloatModel,
  calibration: readonly TrainRow[],
  trainedOn: string,
): Uint8Array {
  const level = quantize(m.level);
  const domain = quantize(m.domain);
  const base: Omit<LearnedHeader, "checksum"> = {
    levels: COMPLEXITY_LEVELS,
    domains: DOMAIN_NAMES,
    levelBuckets: LEVEL_BUCKETS,
    domainBuckets: DOMAIN_BUCKETS,
    levelScale: level.scale,
    domainScale: domain.scale,
    levelBias: [...m.levelBias].map(round6),
    domainBias: [...m.domainBias].map(round6),
    temperature: 1,
    thresholds: { atom: NEVER, molecule: NEVER, cell: NEVER, organ: NEVER, organism: NEVER },
    domainThreshold: 0.5,
    trainedOn,
  };
  const uncalibrated = decodeModel(encodeModel(base, level.q, domain.q));
  const temperature = fitTemperature(uncalibrated, calibration);
  const withT = decodeModel(encodeModel({ ...base, temperature }, level.q, domain.q));
  const thresholds = chooseThresholds(withT, calibration);
  return encodeModel({ ...base, temperature, thresholds }, level.q, domain.q);
}

/** The temperature (0.5–8, step 0.1) that minimises log-loss on the calibration rows. */
function fitTemperature(model: LearnedModel, rows: readonly TrainRow[]): number {
  const logits = rows.map((r) => {
    const p = model.predict(r.text).probabilities;
    return {
      log: COMPLEXITY_LEVELS.map((l) => Math.log(Math.max(p[l], 1e-12))),
      want: COMPLEXITY_LEVELS.indexOf(r.level),
    };
  });
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let t = 0.5; t <= 8.0001; t += 0.1) {
    let loss = 0;
    for (const { log, want } of logits) {
      const scaled = log.map((x) => x / t);
      const max = Math.max(...scaled);
      const lse = max + Math.log(scaled.reduce((s, x) => s + Math.exp(x - max), 0));
      loss += lse - (scaled[want] as number);
    }
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}

/**
 * For each level, the lowest probability at which predictions of that level on
 * the calibration rows reach the target precision (and at least MIN_THRESHOLD);
 * a level too rare there to judge is never decided alone.
 */
function chooseThresholds(
  model: LearnedModel,
  rows: readonly TrainRow[],
): Record<Complexity, number> {
  const predictions = rows.map((r) => ({ ...model.predict(r.text), want: r.level }));
  const out = {} as Record<Complexity, number>;
  for (const level of COMPLEXITY_LEVELS) {
    const mine = predictions
      .filter((p) => p.level === level)
      .sort((a, b) => b.probability - a.probability);
    let threshold = NEVER;
    let correct = 0;
    mine.forEach((p, i) => {
      if (p.want === level) correct++;
      const precision = correct / (i + 1);
      if (i + 1 >= MIN_SUPPORT && precision >= TARGET_PRECISION[level]) threshold = p.probability;
    });
    out[level] =
      threshold === NEVER ? NEVER : Math.max(MIN_THRESHOLD, Math.floor(threshold * 1000) / 1000);
  }
  return out;
}

/** Stratified split by level: every `every`-th row of each level (after a seeded shuffle) is held out. */
export function split(
  rows: readonly TrainRow[],
  every: number,
  seed = SEED,
): { fit: TrainRow[]; held: TrainRow[] } {
  const fitRows: TrainRow[] = [];
  const held: TrainRow[] = [];
  const seen = new Map<Complexity, number>();
  for (const r of shuffled(rows, rng(seed))) {
    const n = seen.get(r.level) ?? 0;
    seen.set(r.level, n + 1);
    (n % every === every - 1 ? held : fitRows).push(r);
  }
  return { fit: fitRows, held };
}

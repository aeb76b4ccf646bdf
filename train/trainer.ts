import { CODEBOOK_SIZE, decodeModel, encodeModel } from "../src/assess/learned/codec";
import { DOMAIN_NAMES } from "../src/assess/learned/domains";
import {
  DOMAIN_BUCKETS,
  type Features,
  featurize,
  LEVEL_BUCKETS,
} from "../src/assess/learned/features";
import type { LearnedHeader } from "../src/assess/learned/model";
import { isPlainLatin } from "../src/assess/learned/script";
import { guardVeto } from "../src/assess/learned/tier";
import { applyRules, type RuleOutcome } from "../src/assess/rules";
import { COMPLEXITY_LEVELS, type Complexity } from "../src/assess/schema";
import { type DomainRow, isReply, type TrainRow } from "./data";

/**
 * Training of the learned tier: AdaGrad on softmax cross-entropy (level) and
 * per-domain logistic loss, L2-regularised, class-balanced, with a fixed seed.
 * Deterministic: the same rows in the same order give the same bytes.
 */

export const SEED = 20261130;

/** Chosen by cross-validation on the training rows (`npm run eval`), never on the held-out set. */
export const HYPER = {
  epochs: 16,
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
  // A wrong molecule costs less than a model call that is itself wrong more often
  // (docs/assessment.md, "Thresholds").
  molecule: 0.95,
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
  /** -1 for a domain-only row: it trains the domain head and leaves the level head alone. */
  level: number;
  domains: Set<number>;
  weight: number;
}

/** Domain-only rows (no level) get level -1 and the own-data weight. */
function encode(rows: readonly (TrainRow | DomainRow)[], ownWeight: number): Encoded[] {
  return rows.map((r) => ({
    features: featurize(r.text),
    level: "level" in r ? COMPLEXITY_LEVELS.indexOf(r.level) : -1,
    domains: new Set(r.domains.map((d) => DOMAIN_NAMES.indexOf(d))),
    weight: "source" in r && r.source === "hwu64" ? 1 : ownWeight,
  }));
}

/**
 * The epoch's order: the level rows shuffled exactly as without domain-only rows
 * (so the level head, its calibration and every level figure are unchanged by
 * them), with the domain-only rows dealt in between by a second generator.
 */
function epochOrder(
  data: readonly Encoded[],
  domainOnly: readonly Encoded[],
  random: () => number,
  dealer: () => number,
): Encoded[] {
  const main = shuffled(data, random);
  if (domainOnly.length === 0) return main;
  const extra = shuffled(domainOnly, dealer);
  const out: Encoded[] = [];
  let i = 0;
  let j = 0;
  while (i < main.length || j < extra.length) {
    const left = main.length - i;
    const takeMain = j >= extra.length || (left > 0 && dealer() * (left + extra.length - j) < left);
    out.push((takeMain ? main[i++] : extra[j++]) as Encoded);
  }
  return out;
}

/** Fits float weights. */
export function fitModel(
  rows: readonly TrainRow[],
  hyper: Hyper = HYPER,
  { domains = true, domainRows = [] as readonly DomainRow[] } = {},
): FloatModel {
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
  const domainOnly = domains ? encode(domainRows, hyper.ownWeight) : [];
  const random = rng(hyper.seed);
  const dealer = rng(hyper.seed + 13);
  const probs = new Float64Array(K);
  const z = new Float64Array(K);
  const gLevel = new Float64Array(K);
  const s = new Float64Array(D);
  const gDomain = new Float64Array(D);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    for (const e of epochOrder(data, domainOnly, random, dealer)) {
      if (e.level >= 0) levelStep(e);
      if (domains) domainStep(e);
    }
  }
  return m;

  function levelStep(e: Encoded) {
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
  }

  function domainStep(e: Encoded) {
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

/**
 * Quantises a head to 4-bit codebook indices: 1-D k-means (Lloyd) over the
 * weights in int8 units, 0 kept exact (unused buckets stay 0), the other 15
 * centroids started evenly between the extremes, not at the quantiles, so the
 * few large weights that decide most keep their own values (as in Han et al.,
 * "Deep Compression", 2016). Deterministic: no randomness at all.
 */
function quantize(weights: Float64Array): { q: Uint8Array; codebook: number[]; scale: number } {
  let max = 0;
  for (const w of weights) if (Math.abs(w) > max) max = Math.abs(w);
  const scale = max > 0 ? max / 127 : 1;
  const x = Float64Array.from(weights, (w) => w / scale);
  let lo = 0;
  let hi = 0;
  for (const v of x) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const free = CODEBOOK_SIZE - 1;
  const centroids = [
    0,
    ...Array.from({ length: free }, (_, k) => lo + ((hi - lo) * (k + 0.5)) / free),
  ];
  const q = new Uint8Array(x.length);
  for (let iteration = 0; iteration < 30; iteration++) {
    assignNearest(x, centroids, q);
    const sum = new Float64Array(CODEBOOK_SIZE);
    const count = new Float64Array(CODEBOOK_SIZE);
    for (let i = 0; i < x.length; i++) {
      sum[q[i] as number] = (sum[q[i] as number] as number) + (x[i] as number);
      count[q[i] as number] = (count[q[i] as number] as number) + 1;
    }
    for (let k = 1; k < CODEBOOK_SIZE; k++)
      if ((count[k] as number) > 0) centroids[k] = (sum[k] as number) / (count[k] as number);
  }
  const codebook = centroids.map((c) => Math.max(-127, Math.min(127, Math.round(c))));
  assignNearest(x, codebook, q);
  return { q, codebook, scale: round6(scale) };
}

function assignNearest(x: Float64Array, centroids: readonly number[], out: Uint8Array) {
  for (let i = 0; i < x.length; i++) {
    const v = x[i] as number;
    let best = 0;
    let bestDistance = Math.abs(v - (centroids[0] as number));
    for (let k = 1; k < centroids.length; k++) {
      const d = Math.abs(v - (centroids[k] as number));
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    out[i] = best;
  }
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** Folds whose out-of-fold predictions calibrate the shipped model. */
export const CALIBRATION_FOLDS = 5;

/**
 * Trains the shipped artifact from `rows`: the weights are fitted on every
 * row; the temperature and the per-level thresholds come from out-of-fold
 * predictions (each row predicted by a model that never saw it), so the
 * calibration sees all the data, not a tenth of it. A threshold that rests on
 * a handful of calibration errors moves a long way between trainings.
 */
export function train(
  rows: readonly TrainRow[],
  trainedOn: string,
  hyper: Hyper = HYPER,
  domainRows: readonly DomainRow[] = [],
): { bytes: Uint8Array; outOfFold: OutOfFoldScores; calibratedOtherScriptsAtom: number } {
  const oof = outOfFold(rows, hyper);
  const temperature = fitTemperature(oof);
  const plain = chooseThresholds(
    oof.filter(({ row }) => isPlainLatin(row.text)),
    temperature,
  );
  const other = chooseThresholds(
    oof.filter(({ row }) => !isPlainLatin(row.text)),
    temperature,
  );
  // Only the atom threshold is split by script: a false atom is the costly mistake, and
  // the other levels have too few rows outside plain Latin to calibrate alone. Outside
  // plain Latin the tier decides no atom whatever its calibration says: the atom guard
  // cannot read a command there either, so an atom there is the phrase tables' alone
  // (docs/assessment.md, "Thresholds"). `other.atom` is still printed, to show what is given up.
  const thresholds = { ...chooseThresholds(oof, temperature), atom: plain.atom };
  const calibration = { temperature, thresholds, atomOtherScripts: NEVER };

  return {
    bytes: encodeFloat(fitModel(rows, hyper, { domainRows }), trainedOn, calibration),
    outOfFold: scoreOutOfFold(oof, calibration),
    calibratedOtherScriptsAtom: other.atom,
  };
}

/** How the calibrated tier does on rows it never saw (learned tier alone, guards applied). */
export interface OutOfFoldScores {
  /** Share of rows the tier decides. */
  decided: number;
  /** Share of its decisions that are right. */
  precision: number;
  /** Share of atom rows it decides as atom. */
  atomRecall: number;
}

function scoreOutOfFold(
  oof: readonly Calibrated[],
  { temperature, thresholds, atomOtherScripts }: Calibration,
): OutOfFoldScores {
  let decided = 0;
  let right = 0;
  let atoms = 0;
  let atomsDecided = 0;
  for (const { row, log, level, rules } of oof) {
    if (row.level === "atom") atoms++;
    const p = Math.max(...atTemperature(log, temperature));
    const threshold =
      level === "atom" && !isPlainLatin(row.text) ? atomOtherScripts : thresholds[level];
    if (p < threshold) continue;
    if (guardVeto(level, row.text, rules, "none")) continue;
    decided++;
    if (level === row.level) right++;
    if (level === "atom" && row.level === "atom") atomsDecided++;
  }
  return {
    decided: decided / oof.length,
    precision: decided ? right / decided : 1,
    atomRecall: atoms ? atomsDecided / atoms : 1,
  };
}

type Calibration = Pick<LearnedHeader, "temperature" | "thresholds" | "atomOtherScripts">;

interface Calibrated {
  row: TrainRow;
  /** log-probabilities at temperature 1, by level. */
  log: number[];
  level: Complexity;
  /** What the rules make of the row alone (they guard the tier's answer). */
  rules: RuleOutcome;
}

export function outOfFold(rows: readonly TrainRow[], hyper: Hyper): Calibrated[] {
  const order = shuffled(rows, rng(hyper.seed + 7));
  const out: Calibrated[] = [];
  for (let f = 0; f < CALIBRATION_FOLDS; f++) {
    const held = order.filter((_, i) => i % CALIBRATION_FOLDS === f);
    const fitted = fitModel(
      order.filter((_, i) => i % CALIBRATION_FOLDS !== f),
      hyper,
      { domains: false },
    );
    const model = decodeModel(encodeFloat(fitted, "calibration", {}));
    for (const row of held) {
      const p = model.predict(row.text);
      out.push({
        row,
        log: COMPLEXITY_LEVELS.map((l) => Math.log(Math.max(p.probabilities[l], 1e-12))),
        level: p.level,
        rules: applyRules({ message: row.text }),
      });
    }
  }
  return out;
}

/**
 * The level left out of the artifact (LearnedHeader.levelReference): each
 * feature's weights are stored relative to this level's, one column in five
 * fewer. Organism, the level fewest rows have: its weights are the smallest,
 * so the differences widen the codebook's range least. Measured 2026-12-03
 * (`npm run train`, then `npm run eval:dev`): artifact 152.5 KiB gzip with
 * all five columns; 141.4 with organism left out, the development sets within
 * a few lines of before; 132.6–135.4 with molecule, cell or atom left out,
 * which cost up to 13 of 900 small-talk lines.
 */
const LEVEL_REFERENCE = COMPLEXITY_LEVELS.indexOf("organism");

/** Each bucket's k weights less the reference level's, without that level's column. */
function relativeTo(weights: Float64Array, k: number, reference: number): Float64Array {
  const rows = weights.length / k;
  const out = new Float64Array(rows * (k - 1));
  for (let b = 0, to = 0; b < rows; b++) {
    const base = weights[b * k + reference] as number;
    for (let j = 0; j < k; j++)
      if (j !== reference) out[to++] = (weights[b * k + j] as number) - base;
  }
  return out;
}

/** Quantises a fitted model into the artifact. */
function encodeFloat(
  m: FloatModel,
  trainedOn: string,
  calibration: Partial<Calibration>,
): Uint8Array {
  const level = quantize(relativeTo(m.level, COMPLEXITY_LEVELS.length, LEVEL_REFERENCE));
  const domain = quantize(m.domain);
  return encodeModel(
    {
      levels: COMPLEXITY_LEVELS,
      domains: DOMAIN_NAMES,
      levelBuckets: LEVEL_BUCKETS,
      domainBuckets: DOMAIN_BUCKETS,
      levelScale: level.scale,
      domainScale: domain.scale,
      levelCodebook: level.codebook,
      domainCodebook: domain.codebook,
      levelBias: [...m.levelBias].map(round6),
      levelReference: LEVEL_REFERENCE,
      domainBias: [...m.domainBias].map(round6),
      temperature: calibration.temperature ?? 1,
      thresholds: calibration.thresholds ?? {
        atom: NEVER,
        molecule: NEVER,
        cell: NEVER,
        organ: NEVER,
        organism: NEVER,
      },
      atomOtherScripts: calibration.atomOtherScripts ?? NEVER,
      domainThreshold: 0.5,
      trainedOn,
    },
    level.q,
    domain.q,
  );
}

/** softmax(log / t): the probabilities at temperature t from log-probabilities at 1. */
export function atTemperature(log: readonly number[], t: number): number[] {
  const scaled = log.map((x) => x / t);
  const max = Math.max(...scaled);
  const e = scaled.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** The temperature (0.5–8, step 0.1) that minimises the out-of-fold log-loss. */
function fitTemperature(oof: readonly Calibrated[]): number {
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let t = 0.5; t <= 8.0001; t += 0.1) {
    let loss = 0;
    for (const { log, row } of oof) {
      const p = atTemperature(log, t)[COMPLEXITY_LEVELS.indexOf(row.level)] as number;
      loss -= Math.log(Math.max(p, 1e-12));
    }
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}

/** Resamples of the out-of-fold predictions whose thresholds are pooled (odd: one median). */
const THRESHOLD_RESAMPLES = 101;

interface Judged {
  probability: number;
  want: Complexity;
}

/**
 * The lowest probability at which `level`'s decisions, taken from the most
 * confident down, still reach the target precision; NEVER when none do.
 */
export function lowestPrecise(judged: readonly Judged[], level: Complexity): number {
  const sorted = [...judged].sort((a, b) => b.probability - a.probability);
  let threshold = NEVER;
  let correct = 0;
  sorted.forEach((p, i) => {
    if (p.want === level) correct++;
    if (i + 1 >= MIN_SUPPORT && correct / (i + 1) >= TARGET_PRECISION[level])
      threshold = p.probability;
  });
  return threshold;
}

/**
 * The median of `lowestPrecise` over bootstrap resamples (fixed seed). Near
 * its target the cumulative precision is flat (out of fold, atoms' precision
 * moved from 98.0 % to 97.7 % between probabilities 0.95 and 0.90), so the
 * single lowest crossing jumped by 0.05 when ten training rows changed. The
 * median over resamples moves with the data by small steps instead.
 */
export function bootstrapMedian(judged: readonly Judged[], level: Complexity): number {
  if (judged.length === 0) return NEVER;
  const random = rng(SEED + COMPLEXITY_LEVELS.indexOf(level));
  const found: number[] = [];
  for (let b = 0; b < THRESHOLD_RESAMPLES; b++) {
    const sample = Array.from(
      { length: judged.length },
      () => judged[Math.floor(random() * judged.length)] as Judged,
    );
    found.push(lowestPrecise(sample, level));
  }
  found.sort((a, b) => a - b);
  return found[(THRESHOLD_RESAMPLES - 1) / 2] as number;
}

/**
 * For each level, the lowest probability at which the tier's decisions of
 * that level, out of fold, reach the target precision (and at least
 * MIN_THRESHOLD); a level too rare to judge is never decided alone. Only rows
 * the tier would actually decide count: rows the rules settle never reach it,
 * and a prediction the guards refuse (under the rules' floor, an atom with
 * steering, a number or a name) is never given, whatever its probability.
 * Replies (data.ts) do not count for atoms: alone they continue nothing.
 */
function chooseThresholds(
  oof: readonly Calibrated[],
  temperature: number,
): Record<Complexity, number> {
  const predictions = oof.flatMap(({ row, log, level, rules }) => {
    if (rules.decision || guardVeto(level, row.text, rules, "none", 1, { margin: false }))
      return [];
    if (level === "atom" && isReply(row)) return [];
    const probability = Math.max(...atTemperature(log, temperature));
    return [{ level, probability, want: row.level }];
  });
  const out = {} as Record<Complexity, number>;
  for (const level of COMPLEXITY_LEVELS) {
    const mine = predictions.filter((p) => p.level === level);
    const threshold = bootstrapMedian(mine, level);
    out[level] =
      threshold === NEVER ? NEVER : Math.max(MIN_THRESHOLD, Math.floor(threshold * 1000) / 1000);
  }
  return out;
}

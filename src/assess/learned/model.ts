import { COMPLEXITY_LEVELS, type Complexity } from "../schema";
import { DOMAIN_NAMES, type LearnedDomain } from "./domains";
import { DOMAIN_BUCKETS, type Features, featurize, LEVEL_BUCKETS } from "./features";

/**
 * The learned tier's model: multinomial logistic regression over hashed
 * features for the level, and one logistic unit per domain for tool hints.
 * Weights are int8 with one scale per head, in a small binary artifact
 * (`weights.gen.ts`, written by `npm run train`). Pure and synchronous.
 */

const MAGIC = 0x314e524c; // "LRN1", little-endian

export interface LearnedHeader {
  levels: readonly Complexity[];
  domains: readonly string[];
  levelBuckets: number;
  domainBuckets: number;
  levelScale: number;
  domainScale: number;
  levelBias: number[];
  domainBias: number[];
  /** Temperature fitted on the calibration split: probabilities are softmax(logits / T). */
  temperature: number;
  /** Per-level probability at or above which the tier decides (calibration split). */
  thresholds: Record<Complexity, number>;
  /** A domain is hinted at or above this probability. */
  domainThreshold: number;
  /** FNV-1a of the weight bytes, so a damaged artifact is refused, never half-used. */
  checksum: number;
  /** What it was trained on, for the record. */
  trainedOn: string;
}

export interface LearnedPrediction {
  level: Complexity;
  probability: number;
  probabilities: Record<Complexity, number>;
  /** Whether the probability clears the level's threshold. */
  confident: boolean;
  domains: LearnedDomain[];
  /** The features that weighed most for the predicted level, best first. */
  evidence: { feature: string; weight: number }[];
}

export class LearnedModel {
  constructor(
    readonly header: LearnedHeader,
    private readonly levelWeights: Int8Array,
    private readonly domainWeights: Int8Array,
  ) {}

  /**
   * @example
   * model.predict("tell me a joke").level // "atom"
   */
  predict(text: string, features: Features = featurize(text)): LearnedPrediction {
    const { header } = this;
    const k = header.levels.length;
    const sums = new Float64Array(k);
    for (const bucket of features.level) {
      const row = bucket * k;
      for (let j = 0; j < k; j++)
        sums[j] = (sums[j] as number) + (this.levelWeights[row + j] as number);
    }
    const logits = [...sums].map(
      (s, j) => (s * header.levelScale + (header.levelBias[j] ?? 0)) / header.temperature,
    );
    const probs = softmax(logits);
    let best = 0;
    for (let j = 1; j < k; j++) if ((probs[j] as number) > (probs[best] as number)) best = j;
    const level = header.levels[best] as Complexity;
    const probability = probs[best] as number;
    const probabilities = Object.fromEntries(
      header.levels.map((l, j) => [l, probs[j] as number]),
    ) as Record<Complexity, number>;
    return {
      level,
      probability,
      probabilities,
      confident: probability >= header.thresholds[level],
      domains: this.domainsOf(features),
      evidence: this.evidenceFor(features, best),
    };
  }

  private domainsOf(features: Features): LearnedDomain[] {
    const { header } = this;
    const d = header.domains.length;
    const sums = new Float64Array(d);
    for (const bucket of features.domain) {
      if (bucket < 0) continue;
      const row = bucket * d;
      for (let j = 0; j < d; j++)
        sums[j] = (sums[j] as number) + (this.domainWeights[row + j] as number);
    }
    const out: { name: LearnedDomain; p: number }[] = [];
    for (let j = 0; j < d; j++) {
      const p = sigmoid((sums[j] as number) * header.domainScale + (header.domainBias[j] ?? 0));
      if (p >= header.domainThreshold) out.push({ name: header.domains[j] as LearnedDomain, p });
    }
    return out.sort((a, b) => b.p - a.p).map((x) => x.name);
  }

  /** Each feature's pull towards the predicted level against the other levels' average; names only for the top three. */
  private evidenceFor(features: Features, best: number): { feature: string; weight: number }[] {
    const k = this.header.levels.length;
    const top: { i: number; pull: number }[] = [];
    const seen = new Set<number>();
    features.level.forEach((bucket, i) => {
      if (i < 2 || seen.has(bucket)) return; // bias and length say nothing about this message
      seen.add(bucket);
      let others = 0;
      for (let j = 0; j < k; j++)
        if (j !== best) others += this.levelWeights[bucket * k + j] as number;
      const pull = (this.levelWeights[bucket * k + best] as number) - others / (k - 1);
      if (pull <= 0 || (top.length === 3 && pull <= (top[2] as { pull: number }).pull)) return;
      top.push({ i, pull });
      top.sort((a, b) => b.pull - a.pull);
      if (top.length > 3) top.pop();
    });
    return top.map(({ i, pull }) => ({
      feature: readable(features.name(i)),
      weight: pull * this.header.levelScale,
    }));
  }
}

/** "u:joke" → "joke", "b:tell_me" → "tell me", "c:<jo" → "jo…" (a character gram). */
function readable(feature: string): string {
  const body = feature.slice(2);
  if (feature.startsWith("b:"))
    return body.replace("<s>_", "^").replace("_</s>", "$").replace("_", " ");
  if (feature.startsWith("c:")) return `~${body.replace("<", "^").replace(">", "$")}`;
  return body;
}

function softmax(xs: number[]): number[] {
  const m = Math.max(...xs);
  const e = xs.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Writes the binary artifact: magic, header length, JSON header, level weights,
 * domain weights.
 */
export function encodeModel(
  header: Omit<LearnedHeader, "checksum">,
  level: Int8Array,
  domain: Int8Array,
): Uint8Array {
  const weights = new Uint8Array(level.length + domain.length);
  weights.set(new Uint8Array(level.buffer, level.byteOffset, level.length), 0);
  weights.set(new Uint8Array(domain.buffer, domain.byteOffset, domain.length), level.length);
  const json = new TextEncoder().encode(
    JSON.stringify({ ...header, checksum: checksumOf(weights) }),
  );
  const out = new Uint8Array(8 + json.length + weights.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  out.set(json, 8);
  out.set(weights, 8 + json.length);
  return out;
}

/** Reads the artifact; throws on any damage (wrong magic, sizes, checksum). */
export function decodeModel(bytes: Uint8Array): LearnedModel {
  if (bytes.length < 8) throw new Error("learned weights: artifact too short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error("learned weights: bad magic");
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) throw new Error("learned weights: truncated header");
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)),
  ) as LearnedHeader;
  const levelSize = header.levelBuckets * header.levels.length;
  const domainSize = header.domainBuckets * header.domains.length;
  const weights = bytes.subarray(8 + headerLength);
  if (weights.length !== levelSize + domainSize) throw new Error("learned weights: wrong size");
  if (checksumOf(weights) !== header.checksum)
    throw new Error("learned weights: checksum mismatch");
  if (header.levelBuckets !== LEVEL_BUCKETS || header.domainBuckets !== DOMAIN_BUCKETS)
    throw new Error("learned weights: built for other feature buckets");
  if (
    header.levels.join() !== COMPLEXITY_LEVELS.join() ||
    header.domains.join() !== DOMAIN_NAMES.join()
  )
    throw new Error("learned weights: built for other labels");
  const copy = new Int8Array(weights.length);
  copy.set(new Int8Array(weights.buffer, weights.byteOffset, weights.length));
  return new LearnedModel(header, copy.subarray(0, levelSize), copy.subarray(levelSize));
}

function checksumOf(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

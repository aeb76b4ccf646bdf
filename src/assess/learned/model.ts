import type { Complexity } from "../schema";
import type { LearnedDomain } from "./domains";
import { type Features, featurize } from "./features";
import type { LevelHead } from "./level-head";
import { isPlainLatin } from "./script";

/**
 * The learned tier's model: multinomial logistic regression over hashed
 * features for the level, and one logistic unit per domain for tool hints.
 * Each weight is stored as a 4-bit index into its head's 16-entry int8
 * codebook (plus one scale per head), in a small binary artifact
 * (`weights.bin`, written by `npm run train`; codec.ts). The domain head is
 * expanded to int8 once per isolate; the level head is read in place
 * (level-head.ts). Half the bytes of plain int8 bought twice the level buckets
 * (fewer hash collisions) at the same bundle size. Pure and synchronous.
 */

/*
 * With no domain predicted, the likeliest one still names where to look for
 * tools ("how many euros would 200 pounds get me": currency at 0.15–0.3; "tix
 * for the eras tour": sports at 0.05), however unlikely: a guess beats an
 * empty list for work, and weighs as a guess in the ranking. It used to need
 * 0.04 (chosen on the development tool set 16 among 0.15, 0.08, 0.04 and 0.02:
 * recall@15 73.1, 73.8, 75.0, 75.3 %); with no floor, on 2026-12-03 (ninth
 * session, `npm run eval:dev`), set 16 went 83.1 → 84.1 % @15 with @3
 * unchanged, and no tool set lost (docs/assessment.md, "Domains in 16 languages").
 */
/**
 * With no domain predicted, the second likeliest is a guess too when it is at
 * least this share of the likeliest: "need a car to the airprot in 20 min"
 * reads travel 20 %, transport 17 %. Chosen on the development tool set 16
 * among 0.3 and 0.5 (recall@15 80.3 and 79.7 %; without a runner-up 76.9 %).
 */
export const RUNNER_UP_SHARE = 0.3;

export interface LearnedHeader {
  levels: readonly Complexity[];
  domains: readonly string[];
  levelBuckets: number;
  domainBuckets: number;
  levelScale: number;
  domainScale: number;
  /** The 16 int8 values a level weight can take (times `levelScale`). */
  levelCodebook: number[];
  /** The 16 int8 values a domain weight can take (times `domainScale`). */
  domainCodebook: number[];
  levelBias: number[];
  domainBias: number[];
  /**
   * The level whose weights are stored as zeros and left out of the artifact:
   * softmax is unchanged when every level's weight for a feature moves by the
   * same amount, so the trainer subtracts this level's from the others.
   */
  levelReference: number;
  /** Temperature fitted on the calibration split: probabilities are softmax(logits / T). */
  temperature: number;
  /** Per-level probability at or above which the tier decides (calibration split). */
  thresholds: Record<Complexity, number>;
  /** The atom threshold for a message not in plain Latin letters (script.ts), calibrated on those alone. */
  atomOtherScripts: number;
  /** A domain is hinted at or above this probability. */
  domainThreshold: number;
  /**
   * FNV-1a of the rest of the header (as JSON) and the weight bytes, so a
   * damaged or edited artifact is refused, never half-used.
   */
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
  /**
   * The likeliest domain when none clears the hint threshold: only for finding
   * tools when the user's words find none, and as a guess.
   */
  likelyDomain: LearnedDomain | null;
  /** With a likely domain, the next one when it is nearly as likely (RUNNER_UP_SHARE). */
  runnerUp: LearnedDomain | null;
  /** The features that weighed most for the predicted level, best first. */
  evidence: { feature: string; weight: number }[];
}

/** What the domain head reads in a text (see LearnedPrediction). */
export type DomainReading = Pick<LearnedPrediction, "domains" | "likelyDomain" | "runnerUp">;

export class LearnedModel {
  constructor(
    readonly header: LearnedHeader,
    private readonly level: LevelHead,
    private readonly domainWeights: Int8Array,
  ) {
    this.levelSums = new Float64Array(header.levels.length);
    this.domainSums = new Float64Array(header.domains.length);
    this.seenIn = new Uint32Array(header.levelBuckets);
  }

  /**
   * @example
   * model.predict("tell me a joke").level // "atom"
   */
  predict(text: string, features: Features = featurize(text)): LearnedPrediction {
    const { header } = this;
    const k = header.levels.length;
    const sums = this.levelSums;
    sums.fill(0);
    const buckets = features.level;
    for (let f = 0; f < buckets.length; f++) this.level.addTo(buckets[f] as number, sums);
    const logits: number[] = new Array(k);
    for (let j = 0; j < k; j++)
      logits[j] =
        ((sums[j] as number) * header.levelScale + (header.levelBias[j] ?? 0)) / header.temperature;
    const probs = softmax(logits);
    let best = 0;
    for (let j = 1; j < k; j++) if ((probs[j] as number) > (probs[best] as number)) best = j;
    const level = header.levels[best] as Complexity;
    const probability = probs[best] as number;
    const probabilities = {} as Record<Complexity, number>;
    for (let j = 0; j < k; j++) probabilities[header.levels[j] as Complexity] = probs[j] as number;
    return {
      level,
      probability,
      probabilities,
      confident: probability >= this.threshold(level, text),
      ...this.domainsOf(features),
      evidence: this.evidenceFor(features, best),
    };
  }

  /**
   * The domain head alone, for a message whose level another tier decided.
   *
   * @example
   * model.domains("did nvidia go up today").domains // ["finance"]
   */
  domains(text: string, features: Features = featurize(text)): DomainReading {
    return this.domainsOf(features);
  }

  /** The probability at or above which the tier decides `level` for `text`. */
  threshold(level: Complexity, text: string): number {
    return level === "atom" && !isPlainLatin(text)
      ? this.header.atomOtherScripts
      : this.header.thresholds[level];
  }

  /** Scratch sums, reused: predict() is synchronous, so no two calls share them at once. */
  private readonly levelSums: Float64Array;
  private readonly domainSums: Float64Array;
  /** Per level bucket, the call that last saw it (dedupes a message's features without a Set). */
  private readonly seenIn: Uint32Array;
  private call = 0;

  private domainsOf(features: Features): DomainReading {
    const { header, domainWeights } = this;
    const d = header.domains.length;
    const sums = this.domainSums;
    sums.fill(0);
    const buckets = features.domainBuckets;
    for (let f = 0; f < buckets.length; f++) {
      const row = (buckets[f] as number) * d;
      for (let j = 0; j < d; j++)
        sums[j] = (sums[j] as number) + (domainWeights[row + j] as number);
    }
    const out: { name: LearnedDomain; p: number }[] = [];
    let best = -1;
    let bestP = 0;
    let second = -1;
    let secondP = 0;
    for (let j = 0; j < d; j++) {
      const p = sigmoid((sums[j] as number) * header.domainScale + (header.domainBias[j] ?? 0));
      if (p >= header.domainThreshold) out.push({ name: header.domains[j] as LearnedDomain, p });
      if (p > bestP) {
        second = best;
        secondP = bestP;
        best = j;
        bestP = p;
      } else if (p > secondP) {
        second = j;
        secondP = p;
      }
    }
    if (out.length > 1) out.sort((a, b) => b.p - a.p);
    const likely = out.length === 0 && best >= 0 ? (header.domains[best] as LearnedDomain) : null;
    const runnerUp =
      likely && second >= 0 && secondP >= bestP * RUNNER_UP_SHARE
        ? (header.domains[second] as LearnedDomain)
        : null;
    return { domains: out.map((x) => x.name), likelyDomain: likely, runnerUp };
  }

  /** Each feature's pull towards the predicted level against the other levels' average; names only for the top three. */
  private evidenceFor(features: Features, best: number): { feature: string; weight: number }[] {
    const k = this.header.levels.length;
    const seen = this.seenIn;
    // A fresh stamp per call; on wrap-around, forget every earlier stamp.
    this.call = (this.call + 1) >>> 0;
    if (this.call === 0) {
      seen.fill(0);
      this.call = 1;
    }
    const stamp = this.call;
    // The best three so far, best first (ties keep the earlier feature first).
    let i0 = -1;
    let i1 = -1;
    let i2 = -1;
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    const buckets = features.level;
    // Bias and length (features 0 and 1) say nothing about this message.
    for (let i = 2; i < buckets.length; i++) {
      const bucket = buckets[i] as number;
      if (seen[bucket] === stamp) continue;
      seen[bucket] = stamp;
      const own = this.level.weight(bucket, best);
      // The other levels' weights, summed: exact integers, so the same as adding them one by one.
      const others = this.level.total(bucket) - own;
      const pull = own - others / (k - 1);
      if (pull <= 0 || (i2 >= 0 && pull <= p2)) continue;
      if (i0 < 0 || pull > p0) {
        i2 = i1;
        p2 = p1;
        i1 = i0;
        p1 = p0;
        i0 = i;
        p0 = pull;
      } else if (i1 < 0 || pull > p1) {
        i2 = i1;
        p2 = p1;
        i1 = i;
        p1 = pull;
      } else {
        i2 = i;
        p2 = pull;
      }
    }
    const out: { feature: string; weight: number }[] = [];
    if (i0 >= 0)
      out.push({ feature: readable(features.name(i0)), weight: p0 * this.header.levelScale });
    if (i1 >= 0)
      out.push({ feature: readable(features.name(i1)), weight: p1 * this.header.levelScale });
    if (i2 >= 0)
      out.push({ feature: readable(features.name(i2)), weight: p2 * this.header.levelScale });
    return out;
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
  let m = -Infinity;
  for (const x of xs) m = Math.max(m, x);
  const e: number[] = new Array(xs.length);
  let s = 0;
  for (let j = 0; j < xs.length; j++) {
    e[j] = Math.exp((xs[j] as number) - m);
    s += e[j] as number;
  }
  for (let j = 0; j < xs.length; j++) e[j] = (e[j] as number) / s;
  return e;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Statistics for the bench's on/off comparisons (`npm run bench`, decision
 * records): paired differences, their median, and a percentile bootstrap
 * confidence interval with a seeded generator, so two runs over the same
 * samples print the same interval and only the machine's noise differs.
 */

import { rng } from "../train/trainer";

/**
 * The trainer's seeded generator (mulberry32), uniform in [0, 1): Math.random
 * cannot be seeded, and a reproducible interval is the point.
 *
 * @example
 * const next = seededRandom(13);
 * next(); // the same sequence on every run
 */
export const seededRandom = rng;

/**
 * The value at percentile `p` of ascending `sorted` (nearest rank, as the rest of the bench).
 *
 * @example
 * quantile(Float64Array.of(1, 2, 3, 4), 50); // 3
 */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** An ascending copy, as a typed array (numeric sort, no comparator). */
export function sortedCopy(xs: ArrayLike<number>): Float64Array {
  return Float64Array.from(xs).sort();
}

export interface PairedComparison {
  pairs: number;
  /** Median of the per-pair differences (on − off): the typical cost one request pays. */
  medianDiff: number;
  medianDiffCi: [number, number];
  /** p50(on) − p50(off): what the target names, noisier than the paired median. */
  p50Diff: number;
  p50DiffCi: [number, number];
}

/**
 * Compares paired samples (`on[i]` and `off[i]` taken back to back): the
 * median of the differences and the difference of the medians, each with a
 * 95 % percentile bootstrap interval over `resamples` resamplings of whole
 * pairs (seeded: the same samples give the same interval).
 *
 * @example
 * const c = comparePaired(on, off); // c.medianDiffCi[1] <= 0.1 → met
 */
export function comparePaired(
  on: readonly number[],
  off: readonly number[],
  resamples = 2000,
  seed = 13,
): PairedComparison {
  const n = Math.min(on.length, off.length);
  const diffs = Array.from({ length: n }, (_, i) => (on[i] as number) - (off[i] as number));
  const random = seededRandom(seed);
  const medians = new Float64Array(resamples);
  const p50s = new Float64Array(resamples);
  const d = new Float64Array(n);
  const a = new Float64Array(n);
  const b = new Float64Array(n);
  for (let r = 0; r < resamples; r++) {
    for (let k = 0; k < n; k++) {
      const i = Math.floor(random() * n);
      d[k] = diffs[i] as number;
      a[k] = on[i] as number;
      b[k] = off[i] as number;
    }
    medians[r] = quantile(d.sort(), 50);
    p50s[r] = quantile(a.sort(), 50) - quantile(b.sort(), 50);
  }
  const ci = (xs: Float64Array): [number, number] => {
    xs.sort();
    return [quantile(xs, 2.5), quantile(xs, 97.5)];
  };
  return {
    pairs: n,
    medianDiff: quantile(sortedCopy(diffs), 50),
    medianDiffCi: ci(medians),
    p50Diff: quantile(sortedCopy(on.slice(0, n)), 50) - quantile(sortedCopy(off.slice(0, n)), 50),
    p50DiffCi: ci(p50s),
  };
}

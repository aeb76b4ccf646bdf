/**
 * Latency histograms with fixed, log-spaced bins, so p50 and p99 per tier come
 * from counts that add up (the D1 rollup keeps one per row) instead of sorting
 * every decision. Bin k holds [LATENCY_BIN_EDGES_US[k], LATENCY_BIN_EDGES_US[k + 1]) µs;
 * the edges are √2 apart (rounded to whole µs) from 1 µs to 2^24 µs (16.8 s),
 * with bin 0 for 0 µs and the last bin open-ended. A percentile read back is
 * approximate to its bin's width (at most ×1.42 of its lower edge); within the
 * bin it is interpolated by rank, and clamped to the smallest and largest
 * value seen.
 */
export const LATENCY_BIN_EDGES_US: readonly number[] = [
  0,
  ...new Set(Array.from({ length: 49 }, (_, k) => Math.round(Math.SQRT2 ** k))),
];

export const LATENCY_BINS = LATENCY_BIN_EDGES_US.length;

/**
 * The bin of a latency in µs: the last edge at or below it.
 *
 * @example
 * latencyBin(0); // 0
 * latencyBin(50); // the bin [45, 64)
 */
export function latencyBin(us: number): number {
  let lo = 0;
  let hi = LATENCY_BINS - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((LATENCY_BIN_EDGES_US[mid] ?? Number.POSITIVE_INFINITY) <= us) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A histogram: counts per bin (LATENCY_BINS of them), and the extremes seen. */
export interface LatencyHistogram {
  counts: readonly number[];
  min_us: number;
  max_us: number;
}

/**
 * Nearest-rank percentile `p` from a histogram: the bin holding that rank, and
 * a value inside it interpolated by the rank's place among the bin's counts
 * (the bin's range cut to the extremes seen). Exact when a bin holds one
 * distinct value; otherwise within the bin's width.
 *
 * @example
 * histogramPercentile({ counts, min_us: 1, max_us: 100 }, 99);
 */
export function histogramPercentile(h: LatencyHistogram, p: number): number {
  const total = h.counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
  let before = 0;
  for (let k = 0; k < h.counts.length; k++) {
    const n = h.counts[k] ?? 0;
    if (before + n < rank) {
      before += n;
      continue;
    }
    const lo = Math.max(LATENCY_BIN_EDGES_US[k] ?? 0, h.min_us);
    const hi = Math.min(LATENCY_BIN_EDGES_US[k + 1] ?? Number.POSITIVE_INFINITY, h.max_us + 1);
    if (hi <= lo) return lo;
    return Math.floor(lo + ((hi - lo) * (rank - before - 0.5)) / n);
  }
  return h.max_us;
}

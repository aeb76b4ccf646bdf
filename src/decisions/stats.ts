import { COMPLEXITY_LEVELS, type Complexity, TIERS, type Tier } from "../assess/schema";

/** Stats windows the API accepts, with their length. */
export const STATS_WINDOWS = { "1h": 3_600_000, "24h": 86_400_000, "7d": 7 * 86_400_000 } as const;
export type StatsWindow = keyof typeof STATS_WINDOWS;

/** Points in each window's time series (the dashboard's charts). */
export const SERIES_BUCKETS = 24;

/**
 * Resolutions of the D1 rollup (`decision_rollup`), one per window: a bucket is
 * one series point (window / 24: 150 s, 1 h, 7 h), so every window reads 24
 * buckets. Each is kept a little longer than its window.
 */
export const ROLLUP_RESOLUTIONS = [
  { ms: STATS_WINDOWS["1h"] / SERIES_BUCKETS, keepMs: 2 * STATS_WINDOWS["1h"] },
  { ms: STATS_WINDOWS["24h"] / SERIES_BUCKETS, keepMs: 2 * STATS_WINDOWS["24h"] },
  { ms: STATS_WINDOWS["7d"] / SERIES_BUCKETS, keepMs: 8 * 86_400_000 },
] as const;

/** Which decisions a stats query covers, and how they are cut into series points. */
export interface WindowBounds {
  /** Start of the window and of its first series point, in ms since the epoch. */
  startMs: number;
  /** Length of one series point, and the rollup resolution the window reads. */
  bucketMs: number;
}

/**
 * A window aligned to its rollup resolution (one series point): it ends where
 * the point holding `nowMs` ends, so it covers the last window less at most
 * one point (150 s for 1h, an hour for 24h, 7 hours for 7d).
 *
 * @example
 * windowBounds("24h", Date.now()); // { startMs: <an hour boundary − 23 h>, bucketMs: 3_600_000 }
 */
export function windowBounds(window: StatsWindow, nowMs: number): WindowBounds {
  const bucketMs = STATS_WINDOWS[window] / SERIES_BUCKETS;
  const endMs = nowMs - (nowMs % bucketMs) + bucketMs;
  return { startMs: endMs - STATS_WINDOWS[window], bucketMs };
}

/**
 * The estimate behind `tokens_avoided`: what one message would cost if every
 * message went through the full pipeline, against what the decided path costs.
 * Explicit and per workspace (setting `savings`), because it is an estimate.
 */
export interface SavingsBasis {
  /** Tool schemas the full pipeline sends with every message (the PRD: about 40). */
  baseline_tool_schemas: number;
  /** Tokens one tool schema costs in a prompt. */
  tokens_per_tool_schema: number;
  /** Orchestration prompt (system prompt, memory, routing) the full pipeline adds. */
  orchestration_tokens: number;
  /** The atom path's minimal prompt (the PRD: about 100 tokens for "Hi"). */
  atom_prompt_tokens: number;
  /** Classifier tokens assumed per model call when the provider reports no usage. */
  classifier_tokens: number;
}

/** One aggregated group of decisions: a time bucket, a tier and a level. */
export interface DecisionGroup {
  bucket: number;
  tier: Tier;
  complexity: Complexity;
  n: number;
  model_calls: number;
  model_calls_without_tokens: number;
  model_tokens: number;
  cache_lookups: number;
  cache_hits: number;
  tool_sum: number;
}

export interface Percentiles {
  p50_us: number;
  p99_us: number;
}

export interface StatsInput {
  window: StatsWindow;
  groups: readonly DecisionGroup[];
  latency: Partial<Record<Tier, Percentiles>>;
  feedback: { count: number; disagreements: number };
  savings: SavingsBasis;
  /** Start of the window, in ms since the epoch. */
  startMs: number;
}

/** Counts keyed by every tier or level, zeros included. */
function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

/** Tokens the full pipeline would spend on one message under `basis`. */
export function baselineTokens(basis: SavingsBasis): number {
  return basis.baseline_tool_schemas * basis.tokens_per_tool_schema + basis.orchestration_tokens;
}

/** Tokens the decided path spends on a group: atoms get the small prompt, others their tools. */
function spentTokens(g: DecisionGroup, basis: SavingsBasis): number {
  const model = g.model_tokens + g.model_calls_without_tokens * basis.classifier_tokens;
  const path =
    g.complexity === "atom"
      ? g.n * basis.atom_prompt_tokens
      : g.n * basis.orchestration_tokens + g.tool_sum * basis.tokens_per_tool_schema;
  return path + model;
}

/**
 * Turns aggregated decision groups into the stats the API returns.
 *
 * @example
 * summarize({ window: "24h", groups, latency: {}, feedback: { count: 0, disagreements: 0 }, savings, startMs });
 */
export function summarize(input: StatsInput) {
  const byTier = zeros(TIERS);
  const byComplexity = zeros(COMPLEXITY_LEVELS);
  let decisions = 0;
  let modelCalls = 0;
  let modelTokens = 0;
  let cacheLookups = 0;
  let cacheHits = 0;
  let spent = 0;
  const series = Array.from({ length: SERIES_BUCKETS }, (_, i) => ({
    start_ms: input.startMs + (i * STATS_WINDOWS[input.window]) / SERIES_BUCKETS,
    decisions: 0,
    by_tier: zeros(TIERS),
    decided_without_model: 0,
    cache_hits: 0,
  }));
  for (const g of input.groups) {
    decisions += g.n;
    byTier[g.tier] += g.n;
    byComplexity[g.complexity] += g.n;
    modelCalls += g.model_calls;
    modelTokens += g.model_tokens;
    cacheLookups += g.cache_lookups;
    cacheHits += g.cache_hits;
    spent += spentTokens(g, input.savings);
    const point = series[Math.min(SERIES_BUCKETS - 1, Math.max(0, g.bucket))];
    if (!point) continue;
    point.decisions += g.n;
    point.by_tier[g.tier] += g.n;
    point.cache_hits += g.cache_hits;
    if (withoutModel(g.tier)) point.decided_without_model += g.n;
  }
  const perMessage = baselineTokens(input.savings);
  const latency = Object.fromEntries(TIERS.map((t) => [t, input.latency[t] ?? null])) as Record<
    Tier,
    Percentiles | null
  >;
  return {
    window: input.window,
    decisions,
    by_tier: byTier,
    by_complexity: byComplexity,
    decided_without_model: ratio(byTier.rules + byTier.learned, decisions),
    cache_hit_rate: ratio(cacheHits, cacheLookups),
    model_calls: modelCalls,
    model_tokens: modelTokens,
    latency_us: latency,
    tokens_avoided: Math.round(decisions * perMessage - spent),
    tokens_avoided_basis: { ...input.savings, per_message_baseline: perMessage },
    feedback: input.feedback,
    series,
  };
}

export type StatsSummary = ReturnType<typeof summarize>;

/** Tiers that decide with no model at all, not even an earlier one's cached verdict. */
export function withoutModel(tier: Tier): boolean {
  return tier === "rules" || tier === "learned";
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * The value at percentile `p` of ascending `sorted` (nearest rank).
 *
 * @example
 * percentile([1, 2, 3, 4], 50); // 2
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

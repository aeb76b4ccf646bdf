import { z } from "zod";
import { COMPLEXITY_LEVELS, Signal, TIERS } from "../assess/schema";
import { STATS_WINDOWS } from "../decisions/stats";
import { LIMITS } from "../limits";

const WINDOWS = Object.keys(STATS_WINDOWS) as [keyof typeof STATS_WINDOWS, "24h", "7d"];

export const StatsQuery = z.object({
  window: z.enum(WINDOWS).default("24h").describe("1h, 24h (default) or 7d."),
});

const PerTier = z.object(Object.fromEntries(TIERS.map((t) => [t, z.int()])));
const PerLevel = z.object(Object.fromEntries(COMPLEXITY_LEVELS.map((l) => [l, z.int()])));
const Percentiles = z.object({ p50_us: z.number(), p99_us: z.number() }).nullable();

export const StatsResponse = z.object({
  window: z.enum(WINDOWS),
  decisions: z.int(),
  by_tier: PerTier.describe("Every tier, zeros included."),
  by_complexity: PerLevel.describe("Every level, zeros included."),
  decided_without_model: z
    .number()
    .describe("Share decided by rules or the learned tier: no model now or earlier."),
  cache_hit_rate: z.number().describe("Cache hits over cache lookups."),
  model_calls: z.int(),
  model_tokens: z.int().describe("Tokens the classifier reported; 0 when it reports none."),
  latency_us: z
    .object(Object.fromEntries(TIERS.map((t) => [t, Percentiles])))
    .describe("p50 and p99 of assessment time per tier, in µs; null for a tier with no decisions."),
  tokens_avoided: z
    .int()
    .describe(
      "Estimate: decisions × per_message_baseline − tokens the decided paths spend (see tokens_avoided_basis).",
    ),
  tokens_avoided_basis: z
    .record(z.string(), z.number())
    .describe("The assumptions, from the workspace's `savings` setting."),
  feedback: z.object({ count: z.int(), disagreements: z.int() }),
  series: z
    .array(
      z.object({
        start_ms: z.number(),
        decisions: z.int(),
        by_tier: PerTier,
        decided_without_model: z.int(),
        cache_hits: z.int(),
      }),
    )
    .describe("The window in equal buckets, oldest first."),
});

export const DecisionId = z
  .string()
  .regex(/^dec_[0-9a-f]{24}$/, "must be a decision_id from /v1/assess or the chat stream");

export const FeedbackBody = z.strictObject({
  decision_id: DecisionId,
  complexity: z.enum(COMPLEXITY_LEVELS).describe("The level the decision should have had."),
  note: z.string().max(LIMITS.feedbackNoteChars).optional(),
});

export const FeedbackResponse = z.object({
  decision_id: z.string(),
  complexity: z.enum(COMPLEXITY_LEVELS),
  decided: z.enum(COMPLEXITY_LEVELS).describe("The level the router chose."),
  agrees: z.boolean(),
});

export const DecisionView = z.object({
  id: z.string(),
  workspace_id: z.string(),
  at: z.string(),
  tier: z.enum(TIERS),
  complexity: z.enum(COMPLEXITY_LEVELS),
  action: z.string(),
  path: z.string(),
  total_us: z.number(),
  tier_us: z.record(z.string(), z.number()),
  model_tokens: z.int().nullable(),
  cache_hit: z.boolean(),
  tool_count: z.int(),
  agent: z.string().nullable(),
  run_id: z.string().nullable(),
  reasoning: z.string(),
  signals: z.array(Signal),
  feedback: z.enum(COMPLEXITY_LEVELS).nullable(),
});

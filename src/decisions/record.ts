import type { Action, AssessResponse, Complexity, Signal, Tier } from "../assess/schema";

/** How a decision was acted on: `assess` for `/v1/assess`, otherwise the chat's path. */
export type DecisionPath = string;

/** Microseconds spent in each tier that ran for one decision. */
export type TierMicros = Partial<Record<Tier, number>>;

/**
 * What the service measured around one assessment. Workers' clocks advance only
 * across I/O, so the CPU-only rules tier often reads 0 µs in a Worker.
 */
export interface AssessTimings {
  totalUs: number;
  tierUs: TierMicros;
  modelCalled: boolean;
  cacheLookup: boolean;
  modelTokens: number | null;
}

/**
 * One routing decision, as stored. Never holds the message text: retained text
 * (workspace setting `retain_text`) is kept apart, with its TTL.
 */
export interface DecisionRecord {
  id: string;
  workspace_id: string;
  at_ms: number;
  tier: Tier;
  complexity: Complexity;
  action: Action;
  path: DecisionPath;
  total_us: number;
  tier_us: TierMicros;
  model_tokens: number | null;
  model_called: boolean;
  cache_lookup: boolean;
  cache_hit: boolean;
  tool_count: number;
  agent: string | null;
  run_id: string | null;
  reasoning: string;
  signals: Signal[];
}

/** Reasoning is capped so one record stays small (Analytics Engine blobs share 16 KB). */
const REASONING_CHARS = 300;
/** Signals kept per record, strongest first. */
const SIGNALS_KEPT = 24;

/** Fields the caller knows beyond the assessment itself. */
export interface DecisionMeta {
  /** From `signDecision` (src/services/decisions.ts): signed, see src/decisions/decision-id.ts. */
  id: string;
  workspaceId: string;
  atMs: number;
  path: DecisionPath;
  runId?: string | null;
  timings?: AssessTimings;
}

/**
 * Builds the stored record from an assessment: levels, tiers, counts and the
 * deterministic evidence, never the message.
 *
 * @example
 * const record = buildRecord(result, { id, workspaceId: "ws_1", atMs: Date.now(), path: "assess" });
 */
export function buildRecord(result: AssessResponse, meta: DecisionMeta): DecisionRecord {
  const t = meta.timings;
  return {
    id: meta.id,
    workspace_id: meta.workspaceId,
    at_ms: meta.atMs,
    tier: result.tier,
    complexity: result.assessment.complexity,
    action: result.assessment.action,
    path: meta.path,
    total_us: Math.max(0, Math.round(t?.totalUs ?? 0)),
    tier_us: t?.tierUs ?? {},
    model_tokens: t?.modelTokens ?? null,
    model_called: t?.modelCalled ?? result.tier === "model",
    cache_lookup: t?.cacheLookup ?? result.tier === "cache",
    cache_hit: result.tier === "cache",
    tool_count: result.tools.length,
    agent: result.assessment.target_agent_name,
    run_id: meta.runId ?? null,
    reasoning: result.assessment.reasoning.slice(0, REASONING_CHARS),
    signals: [...result.signals]
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
      .slice(0, SIGNALS_KEPT),
  };
}

// SQL text only (no D1 types), so `npm run bench` seeds the rollup with the same statement.
import { LATENCY_BIN_EDGES_US, LATENCY_BINS } from "../decisions/latency-histogram";
import { ROLLUP_RESOLUTIONS } from "../decisions/stats";

/** The histogram's columns in `decision_rollup`: h0 … h48, one per latency bin. */
export const HISTOGRAM_COLUMNS = Array.from({ length: LATENCY_BINS }, (_, k) => `h${k}`);

/** Counters a rollup row adds up, histogram included (all merge by addition). */
export const ROLLUP_COUNTERS = [
  "n",
  "model_calls",
  "model_calls_without_tokens",
  "model_tokens",
  "cache_lookups",
  "cache_hits",
  "tool_sum",
];
const SUMMED = [...ROLLUP_COUNTERS, ...HISTOGRAM_COLUMNS];

/**
 * The statement that adds decisions to `decision_rollup`, at every resolution,
 * one row per (workspace, resolution, bucket, tier, level), merging into the
 * rows already there. `source` is any SQL row source with the `decisions`
 * table's columns: the flush's batch (bound as JSON), the `decisions` table
 * itself (the migration's backfill, the bench's seeding). The latency bin is
 * computed here, in SQL, from LATENCY_BIN_EDGES_US, so every path bins alike.
 *
 * @example
 * db.prepare(rollupUpsertSql(BATCH_SOURCE)).bind(JSON.stringify(records));
 */
export function rollupUpsertSql(source: string): string {
  const edges = JSON.stringify(LATENCY_BIN_EDGES_US);
  const resolutions = ROLLUP_RESOLUTIONS.map((r) => `SELECT ${r.ms} AS ms`).join(" UNION ALL ");
  return `INSERT INTO decision_rollup (workspace_id, resolution_ms, bucket_ms, tier, complexity,
  ${SUMMED.join(", ")}, min_us, max_us)
SELECT d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity,
  COUNT(*), SUM(d.model_called), SUM(d.model_called = 1 AND d.model_tokens IS NULL),
  COALESCE(SUM(d.model_tokens), 0), SUM(d.cache_lookup), SUM(d.cache_hit), SUM(d.tool_count),
  ${HISTOGRAM_COLUMNS.map((_, k) => `SUM(d.bin = ${k})`).join(", ")},
  MIN(d.total_us), MAX(d.total_us)
FROM (SELECT s.*, (SELECT COUNT(*) FROM json_each('${edges}') e WHERE e.value <= s.total_us) - 1 AS bin
      FROM ${source} s) d,
  (${resolutions}) r
WHERE true
GROUP BY d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity
ON CONFLICT (workspace_id, resolution_ms, bucket_ms, tier, complexity) DO UPDATE SET
  ${SUMMED.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")},
  min_us = min(min_us, excluded.min_us), max_us = max(max_us, excluded.max_us)`;
}

/** The flush's batch as a row source: `?1` is a JSON array of BatchRow. */
export const BATCH_SOURCE = `(SELECT json_extract(value, '$.workspace_id') AS workspace_id,
  json_extract(value, '$.at_ms') AS at_ms, json_extract(value, '$.tier') AS tier,
  json_extract(value, '$.complexity') AS complexity, json_extract(value, '$.total_us') AS total_us,
  json_extract(value, '$.model_tokens') AS model_tokens, json_extract(value, '$.model_called') AS model_called,
  json_extract(value, '$.cache_lookup') AS cache_lookup, json_extract(value, '$.cache_hit') AS cache_hit,
  json_extract(value, '$.tool_count') AS tool_count FROM json_each(?1))`;

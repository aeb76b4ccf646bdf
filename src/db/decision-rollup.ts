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
 * table's columns: the `decisions` table itself (the migration's backfill, the
 * bench's seeding). The latency bin is computed here, in SQL, from
 * LATENCY_BIN_EDGES_US; migration 0015 ran this text (test/unit/decisions.test.ts).
 * SQLite inlines the bin's subquery into each of the 49 histogram sums, about
 * 3 ms per decision: fine for a one-off backfill, too slow for the flush, which
 * uses `rollupUpsertBinnedSql`.
 *
 * @example
 * db.prepare(rollupUpsertSql("decisions"));
 */
export function rollupUpsertSql(source: string): string {
  return upsertFrom(`(SELECT s.*, ${latencyBinSql("s.total_us")} AS bin
      FROM ${source} s) d`);
}

/**
 * `latencyBin` in SQL: the number of edges at or below `us`, less one.
 *
 * @example
 * `SELECT s.*, ${latencyBinSql("s.total_us")} AS bin FROM decisions s`
 */
export function latencyBinSql(us: string): string {
  const edges = JSON.stringify(LATENCY_BIN_EDGES_US);
  return `(SELECT COUNT(*) FROM json_each('${edges}') e WHERE e.value <= ${us}) - 1`;
}

/**
 * The same upsert over rows that carry their latency bin already (`latencyBin`,
 * the function stats read the histogram back with; a test checks both bin
 * alike), read once into a materialized table so each of the 49 histogram sums
 * reads a column instead of recomputing it: ~0.7 ms per batch of 50 against
 * ~150 ms with the bin in SQL, and that time holds the isolate's thread
 * locally, delaying whichever request comes next.
 *
 * @example
 * db.prepare(rollupUpsertBinnedSql(BATCH_SOURCE)).bind(JSON.stringify(rows));
 */
export function rollupUpsertBinnedSql(source: string): string {
  return `WITH d AS MATERIALIZED (SELECT * FROM ${source})\n${upsertFrom("d")}`;
}

function upsertFrom(rows: string): string {
  const resolutions = ROLLUP_RESOLUTIONS.map((r) => `SELECT ${r.ms} AS ms`).join(" UNION ALL ");
  return `INSERT INTO decision_rollup (workspace_id, resolution_ms, bucket_ms, tier, complexity,
  ${SUMMED.join(", ")}, min_us, max_us)
SELECT d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity,
  COUNT(*), SUM(d.model_called), SUM(d.model_called = 1 AND d.model_tokens IS NULL),
  COALESCE(SUM(d.model_tokens), 0), SUM(d.cache_lookup), SUM(d.cache_hit), SUM(d.tool_count),
  ${HISTOGRAM_COLUMNS.map((_, k) => `SUM(d.bin = ${k})`).join(", ")},
  MIN(d.total_us), MAX(d.total_us)
FROM ${rows},
  (${resolutions}) r
WHERE true
GROUP BY d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity
ON CONFLICT (workspace_id, resolution_ms, bucket_ms, tier, complexity) DO UPDATE SET
  ${SUMMED.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")},
  min_us = min(min_us, excluded.min_us), max_us = max(max_us, excluded.max_us)`;
}

/** The flush's batch as a row source: `?1` is a JSON array of records with their bin (`batchRow`). */
export const BATCH_SOURCE = `(SELECT json_extract(value, '$.workspace_id') AS workspace_id,
  json_extract(value, '$.at_ms') AS at_ms, json_extract(value, '$.tier') AS tier,
  json_extract(value, '$.complexity') AS complexity, json_extract(value, '$.total_us') AS total_us,
  json_extract(value, '$.model_tokens') AS model_tokens, json_extract(value, '$.model_called') AS model_called,
  json_extract(value, '$.cache_lookup') AS cache_lookup, json_extract(value, '$.cache_hit') AS cache_hit,
  json_extract(value, '$.tool_count') AS tool_count, json_extract(value, '$.bin') AS bin
  FROM json_each(?1))`;

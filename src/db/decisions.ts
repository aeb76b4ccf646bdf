import type { Complexity, Signal, Tier } from "../assess/schema";
import { histogramPercentile, latencyBin } from "../decisions/latency-histogram";
import type { DecisionRecord, TierMicros } from "../decisions/record";
import { type DecisionGroup, type Percentiles, ROLLUP_RESOLUTIONS } from "../decisions/stats";
import type { DecisionAggregate, DecisionScope, DecisionStore } from "../decisions/store";
import { LIMITS } from "../limits";
import {
  BATCH_SOURCE,
  HISTOGRAM_COLUMNS,
  ROLLUP_COUNTERS,
  rollupUpsertBinnedSql,
} from "./decision-rollup";

interface DecisionRow {
  id: string;
  workspace_id: string;
  at_ms: number;
  tier: Tier;
  complexity: Complexity;
  action: DecisionRecord["action"];
  path: string;
  total_us: number;
  tier_us: string;
  model_tokens: number | null;
  model_called: number;
  cache_lookup: number;
  cache_hit: number;
  tool_count: number;
  agent: string | null;
  run_id: string | null;
  reasoning: string;
  signals: string;
}

/** `?n` and its value when a scope names one workspace; nothing for all of them. */
function workspaceFilter(scope: { workspaceId: string | null }, n: number) {
  return scope.workspaceId === null
    ? { sql: "", params: [] as unknown[] }
    : { sql: ` AND workspace_id = ?${n}`, params: [scope.workspaceId] as unknown[] };
}

/**
 * Records waiting for the next batched insert, per isolate. Locally each D1
 * write is a SQLite commit that holds workerd's thread for milliseconds; one
 * batch per flush interval keeps that off the requests' latency.
 */
let pending: DecisionRecord[] = [];
let flushScheduled = false;

/** The `decisions` columns, in the order the batch insert names them. */
const COLUMNS = [
  "id",
  "workspace_id",
  "at_ms",
  "tier",
  "complexity",
  "action",
  "path",
  "total_us",
  "tier_us",
  "model_tokens",
  "model_called",
  "cache_lookup",
  "cache_hit",
  "tool_count",
  "agent",
  "run_id",
  "reasoning",
  "signals",
] as const;

/**
 * The whole batch in one statement, from the same JSON the rollup reads: one
 * statement with 18 bound values per record cost D1 about twice the time.
 */
const INSERT_BATCH = `INSERT OR IGNORE INTO decisions (${COLUMNS.join(", ")})
  SELECT ${COLUMNS.map((c) => `json_extract(value, '$.${c}')`).join(", ")} FROM json_each(?1)`;

/**
 * A record as the batch's JSON carries it: the stored columns (JSON columns as
 * their text, booleans as 0/1) plus the latency bin for the rollup, computed
 * here: in SQL it cost the flush ~3 ms per record (src/db/decision-rollup.ts).
 */
function batchRow(r: DecisionRecord) {
  return {
    ...r,
    tier_us: JSON.stringify(r.tier_us),
    signals: JSON.stringify(r.signals),
    model_called: r.model_called ? 1 : 0,
    cache_lookup: r.cache_lookup ? 1 : 0,
    cache_hit: r.cache_hit ? 1 : 0,
    bin: latencyBin(r.total_us),
  };
}

/** Prunes rollup rows past their resolution's retention (ROLLUP_RESOLUTIONS), in the flush's batch. */
function pruneRollup(db: D1Database, nowMs: number): D1PreparedStatement {
  const expired = ROLLUP_RESOLUTIONS.map(
    (_, i) => `(resolution_ms = ?${2 * i + 1} AND bucket_ms < ?${2 * i + 2})`,
  );
  return db
    .prepare(`DELETE FROM decision_rollup WHERE ${expired.join(" OR ")}`)
    .bind(...ROLLUP_RESOLUTIONS.flatMap((r) => [r.ms, nowMs - r.keepMs]));
}

type HistogramRow = { tier: Tier; min_us: number; max_us: number } & Record<string, number>;

/**
 * Stats groups and per-tier latency from the rollup, in one batch: rows of the
 * window's resolution only, so a query reads (24 buckets × tiers × levels) rows,
 * at most 600, whatever the volume.
 *
 * @example
 * const { groups, latency } = await rollupAggregate(env.DB, scope);
 */
async function rollupAggregate(db: D1Database, scope: DecisionScope): Promise<DecisionAggregate> {
  // ?1 start, ?2 the series point's length (the rollup resolution), ?3 the workspace if any.
  const own = scope.workspaceId === null ? [] : [scope.workspaceId];
  const where = `WHERE resolution_ms = ?2 AND bucket_ms >= ?1${own.length ? " AND workspace_id = ?3" : ""}`;
  const params = [scope.startMs, scope.bucketMs, ...own];
  const [groups, histograms] = await db.batch<DecisionGroup | HistogramRow>([
    db
      .prepare(
        `SELECT CAST((bucket_ms - ?1) / ?2 AS INTEGER) AS bucket, tier, complexity,
           ${ROLLUP_COUNTERS.map((c) => `SUM(${c}) AS ${c}`).join(", ")}
         FROM decision_rollup ${where} GROUP BY bucket, tier, complexity`,
      )
      .bind(...params),
    db
      .prepare(
        `SELECT tier, MIN(min_us) AS min_us, MAX(max_us) AS max_us,
           ${HISTOGRAM_COLUMNS.map((c) => `SUM(${c}) AS ${c}`).join(", ")}
         FROM decision_rollup ${where} GROUP BY tier`,
      )
      .bind(...params),
  ]);
  const latency: Partial<Record<Tier, Percentiles>> = {};
  for (const row of (histograms?.results ?? []) as HistogramRow[]) {
    const h = {
      counts: HISTOGRAM_COLUMNS.map((c) => row[c] ?? 0),
      min_us: row.min_us,
      max_us: row.max_us,
    };
    latency[row.tier] = { p50_us: histogramPercentile(h, 50), p99_us: histogramPercentile(h, 99) };
  }
  return { groups: (groups?.results ?? []) as DecisionGroup[], latency };
}

const ROLLUP_FROM_BATCH = rollupUpsertBinnedSql(BATCH_SOURCE);

async function flush(db: D1Database): Promise<void> {
  const batch = pending;
  pending = [];
  flushScheduled = false;
  if (batch.length === 0) return;
  const now = batch[0]?.at_ms ?? Date.now();
  // Stats look back 7 days at most; each flush prunes older records and rollup rows.
  // The decisions and the rollup get the whole batch in one statement each, in the same transaction.
  const rows = JSON.stringify(batch.map(batchRow));
  await db.batch([
    db
      .prepare("DELETE FROM decisions WHERE at_ms < ?1")
      .bind(now - LIMITS.decisionRetentionDays * 86_400_000),
    pruneRollup(db, now),
    db.prepare(INSERT_BATCH).bind(rows),
    db.prepare(ROLLUP_FROM_BATCH).bind(rows),
  ]);
}

/**
 * Decision records in D1: the sink and reader for local development and tests.
 * Writes are batched: the request that finds no flush scheduled schedules one
 * after `flushMs` and holds it in its `waitUntil` (the promise it returns);
 * later requests only add to the batch and get null (nothing to wait for), so
 * no promise crosses requests.
 * Each flush also adds the batch to `decision_rollup` (one statement), which
 * is all stats read: a few hundred rows per query however many decisions there are.
 *
 * @example
 * const store = d1Decisions(env.DB, 1000);
 * const flushing = store.write(record);
 * if (flushing) c.executionCtx.waitUntil(flushing);
 */
export function d1Decisions(db: D1Database, flushMs = 0): DecisionStore {
  return {
    write(r) {
      pending.push(r);
      if (flushScheduled && pending.length < LIMITS.decisionBatch) return null;
      flushScheduled = true;
      const wait =
        pending.length >= LIMITS.decisionBatch
          ? Promise.resolve()
          : new Promise<void>((resolve) => setTimeout(resolve, flushMs));
      return wait.then(() => flush(db));
    },

    aggregate(scope: DecisionScope) {
      return rollupAggregate(db, scope);
    },

    async find(workspaceId, id) {
      // A decision still waiting for its batch is known here already: feedback
      // right after the assessment must not be a 404.
      const queued = pending.find((r) => r.id === id && r.workspace_id === workspaceId);
      if (queued) return { complexity: queued.complexity };
      return db
        .prepare("SELECT complexity FROM decisions WHERE id = ?1 AND workspace_id = ?2")
        .bind(id, workspaceId)
        .first<{ complexity: Complexity }>();
    },

    async latest(workspaceId, limit) {
      const ws = workspaceFilter({ workspaceId }, 2);
      const { results } = await db
        .prepare(`SELECT * FROM decisions WHERE 1 = 1${ws.sql} ORDER BY at_ms DESC LIMIT ?1`)
        .bind(limit, ...ws.params)
        .all<DecisionRow>();
      return results.map(fromRow);
    },
  };
}

function fromRow(row: DecisionRow): DecisionRecord {
  return {
    ...row,
    tier_us: JSON.parse(row.tier_us) as TierMicros,
    model_called: row.model_called === 1,
    cache_lookup: row.cache_lookup === 1,
    cache_hit: row.cache_hit === 1,
    signals: JSON.parse(row.signals) as Signal[],
  };
}

import type { Complexity, Signal, Tier } from "../assess/schema";
import type { DecisionRecord, TierMicros } from "../decisions/record";
import type { DecisionGroup, Percentiles } from "../decisions/stats";
import type { DecisionScope, DecisionStore } from "../decisions/store";
import { LIMITS } from "../limits";

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

function insert(db: D1Database, r: DecisionRecord): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO decisions (id, workspace_id, at_ms, tier, complexity, action, path, total_us, tier_us,
         model_tokens, model_called, cache_lookup, cache_hit, tool_count, agent, run_id, reasoning, signals)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
    )
    .bind(
      r.id,
      r.workspace_id,
      r.at_ms,
      r.tier,
      r.complexity,
      r.action,
      r.path,
      r.total_us,
      JSON.stringify(r.tier_us),
      r.model_tokens,
      r.model_called ? 1 : 0,
      r.cache_lookup ? 1 : 0,
      r.cache_hit ? 1 : 0,
      r.tool_count,
      r.agent,
      r.run_id,
      r.reasoning,
      JSON.stringify(r.signals),
    );
}

async function flush(db: D1Database): Promise<void> {
  const batch = pending;
  pending = [];
  flushScheduled = false;
  if (batch.length === 0) return;
  const now = batch[0]?.at_ms ?? Date.now();
  // Stats look back 7 days at most; each flush prunes older records.
  await db.batch([
    db
      .prepare("DELETE FROM decisions WHERE at_ms < ?1")
      .bind(now - LIMITS.decisionRetentionDays * 86_400_000),
    ...batch.map((r) => insert(db, r)),
  ]);
}

/**
 * Decision records in D1: the sink and reader for local development and tests.
 * Writes are batched: the request that finds no flush scheduled schedules one
 * after `flushMs` and holds it in its `waitUntil` (the promise it returns);
 * later requests only add to the batch, so no promise crosses requests.
 * Stats aggregate in SQL; percentiles sort one column per window.
 *
 * @example
 * const store = d1Decisions(env.DB, 1000);
 * c.executionCtx.waitUntil(store.write(record));
 */
export function d1Decisions(db: D1Database, flushMs = 0): DecisionStore {
  return {
    write(r) {
      pending.push(r);
      if (flushScheduled && pending.length < LIMITS.decisionBatch) return Promise.resolve();
      flushScheduled = true;
      const wait =
        pending.length >= LIMITS.decisionBatch
          ? Promise.resolve()
          : new Promise<void>((resolve) => setTimeout(resolve, flushMs));
      return wait.then(() => flush(db));
    },

    async groups(scope: DecisionScope) {
      const ws = workspaceFilter(scope, 3);
      const { results } = await db
        .prepare(
          `SELECT (at_ms - ?1) / ?2 AS bucket, tier, complexity, COUNT(*) AS n,
             SUM(model_called) AS model_calls,
             SUM(CASE WHEN model_called = 1 AND model_tokens IS NULL THEN 1 ELSE 0 END) AS model_calls_without_tokens,
             COALESCE(SUM(model_tokens), 0) AS model_tokens,
             SUM(cache_lookup) AS cache_lookups, SUM(cache_hit) AS cache_hits, SUM(tool_count) AS tool_sum
           FROM decisions WHERE at_ms >= ?1${ws.sql}
           GROUP BY bucket, tier, complexity`,
        )
        .bind(scope.startMs, scope.bucketMs, ...ws.params)
        .all<DecisionGroup>();
      return results;
    },

    async latency(scope: DecisionScope) {
      // Nearest-rank percentiles in SQL (count, then one OFFSET row per rank), so no
      // window's worth of rows crosses the binding.
      const ws = workspaceFilter(scope, 3);
      const { results: counts } = await db
        .prepare(
          `SELECT tier, COUNT(*) AS n FROM decisions WHERE at_ms >= ?1${workspaceFilter(scope, 2).sql} GROUP BY tier`,
        )
        .bind(scope.startMs, ...ws.params)
        .all<{ tier: Tier; n: number }>();
      const rank = (n: number, p: number) => Math.max(0, Math.ceil((p / 100) * n) - 1);
      const pick = (tier: Tier, offset: number) =>
        db
          .prepare(
            `SELECT total_us FROM decisions WHERE at_ms >= ?1 AND tier = ?2${ws.sql} ORDER BY total_us LIMIT 1 OFFSET ?${ws.params.length + 3}`,
          )
          .bind(scope.startMs, tier, ...ws.params, offset);
      const statements = counts.flatMap((c) => [
        pick(c.tier, rank(c.n, 50)),
        pick(c.tier, rank(c.n, 99)),
      ]);
      const picked = statements.length ? await db.batch<{ total_us: number }>(statements) : [];
      const out: Partial<Record<Tier, Percentiles>> = {};
      counts.forEach((c, i) => {
        out[c.tier] = {
          p50_us: picked[2 * i]?.results[0]?.total_us ?? 0,
          p99_us: picked[2 * i + 1]?.results[0]?.total_us ?? 0,
        };
      });
      return out;
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

import type { Complexity, Signal, Tier } from "../assess/schema";
import type { DecisionRecord, TierMicros } from "../decisions/record";
import type { DecisionGroup, Percentiles } from "../decisions/stats";
import type { DecisionScope, DecisionStore } from "../decisions/store";
import { AppError } from "../errors";

/** The part of Workers' `AnalyticsEngineDataPoint` this layout uses. */
export interface DecisionDataPoint {
  indexes: string[];
  blobs: string[];
  doubles: number[];
}

/** What production needs for Analytics Engine: the dataset binding and SQL API credentials. */
export interface AnalyticsEngineConfig {
  dataset: { writeDataPoint(point: DecisionDataPoint): void };
  /** The dataset's name as SQL sees it (wrangler.toml `dataset`). */
  datasetName: string;
  accountId: string;
  apiToken: string;
  fetch?: typeof fetch;
}

/**
 * The data point layout (one index, blobs, doubles), documented once:
 * index1 workspace id; blob1 decision id, blob2 tier, blob3 complexity, blob4 action,
 * blob5 path, blob6 agent, blob7 run id, blob8 reasoning, blob9 signals JSON, blob10 tier µs JSON;
 * double1 total µs, double2 model tokens (-1 unknown), double3 model called, double4 cache lookup,
 * double5 cache hit, double6 tool count, double7 time (ms).
 *
 * @example
 * env.DECISIONS.writeDataPoint(toDataPoint(record));
 */
export function toDataPoint(r: DecisionRecord): DecisionDataPoint {
  return {
    indexes: [r.workspace_id],
    blobs: [
      r.id,
      r.tier,
      r.complexity,
      r.action,
      r.path,
      r.agent ?? "",
      r.run_id ?? "",
      r.reasoning,
      JSON.stringify(r.signals),
      JSON.stringify(r.tier_us),
    ],
    doubles: [
      r.total_us,
      r.model_tokens ?? -1,
      r.model_called ? 1 : 0,
      r.cache_lookup ? 1 : 0,
      r.cache_hit ? 1 : 0,
      r.tool_count,
      r.at_ms,
    ],
  };
}

/** Ids reach SQL text (the SQL API has no bound parameters), so only safe ids pass. */
function literal(value: string): string {
  if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(value))
    throw new AppError("validation_failed", "Identifiers may only use letters, digits and _.:-");
  return `'${value}'`;
}

function where(scope: { workspaceId: string | null; startMs: number }): string {
  const ws = scope.workspaceId === null ? "" : ` AND index1 = ${literal(scope.workspaceId)}`;
  return `WHERE double7 >= ${Math.floor(scope.startMs)}${ws}`;
}

type Sql = <T>(query: string) => Promise<T[]>;

/** The SQL API, read with the account's token; a refusal says which setting to check. */
function sqlApi(config: AnalyticsEngineConfig): Sql {
  const doFetch = config.fetch ?? fetch;
  return async function sql<T>(query: string): Promise<T[]> {
    const res = await doFetch(
      `https://api.cloudflare.com/client/v4/accounts/${config.accountId}/analytics_engine/sql`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${config.apiToken}` },
        body: `${query} FORMAT JSON`,
      },
    );
    if (!res.ok)
      throw new AppError(
        "upstream_error",
        `Analytics Engine's SQL API answered ${res.status}; check DECISIONS_ACCOUNT_ID and DECISIONS_API_TOKEN.`,
      );
    return ((await res.json()) as { data: T[] }).data;
  };
}

async function groupsOf(sql: Sql, table: string, scope: DecisionScope): Promise<DecisionGroup[]> {
  const rows = await sql<Record<string, string | number>>(
    `SELECT intDiv(toUInt64(double7) - ${Math.floor(scope.startMs)}, ${Math.floor(scope.bucketMs)}) AS bucket,
       blob2 AS tier, blob3 AS complexity, SUM(_sample_interval) AS n,
       SUM(_sample_interval * double3) AS model_calls,
       SUM(_sample_interval * if(double3 = 1 AND double2 < 0, 1, 0)) AS model_calls_without_tokens,
       SUM(_sample_interval * if(double2 > 0, double2, 0)) AS model_tokens,
       SUM(_sample_interval * double4) AS cache_lookups, SUM(_sample_interval * double5) AS cache_hits,
       SUM(_sample_interval * double6) AS tool_sum
     FROM ${table} ${where(scope)} GROUP BY bucket, tier, complexity`,
  );
  return rows.map(
    (r): DecisionGroup => ({
      bucket: Number(r.bucket),
      tier: r.tier as Tier,
      complexity: r.complexity as Complexity,
      n: Number(r.n),
      model_calls: Number(r.model_calls),
      model_calls_without_tokens: Number(r.model_calls_without_tokens),
      model_tokens: Number(r.model_tokens),
      cache_lookups: Number(r.cache_lookups),
      cache_hits: Number(r.cache_hits),
      tool_sum: Number(r.tool_sum),
    }),
  );
}

async function latencyOf(sql: Sql, table: string, scope: DecisionScope) {
  const rows = await sql<{ tier: Tier; p50: number; p99: number }>(
    `SELECT blob2 AS tier, quantileExactWeighted(0.5)(double1, _sample_interval) AS p50,
       quantileExactWeighted(0.99)(double1, _sample_interval) AS p99
     FROM ${table} ${where(scope)} GROUP BY tier`,
  );
  const out: Partial<Record<Tier, Percentiles>> = {};
  for (const r of rows) out[r.tier] = { p50_us: Number(r.p50), p99_us: Number(r.p99) };
  return out;
}

/**
 * Decision records in Workers Analytics Engine: `writeDataPoint` to write (it
 * does not block), the SQL API to read. Sampled rows are weighted by
 * `_sample_interval`, so counts stay right when Analytics Engine samples.
 */
export function analyticsEngineDecisions(config: AnalyticsEngineConfig): DecisionStore {
  const table = config.datasetName;
  if (!/^[A-Za-z0-9_]+$/.test(table)) throw new Error(`Bad Analytics Engine dataset "${table}"`);
  const sql = sqlApi(config);
  return {
    write(record) {
      config.dataset.writeDataPoint(toDataPoint(record));
      return null;
    },
    async aggregate(scope: DecisionScope) {
      // Analytics Engine aggregates server-side: two queries, in parallel, a few hundred rows back.
      const [groups, latency] = await Promise.all([
        groupsOf(sql, table, scope),
        latencyOf(sql, table, scope),
      ]);
      return { groups, latency };
    },
    async find(workspaceId, id) {
      const rows = await sql<{ complexity: Complexity }>(
        `SELECT blob3 AS complexity FROM ${table} WHERE index1 = ${literal(workspaceId)} AND blob1 = ${literal(id)} LIMIT 1`,
      );
      return rows[0] ?? null;
    },
    async latest(workspaceId, limit) {
      const ws = workspaceId === null ? "" : `WHERE index1 = ${literal(workspaceId)}`;
      const rows = await sql<Record<string, string | number>>(
        `SELECT index1, blob1, blob2, blob3, blob4, blob5, blob6, blob7, blob8, blob9, blob10,
           double1, double2, double3, double4, double5, double6, double7
         FROM ${table} ${ws} ORDER BY double7 DESC LIMIT ${Math.floor(limit)}`,
      );
      return rows.map(fromPoint);
    },
  };
}

function fromPoint(r: Record<string, string | number>): DecisionRecord {
  const s = (k: string) => String(r[k] ?? "");
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    id: s("blob1"),
    workspace_id: s("index1"),
    tier: s("blob2") as Tier,
    complexity: s("blob3") as Complexity,
    action: s("blob4") as DecisionRecord["action"],
    path: s("blob5"),
    agent: s("blob6") || null,
    run_id: s("blob7") || null,
    reasoning: s("blob8"),
    signals: JSON.parse(s("blob9") || "[]") as Signal[],
    tier_us: JSON.parse(s("blob10") || "{}") as TierMicros,
    total_us: n("double1"),
    model_tokens: n("double2") < 0 ? null : n("double2"),
    model_called: n("double3") === 1,
    cache_lookup: n("double4") === 1,
    cache_hit: n("double5") === 1,
    tool_count: n("double6"),
    at_ms: n("double7"),
  };
}

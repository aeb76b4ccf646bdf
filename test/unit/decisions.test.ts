import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AssessResponse } from "../../src/assess/schema";
import { HISTOGRAM_COLUMNS, rollupUpsertSql } from "../../src/db/decision-rollup";
import {
  histogramPercentile,
  LATENCY_BINS,
  latencyBin,
} from "../../src/decisions/latency-histogram";
import { buildRecord } from "../../src/decisions/record";
import { type DecisionGroup, percentile, summarize } from "../../src/decisions/stats";
import { DEFAULT_SETTINGS } from "../../src/schemas/settings";
import { analyticsEngineDecisions, toDataPoint } from "../../src/services/analytics-engine";

const result: AssessResponse = {
  assessment: {
    complexity: "molecule",
    action: "delegate",
    reasoning: "r".repeat(400),
    confidence: 0.9,
    needs_memory: false,
    needs_multi_agent: false,
    tool_hints: ["email"],
    matched_tools: [],
    target_agent_id: "ag_1",
    target_agent_name: "mailer",
  },
  tier: "rules",
  tools: ["A", "B"],
  signals: [
    { name: "small", weight: 1 },
    { name: "big", weight: -5 },
  ],
};

const group = (g: Partial<DecisionGroup>): DecisionGroup => ({
  bucket: 0,
  tier: "rules",
  complexity: "atom",
  n: 1,
  model_calls: 0,
  model_calls_without_tokens: 0,
  model_tokens: 0,
  cache_lookups: 0,
  cache_hits: 0,
  tool_sum: 0,
  ...g,
});

describe("decision records", () => {
  it("keep counts and evidence, cap the reasoning, order signals by strength", () => {
    const r = buildRecord(result, { id: "dec_1", workspaceId: "ws", atMs: 5, path: "assess" });
    expect(r).toMatchObject({
      tier: "rules",
      complexity: "molecule",
      tool_count: 2,
      agent: "mailer",
      run_id: null,
      cache_hit: false,
      model_called: false,
      model_tokens: null,
    });
    expect(r.reasoning).toHaveLength(300);
    expect(r.signals.map((s) => s.name)).toEqual(["big", "small"]);
  });

  it("map onto one Analytics Engine data point within its limits", () => {
    const r = buildRecord(result, { id: "dec_1", workspaceId: "ws_1", atMs: 7, path: "assess" });
    const point = toDataPoint(r);
    expect(point.indexes).toEqual(["ws_1"]);
    expect(point.blobs.length).toBeLessThanOrEqual(20);
    expect(point.doubles.length).toBeLessThanOrEqual(20);
    expect(point.doubles[6]).toBe(7);
    const blobBytes = point.blobs.reduce((n, b) => n + b.length, 0);
    expect(blobBytes).toBeLessThan(16 * 1024);
  });
});

describe("stats", () => {
  it("fills every tier and level, and estimates tokens avoided from the basis", () => {
    const s = summarize({
      window: "1h",
      groups: [
        group({ n: 3 }),
        group({
          tier: "model",
          complexity: "cell",
          n: 2,
          model_calls: 2,
          model_tokens: 300,
          tool_sum: 10,
        }),
        group({
          tier: "cache",
          complexity: "molecule",
          n: 1,
          cache_lookups: 1,
          cache_hits: 1,
          bucket: 23,
        }),
      ],
      latency: { rules: { p50_us: 10, p99_us: 20 } },
      feedback: { count: 1, disagreements: 1 },
      savings: DEFAULT_SETTINGS.savings,
      startMs: 0,
    });
    expect(s.by_tier).toEqual({ rules: 3, learned: 0, cache: 1, model: 2, fallback: 0 });
    expect(s.by_complexity).toEqual({ atom: 3, molecule: 1, cell: 2, organ: 0, organism: 0 });
    expect(s.decided_without_model).toBe(0.5);
    expect(s.cache_hit_rate).toBe(1);
    expect(s.latency_us.model).toBeNull();
    // baseline 40 × 120 + 800 = 5600 per message; spent: 3 atoms × 100, cell 2 × 800 + 10 tools × 120 + 300
    // model tokens, molecule 800 (no tools).
    expect(s.tokens_avoided).toBe(6 * 5600 - (300 + 1600 + 1200 + 300 + 800));
    expect(s.series[0]?.decisions).toBe(5);
    expect(s.series[23]?.cache_hits).toBe(1);
  });

  it("percentile is nearest-rank", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 99)).toBe(4);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("Analytics Engine reader", () => {
  it("queries the SQL API with weighted counts and refuses unsafe ids", async () => {
    const sent: string[] = [];
    const store = analyticsEngineDecisions({
      dataset: { writeDataPoint: () => undefined },
      datasetName: "router_decisions",
      accountId: "acc",
      apiToken: "tok",
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        return Response.json({ data: [{ complexity: "atom" }] });
      }) as typeof fetch,
    });
    expect(await store.find("ws_1", "dec_1")).toEqual({ complexity: "atom" });
    expect(sent[0]).toContain("index1 = 'ws_1' AND blob1 = 'dec_1'");
    expect(sent[0]).toMatch(/FORMAT JSON$/);
    await store.aggregate({ workspaceId: "ws_1", startMs: 1000, bucketMs: 10 });
    expect(sent[1]).toContain("SUM(_sample_interval) AS n");
    await expect(store.find("ws_1", "x' OR 1=1 --")).rejects.toThrow(/Identifiers/);
  });
});

describe("D1 rollup", () => {
  it("the migration's backfill is the flush's statement over the decisions table", () => {
    const migration = readFileSync("migrations/0015_decision_rollup.sql", "utf8");
    expect(migration).toContain(rollupUpsertSql("decisions"));
    for (const column of HISTOGRAM_COLUMNS) expect(migration).toContain(`${column} INTEGER`);
  });
});

describe("latency histogram", () => {
  it("bins are √2 apart, and a percentile stays in the bin of the exact one", () => {
    expect(LATENCY_BINS).toBe(49);
    expect([0, 1, 2, 3, 50, 16_777_216, 1e12].map(latencyBin)).toEqual([0, 1, 2, 3, 11, 48, 48]);
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let run = 0; run < 200; run++) {
      const values = Array.from({ length: 1 + Math.floor(next() * 300) }, () =>
        Math.floor(Math.exp(next() * 16)),
      ).sort((a, b) => a - b);
      const counts = new Array(LATENCY_BINS).fill(0);
      for (const v of values) counts[latencyBin(v)] += 1;
      const h = { counts, min_us: values[0] ?? 0, max_us: values.at(-1) ?? 0 };
      for (const p of [50, 99]) {
        const got = histogramPercentile(h, p);
        expect(latencyBin(got)).toBe(latencyBin(percentile(values, p)));
        expect(got).toBeGreaterThanOrEqual(h.min_us);
        expect(got).toBeLessThanOrEqual(h.max_us);
      }
    }
  });
});

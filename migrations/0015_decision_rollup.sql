-- Decision stats by design, not by scan: a rollup of the decisions table per
-- workspace, resolution, time bucket, tier and level, which the batched flush
-- that writes decisions also upserts (one statement per batch, in the same
-- transaction; src/db/decision-rollup.ts). Stats read only this table.
-- One resolution per stats window, a bucket being one of its 24 series points:
-- 150 s rows for 1h (kept 2 h), hourly rows for 24h (kept 2 days), 7-hour rows
-- for 7d (kept 8 days). So a query reads at most 24 buckets × 5 tiers × 5 levels
-- rows, whatever the number of decisions. Production stats come from Analytics
-- Engine's SQL API instead, which aggregates server-side.
--
-- h0 … h48 are a latency histogram (total µs) with fixed bins √2 apart
-- (src/decisions/latency-histogram.ts): p50 and p99 per tier come from their
-- sums, approximate to a bin's width; min_us and max_us bound the extreme bins.
CREATE TABLE decision_rollup (
  workspace_id TEXT NOT NULL,
  resolution_ms INTEGER NOT NULL,
  bucket_ms INTEGER NOT NULL,
  tier TEXT NOT NULL,
  complexity TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  model_calls INTEGER NOT NULL DEFAULT 0,
  model_calls_without_tokens INTEGER NOT NULL DEFAULT 0,
  model_tokens INTEGER NOT NULL DEFAULT 0,
  cache_lookups INTEGER NOT NULL DEFAULT 0,
  cache_hits INTEGER NOT NULL DEFAULT 0,
  tool_sum INTEGER NOT NULL DEFAULT 0,
  min_us INTEGER NOT NULL DEFAULT 0,
  max_us INTEGER NOT NULL DEFAULT 0,
  h0 INTEGER NOT NULL DEFAULT 0, h1 INTEGER NOT NULL DEFAULT 0, h2 INTEGER NOT NULL DEFAULT 0, h3 INTEGER NOT NULL DEFAULT 0, h4 INTEGER NOT NULL DEFAULT 0, h5 INTEGER NOT NULL DEFAULT 0, h6 INTEGER NOT NULL DEFAULT 0,
  h7 INTEGER NOT NULL DEFAULT 0, h8 INTEGER NOT NULL DEFAULT 0, h9 INTEGER NOT NULL DEFAULT 0, h10 INTEGER NOT NULL DEFAULT 0, h11 INTEGER NOT NULL DEFAULT 0, h12 INTEGER NOT NULL DEFAULT 0, h13 INTEGER NOT NULL DEFAULT 0,
  h14 INTEGER NOT NULL DEFAULT 0, h15 INTEGER NOT NULL DEFAULT 0, h16 INTEGER NOT NULL DEFAULT 0, h17 INTEGER NOT NULL DEFAULT 0, h18 INTEGER NOT NULL DEFAULT 0, h19 INTEGER NOT NULL DEFAULT 0, h20 INTEGER NOT NULL DEFAULT 0,
  h21 INTEGER NOT NULL DEFAULT 0, h22 INTEGER NOT NULL DEFAULT 0, h23 INTEGER NOT NULL DEFAULT 0, h24 INTEGER NOT NULL DEFAULT 0, h25 INTEGER NOT NULL DEFAULT 0, h26 INTEGER NOT NULL DEFAULT 0, h27 INTEGER NOT NULL DEFAULT 0,
  h28 INTEGER NOT NULL DEFAULT 0, h29 INTEGER NOT NULL DEFAULT 0, h30 INTEGER NOT NULL DEFAULT 0, h31 INTEGER NOT NULL DEFAULT 0, h32 INTEGER NOT NULL DEFAULT 0, h33 INTEGER NOT NULL DEFAULT 0, h34 INTEGER NOT NULL DEFAULT 0,
  h35 INTEGER NOT NULL DEFAULT 0, h36 INTEGER NOT NULL DEFAULT 0, h37 INTEGER NOT NULL DEFAULT 0, h38 INTEGER NOT NULL DEFAULT 0, h39 INTEGER NOT NULL DEFAULT 0, h40 INTEGER NOT NULL DEFAULT 0, h41 INTEGER NOT NULL DEFAULT 0,
  h42 INTEGER NOT NULL DEFAULT 0, h43 INTEGER NOT NULL DEFAULT 0, h44 INTEGER NOT NULL DEFAULT 0, h45 INTEGER NOT NULL DEFAULT 0, h46 INTEGER NOT NULL DEFAULT 0, h47 INTEGER NOT NULL DEFAULT 0, h48 INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, resolution_ms, bucket_ms, tier, complexity)
) WITHOUT ROWID;
-- All workspaces (GET /admin/stats) and pruning.
CREATE INDEX decision_rollup_bucket ON decision_rollup(resolution_ms, bucket_ms);

-- Feedback counts over a window for all workspaces (one workspace uses
-- decision_feedback_workspace).
CREATE INDEX decision_feedback_created ON decision_feedback(created_at_ms);

-- The decisions recorded before this migration (rollupUpsertSql("decisions")).
INSERT INTO decision_rollup (workspace_id, resolution_ms, bucket_ms, tier, complexity,
  n, model_calls, model_calls_without_tokens, model_tokens, cache_lookups, cache_hits, tool_sum, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23, h24, h25, h26, h27, h28, h29, h30, h31, h32, h33, h34, h35, h36, h37, h38, h39, h40, h41, h42, h43, h44, h45, h46, h47, h48, min_us, max_us)
SELECT d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity,
  COUNT(*), SUM(d.model_called), SUM(d.model_called = 1 AND d.model_tokens IS NULL),
  COALESCE(SUM(d.model_tokens), 0), SUM(d.cache_lookup), SUM(d.cache_hit), SUM(d.tool_count),
  SUM(d.bin = 0), SUM(d.bin = 1), SUM(d.bin = 2), SUM(d.bin = 3), SUM(d.bin = 4), SUM(d.bin = 5), SUM(d.bin = 6), SUM(d.bin = 7), SUM(d.bin = 8), SUM(d.bin = 9), SUM(d.bin = 10), SUM(d.bin = 11), SUM(d.bin = 12), SUM(d.bin = 13), SUM(d.bin = 14), SUM(d.bin = 15), SUM(d.bin = 16), SUM(d.bin = 17), SUM(d.bin = 18), SUM(d.bin = 19), SUM(d.bin = 20), SUM(d.bin = 21), SUM(d.bin = 22), SUM(d.bin = 23), SUM(d.bin = 24), SUM(d.bin = 25), SUM(d.bin = 26), SUM(d.bin = 27), SUM(d.bin = 28), SUM(d.bin = 29), SUM(d.bin = 30), SUM(d.bin = 31), SUM(d.bin = 32), SUM(d.bin = 33), SUM(d.bin = 34), SUM(d.bin = 35), SUM(d.bin = 36), SUM(d.bin = 37), SUM(d.bin = 38), SUM(d.bin = 39), SUM(d.bin = 40), SUM(d.bin = 41), SUM(d.bin = 42), SUM(d.bin = 43), SUM(d.bin = 44), SUM(d.bin = 45), SUM(d.bin = 46), SUM(d.bin = 47), SUM(d.bin = 48),
  MIN(d.total_us), MAX(d.total_us)
FROM (SELECT s.*, (SELECT COUNT(*) FROM json_each('[0,1,2,3,4,6,8,11,16,23,32,45,64,91,128,181,256,362,512,724,1024,1448,2048,2896,4096,5793,8192,11585,16384,23170,32768,46341,65536,92682,131072,185364,262144,370728,524288,741455,1048576,1482910,2097152,2965821,4194304,5931642,8388608,11863283,16777216]') e WHERE e.value <= s.total_us) - 1 AS bin
      FROM decisions s) d,
  (SELECT 150000 AS ms UNION ALL SELECT 3600000 AS ms UNION ALL SELECT 25200000 AS ms) r
WHERE true
GROUP BY d.workspace_id, r.ms, d.at_ms - d.at_ms % r.ms, d.tier, d.complexity
ON CONFLICT (workspace_id, resolution_ms, bucket_ms, tier, complexity) DO UPDATE SET
  n = n + excluded.n, model_calls = model_calls + excluded.model_calls, model_calls_without_tokens = model_calls_without_tokens + excluded.model_calls_without_tokens, model_tokens = model_tokens + excluded.model_tokens, cache_lookups = cache_lookups + excluded.cache_lookups, cache_hits = cache_hits + excluded.cache_hits, tool_sum = tool_sum + excluded.tool_sum, h0 = h0 + excluded.h0, h1 = h1 + excluded.h1, h2 = h2 + excluded.h2, h3 = h3 + excluded.h3, h4 = h4 + excluded.h4, h5 = h5 + excluded.h5, h6 = h6 + excluded.h6, h7 = h7 + excluded.h7, h8 = h8 + excluded.h8, h9 = h9 + excluded.h9, h10 = h10 + excluded.h10, h11 = h11 + excluded.h11, h12 = h12 + excluded.h12, h13 = h13 + excluded.h13, h14 = h14 + excluded.h14, h15 = h15 + excluded.h15, h16 = h16 + excluded.h16, h17 = h17 + excluded.h17, h18 = h18 + excluded.h18, h19 = h19 + excluded.h19, h20 = h20 + excluded.h20, h21 = h21 + excluded.h21, h22 = h22 + excluded.h22, h23 = h23 + excluded.h23, h24 = h24 + excluded.h24, h25 = h25 + excluded.h25, h26 = h26 + excluded.h26, h27 = h27 + excluded.h27, h28 = h28 + excluded.h28, h29 = h29 + excluded.h29, h30 = h30 + excluded.h30, h31 = h31 + excluded.h31, h32 = h32 + excluded.h32, h33 = h33 + excluded.h33, h34 = h34 + excluded.h34, h35 = h35 + excluded.h35, h36 = h36 + excluded.h36, h37 = h37 + excluded.h37, h38 = h38 + excluded.h38, h39 = h39 + excluded.h39, h40 = h40 + excluded.h40, h41 = h41 + excluded.h41, h42 = h42 + excluded.h42, h43 = h43 + excluded.h43, h44 = h44 + excluded.h44, h45 = h45 + excluded.h45, h46 = h46 + excluded.h46, h47 = h47 + excluded.h47, h48 = h48 + excluded.h48,
  min_us = min(min_us, excluded.min_us), max_us = max(max_us, excluded.max_us);

-- The delegation gate's latency estimate, kept as a running figure per
-- workspace instead of a 100-row query per message: milliseconds per stage,
-- an exponentially weighted mean over successful runs (the plain mean of the
-- first 10, then each new run weighs 1/10). Written with each run_history row.
CREATE TABLE workspace_latency (
  workspace_id TEXT PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
  stage_ms REAL NOT NULL,
  samples INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

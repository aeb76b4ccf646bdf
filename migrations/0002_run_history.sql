-- Finished runs, one row each, written by the run's Durable Object. The
-- delegation gate estimates latency from them (median time of one stage);
-- with no rows for a workspace its estimate is null, not a guess.
CREATE TABLE run_history (
  run_id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  stages INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  finished_at TEXT NOT NULL
);
CREATE INDEX run_history_workspace ON run_history(workspace_id, finished_at);

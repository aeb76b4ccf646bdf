-- Every run of a workspace, newest first, for GET /v1/runs. The run's Durable
-- Object owns the run's state and log; this row is its index entry, updated
-- when the run's status changes.
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('chat', 'api')),
  status TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 0,
  task_id TEXT,
  rerun_of TEXT,
  delegation TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX runs_workspace_created ON runs(workspace_id, created_at DESC, id DESC);

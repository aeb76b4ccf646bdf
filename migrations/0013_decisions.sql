-- Decision records for local development and tests. Production writes them to
-- Workers Analytics Engine (the DECISIONS dataset) instead; the same
-- DecisionSink interface fronts both (src/services/decisions.ts). No message
-- text is ever stored here: see decision_texts.
CREATE TABLE decisions (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  tier TEXT NOT NULL,
  complexity TEXT NOT NULL,
  action TEXT NOT NULL,
  path TEXT NOT NULL,
  total_us INTEGER NOT NULL,
  -- JSON object of microseconds per tier that ran: {"rules": 40, "cache": 900, ...}
  tier_us TEXT NOT NULL DEFAULT '{}',
  model_tokens INTEGER,
  -- Whether the classifier model was called (model tier, or a fallback after it failed).
  model_called INTEGER NOT NULL DEFAULT 0,
  -- Whether the cache was consulted, and whether it answered.
  cache_lookup INTEGER NOT NULL DEFAULT 0,
  cache_hit INTEGER NOT NULL DEFAULT 0,
  tool_count INTEGER NOT NULL DEFAULT 0,
  agent TEXT,
  run_id TEXT,
  reasoning TEXT NOT NULL DEFAULT '',
  -- JSON array of {name, weight}: the deterministic evidence, never the text.
  signals TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX decisions_workspace_at ON decisions(workspace_id, at_ms DESC);
CREATE INDEX decisions_at ON decisions(at_ms);

-- Message text, only for workspaces whose settings turn on retain_text, and only
-- until expires_at_ms (the setting's TTL). Kept in D1 in every environment,
-- because Analytics Engine keeps data for three months and cannot delete it.
CREATE TABLE decision_texts (
  decision_id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  text TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX decision_texts_expiry ON decision_texts(expires_at_ms);

-- One correction per decision; a second feedback replaces the first.
-- decided_complexity is the level the router chose, kept for the disagreement rate.
CREATE TABLE decision_feedback (
  decision_id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  complexity TEXT NOT NULL,
  decided_complexity TEXT NOT NULL,
  note TEXT,
  created_at_ms INTEGER NOT NULL
);
CREATE INDEX decision_feedback_workspace ON decision_feedback(workspace_id, created_at_ms DESC);

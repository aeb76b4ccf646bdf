-- The chat a run answers (the `id` of the useChat body) and the end user of the
-- client token that started it, so GET /v1/chat/{chat_id}/stream can find the
-- chat's active run. Null for API runs and OpenAI-compatible requests.
ALTER TABLE runs ADD COLUMN chat_id TEXT;
ALTER TABLE runs ADD COLUMN user_id TEXT;
CREATE INDEX runs_workspace_chat ON runs(workspace_id, chat_id, created_at DESC);

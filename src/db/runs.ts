import type { DelegationDecision } from "../delegation/gate";
import type { RunStatus } from "../stream/events";

export interface RunIndexRow {
  id: string;
  workspace_id: string;
  source: "chat" | "api";
  status: RunStatus;
  version: number;
  task_id: string | null;
  rerun_of: string | null;
  chat_id: string | null;
  user_id: string | null;
  delegation: DelegationDecision | null;
  created_at: string;
  updated_at: string;
}

/**
 * Writes a run's index row, or brings it up to date. The run's Durable Object
 * calls it off the request path (waitUntil, then its alarm until it succeeds);
 * the `updated_at` guard keeps a late, older write from undoing a newer one.
 */
export function indexRun(db: D1Database, run: IndexedRun) {
  return indexRunStatement(db, run).run();
}

type IndexedRun = Omit<RunIndexRow, "chat_id" | "user_id"> &
  Partial<Pick<RunIndexRow, "chat_id" | "user_id">>;

/** `indexRun`'s statement, to batch with others (a finished run's history). */
export function indexRunStatement(db: D1Database, run: IndexedRun): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO runs (id, workspace_id, source, status, version, task_id, rerun_of, delegation, created_at, updated_at, chat_id, user_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version, updated_at = excluded.updated_at
       WHERE excluded.updated_at >= runs.updated_at`,
    )
    .bind(
      run.id,
      run.workspace_id,
      run.source,
      run.status,
      run.version,
      run.task_id,
      run.rerun_of,
      run.delegation ? JSON.stringify(run.delegation) : null,
      run.created_at,
      run.updated_at,
      run.chat_id ?? null,
      run.user_id ?? null,
    );
}

/** Removes an expired run's index entry and history row (retention), in one batch. */
export function forgetRun(db: D1Database, id: string) {
  return db.batch([
    db.prepare("DELETE FROM runs WHERE id = ?1").bind(id),
    db.prepare("DELETE FROM run_history WHERE run_id = ?1").bind(id),
  ]);
}

/** A workspace's runs, newest first, keyset-paged on (created_at, id). */
export async function listRuns(
  db: D1Database,
  workspaceId: string,
  limit: number,
  before?: { created_at: string; id: string },
) {
  const stmt = before
    ? db
        .prepare(
          `SELECT * FROM runs WHERE workspace_id = ?1 AND (created_at, id) < (?2, ?3)
            ORDER BY created_at DESC, id DESC LIMIT ?4`,
        )
        .bind(workspaceId, before.created_at, before.id, limit)
    : db
        .prepare(
          "SELECT * FROM runs WHERE workspace_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2",
        )
        .bind(workspaceId, limit);
  const { results } = await stmt.all<
    Omit<RunIndexRow, "delegation"> & { delegation: string | null }
  >();
  return results.map((r) => ({
    ...r,
    delegation: r.delegation ? (JSON.parse(r.delegation) as DelegationDecision) : null,
  }));
}

/** The workspace a run belongs to, from the index; null for a run that was never started. */
export async function runWorkspace(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT workspace_id FROM runs WHERE id = ?1")
    .bind(id)
    .first<{ workspace_id: string }>();
  return row?.workspace_id ?? null;
}

/**
 * The newest run of a `useChat` chat in a workspace (and, for a client token,
 * of its end user); null when the chat never started one.
 *
 * @example
 * const run = await latestChatRun(env.DB, "ws_1", "chat_1", null);
 */
export function latestChatRun(
  db: D1Database,
  workspaceId: string,
  chatId: string,
  userId: string | null,
): Promise<{ id: string; status: RunStatus } | null> {
  return db
    .prepare(
      `SELECT id, status FROM runs WHERE workspace_id = ?1 AND chat_id = ?2
         AND (?3 IS NULL OR user_id = ?3) ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(workspaceId, chatId, userId)
    .first<{ id: string; status: RunStatus }>();
}

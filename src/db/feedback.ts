import type { Complexity } from "../assess/schema";

/**
 * Keeps a decision's message text until its TTL, and drops the workspace's
 * expired texts in the same batch, so expiry needs no scheduled job.
 */
export async function retainText(
  db: D1Database,
  entry: { decisionId: string; workspaceId: string; text: string; expiresAtMs: number },
  nowMs: number,
): Promise<void> {
  await db.batch([
    db
      .prepare("DELETE FROM decision_texts WHERE workspace_id = ?1 AND expires_at_ms <= ?2")
      .bind(entry.workspaceId, nowMs),
    db
      .prepare(
        "INSERT OR REPLACE INTO decision_texts (decision_id, workspace_id, text, expires_at_ms) VALUES (?1, ?2, ?3, ?4)",
      )
      .bind(entry.decisionId, entry.workspaceId, entry.text, entry.expiresAtMs),
  ]);
}

/** Stores a correction; a second one on the same decision replaces the first. */
export async function putFeedback(
  db: D1Database,
  entry: {
    decisionId: string;
    workspaceId: string;
    complexity: Complexity;
    decided: Complexity;
    note: string | null;
    atMs: number;
  },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO decision_feedback (decision_id, workspace_id, complexity, decided_complexity, note, created_at_ms)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (decision_id) DO UPDATE SET complexity = excluded.complexity,
         note = excluded.note, created_at_ms = excluded.created_at_ms`,
    )
    .bind(
      entry.decisionId,
      entry.workspaceId,
      entry.complexity,
      entry.decided,
      entry.note,
      entry.atMs,
    )
    .run();
}

/**
 * Feedback count and disagreements (corrected level ≠ decided level) since
 * `startMs`, counted in SQL over an index range: (workspace, time) for one
 * workspace, time alone for all of them. Reads the window's feedback, not the table.
 */
export async function feedbackCounts(
  db: D1Database,
  workspaceId: string | null,
  startMs: number,
): Promise<{ count: number; disagreements: number }> {
  const own = workspaceId === null ? "" : " AND workspace_id = ?2";
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(complexity != decided_complexity), 0) AS disagreements
       FROM decision_feedback WHERE created_at_ms >= ?1${own}`,
    )
    .bind(startMs, ...(workspaceId === null ? [] : [workspaceId]))
    .first<{ count: number; disagreements: number }>();
  return { count: row?.count ?? 0, disagreements: row?.disagreements ?? 0 };
}

/** A workspace's feedback, with the retained text where it has not expired. */
export async function feedbackForExport(
  db: D1Database,
  workspaceId: string,
  nowMs: number,
): Promise<{ complexity: Complexity; text: string | null }[]> {
  const { results } = await db
    .prepare(
      `SELECT f.complexity, t.text FROM decision_feedback f
       LEFT JOIN decision_texts t ON t.decision_id = f.decision_id AND t.expires_at_ms > ?2
       WHERE f.workspace_id = ?1 ORDER BY f.created_at_ms`,
    )
    .bind(workspaceId, nowMs)
    .all<{ complexity: Complexity; text: string | null }>();
  return results;
}

/** The feedback already given on these decisions, for the dashboard. */
export async function feedbackFor(
  db: D1Database,
  workspaceId: string | null,
  ids: readonly string[],
): Promise<Map<string, Complexity>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT decision_id, complexity FROM decision_feedback
       WHERE decision_id IN (SELECT value FROM json_each(?1)) AND (?2 IS NULL OR workspace_id = ?2)`,
    )
    .bind(JSON.stringify(ids), workspaceId)
    .all<{ decision_id: string; complexity: Complexity }>();
  return new Map(results.map((r) => [r.decision_id, r.complexity]));
}

/** How many recent runs the latency estimate looks at. */
const HISTORY_WINDOW = 100;

/** Records a finished run. */
export function recordRun(
  db: D1Database,
  run: {
    run_id: string;
    workspace_id: string;
    source: string;
    status: string;
    stages: number;
    duration_ms: number;
  },
) {
  return db
    .prepare(
      `INSERT OR REPLACE INTO run_history (run_id, workspace_id, source, status, stages, duration_ms, finished_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      run.run_id,
      run.workspace_id,
      run.source,
      run.status,
      run.stages,
      run.duration_ms,
      new Date().toISOString(),
    )
    .run();
}

/** Median milliseconds per stage over the workspace's recent successful runs; null with no history. */
export async function medianStageLatency(
  db: D1Database,
  workspaceId: string,
): Promise<number | null> {
  const { results } = await db
    .prepare(
      `SELECT CAST(duration_ms AS REAL) / stages AS per_stage FROM run_history
        WHERE workspace_id = ?1 AND status = 'succeeded' AND stages > 0
        ORDER BY finished_at DESC LIMIT ?2`,
    )
    .bind(workspaceId, HISTORY_WINDOW)
    .all<{ per_stage: number }>();
  if (results.length === 0) return null;
  const sorted = results.map((r) => r.per_stage).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(median);
}

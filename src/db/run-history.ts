/** After this many runs the latency figure is a moving average in which each new run weighs 1/EWMA_RUNS. */
const EWMA_RUNS = 10;

/** A finished run, as its history row records it. */
export interface FinishedRun {
  run_id: string;
  workspace_id: string;
  source: string;
  status: string;
  stages: number;
  duration_ms: number;
}

/**
 * The statements that record a finished run and fold its per-stage time into
 * the workspace's running latency figure; the run's object batches them with
 * its index row (runs/upkeep.ts).
 */
export function runHistoryStatements(db: D1Database, run: FinishedRun): D1PreparedStatement[] {
  const at = new Date().toISOString();
  const statements = [
    db
      .prepare(
        `INSERT OR REPLACE INTO run_history (run_id, workspace_id, source, status, stages, duration_ms, finished_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(run.run_id, run.workspace_id, run.source, run.status, run.stages, run.duration_ms, at),
  ];
  if (run.status === "succeeded" && run.stages > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO workspace_latency (workspace_id, stage_ms, samples, updated_at) VALUES (?1, ?2, 1, ?3)
           ON CONFLICT (workspace_id) DO UPDATE SET
             stage_ms = stage_ms + (excluded.stage_ms - stage_ms) / MIN(samples + 1, ?4),
             samples = samples + 1, updated_at = excluded.updated_at`,
        )
        .bind(run.workspace_id, run.duration_ms / run.stages, at, EWMA_RUNS),
    );
  }
  return statements;
}

/**
 * Milliseconds per stage over the workspace's successful runs, as a running
 * figure (one row by primary key, not a scan); null with no history.
 */
export async function stageLatency(db: D1Database, workspaceId: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT stage_ms FROM workspace_latency WHERE workspace_id = ?1")
    .bind(workspaceId)
    .first<{ stage_ms: number }>();
  return row ? Math.round(row.stage_ms) : null;
}

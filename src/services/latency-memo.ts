import { stageLatency } from "../db/run-history";

/** How long an isolate trusts a workspace's latency figure before reading it again. */
export const LATENCY_MEMO_SECONDS = 60;
const MAX_ENTRIES = 1_000;

const memo = new Map<string, { value: Promise<number | null>; expiresAt: number }>();

/**
 * The workspace's per-stage latency estimate, read from D1 at most once a
 * minute per isolate: a warm isolate plans a workflow with no D1 call. The
 * figure is an estimate for the gate's feasibility check, so a minute of lag
 * changes nothing that matters.
 *
 * @example
 * const ms = await memoStageLatency(c.env.DB, "ws_1"); // null until a run has finished
 */
export function memoStageLatency(
  db: D1Database,
  workspaceId: string,
  now = Date.now(),
): Promise<number | null> {
  const entry = memo.get(workspaceId);
  if (entry && entry.expiresAt > now) return entry.value;
  const value = stageLatency(db, workspaceId);
  if (memo.size >= MAX_ENTRIES) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(workspaceId, { value, expiresAt: now + LATENCY_MEMO_SECONDS * 1000 });
  // A failed read must not be remembered.
  value.catch(() => memo.delete(workspaceId));
  return value;
}

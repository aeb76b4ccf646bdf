import { runHistoryStatements } from "../db/run-history";
import { forgetRun, type indexRun, indexRunStatement } from "../db/runs";
import { getSettings } from "../db/settings";
import type { Env } from "../env";
import { DEFAULT_SETTINGS } from "../schemas/settings";
import type { RunStore } from "./store";

/** How soon the alarm retries a run-index write (or a retention delete) that failed. */
export const INDEX_RETRY_MS = 30_000;
const DAY_MS = 86_400_000;
const FINISHED = new Set(["succeeded", "failed", "cancelled", "blocked"]);

/** What upkeep needs from the run's Durable Object. */
export interface UpkeepHost {
  store: RunStore;
  env: Env;
  storage: DurableObjectStorage;
}

interface IndexedInput {
  task_id: string | null;
  rerun_of: string | null;
  chat_id?: string | null;
  user_id?: string | null;
  delegation: Parameters<typeof indexRun>[1]["delegation"];
}

/**
 * Brings the run's D1 index row up to date with the run, if it lags. Never on
 * the request path: the object calls it in waitUntil after each change, and its
 * alarm retries until it succeeds. Returns whether the index is current.
 * `also` (a finished run's history) is written in the same D1 batch, or alone
 * when the index is already current.
 *
 * @example
 * ctx.waitUntil(ensureIndexed({ store, env, storage: ctx.storage }));
 */
export async function syncIndex(
  host: UpkeepHost,
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  const run = host.store.get();
  if (!run) return true;
  if (host.store.meta("indexed_at") === run.updated_at) {
    if (also.length > 0) await writeHistory(host, run.id, also);
    return true;
  }
  const input = host.store.input<IndexedInput>();
  try {
    // One D1 round trip (and one commit) for the index row and whatever rides along with it.
    const index = indexRunStatement(host.env.DB, {
      id: run.id,
      workspace_id: run.workspace_id,
      source: run.source,
      status: run.status,
      version: run.version,
      task_id: input?.task_id ?? null,
      rerun_of: input?.rerun_of ?? null,
      chat_id: input?.chat_id ?? null,
      user_id: input?.user_id ?? null,
      delegation: input?.delegation ?? null,
      created_at: run.created_at,
      updated_at: run.updated_at,
    });
    await host.env.DB.batch([index, ...also]);
    // Another change may have landed while the write was in flight; only what was written counts.
    if (host.store.get()?.updated_at === run.updated_at)
      host.store.setMeta("indexed_at", run.updated_at);
    return true;
  } catch (error) {
    // The alarm retries the index; a history row lost with it only makes the latency figure lag.
    console.warn(
      JSON.stringify({
        msg: also.length > 0 ? "run index and history write failed" : "run index write failed",
        run_id: run.id,
        error: String(error),
      }),
    );
    return false;
  }
}

async function writeHistory(host: UpkeepHost, runId: string, statements: D1PreparedStatement[]) {
  await host.env.DB.batch(statements).catch((error: unknown) => {
    // The history only feeds an estimate; a lost row makes it lag, nothing more.
    console.warn(
      JSON.stringify({ msg: "run history write failed", run_id: runId, error: String(error) }),
    );
  });
}

/** `syncIndex`, and on failure an alarm to retry it (without delaying an earlier alarm). */
export async function ensureIndexed(host: UpkeepHost): Promise<void> {
  if (await syncIndex(host)) return;
  await alarmNoLaterThan(host.storage, Date.now() + INDEX_RETRY_MS);
}

/**
 * After a run ends: its index row, its history row (successes feed the gate's
 * latency figure), and the retention alarm that deletes it all after the
 * workspace's `run_retention_days`.
 */
export async function afterFinish(host: UpkeepHost): Promise<void> {
  const run = host.store.get();
  if (!run || !FINISHED.has(run.status)) return;
  // Once per ending, even when a read asks again while this one is in flight
  // (the history row must not count a run twice in the latency figure).
  if (host.store.meta("finished_at") === run.updated_at) return;
  host.store.setMeta("finished_at", run.updated_at);
  const history =
    run.status === "succeeded"
      ? runHistoryStatements(host.env.DB, {
          run_id: run.id,
          workspace_id: run.workspace_id,
          source: run.source,
          status: run.status,
          stages: host.store.stages().length,
          duration_ms: Date.parse(run.updated_at) - Date.parse(run.created_at),
        })
      : [];
  const [indexed, days] = await Promise.all([syncIndex(host, history), retentionDays(host)]);
  host.store.setMeta("expires_at", String(Date.parse(run.updated_at) + days * DAY_MS));
  await host.storage.setAlarm(nextFinishedAlarm(host, indexed));
}

/**
 * The alarm of a finished run: retries a lagging index, and once the retention
 * period is over deletes the run's index and history rows, then every byte of
 * the object's storage (alarm included). Returns whether the run was deleted.
 */
export async function finishedAlarm(host: UpkeepHost): Promise<boolean> {
  const indexed = await syncIndex(host);
  const expiresAt = Number(host.store.meta("expires_at") ?? Number.NaN);
  if (Number.isFinite(expiresAt) && Date.now() >= expiresAt) {
    const id = host.store.get()?.id;
    try {
      if (id) await forgetRun(host.env.DB, id);
    } catch (error) {
      console.warn(
        JSON.stringify({ msg: "run retention delete failed", run_id: id, error: String(error) }),
      );
      await host.storage.setAlarm(Date.now() + INDEX_RETRY_MS);
      return false;
    }
    await host.storage.deleteAlarm();
    await host.storage.deleteAll();
    host.store.forget();
    return true;
  }
  await host.storage.setAlarm(nextFinishedAlarm(host, indexed));
  return false;
}

function nextFinishedAlarm(host: UpkeepHost, indexed: boolean): number {
  const expiresAt = Number(host.store.meta("expires_at") ?? Number.NaN);
  const retry = indexed ? Number.POSITIVE_INFINITY : Date.now() + INDEX_RETRY_MS;
  const next = Math.min(Number.isFinite(expiresAt) ? expiresAt : Date.now() + 7 * DAY_MS, retry);
  return next;
}

/** The workspace's retention in days; the default when settings cannot be read (never longer by accident). */
async function retentionDays(host: UpkeepHost): Promise<number> {
  const workspaceId = host.store.get()?.workspace_id;
  if (!workspaceId) return DEFAULT_SETTINGS.run_retention_days;
  try {
    const settings = await getSettings(host.env.DB, workspaceId);
    return settings?.settings.run_retention_days ?? DEFAULT_SETTINGS.run_retention_days;
  } catch (error) {
    console.warn(JSON.stringify({ msg: "retention setting unreadable", error: String(error) }));
    return DEFAULT_SETTINGS.run_retention_days;
  }
}

async function alarmNoLaterThan(storage: DurableObjectStorage, at: number): Promise<void> {
  const current = await storage.getAlarm();
  if (current === null || current > at) await storage.setAlarm(at);
}

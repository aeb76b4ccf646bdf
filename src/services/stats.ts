import { feedbackCounts } from "../db/feedback";
import {
  SERIES_BUCKETS,
  STATS_WINDOWS,
  type StatsSummary,
  type StatsWindow,
  summarize,
} from "../decisions/stats";
import type { Env } from "../env";
import { DEFAULT_SETTINGS, type WorkspaceSettings } from "../schemas/settings";
import { decisionStore } from "./decisions";

/**
 * Stats over one window, for one workspace (its own savings assumptions) or, with
 * `workspaceId` null, for all of them (the default assumptions).
 *
 * @example
 * const stats = await statsFor(c.env, { workspaceId: "ws_1", window: "24h", settings });
 */
export async function statsFor(
  env: Env,
  options: {
    workspaceId: string | null;
    window: StatsWindow;
    settings?: WorkspaceSettings;
    nowMs?: number;
  },
): Promise<StatsSummary> {
  const windowMs = STATS_WINDOWS[options.window];
  const startMs = (options.nowMs ?? Date.now()) - windowMs;
  const scope = { workspaceId: options.workspaceId, startMs, bucketMs: windowMs / SERIES_BUCKETS };
  const store = decisionStore(env);
  const [groups, latency, feedback] = await Promise.all([
    store.groups(scope),
    store.latency(scope),
    feedbackCounts(env.DB, options.workspaceId, startMs),
  ]);
  return summarize({
    window: options.window,
    groups,
    latency,
    feedback,
    savings: (options.settings ?? DEFAULT_SETTINGS).savings,
    startMs,
  });
}

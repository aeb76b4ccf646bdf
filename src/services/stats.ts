import { feedbackCounts } from "../db/feedback";
import { type StatsSummary, type StatsWindow, summarize, windowBounds } from "../decisions/stats";
import type { Env } from "../env";
import { DEFAULT_SETTINGS } from "../schemas/settings";
import { loadWorkspace } from "../workspace/context";
import { decisionStore } from "./decisions";

/** Whose stats: one workspace (its own savings assumptions), or every workspace (the defaults). */
export type StatsScope = { workspaceId: string; configVersion: number } | { workspaceId: null };

/**
 * Stats over one window, for one workspace or, with `workspaceId` null, for all
 * of them: the one call behind `GET /v1/stats`, `GET /admin/stats` and the
 * dashboard. The window is aligned to the rollup's buckets (see `windowBounds`);
 * decisions come aggregated from the store, feedback from D1, over the same window.
 *
 * @example
 * const stats = await statsFor(c.env, { workspaceId: "ws_1", configVersion: 3 }, "24h");
 */
export async function statsFor(
  env: Env,
  scope: StatsScope,
  window: StatsWindow,
  nowMs = Date.now(),
): Promise<StatsSummary> {
  const bounds = windowBounds(window, nowMs);
  const [settings, aggregate, feedback] = await Promise.all([
    scope.workspaceId === null
      ? DEFAULT_SETTINGS
      : loadWorkspace(env.DB, scope.workspaceId, scope.configVersion).then((w) => w.settings),
    decisionStore(env).aggregate({ workspaceId: scope.workspaceId, ...bounds }),
    feedbackCounts(env.DB, scope.workspaceId, bounds.startMs),
  ]);
  return summarize({
    window,
    ...aggregate,
    feedback,
    savings: settings.savings,
    startMs: bounds.startMs,
  });
}

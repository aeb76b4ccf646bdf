import { runStub } from "../chat/delegate";
import { feedbackFor } from "../db/feedback";
import { findKeyByHash } from "../db/keys";
import { listRuns } from "../db/runs";
import type { DecisionRecord } from "../decisions/record";
import type { StatsSummary, StatsWindow } from "../decisions/stats";
import type { Env } from "../env";
import { sha256Hex, timingSafeEqualStrings } from "../lib/crypto";
import { LIMITS } from "../limits";
import { isAdminToken } from "../middleware/workspace-auth";
import type { StageRecord } from "../runs/store";
import { decisionStore } from "./decisions";
import { statsFor } from "./stats";

/** Who signed in to the dashboard: one workspace, or the admin (every workspace). */
export type Viewer =
  | { kind: "admin" }
  | { kind: "workspace"; workspaceId: string; workspaceName: string; configVersion: number };

/**
 * Resolves a dashboard sign-in: the admin token, or a live workspace key.
 * Returns null for anything else; the page says so instead of erroring.
 *
 * @example
 * const viewer = await resolveViewer(c.env, "demo-key");
 */
export async function resolveViewer(env: Env, key: string): Promise<Viewer | null> {
  if (!key || key.length > 256) return null;
  if (await isAdminToken(env.ADMIN_TOKEN, key)) return { kind: "admin" };
  const hash = await sha256Hex(key);
  const row = await findKeyByHash(env.DB, hash);
  if (!row || row.revoked_at || !timingSafeEqualStrings(row.key_hash, hash)) return null;
  return {
    kind: "workspace",
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    configVersion: row.config_version,
  };
}

/** One decision as the dashboard lists it, with the feedback already given. */
export type DecisionRow = DecisionRecord & { feedback: string | null };

export interface RunSummary {
  id: string;
  status: string;
  source: string;
  created_at: string;
  stages: StageRecord[];
}

export interface DashboardData {
  viewer: Viewer;
  window: StatsWindow;
  stats: StatsSummary;
  decisions: DecisionRow[];
  runs: RunSummary[];
}

/** Runs shown with their stage timelines (each is one Durable Object read). */
const RUNS_SHOWN = 5;

/**
 * Everything the dashboard shows, from the same services as the API, so its
 * numbers are the API's numbers.
 *
 * @example
 * const data = await dashboardData(c.env, viewer, "24h");
 */
export async function dashboardData(
  env: Env,
  viewer: Viewer,
  window: StatsWindow,
): Promise<DashboardData> {
  const workspaceId = viewer.kind === "workspace" ? viewer.workspaceId : null;
  const [stats, latest, runs] = await Promise.all([
    statsFor(env, viewer.kind === "workspace" ? viewer : { workspaceId: null }, window),
    decisionStore(env).latest(workspaceId, LIMITS.decisionsListed),
    workspaceId ? recentRuns(env, workspaceId) : Promise.resolve([]),
  ]);
  const given = await feedbackFor(
    env.DB,
    workspaceId,
    latest.map((d) => d.id),
  );
  return {
    viewer,
    window,
    stats,
    decisions: latest.map((d) => ({ ...d, feedback: given.get(d.id) ?? null })),
    runs,
  };
}

async function recentRuns(env: Env, workspaceId: string): Promise<RunSummary[]> {
  const rows = await listRuns(env.DB, workspaceId, RUNS_SHOWN);
  const views = await Promise.all(rows.map((r) => runStub(env, r.id).get()));
  return rows.map((r, i) => ({
    id: r.id,
    status: r.status,
    source: r.source,
    created_at: r.created_at,
    stages: views[i]?.stages ?? [],
  }));
}

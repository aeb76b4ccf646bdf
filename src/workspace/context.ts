import { Catalog } from "../catalog/catalog";
import { listAgents, listTools } from "../db/catalog";
import { getSettings } from "../db/settings";
import { DEFAULT_SETTINGS, type WorkspaceSettings } from "../schemas/settings";

export interface WorkspaceContext {
  workspaceId: string;
  configVersion: number;
  settingsVersion: number;
  settings: WorkspaceSettings;
  catalog: Catalog;
}

/** Isolate-level memo of built catalogs. The key includes the config version, so it is never stale. */
const MEMO = new Map<string, Promise<WorkspaceContext>>();
const MEMO_MAX = 64;

/**
 * A workspace's settings and indexed catalog as of `configVersion`. Loaded from
 * D1 once per isolate and version; every change to agents, tools or settings
 * bumps the version, so a changed workspace is reloaded on its next request.
 */
export function loadWorkspace(
  db: D1Database,
  workspaceId: string,
  configVersion: number,
): Promise<WorkspaceContext> {
  const key = `${workspaceId}@${configVersion}`;
  const memo = MEMO.get(key);
  if (memo) return memo;
  const loading = build(db, workspaceId, configVersion);
  MEMO.set(key, loading);
  // A failed load must not be remembered.
  loading.catch(() => MEMO.delete(key));
  if (MEMO.size > MEMO_MAX) {
    const oldest = MEMO.keys().next().value;
    if (oldest !== undefined) MEMO.delete(oldest);
  }
  return loading;
}

async function build(
  db: D1Database,
  workspaceId: string,
  configVersion: number,
): Promise<WorkspaceContext> {
  const [tools, agents, settings] = await Promise.all([
    listTools(db, workspaceId),
    listAgents(db, workspaceId),
    getSettings(db, workspaceId),
  ]);
  return {
    workspaceId,
    configVersion,
    settingsVersion: settings?.version ?? 0,
    settings: settings?.settings ?? DEFAULT_SETTINGS,
    catalog: new Catalog(tools, agents),
  };
}

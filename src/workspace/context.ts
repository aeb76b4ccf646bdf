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
/** The memo's settled values, for callers that must not await (`loadedWorkspace`). */
const LOADED = new Map<string, WorkspaceContext>();

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
  loading.then(
    (workspace) => {
      if (MEMO.get(key) === loading) LOADED.set(key, workspace);
    },
    // A failed load must not be remembered; its callers see the rejection.
    () => MEMO.delete(key),
  );
  if (MEMO.size > MEMO_MAX) {
    const oldest = MEMO.keys().next().value;
    if (oldest !== undefined) {
      MEMO.delete(oldest);
      LOADED.delete(oldest);
    }
  }
  return loading;
}

/**
 * The workspace as `loadWorkspace` already loaded it in this isolate, or
 * undefined: for work after the response that should not start an async chain
 * when the request itself loaded the workspace (decision recording).
 *
 * @example
 * loadedWorkspace("ws_1", 3)?.settings.retain_text.enabled;
 */
export function loadedWorkspace(
  workspaceId: string,
  configVersion: number,
): WorkspaceContext | undefined {
  return LOADED.get(`${workspaceId}@${configVersion}`);
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

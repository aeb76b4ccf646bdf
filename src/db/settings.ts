import { AppError } from "../errors";
import { WorkspaceSettings } from "../schemas/settings";
import { bumpConfigVersion, nowIso } from "./util";

export interface VersionedSettings {
  version: number;
  settings: WorkspaceSettings;
}

/** The current (highest) settings version of a workspace. */
export async function getSettings(
  db: D1Database,
  workspaceId: string,
): Promise<VersionedSettings | null> {
  const row = await db
    .prepare(
      "SELECT version, settings FROM workspace_settings WHERE workspace_id = ?1 ORDER BY version DESC LIMIT 1",
    )
    .bind(workspaceId)
    .first<{ version: number; settings: string }>();
  if (!row) return null;
  // Stored settings were valid when written; parsing again fills defaults added since.
  return { version: row.version, settings: WorkspaceSettings.parse(JSON.parse(row.settings)) };
}

/**
 * Stores a new settings version. With `expectedVersion`, the write succeeds only
 * if it is still current (optimistic concurrency); the primary key on
 * (workspace_id, version) makes two racing writers collide instead of both winning.
 */
export async function putSettings(
  db: D1Database,
  workspaceId: string,
  settings: WorkspaceSettings,
  expectedVersion?: number,
): Promise<number> {
  const current = await getSettings(db, workspaceId);
  const currentVersion = current?.version ?? 0;
  if (expectedVersion !== undefined && expectedVersion !== currentVersion) {
    throw new AppError(
      "version_conflict",
      `Settings are at version ${currentVersion}, not ${expectedVersion}. Read them again with GET and retry.`,
    );
  }
  // The same settings again keep their version, and with it every cache key.
  // Both sides went through the same schema, so their keys are in the same order.
  if (current && JSON.stringify(current.settings) === JSON.stringify(settings))
    return currentVersion;
  const next = currentVersion + 1;
  const at = nowIso();
  try {
    await db.batch([
      db
        .prepare(
          "INSERT INTO workspace_settings (workspace_id, version, settings, created_at) VALUES (?1, ?2, ?3, ?4)",
        )
        .bind(workspaceId, next, JSON.stringify(settings), at),
      bumpConfigVersion(db, workspaceId, at),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed")) {
      throw new AppError(
        "version_conflict",
        "Settings changed while this update was in flight. Read them again and retry.",
        {
          cause: error,
        },
      );
    }
    throw error;
  }
  return next;
}

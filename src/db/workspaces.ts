import { newApiKey, newId, sha256Hex } from "../lib/crypto";
import { DEFAULT_SETTINGS } from "../schemas/settings";
import { nowIso } from "./util";

export interface WorkspaceRow {
  id: string;
  name: string;
  config_version: number;
  created_at: string;
  updated_at: string;
}

/** Creates a workspace with its first API key and default settings, atomically. */
export async function createWorkspace(db: D1Database, name: string) {
  const id = newId("ws");
  const apiKey = newApiKey();
  const at = nowIso();
  await db.batch([
    db
      .prepare(
        "INSERT INTO workspaces (id, name, config_version, created_at, updated_at) VALUES (?1, ?2, 1, ?3, ?3)",
      )
      .bind(id, name, at),
    db
      .prepare(
        "INSERT INTO api_keys (id, workspace_id, key_hash, prefix, scope, created_at) VALUES (?1, ?2, ?3, ?4, 'workspace', ?5)",
      )
      .bind(newId("key"), id, await sha256Hex(apiKey), keyPrefix(apiKey), at),
    db
      .prepare(
        "INSERT INTO workspace_settings (workspace_id, version, settings, created_at) VALUES (?1, 1, ?2, ?3)",
      )
      .bind(id, JSON.stringify(DEFAULT_SETTINGS), at),
  ]);
  return { id, name, api_key: apiKey };
}

export function getWorkspace(db: D1Database, id: string): Promise<WorkspaceRow | null> {
  return db.prepare("SELECT * FROM workspaces WHERE id = ?1").bind(id).first<WorkspaceRow>();
}

/** Newest first, keyset-paged on (created_at, id). */
export async function listWorkspaces(
  db: D1Database,
  limit: number,
  before?: { created_at: string; id: string },
) {
  const stmt = before
    ? db
        .prepare(
          "SELECT * FROM workspaces WHERE (created_at, id) < (?1, ?2) ORDER BY created_at DESC, id DESC LIMIT ?3",
        )
        .bind(before.created_at, before.id, limit)
    : db.prepare("SELECT * FROM workspaces ORDER BY created_at DESC, id DESC LIMIT ?1").bind(limit);
  const { results } = await stmt.all<WorkspaceRow>();
  return results;
}

/** The part of a key safe to show again: enough to tell keys apart, useless to an attacker. */
export function keyPrefix(apiKey: string): string {
  return apiKey.slice(0, Math.min(12, Math.max(4, Math.floor(apiKey.length / 3))));
}

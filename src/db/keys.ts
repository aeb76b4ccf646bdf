import { newApiKey, newId, sha256Hex } from "../lib/crypto";
import { LIMITS } from "../limits";
import { nowIso } from "./util";
import { keyPrefix } from "./workspaces";

export type KeyScope = "workspace" | "admin";

export interface ApiKeyRow {
  id: string;
  workspace_id: string;
  key_hash: string;
  prefix: string;
  scope: KeyScope;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface KeyLookup extends ApiKeyRow {
  workspace_name: string;
  config_version: number;
}

/** Finds a key (revoked or not) by the hash of the presented secret. */
export function findKeyByHash(db: D1Database, keyHash: string): Promise<KeyLookup | null> {
  return db
    .prepare(
      `SELECT k.*, w.name AS workspace_name, w.config_version
         FROM api_keys k JOIN workspaces w ON w.id = k.workspace_id
        WHERE k.key_hash = ?1`,
    )
    .bind(keyHash)
    .first<KeyLookup>();
}

export async function listKeys(db: D1Database, workspaceId: string) {
  const { results } = await db
    .prepare(
      `SELECT id, prefix, scope, created_at, last_used_at, revoked_at
         FROM api_keys WHERE workspace_id = ?1 ORDER BY created_at, id`,
    )
    .bind(workspaceId)
    .all<Omit<ApiKeyRow, "workspace_id" | "key_hash">>();
  return results;
}

export function getKey(db: D1Database, workspaceId: string, keyId: string) {
  return db
    .prepare(
      "SELECT id, prefix, scope, created_at, last_used_at, revoked_at FROM api_keys WHERE workspace_id = ?1 AND id = ?2",
    )
    .bind(workspaceId, keyId)
    .first<Omit<ApiKeyRow, "workspace_id" | "key_hash">>();
}

export async function countLiveKeys(db: D1Database, workspaceId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM api_keys WHERE workspace_id = ?1 AND revoked_at IS NULL")
    .bind(workspaceId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The statement inserting a new key, and the key itself (shown once). */
export async function newKeyStatement(
  db: D1Database,
  workspaceId: string,
  scope: KeyScope,
  at: string,
  whileLive?: string,
) {
  const apiKey = newApiKey();
  const id = newId("key");
  const values = [id, workspaceId, await sha256Hex(apiKey), keyPrefix(apiKey), scope, at] as const;
  const statement = whileLive
    ? db
        .prepare(
          `INSERT INTO api_keys (id, workspace_id, key_hash, prefix, scope, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6
            WHERE EXISTS (SELECT 1 FROM api_keys WHERE id = ?7 AND revoked_at IS NULL)`,
        )
        .bind(...values, whileLive)
    : db
        .prepare(
          "INSERT INTO api_keys (id, workspace_id, key_hash, prefix, scope, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .bind(...values);
  return {
    statement,
    created: {
      id,
      prefix: keyPrefix(apiKey),
      scope,
      created_at: at,
      last_used_at: null,
      revoked_at: null,
      api_key: apiKey,
    },
  };
}

export function revokeStatement(db: D1Database, workspaceId: string, keyId: string, at: string) {
  return db
    .prepare(
      "UPDATE api_keys SET revoked_at = ?1 WHERE workspace_id = ?2 AND id = ?3 AND revoked_at IS NULL",
    )
    .bind(at, workspaceId, keyId);
}

/**
 * Records use of a key, at most once a minute per key, so a busy key does not
 * turn every request into a D1 write.
 */
export function touchKey(db: D1Database, keyId: string, at = nowIso()) {
  const threshold = new Date(Date.parse(at) - 60_000).toISOString();
  return db
    .prepare(
      "UPDATE api_keys SET last_used_at = ?1 WHERE id = ?2 AND (last_used_at IS NULL OR last_used_at < ?3)",
    )
    .bind(at, keyId, threshold)
    .run();
}

export const MAX_LIVE_KEYS = LIMITS.keysPerWorkspace;

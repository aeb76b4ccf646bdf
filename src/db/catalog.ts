import { newId } from "../lib/crypto";
import { bumpConfigVersion, jsonChunks, nowIso, stringArray } from "./util";

export interface ToolRecord {
  id: string;
  name: string;
  description: string;
  category: string | null;
}

export interface AgentRecord {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  skills: string[];
  roles: string[];
}

export interface ToolInput {
  name: string;
  description: string;
  category?: string | undefined;
}

export interface AgentInput {
  name: string;
  description: string;
  is_active: boolean;
  skills: string[];
  roles: string[];
}

/**
 * Replaces a workspace's tool catalog and bumps its config version in one
 * atomic batch: readers see the old catalog or the new one, never a mix.
 */
export async function replaceTools(
  db: D1Database,
  workspaceId: string,
  tools: readonly ToolInput[],
) {
  // The same catalog again keeps its config version, and with it every cache key.
  const current = await listTools(db, workspaceId);
  if (sameRows(current, tools, (t) => [t.name, t.description, t.category ?? null]))
    return tools.length;
  const at = nowIso();
  const rows = tools.map((t, position) => ({
    id: newId("tool"),
    name: t.name,
    description: t.description,
    category: t.category ?? null,
    position,
  }));
  await db.batch([
    db.prepare("DELETE FROM tools WHERE workspace_id = ?1").bind(workspaceId),
    ...jsonChunks(rows).map((chunk) =>
      db
        .prepare(
          `INSERT INTO tools (id, workspace_id, name, description, category, position, created_at)
           SELECT value->>'id', ?1, value->>'name', value->>'description', value->>'category', value->>'position', ?2
             FROM json_each(?3)`,
        )
        .bind(workspaceId, at, chunk),
    ),
    bumpConfigVersion(db, workspaceId, at),
  ]);
  return rows.length;
}

export async function listTools(db: D1Database, workspaceId: string): Promise<ToolRecord[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, description, category FROM tools WHERE workspace_id = ?1 ORDER BY position, name",
    )
    .bind(workspaceId)
    .all<ToolRecord>();
  return results;
}

/** Replaces a workspace's agents and bumps its config version, atomically. */
export async function replaceAgents(
  db: D1Database,
  workspaceId: string,
  agents: readonly AgentInput[],
) {
  const current = await listAgents(db, workspaceId);
  if (sameRows(current, agents, (a) => [a.name, a.description, a.is_active, a.skills, a.roles]))
    return agents.length;
  const at = nowIso();
  const rows = agents.map((a, position) => ({
    id: newId("agent"),
    name: a.name,
    description: a.description,
    skills: JSON.stringify(a.skills),
    roles: JSON.stringify(a.roles),
    is_active: a.is_active ? 1 : 0,
    position,
  }));
  await db.batch([
    db.prepare("DELETE FROM agents WHERE workspace_id = ?1").bind(workspaceId),
    ...jsonChunks(rows).map((chunk) =>
      db
        .prepare(
          `INSERT INTO agents (id, workspace_id, name, description, skills, roles, is_active, position, created_at)
           SELECT value->>'id', ?1, value->>'name', value->>'description', value->>'skills', value->>'roles',
                  value->>'is_active', value->>'position', ?2
             FROM json_each(?3)`,
        )
        .bind(workspaceId, at, chunk),
    ),
    bumpConfigVersion(db, workspaceId, at),
  ]);
  return rows.length;
}

interface AgentRow {
  id: string;
  name: string;
  description: string;
  is_active: number;
  skills: string;
  roles: string;
}

export async function listAgents(db: D1Database, workspaceId: string): Promise<AgentRecord[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, description, is_active, skills, roles FROM agents WHERE workspace_id = ?1 ORDER BY position, name",
    )
    .bind(workspaceId)
    .all<AgentRow>();
  return results.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    is_active: r.is_active === 1,
    skills: stringArray(r.skills),
    roles: stringArray(r.roles),
  }));
}

/** Whether two lists hold the same rows in the same order, compared by `key`. */
function sameRows<A, B>(
  current: readonly A[],
  next: readonly B[],
  key: (row: A | B) => unknown[],
): boolean {
  if (current.length !== next.length) return false;
  return current.every((row, i) => JSON.stringify(key(row)) === JSON.stringify(key(next[i] as B)));
}

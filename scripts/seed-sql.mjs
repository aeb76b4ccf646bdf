// Turns seed/demo.json into SQL for the local D1 database. Idempotent: the demo
// workspace is deleted and recreated, with a config version that moves forward so
// nothing cached for the previous seed is reachable.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

const q = (value) =>
  value === null || value === undefined ? "NULL" : `'${String(value).replaceAll("'", "''")}'`;
const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** @param {string} path */
export function seedSql(path) {
  const seed = JSON.parse(readFileSync(path, "utf8"));
  const ws = seed.workspace;
  const at = new Date().toISOString();
  const hash = createHash("sha256").update(ws.api_key).digest("hex");
  const lines = [
    ...["api_keys", "agents", "tools", "workspace_settings"].map(
      (table) => `DELETE FROM ${table} WHERE workspace_id = ${q(ws.id)};`,
    ),
    `DELETE FROM workspaces WHERE id = ${q(ws.id)};`,
    `INSERT INTO workspaces (id, name, config_version, created_at, updated_at) VALUES (${q(ws.id)}, ${q(ws.name)}, ${Math.floor(Date.now() / 1000)}, ${q(at)}, ${q(at)});`,
    `INSERT INTO api_keys (id, workspace_id, key_hash, prefix, scope, created_at) VALUES (${q(id("key"))}, ${q(ws.id)}, ${q(hash)}, ${q(ws.api_key.slice(0, 4))}, 'workspace', ${q(at)});`,
    `INSERT INTO workspace_settings (workspace_id, version, settings, created_at) VALUES (${q(ws.id)}, 1, ${q(JSON.stringify(seed.settings ?? {}))}, ${q(at)});`,
  ];
  seed.agents.forEach((a, position) => {
    lines.push(
      `INSERT INTO agents (id, workspace_id, name, description, skills, roles, is_active, position, created_at) VALUES (${q(id("agent"))}, ${q(ws.id)}, ${q(a.name)}, ${q(a.description ?? "")}, ${q(JSON.stringify(a.skills ?? []))}, ${q(JSON.stringify(a.roles ?? []))}, ${a.is_active === false ? 0 : 1}, ${position}, ${q(at)});`,
    );
  });
  seed.tools.forEach((t, position) => {
    lines.push(
      `INSERT INTO tools (id, workspace_id, name, description, category, position, created_at) VALUES (${q(id("tool"))}, ${q(ws.id)}, ${q(t.name)}, ${q(t.description ?? "")}, ${q(t.category ?? null)}, ${position}, ${q(at)});`,
    );
  });
  return `${lines.join("\n")}\n`;
}

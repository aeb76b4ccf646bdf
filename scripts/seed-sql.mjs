// Turns seed/demo.json into SQL for the local D1 database. Idempotent and
// additive: it inserts what is missing and never deletes or overwrites, so
// restarting `npm run dev` keeps the demo workspace's runs, keys and settings
// (`npm run dev -- --reset` starts from a clean slate instead). Agents and tools
// are added only while the workspace's configuration is the seed's own
// (config_version 1): once anyone changes it through the admin API, a restart
// does not bring back what they removed.
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
  const untouched = `(SELECT config_version FROM workspaces WHERE id = ${q(ws.id)}) = 1`;
  const lines = [
    `INSERT OR IGNORE INTO workspaces (id, name, config_version, created_at, updated_at) VALUES (${q(ws.id)}, ${q(ws.name)}, 1, ${q(at)}, ${q(at)});`,
    `INSERT OR IGNORE INTO api_keys (id, workspace_id, key_hash, prefix, scope, created_at) VALUES (${q(id("key"))}, ${q(ws.id)}, ${q(hash)}, ${q(ws.api_key.slice(0, 4))}, 'workspace', ${q(at)});`,
    `INSERT OR IGNORE INTO workspace_settings (workspace_id, version, settings, created_at) VALUES (${q(ws.id)}, 1, ${q(JSON.stringify(seed.settings ?? {}))}, ${q(at)});`,
  ];
  seed.agents.forEach((a, position) => {
    lines.push(
      `INSERT OR IGNORE INTO agents (id, workspace_id, name, description, skills, roles, is_active, position, created_at) SELECT ${q(id("agent"))}, ${q(ws.id)}, ${q(a.name)}, ${q(a.description ?? "")}, ${q(JSON.stringify(a.skills ?? []))}, ${q(JSON.stringify(a.roles ?? []))}, ${a.is_active === false ? 0 : 1}, ${position}, ${q(at)} WHERE ${untouched};`,
    );
  });
  seed.tools.forEach((t, position) => {
    lines.push(
      `INSERT OR IGNORE INTO tools (id, workspace_id, name, description, category, position, created_at) SELECT ${q(id("tool"))}, ${q(ws.id)}, ${q(t.name)}, ${q(t.description ?? "")}, ${q(t.category ?? null)}, ${position}, ${q(at)} WHERE ${untouched};`,
    );
  });
  return `${lines.join("\n")}\n`;
}

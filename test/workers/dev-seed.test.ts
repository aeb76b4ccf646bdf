import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin, call, rows } from "./helpers";
import { startRun, TASK } from "./runs-helpers";

/** Applies the development seed the way `npm run dev` does on every start. */
async function seed() {
  const sql = (env as unknown as { TEST_SEED_SQL: string }).TEST_SEED_SQL;
  const statements = sql.trim().split("\n");
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

const count = async (table: string) =>
  (
    await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE workspace_id = 'ws_demo'`)
  )[0]?.n;

describe("the development seed (npm run dev) is idempotent and never deletes", () => {
  it("keeps runs, keys, settings and catalog changes across restarts", async () => {
    await seed();
    const tools = await count("tools");
    const agents = await count("agents");
    expect(tools).toBeGreaterThan(40);
    expect(agents).toBeGreaterThan(5);

    // Work done between two starts of `npm run dev`.
    const run = (await startRun("demo-key", { ...TASK, task_id: "before-restart" })).json.run;
    expect(run?.id).toMatch(/^run_/);
    const key = (await admin("/admin/workspaces/ws_demo/keys", { method: "POST" })).json.api_key;
    await admin("/admin/workspaces/ws_demo/settings", {
      method: "PUT",
      body: { settings: { cache_ttl_seconds: 600 } },
    });
    await env.DB.prepare(
      "DELETE FROM tools WHERE workspace_id = 'ws_demo' AND name = 'WEB_SEARCH'",
    ).run();
    const workspace = (await admin("/admin/workspaces/ws_demo")).json;

    await seed(); // the restart

    expect((await call(`/v1/runs/${run.id}`, { token: "demo-key" })).status).toBe(200);
    expect((await call("/v1/workspace", { token: key })).status).toBe(200);
    expect(
      (await admin("/admin/workspaces/ws_demo/settings")).json.settings.cache_ttl_seconds,
    ).toBe(600);
    expect(await count("tools")).toBe((tools ?? 0) - 1);
    expect(await count("agents")).toBe(agents);
    expect((await admin("/admin/workspaces/ws_demo")).json.config_version).toBe(
      workspace.config_version,
    );
  });

  it("fills in what is missing on an untouched workspace", async () => {
    await seed();
    const tools = await count("tools");
    await env.DB.prepare(
      "DELETE FROM tools WHERE workspace_id = 'ws_demo' AND name = 'WEB_SEARCH'",
    ).run();
    await seed();
    expect(await count("tools")).toBe(tools);
  });
});

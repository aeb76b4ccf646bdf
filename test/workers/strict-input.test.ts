import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace, rows } from "./helpers";
import { staffedWorkspace, startRun, TASK } from "./runs-helpers";

const runCount = async (workspaceId: string) =>
  (
    await rows<{ n: number }>("SELECT COUNT(*) AS n FROM runs WHERE workspace_id = ?1", workspaceId)
  )[0]?.n;

describe("bad JSON is a 400 on every route, bodyless ones included", () => {
  it.each(["{", "nul", "[1,", '{"a":1}x'])("rerun and cancel refuse %j", async (body) => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: `bad-json-${body}` })).json.run;
    const before = await runCount(ws.id);
    for (const action of ["rerun", "cancel"]) {
      expectError(
        await call(`/v1/runs/${run.id}/${action}`, {
          token: ws.api_key,
          method: "POST",
          rawBody: body,
          headers: { "content-type": "application/json" },
        }),
        400,
        "invalid_json",
      );
    }
    expect(await runCount(ws.id)).toBe(before);
    expect((await call(`/v1/runs/${run.id}`, { token: ws.api_key })).json.run.status).not.toBe(
      "cancelled",
    );
  });

  it("refuses a bad body on a bodyless admin POST too", async () => {
    const ws = await newWorkspace();
    const keys = (await admin(`/admin/workspaces/${ws.id}/keys`)).json.keys;
    expectError(
      await admin(`/admin/workspaces/${ws.id}/keys/${keys[0].id}/revoke`, {
        method: "POST",
        rawBody: "nul",
      }),
      400,
      "invalid_json",
    );
    expect((await call("/v1/workspace", { token: ws.api_key })).status).toBe(200);
  });

  it("keeps an empty body fine where the route takes none", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "empty-body" })).json.run;
    const res = await call(`/v1/runs/${run.id}/cancel`, {
      token: ws.api_key,
      method: "POST",
      rawBody: "",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.run.status).toBe("cancelled");
  });
});

describe("identical writes keep their version", () => {
  const sameTwice = async (path: string, body: unknown) => {
    const ws = await newWorkspace();
    const first = await admin(`/admin/workspaces/${ws.id}/${path}`, { method: "PUT", body });
    expect(first.status, first.text).toBe(200);
    const config = (await admin(`/admin/workspaces/${ws.id}`)).json.config_version;
    const second = await admin(`/admin/workspaces/${ws.id}/${path}`, { method: "PUT", body });
    expect(second.status, second.text).toBe(200);
    expect((await admin(`/admin/workspaces/${ws.id}`)).json.config_version).toBe(config);
    return { ws, first: first.json, second: second.json };
  };

  it("policy", async () => {
    const { first, second } = await sameTwice("policy", {
      workflow_mode: "auto",
      decomposition_threshold: 4,
    });
    expect(second.version).toBe(first.version);
  });

  it("settings", async () => {
    const { first, second } = await sameTwice("settings", {
      settings: { cache_ttl_seconds: 600 },
    });
    expect(second.version).toBe(first.version);
  });

  it("tools", async () => {
    await sameTwice("tools", [
      { name: "A_TOOL", description: "Does a.", category: "a" },
      { name: "B_TOOL", description: "Does b." },
    ]);
  });

  it("agents", async () => {
    await sameTwice("agents", [
      { name: "one", description: "First.", skills: ["x"], roles: ["analyst"] },
      { name: "two", description: "Second.", is_active: false },
    ]);
  });

  it("a different write still bumps the version", async () => {
    const ws = await newWorkspace();
    const put = (ttl: number) =>
      admin(`/admin/workspaces/${ws.id}/settings`, {
        method: "PUT",
        body: { settings: { cache_ttl_seconds: ttl } },
      });
    const a = (await put(600)).json.version;
    expect((await put(700)).json.version).toBe(a + 1);
  });
});

describe("a checkpoint on a run that has ended", () => {
  it("is a 409 and records nothing", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "cp-ended" })).json.run;
    await call(`/v1/runs/${run.id}/cancel`, { token: ws.api_key, method: "POST" });
    const res = await call(`/v1/runs/${run.id}/checkpoint`, {
      token: ws.api_key,
      body: { decision: "accept", evidence: {} },
    });
    const error = expectError(res, 409, "version_conflict");
    expect(error.message).toContain("ended");
    expect((await call(`/v1/runs/${run.id}`, { token: ws.api_key })).json.run.checkpoints).toEqual(
      [],
    );
  });
});

describe("ids with dot segments or outside their pattern are a 400 before any handler", () => {
  it.each([
    "/admin/workspaces/ws_demo%2F..%2Fws_demo/tools",
    "/admin/workspaces/ws%2E/tools",
    "/admin/workspaces/ws%20demo/tools",
    "/admin/workspaces/ws_demo/keys/key%2F../revoke",
  ])("PUT/POST %s", async (path) => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/tools`, {
      method: "PUT",
      body: [{ name: "KEEP_ME", description: "Stays." }],
    });
    const res = await admin(path.replace("ws_demo", ws.id), { method: "PUT", body: [] });
    const error = expectError(res, 400, "validation_failed");
    expect(error.message).toMatch(/Invalid path/);
    expect((await admin(`/admin/workspaces/${ws.id}/tools`)).json.tools).toHaveLength(1);
  });

  it("a run id outside its pattern", async () => {
    const ws = await newWorkspace();
    expectError(
      await call("/v1/runs/run_..%2Fx/cancel", { token: ws.api_key, method: "POST" }),
      400,
      "validation_failed",
    );
  });
});

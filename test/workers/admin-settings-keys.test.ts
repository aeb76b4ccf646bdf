import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace } from "./helpers";

describe("GET/PUT /admin/workspaces/{id}/settings", () => {
  it("stores a new version, bumps the config version and keeps history", async () => {
    const ws = await newWorkspace();
    const settings = {
      classifier: {
        provider: "openai-compatible",
        model: "llama3.1:8b",
        base_url: "http://127.0.0.1:11434/v1",
      },
      cache_ttl_seconds: 600,
      core_tools: ["WEB_SEARCH"],
    };
    const put = await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings, expected_version: 1 },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({
      version: 2,
      settings: { classifier: { timeout_ms: 1500 }, cache_ttl_seconds: 600 },
    });
    expect((await admin(`/admin/workspaces/${ws.id}/settings`)).json.version).toBe(2);
    expect((await admin(`/admin/workspaces/${ws.id}`)).json.config_version).toBe(2);
  });

  it("answers a stale expected_version with 409 and changes nothing", async () => {
    const ws = await newWorkspace();
    const body = { settings: { cache_ttl_seconds: 120 }, expected_version: 1 };
    expect(
      (await admin(`/admin/workspaces/${ws.id}/settings`, { method: "PUT", body })).status,
    ).toBe(200);
    expectError(
      await admin(`/admin/workspaces/${ws.id}/settings`, { method: "PUT", body }),
      409,
      "version_conflict",
    );
    expect((await admin(`/admin/workspaces/${ws.id}/settings`)).json.version).toBe(2);
  });

  it.each([
    ["an unknown provider", { classifier: { provider: "skynet" } }],
    ["openai-compatible without base_url", { classifier: { provider: "openai-compatible" } }],
    ["a TTL under KV's minimum", { cache_ttl_seconds: 10 }],
    ["an unknown setting", { colour: "blue" }],
    [
      "a secret name that is not one",
      { classifier: { provider: "none", api_key_secret: "sk-live-123" } },
    ],
  ])("rejects %s with 400", async (_case, settings) => {
    const ws = await newWorkspace();
    expectError(
      await admin(`/admin/workspaces/${ws.id}/settings`, { method: "PUT", body: { settings } }),
      400,
      "validation_failed",
    );
  });

  it("404s an unknown workspace", async () => {
    expectError(await admin("/admin/workspaces/ws_nope/settings"), 404, "not_found");
  });
});

describe("API keys", () => {
  it("issues, lists, revokes and rotates keys", async () => {
    const ws = await newWorkspace();
    const created = await admin(`/admin/workspaces/${ws.id}/keys`, { method: "POST" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      scope: "workspace",
      revoked_at: null,
      api_key: expect.any(String),
    });
    const adminKey = await admin(`/admin/workspaces/${ws.id}/keys`, { body: { scope: "admin" } });
    expect(adminKey.json.scope).toBe("admin");
    expect((await call("/v1/workspace", { token: adminKey.json.api_key })).json.scope).toBe(
      "admin",
    );

    const list = await admin(`/admin/workspaces/${ws.id}/keys`);
    expect(list.json.keys).toHaveLength(3);
    expect(JSON.stringify(list.json)).not.toMatch(/key_hash|api_key/);

    const revoked = await admin(`/admin/workspaces/${ws.id}/keys/${created.json.id}/revoke`, {
      method: "POST",
    });
    expect(revoked.json.revoked_at).toEqual(expect.any(String));
    expectError(
      await admin(`/admin/workspaces/${ws.id}/keys/${created.json.id}/revoke`, { method: "POST" }),
      409,
      "version_conflict",
    );
    expectError(
      await admin(`/admin/workspaces/${ws.id}/keys/${created.json.id}/rotate`, { method: "POST" }),
      409,
      "version_conflict",
    );

    const rotated = await admin(`/admin/workspaces/${ws.id}/keys/${adminKey.json.id}/rotate`, {
      method: "POST",
    });
    expect(rotated.json.scope).toBe("admin");
    expectError(await call("/v1/workspace", { token: adminKey.json.api_key }), 401, "unauthorized");
  });

  it("rejects a bad scope, and unknown keys or another workspace's key", async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    expectError(
      await admin(`/admin/workspaces/${a.id}/keys`, { body: { scope: "root" } }),
      400,
      "validation_failed",
    );
    const bKey = (await admin(`/admin/workspaces/${b.id}/keys`)).json.keys[0].id;
    expectError(
      await admin(`/admin/workspaces/${a.id}/keys/${bKey}/revoke`, { method: "POST" }),
      404,
      "not_found",
    );
    expect((await call("/v1/workspace", { token: b.api_key })).status).toBe(200);
    expectError(
      await admin(`/admin/workspaces/${a.id}/keys/key_nope/rotate`, { method: "POST" }),
      404,
      "not_found",
    );
  });

  it("caps live keys per workspace", async () => {
    const ws = await newWorkspace();
    for (let i = 1; i < 20; i++)
      expect((await admin(`/admin/workspaces/${ws.id}/keys`, { method: "POST" })).status).toBe(201);
    expectError(
      await admin(`/admin/workspaces/${ws.id}/keys`, { method: "POST" }),
      409,
      "version_conflict",
    );
  });
});

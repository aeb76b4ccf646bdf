import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace } from "./helpers";

describe("workspace key auth (/v1/*)", () => {
  it("accepts a fresh key and resolves its workspace", async () => {
    const ws = await newWorkspace();
    const res = await call("/v1/workspace", { token: ws.api_key });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: ws.id, name: ws.name, scope: "workspace" });
  });

  it("rejects a missing key with 401", async () => {
    expectError(await call("/v1/workspace"), 401, "unauthorized");
  });

  it("rejects a malformed Authorization header with 401", async () => {
    const res = await call("/v1/workspace", { headers: { authorization: "Basic abc" } });
    expect(expectError(res, 401, "unauthorized").message).toMatch(/Bearer/);
  });

  it("rejects an unknown key with 401", async () => {
    expectError(await call("/v1/workspace", { token: "rk_live_nope" }), 401, "unauthorized");
  });

  it("rejects a revoked key with 401 saying it was revoked", async () => {
    const ws = await newWorkspace();
    const keys = await admin(`/admin/workspaces/${ws.id}/keys`);
    const keyId = keys.json.keys[0].id;
    expect(
      (await admin(`/admin/workspaces/${ws.id}/keys/${keyId}/revoke`, { method: "POST" })).status,
    ).toBe(200);
    const error = expectError(
      await call("/v1/workspace", { token: ws.api_key }),
      401,
      "unauthorized",
    );
    expect(error.message).toMatch(/revoked/);
  });

  it("after rotation the old key is refused and the new one works", async () => {
    const ws = await newWorkspace();
    const keyId = (await admin(`/admin/workspaces/${ws.id}/keys`)).json.keys[0].id;
    const rotated = await admin(`/admin/workspaces/${ws.id}/keys/${keyId}/rotate`, {
      method: "POST",
    });
    expect(rotated.status).toBe(201);
    expect(rotated.json.api_key).not.toBe(ws.api_key);
    expectError(await call("/v1/workspace", { token: ws.api_key }), 401, "unauthorized");
    expect((await call("/v1/workspace", { token: rotated.json.api_key })).json.id).toBe(ws.id);
  });

  it("refuses the admin token on the public API with 403 (wrong scope)", async () => {
    expectError(await call("/v1/workspace", { token: "test-admin-token" }), 403, "forbidden");
  });

  it("records last use of a key", async () => {
    const ws = await newWorkspace();
    await call("/v1/workspace", { token: ws.api_key });
    const keys = await admin(`/admin/workspaces/${ws.id}/keys`);
    expect(keys.json.keys[0].last_used_at).toEqual(expect.any(String));
  });
});

describe("admin token auth (/admin/*)", () => {
  it("rejects a missing token with 401", async () => {
    expectError(await call("/admin/workspaces"), 401, "unauthorized");
  });

  it("rejects a wrong token with 401", async () => {
    expectError(
      await call("/admin/workspaces", { token: "test-admin-tokex" }),
      401,
      "unauthorized",
    );
  });

  it("refuses a workspace key on the admin API with 403 (wrong scope)", async () => {
    const ws = await newWorkspace();
    expectError(await call("/admin/workspaces", { token: ws.api_key }), 403, "forbidden");
  });
});

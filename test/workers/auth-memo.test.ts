import { describe, expect, it } from "vitest";
import {
  AUTH_MEMO_SECONDS,
  forgetWorkspace,
  recall,
  remember,
} from "../../src/middleware/auth-memo";
import { admin, call, expectError, newWorkspace } from "./helpers";

const auth = (workspaceId: string) => ({
  workspaceId,
  workspaceName: "w",
  configVersion: 1,
  keyId: "key_1",
  scope: "workspace" as const,
});

describe("auth memo", () => {
  it("remembers a key for AUTH_MEMO_SECONDS, then forgets it", () => {
    remember("hash-a", auth("ws_a"), 1_000);
    expect(recall("hash-a", 1_000 + AUTH_MEMO_SECONDS * 1000 - 1)).toMatchObject({
      workspaceId: "ws_a",
    });
    expect(recall("hash-a", 1_000 + AUTH_MEMO_SECONDS * 1000)).toBeNull();
  });

  it("forgets a whole workspace at once", () => {
    remember("hash-b", auth("ws_b"));
    remember("hash-c", auth("ws_b"));
    remember("hash-d", auth("ws_d"));
    forgetWorkspace("ws_b");
    expect(recall("hash-b")).toBeNull();
    expect(recall("hash-c")).toBeNull();
    expect(recall("hash-d")).not.toBeNull();
  });

  it("sees a catalog change at once in this isolate (config version moves)", async () => {
    const ws = await newWorkspace();
    expect((await call("/v1/workspace", { token: ws.api_key })).json.config_version).toBe(1);
    await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: [{ name: "X" }] });
    expect((await call("/v1/workspace", { token: ws.api_key })).json.config_version).toBe(2);
  });

  it("refuses a key revoked after it was remembered", async () => {
    const ws = await newWorkspace();
    expect((await call("/v1/workspace", { token: ws.api_key })).status).toBe(200);
    const keyId = (await admin(`/admin/workspaces/${ws.id}/keys`)).json.keys[0].id;
    await admin(`/admin/workspaces/${ws.id}/keys/${keyId}/revoke`, { method: "POST" });
    expectError(await call("/v1/workspace", { token: ws.api_key }), 401, "unauthorized");
  });
});

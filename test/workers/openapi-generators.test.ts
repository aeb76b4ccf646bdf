import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace } from "./helpers";

const METHODS = ["get", "put", "post", "delete", "patch"];

async function operations() {
  const doc = (await call("/openapi.json")).json;
  const ops: { path: string; method: string; op: any }[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const method of METHODS) if (item[method]) ops.push({ path, method, op: item[method] });
  return { doc, ops };
}

describe("OpenAPI for client generators", () => {
  it("has servers, and a unique operationId and security on every operation", async () => {
    const { doc, ops } = await operations();
    expect(doc.servers).toEqual([{ url: "http://router.test", description: expect.any(String) }]);
    expect(ops.length).toBeGreaterThan(25);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of ops) expect(op.security, path).toBeInstanceOf(Array);
    expect(doc.paths["/health"].get.security).toEqual([]);
    expect(doc.paths["/admin/workspaces"].post.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths["/v1/assess"].post.security).toEqual([{ workspaceKey: [] }]);
    expect(doc.paths["/v1/chat"].post.security).toEqual([
      { workspaceKey: [] },
      { clientToken: [] },
    ]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "adminToken",
      "clientToken",
      "workspaceKey",
    ]);
    expect(doc.paths["/v1/chat/completions"].post.operationId).toBe("createChatCompletion");
  });

  it("documents 429 (with retry-after) on the public API and 5xx everywhere, in each route's error shape", async () => {
    const { doc, ops } = await operations();
    for (const { path, op } of ops) {
      expect(op.responses["500"], path).toBeDefined();
      if (path.startsWith("/v1")) {
        expect(op.responses["429"], path).toBeDefined();
        expect(op.responses["429"].headers["retry-after"]).toBeDefined();
      }
    }
    const chatError =
      doc.paths["/v1/chat"].post.responses["502"].content["application/json"].schema;
    expect(chatError.properties.error.required).toEqual(["code", "message"]);
    const openAiError =
      doc.paths["/v1/chat/completions"].post.responses["429"].content["application/json"].schema;
    expect(Object.keys(openAiError.properties.error.properties)).toEqual(
      expect.arrayContaining(["message", "type", "code"]),
    );
  });

  it("answers a wrong method on a known path with 405 and Allow; an unknown path stays 404", async () => {
    const ws = await newWorkspace();
    const wrong = await call("/v1/assess", { method: "GET", token: ws.api_key });
    expectError(wrong, 405, "method_not_allowed");
    expect(wrong.headers.get("allow")).toBe("POST");
    const runs = await call(`/v1/runs/run_${"0".repeat(32)}/stream`, {
      method: "DELETE",
      token: ws.api_key,
    });
    expectError(runs, 405, "method_not_allowed");
    expect(runs.headers.get("allow")).toBe("GET");
    const both = await admin("/admin/workspaces", { method: "DELETE" });
    expectError(both, 405, "method_not_allowed");
    expect(both.headers.get("allow")?.split(", ").sort()).toEqual(["GET", "POST"]);
    expectError(await call("/v1/nothing-here", { token: ws.api_key }), 404, "not_found");
    // Credentials are still checked first, as for every /v1 path.
    expectError(await call("/v1/assess", { method: "GET" }), 401, "unauthorized");
  });
});

import { describe, expect, it } from "vitest";
import { call } from "./helpers";

describe("GET /openapi.json", () => {
  it("documents every route from the same zod schemas that validate them", async () => {
    const res = await call("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    const paths = Object.keys(res.json.paths);
    for (const path of [
      "/health",
      "/admin/workspaces",
      "/admin/workspaces/{id}",
      "/admin/workspaces/{id}/tools",
      "/admin/workspaces/{id}/agents",
      "/admin/workspaces/{id}/settings",
      "/admin/workspaces/{id}/keys",
      "/admin/workspaces/{id}/keys/{key_id}/revoke",
      "/admin/workspaces/{id}/keys/{key_id}/rotate",
      "/v1/assess",
      "/v1/workspace",
    ]) {
      expect(paths).toContain(path);
    }
    const assess = res.json.paths["/v1/assess"].post;
    const requestSchema = assess.requestBody.content["application/json"].schema;
    expect(requestSchema.required).toContain("message");
    expect(requestSchema.additionalProperties).toBe(false);
    const responseSchema = assess.responses["200"].content["application/json"].schema;
    expect(responseSchema.properties.tier.enum).toEqual(["rules", "cache", "model", "fallback"]);
    expect(assess.responses["400"]).toBeDefined();
  });
});

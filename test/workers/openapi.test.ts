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
      "/v1/chat",
      "/v1/delegation/plan",
      "/v1/runs",
      "/v1/runs/{id}",
      "/v1/runs/{id}/stream",
      "/v1/runs/{id}/step",
      "/v1/runs/{id}/checkpoint",
      "/v1/runs/{id}/cancel",
      "/v1/runs/{id}/rerun",
      "/admin/workspaces/{id}/policy",
    ]) {
      expect(paths).toContain(path);
    }
    const assess = res.json.paths["/v1/assess"].post;
    const requestSchema = assess.requestBody.content["application/json"].schema;
    expect(requestSchema.required).toContain("message");
    expect(requestSchema.additionalProperties).toBe(false);
    const responseSchema = assess.responses["200"].content["application/json"].schema;
    expect(responseSchema.properties.tier.enum).toEqual([
      "rules",
      "learned",
      "cache",
      "model",
      "fallback",
    ]);
    expect(assess.responses["400"]).toBeDefined();
    // The decision record documents every field.
    const plan =
      res.json.paths["/v1/delegation/plan"].post.responses["200"].content["application/json"]
        .schema;
    const decision = plan.properties.delegation;
    for (const field of [
      "primary_path",
      "effective_mode",
      "score",
      "threshold",
      "reasons",
      "indicators",
      "roles",
      "required_reviews",
      "estimates",
      "budget_fit",
      "runnable",
      "handoff",
      "policy_version",
    ]) {
      expect(decision.properties[field]?.description, field).toEqual(expect.any(String));
    }
  });
});

import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace } from "./helpers";

const TASK = {
  task_id: "t-1",
  kind: "review_change",
  objective: "Review whether the helper still accepts negative inputs.",
  context: "Returning the supplied value unchanged is required.",
  diff: "--- a/src/auth/session.ts\n+++ b/src/auth/session.ts\n@@ -1 +1 @@\n-return value\n+return abs(value)\n",
  complexity: "moderate",
};

async function workspaceWithAgents(roles: string[][] = [["security-reviewer"], ["analyst"]]) {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/agents`, {
    method: "PUT",
    body: roles.map((r, i) => ({ name: `agent-${i}`, description: "x", roles: r })),
  });
  return ws;
}

const plan = (token: string, task: unknown) =>
  call("/v1/delegation/plan", { token, body: { task } });

describe("POST /v1/delegation/plan", () => {
  it("returns the decision record, with no task text or paths in it", async () => {
    const ws = await workspaceWithAgents();
    const res = await plan(ws.api_key, TASK);
    expect(res.status, res.text).toBe(200);
    const d = res.json.delegation;
    expect(Object.keys(d).sort()).toEqual(
      [
        "budget_fit",
        "effective_mode",
        "estimates",
        "handoff",
        "indicators",
        "policy_version",
        "primary_path",
        "reasons",
        "requested_mode",
        "required_reviews",
        "roles",
        "runnable",
        "score",
        "specialisation",
        "threshold",
      ].sort(),
    );
    expect(d).toMatchObject({
      primary_path: "workflow",
      effective_mode: "auto",
      threshold: 3,
      policy_version: "1",
      runnable: true,
    });
    expect(d.indicators).toMatchObject({ changed_files: 1, sensitive_paths: 1 });
    expect(d.roles).toEqual([
      { role: "security-reviewer", skill: "security-review", required: false },
    ]);
    expect(res.text).not.toContain("src/auth");
    expect(res.text).not.toContain("negative inputs");
    expect(res.text).not.toContain("abs(value)");
  });

  it("has no side effects: the same task twice gives the same record", async () => {
    const ws = await workspaceWithAgents();
    const a = await plan(ws.api_key, TASK);
    const b = await plan(ws.api_key, TASK);
    expect(a.json).toEqual(b.json);
    expect((await admin(`/admin/workspaces/${ws.id}`)).json.config_version).toBe(2);
  });

  it("answers a policy conflict with 409", async () => {
    const ws = await workspaceWithAgents();
    expect(
      (
        await admin(`/admin/workspaces/${ws.id}/policy`, {
          method: "PUT",
          body: { workflow_mode: "direct" },
        })
      ).status,
    ).toBe(200);
    const res = await plan(ws.api_key, { ...TASK, delegation: { mode: "workflow" } });
    expect(expectError(res, 409, "policy_conflict").message).toMatch(/forces direct/);
  });

  it("decides under the workspace's current policy and names its version", async () => {
    const ws = await workspaceWithAgents();
    const put = await admin(`/admin/workspaces/${ws.id}/policy`, {
      method: "PUT",
      body: {
        workflow_mode: "direct",
        required_reviews: [{ role: "security-reviewer", skill: "security-review", when: "always" }],
      },
    });
    expect(put.json).toEqual({ version: "2" });
    const d = (await plan(ws.api_key, { ...TASK, diff: undefined })).json.delegation;
    expect(d).toMatchObject({
      primary_path: "direct",
      effective_mode: "direct",
      policy_version: "2",
    });
    expect(d.roles).toEqual([
      { role: "security-reviewer", skill: "security-review", required: true },
    ]);
    expect(d.required_reviews).toEqual([
      { role: "security-reviewer", skill: "security-review", when: "always", mandated: true },
    ]);
  });

  it("hands off when a required specialist has no agent", async () => {
    const ws = await workspaceWithAgents([["analyst"]]);
    await admin(`/admin/workspaces/${ws.id}/policy`, {
      method: "PUT",
      body: { required_reviews: [{ role: "ux-reviewer", skill: "ui-ux-review", when: "always" }] },
    });
    const d = (await plan(ws.api_key, TASK)).json.delegation;
    expect(d.runnable).toBe(false);
    expect(d.handoff.blockers.join(" ")).toContain("ux-reviewer");
  });

  it.each([
    ["a missing objective", { ...TASK, objective: undefined }],
    ["an unknown kind", { ...TASK, kind: "deploy" }],
    ["an unknown complexity", { ...TASK, complexity: "huge" }],
    ["an unknown flag", { ...TASK, delegation: { fast: true } }],
    ["an unknown mode", { ...TASK, delegation: { mode: "maybe" } }],
    ["an unknown field", { ...TASK, priority: 1 }],
  ])("rejects %s with 400", async (_case, task) => {
    const ws = await workspaceWithAgents();
    expectError(await plan(ws.api_key, task), 400, "validation_failed");
  });
});

describe("PUT/GET /admin/workspaces/{id}/policy", () => {
  it("stores a policy as a new settings version and reads it back with defaults filled", async () => {
    const ws = await newWorkspace();
    const res = await admin(`/admin/workspaces/${ws.id}/policy`, {
      method: "PUT",
      body: {
        workflow_mode: "auto",
        decomposition_threshold: 4,
        limits: { max_roles: 3, max_model_calls: 10, max_tokens: 50000 },
      },
    });
    expect(res.json).toEqual({ version: "2" });
    const got = await admin(`/admin/workspaces/${ws.id}/policy`);
    expect(got.json).toMatchObject({
      version: "2",
      policy: { decomposition_threshold: 4, required_reviews: [], limits: { max_roles: 3 } },
    });
    // Other settings survive a policy change.
    expect(
      (await admin(`/admin/workspaces/${ws.id}/settings`)).json.settings.cache_ttl_seconds,
    ).toBe(86400);
  });

  it.each([
    [
      "an unknown role",
      { required_reviews: [{ role: "hacker", skill: "security-review", when: "always" }] },
      /unknown role "hacker"/,
    ],
    [
      "an unknown skill",
      { required_reviews: [{ role: "architect", skill: "vibes", when: "always" }] },
      /unknown skill "vibes"/,
    ],
    [
      "an incompatible pair",
      { required_reviews: [{ role: "architect", skill: "security-review", when: "always" }] },
      /role "architect" cannot apply skill "security-review"/,
    ],
    [
      "a required role that is not enabled",
      {
        enabled_roles: ["analyst"],
        required_reviews: [{ role: "architect", skill: "architecture-review", when: "always" }],
      },
      /not in enabled_roles/,
    ],
    [
      "limits below the required reviews",
      {
        required_reviews: [
          { role: "architect", skill: "architecture-review", when: "always" },
          { role: "security-reviewer", skill: "security-review", when: "always" },
        ],
        limits: { max_roles: 1 },
      },
      /max_roles 1 is below the 2 required reviews/,
    ],
    [
      "an unknown condition",
      {
        required_reviews: [{ role: "architect", skill: "architecture-review", when: "sometimes" }],
      },
      /when/,
    ],
    ["an impossible threshold", { decomposition_threshold: 0 }, /decomposition_threshold/],
  ])("rejects %s with a 400 naming it", async (_case, body, message) => {
    const ws = await newWorkspace();
    const error = expectError(
      await admin(`/admin/workspaces/${ws.id}/policy`, { method: "PUT", body }),
      400,
      "validation_failed",
    );
    expect(error.message).toMatch(message);
    expect((await admin(`/admin/workspaces/${ws.id}/policy`)).json.version).toBe("1");
  });

  it("404s an unknown workspace", async () => {
    expectError(
      await admin("/admin/workspaces/ws_nope/policy", { method: "PUT", body: {} }),
      404,
      "not_found",
    );
  });
});

import { describe, expect, it } from "vitest";
import { admin, call, expectError, newWorkspace } from "./helpers";
import { getRun, staffedWorkspace, startRun, TASK, waitFor } from "./runs-helpers";

describe("POST /v1/runs: start a run from a task", () => {
  it("plans it with the gate and persists the decision; repeating the task_id returns it unchanged", async () => {
    const ws = await staffedWorkspace();
    const first = await startRun(ws.api_key, TASK);
    expect(first.status, first.text).toBe(201);
    const run = first.json.run;
    expect(run).toMatchObject({
      id: expect.stringMatching(/^run_[0-9a-f]{32}$/),
      version: 0,
      status: "running",
      source: "api",
      drive: "manual",
    });
    expect(run.delegation).toMatchObject({
      primary_path: "workflow",
      roles: [{ role: "security-reviewer" }],
    });
    expect(
      run.stages.map((s: { role: string; status: string }) => `${s.role}:${s.status}`),
    ).toEqual(["security-reviewer:pending", "primary:pending"]);
    // A policy change in between must not produce a new plan for the same task.
    await admin(`/admin/workspaces/${ws.id}/policy`, {
      method: "PUT",
      body: { workflow_mode: "direct" },
    });
    const again = await startRun(ws.api_key, TASK);
    expect(again.status).toBe(200);
    expect(again.json.run.id).toBe(run.id);
    expect(again.json.run.delegation).toEqual(run.delegation);
  });

  it("gives two concurrent starts of one task_id one run", async () => {
    const ws = await staffedWorkspace();
    const [a, b] = await Promise.all([startRun(ws.api_key, TASK), startRun(ws.api_key, TASK)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.run.id).toBe(b.json.run.id);
    const list = await call("/v1/runs", { token: ws.api_key });
    expect(list.json.runs).toHaveLength(1);
  });

  it("is blocked, with the reason, when the plan hands off", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/policy`, {
      method: "PUT",
      body: {
        required_reviews: [{ role: "security-reviewer", skill: "security-review", when: "always" }],
      },
    });
    const run = (await startRun(ws.api_key, TASK)).json.run;
    expect(run.status).toBe("blocked");
    expect(run.error).toMatch(/required specialist is unavailable/);
    expect(run.delegation.handoff.blockers[0]).toMatch(/security-reviewer/);
  });

  it("answers a policy conflict with 409 and a bad task with 400", async () => {
    const ws = await staffedWorkspace({ workflow_mode: "direct" });
    expectError(
      await startRun(ws.api_key, { ...TASK, delegation: { mode: "workflow" } }),
      409,
      "policy_conflict",
    );
    expectError(await startRun(ws.api_key, { ...TASK, kind: "nap" }), 400, "validation_failed");
  });
});

describe("POST /v1/runs/{id}/step", () => {
  it("advances one stage per call and rejects a stale version with 409", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, TASK)).json.run;
    const stepped = await call(`/v1/runs/${run.id}/step`, {
      token: ws.api_key,
      body: { version: 0 },
    });
    expect(stepped.status, stepped.text).toBe(200);
    expect(stepped.json.run.stages[0]).toMatchObject({
      status: "succeeded",
      attempts: 1,
      agent: { name: "sec-bot" },
    });
    expect(stepped.json.run.stages[0].summary).toContain("security-reviewer");
    expect(stepped.json.run.version).toBeGreaterThan(0);
    expectError(
      await call(`/v1/runs/${run.id}/step`, { token: ws.api_key, body: { version: 0 } }),
      409,
      "version_conflict",
    );

    const last = await call(`/v1/runs/${run.id}/step`, {
      token: ws.api_key,
      body: { version: stepped.json.run.version },
    });
    expect(last.json.run).toMatchObject({ status: "succeeded", usage: { model_calls: 2 } });
    expect(last.json.run.stages.every((s: { status: string }) => s.status === "succeeded")).toBe(
      true,
    );
    expectError(
      await call(`/v1/runs/${run.id}/step`, {
        token: ws.api_key,
        body: { version: last.json.run.version },
      }),
      409,
      "version_conflict",
    );
  });

  it("runs by itself when started with drive auto", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "auto-1" }, "auto")).json.run;
    const done = await waitFor(
      () => getRun(ws.api_key, run.id),
      (r) => r.status !== "running",
    );
    expect(done.status).toBe("succeeded");
    expect(done.stages.map((s: { status: string }) => s.status)).toEqual([
      "succeeded",
      "succeeded",
    ]);
  });
});

describe("POST /v1/runs/{id}/checkpoint", () => {
  it("blocks acceptance when new evidence needs a required review the plan lacks", async () => {
    const ws = await staffedWorkspace({
      required_reviews: [
        { role: "performance-reviewer", skill: "resource-review", when: "resources" },
      ],
    });
    const task = { ...TASK, task_id: "cp-1", diff: undefined, kind: "implement_issue" };
    const run = (await startRun(ws.api_key, task)).json.run;
    expect(run.delegation.roles.map((r: { role: string }) => r.role)).not.toContain(
      "performance-reviewer",
    );

    const plain = await call(`/v1/runs/${run.id}/checkpoint`, {
      token: ws.api_key,
      body: { decision: "accept", evidence: {} },
    });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.json.run.checkpoints).toEqual([
      expect.objectContaining({ decision: "accept", accepted: true }),
    ]);

    const blocked = await call(`/v1/runs/${run.id}/checkpoint`, {
      token: ws.api_key,
      body: { decision: "accept", evidence: { delegation: { resources: true } } },
    });
    const error = expectError(blocked, 409, "checkpoint_blocked");
    expect(error.message).toMatch(/performance-reviewer/);
    expect((await getRun(ws.api_key, run.id)).checkpoints.at(-1)).toMatchObject({
      accepted: false,
      reason: expect.stringMatching(/new task/),
    });
  });

  it("records a rejection and stops the run", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "cp-2" })).json.run;
    const res = await call(`/v1/runs/${run.id}/checkpoint`, {
      token: ws.api_key,
      body: { decision: "reject" },
    });
    expect(res.json.run.status).toBe("cancelled");
  });
});

describe("cancel and rerun", () => {
  it("cancels between stages; stepping a cancelled run is a conflict", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "cancel-1" })).json.run;
    const res = await call(`/v1/runs/${run.id}/cancel`, { token: ws.api_key, method: "POST" });
    expect(res.json.run.status).toBe("cancelled");
    expect(res.json.run.stages.every((s: { status: string }) => s.status === "cancelled")).toBe(
      true,
    );
    expectError(
      await call(`/v1/runs/${run.id}/step`, {
        token: ws.api_key,
        body: { version: res.json.run.version },
      }),
      409,
      "version_conflict",
    );
  });

  it("cancels during a stage", async () => {
    const ws = await staffedWorkspace();
    const task = {
      ...TASK,
      task_id: "cancel-2",
      objective: `${TASK.objective} [origin:delay-events=200]`,
    };
    const run = (await startRun(ws.api_key, task, "auto")).json.run;
    await waitFor(
      () => getRun(ws.api_key, run.id),
      (r) => r.stages[0].status === "running",
    );
    const res = await call(`/v1/runs/${run.id}/cancel`, { token: ws.api_key, method: "POST" });
    expect(res.json.run.status).toBe("cancelled");
    const later = await waitFor(
      () => getRun(ws.api_key, run.id),
      () => false,
      800,
    );
    expect(later.status).toBe("cancelled");
  });

  it("reruns from the same input, linked to the first", async () => {
    const ws = await staffedWorkspace();
    const run = (await startRun(ws.api_key, { ...TASK, task_id: "rerun-1" })).json.run;
    const res = await call(`/v1/runs/${run.id}/rerun`, { token: ws.api_key, method: "POST" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.run).toMatchObject({ rerun_of: run.id, task_id: "rerun-1", status: "running" });
    expect(res.json.run.id).not.toBe(run.id);
    const list = (await call("/v1/runs", { token: ws.api_key })).json.runs;
    expect(list.map((r: { id: string }) => r.id)).toEqual([res.json.run.id, run.id]);
  });
});

describe("GET /v1/runs and workspace isolation", () => {
  it("lists newest first, pages, and tags the source", async () => {
    const ws = await staffedWorkspace();
    for (const id of ["a", "b", "c"]) await startRun(ws.api_key, { ...TASK, task_id: id });
    const page = await call("/v1/runs?limit=2", { token: ws.api_key });
    expect(page.json.runs.map((r: { task_id: string }) => r.task_id)).toEqual(["c", "b"]);
    expect(page.json.runs[0]).toMatchObject({
      source: "api",
      delegation: { primary_path: "workflow" },
    });
    const next = await call(
      `/v1/runs?limit=2&cursor=${encodeURIComponent(page.json.next_cursor)}`,
      { token: ws.api_key },
    );
    expect(next.json.runs.map((r: { task_id: string }) => r.task_id)).toEqual(["a"]);
  });

  it("hides another workspace's run behind a 404 everywhere", async () => {
    const a = await staffedWorkspace();
    const b = await newWorkspace();
    const run = (await startRun(a.api_key, TASK)).json.run;
    expectError(await call(`/v1/runs/${run.id}`, { token: b.api_key }), 404, "not_found");
    expectError(
      await call(`/v1/runs/${run.id}/step`, { token: b.api_key, body: { version: 0 } }),
      404,
      "not_found",
    );
    expectError(
      await call(`/v1/runs/${run.id}/cancel`, { token: b.api_key, method: "POST" }),
      404,
      "not_found",
    );
    expectError(
      await call(`/v1/runs/${run.id}/rerun`, { token: b.api_key, method: "POST" }),
      404,
      "not_found",
    );
    expectError(
      await call(`/v1/runs/${run.id}/checkpoint`, {
        token: b.api_key,
        body: { decision: "accept" },
      }),
      404,
      "not_found",
    );
    expect((await call("/v1/runs", { token: b.api_key })).json.runs).toEqual([]);
    // The same task_id in another workspace is another run.
    expect((await startRun(b.api_key, TASK)).json.run.id).not.toBe(run.id);
    expect((await getRun(a.api_key, run.id)).status).toBe("running");
  });
});

import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStub } from "../../src/chat/delegate";
import type { RunCoordinator, RunInput } from "../../src/runs/coordinator";
import {
  BASE,
  chatBody,
  dataPart,
  eventIds,
  postChat,
  readChat,
  sendWithTransport,
} from "./chat-helpers";
import { getRun, staffedWorkspace, waitFor } from "./runs-helpers";

const ORGANISM = "refactor auth across all services and rotate the session secrets";

describe("chat → workflow: an organism message becomes a staged run", () => {
  it("streams workflow progress, then the answer, then finish, through the AI SDK's own client", async () => {
    const ws = await staffedWorkspace();
    const { message, errors } = await sendWithTransport(ws.api_key, ORGANISM, "wf");
    expect(errors).toEqual([]);
    const parts = message?.parts ?? [];
    const assessment = (parts.find((p) => p.type === "data-assessment") as { data: any }).data;
    expect(assessment).toMatchObject({
      path: "workflow",
      assessment: { complexity: "organism", action: "workflow" },
    });
    // One part per stage, updated in place by its id: the plan first, then each stage, all final.
    const updates = parts
      .filter((p) => p.type === "data-workflow-update")
      .map(
        (p) =>
          p as unknown as {
            id: string;
            data: { id: string; stage: string; status: string; step?: string };
          },
      );
    expect(updates.map((u) => u.id)).toEqual([
      "plan",
      ...updates.slice(1).map((_, i) => `stage-${i + 1}`),
    ]);
    expect(updates[0]?.data).toMatchObject({ stage: "plan", status: "complete" });
    expect(updates[0]?.data.step).toMatch(
      /^workflow: score \d+ of 3, specialists: .*security-reviewer/,
    );
    const stages = updates.slice(1).map((u) => u.data);
    expect(stages.every((u) => u.status === "complete")).toBe(true);
    const started = stages.map((u) => u.stage);
    expect(started).toEqual(
      expect.arrayContaining([
        "security-reviewer (security-review)",
        "architect (architecture-review)",
        "answer",
      ]),
    );
    expect(started.at(-1)).toBe("answer");
    const text = parts
      .filter((p) => p.type === "text")
      .map((p) => (p as { text: string }).text)
      .join("");
    expect(text.length).toBeGreaterThan(0);
    const run = parts.filter((p) => p.type === "data-run").at(-1) as {
      data: { run_id: string; status: string };
    };
    expect(run.data.status).toBe("succeeded");
    const view = await getRun(ws.api_key, run.data.run_id);
    expect(view).toMatchObject({
      source: "chat",
      status: "succeeded",
      delegation: { primary_path: "workflow" },
    });
    expect(view.stages.length).toBe(started.length);
  });

  it("keeps going when the client leaves: alarms drive the remaining stages", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(`${ORGANISM} [origin:delay-events=20]`));
    const runId = res.headers.get("x-run-id") as string;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    const done = await waitFor(
      () => getRun(ws.api_key, runId),
      (r) => r.status !== "running",
      15_000,
    );
    expect(done.status).toBe("succeeded");
    expect(done.stages.every((s: { status: string }) => s.status === "succeeded")).toBe(true);
    // A client reconnecting later gets every event exactly once, in order.
    const replay = await readChat(
      await exports.default.fetch(`${BASE}/v1/runs/${runId}/stream`, {
        headers: { authorization: `Bearer ${ws.api_key}` },
      }),
    );
    const ids = eventIds(replay.text);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    // The plan, then started and complete per stage.
    expect(dataPart(replay.chunks, "data-workflow-update").length).toBe(1 + done.stages.length * 2);
  });

  it("retries a stage cut off by a restart, then finishes (eviction mid-run, then resumption)", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(ORGANISM));
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    const input = (await runStub(env, runId).startedWith()) as unknown as RunInput;
    // Recreate the state a restart leaves behind: stage 1 of a new run marked running, nothing in flight.
    const fresh = `run_${crypto.randomUUID().replaceAll("-", "")}`;
    const stub = runStub(env, fresh);
    await runInDurableObject(stub, async (instance: RunCoordinator, state) => {
      const spec = {
        ...input,
        run_id: fresh,
        drive: "manual" as const,
        origin: { ...input.origin, run_id: fresh },
      };
      await instance.start(spec);
      state.storage.sql.exec("UPDATE run SET drive = 'auto'");
      state.storage.sql.exec(
        "UPDATE stages SET status = 'running', attempts = 1, started_at = ? WHERE idx = 0",
        new Date().toISOString(),
      );
    });
    const resumed = await readChat(
      await exports.default.fetch(`${BASE}/v1/runs/${fresh}/stream`, {
        headers: { authorization: `Bearer ${ws.api_key}` },
      }),
    );
    expect(resumed.errors).toEqual([]);
    const view = await getRun(ws.api_key, fresh);
    expect(view.status).toBe("succeeded");
    expect(view.stages[0]).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(
      dataPart(resumed.chunks, "data-workflow-update").some(
        (u: { status: string }) => u.status === "retrying",
      ),
    ).toBe(true);
  });

  it("retries a failing stage with backoff, then fails the run with the reason", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(`${ORGANISM} [origin:fail]`));
    const runId = res.headers.get("x-run-id") as string;
    const chat = await readChat(res);
    expect(chat.errors[0]).toMatch(/failed after 3 attempts.*answered 503/);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "error" });
    const view = await getRun(ws.api_key, runId);
    expect(view.status).toBe("failed");
    expect(view.stages[0]).toMatchObject({ status: "failed", attempts: 3 });
    expect(view.stages.slice(1).every((s: { status: string }) => s.status === "failed")).toBe(true);
  });

  it("enforces the run-wide budget from the decision's estimates", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(ORGANISM));
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    const input = (await runStub(env, runId).startedWith()) as unknown as RunInput;
    const fresh = `run_${crypto.randomUUID().replaceAll("-", "")}`;
    const view = await runInDurableObject(runStub(env, fresh), async (instance: RunCoordinator) => {
      await instance.start({
        ...input,
        run_id: fresh,
        drive: "manual",
        budget: { model_calls: 1, tokens: 1 },
        origin: { ...input.origin, run_id: fresh },
      });
      const first = await instance.step(0);
      return first.ok ? first.value : null;
    });
    expect(view?.status).toBe("failed");
    expect(view?.error).toMatch(/tokens used, the budget was 1/);
  });
});

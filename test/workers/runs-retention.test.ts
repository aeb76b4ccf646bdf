import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newRunId, runStub } from "../../src/chat/delegate";
import { isSignedRunId } from "../../src/runs/run-id";
import { chatBody, postChat, readChat } from "./chat-helpers";
import { admin, call, expectError, newWorkspace, rows } from "./helpers";
import { waitFor } from "./runs-helpers";

const DAY_MS = 86_400_000;
const DELEGATED = "open a jira ticket for the login bug";

/** A finished chat run, with its bookkeeping (index, history, retention alarm) done. */
async function finishedRun(token: string) {
  const res = await postChat(token, chatBody(DELEGATED));
  const runId = res.headers.get("x-run-id") as string;
  await readChat(res);
  const stub = runStub(env, runId);
  await waitFor(
    () => runInDurableObject(stub, (_i, state) => meta(state, "expires_at")),
    (v) => v !== null,
  );
  return { runId, stub };
}

function meta(state: DurableObjectState, key: string): string | null {
  return (
    state.storage.sql
      .exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key)
      .toArray()[0]?.value ?? null
  );
}

/** Tables in the object's SQLite storage other than the runtime's own. */
function userTables(state: DurableObjectState): string[] {
  return state.storage.sql
    .exec<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .toArray()
    .map((r) => r.name);
}

describe("runs off the hot path: signed ids, a lagging index, retention", () => {
  it("finds a chat run by its id from the first byte, and lists it once its index lands", async () => {
    const ws = await newWorkspace();
    const res = await postChat(ws.api_key, chatBody(DELEGATED));
    const runId = res.headers.get("x-run-id") as string;
    // Before the stream is read: the signed id addresses the object with no index lookup.
    const early = await call(`/v1/runs/${runId}`, { token: ws.api_key });
    expect(early.status, early.text).toBe(200);
    expect(early.json.run.id).toBe(runId);
    await readChat(res);
    const listed = await waitFor(
      () => call("/v1/runs", { token: ws.api_key }),
      (r) => r.json.runs.some((run: { id: string; status: string }) => run.status === "succeeded"),
    );
    expect(listed.json.runs).toEqual([expect.objectContaining({ id: runId, status: "succeeded" })]);
  });

  it("reconciles a lost index row from the run's alarm", async () => {
    const ws = await newWorkspace();
    const { runId, stub } = await finishedRun(ws.api_key);
    await env.DB.prepare("DELETE FROM runs WHERE id = ?1").bind(runId).run();
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec("DELETE FROM meta WHERE key = 'indexed_at'");
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await rows("SELECT status FROM runs WHERE id = ?1", runId)).toEqual([
      { status: "succeeded" },
    ]);
    // The retention alarm is set again after the retry.
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).not.toBeNull();
  });

  it("answers 404 not_found for a forged id and for another workspace's id", async () => {
    const ws = await newWorkspace();
    const other = await newWorkspace();
    const { runId } = await finishedRun(ws.api_key);
    const forged = `${runId.slice(0, -1)}${runId.endsWith("0") ? "1" : "0"}`;
    expectError(await call(`/v1/runs/${forged}`, { token: ws.api_key }), 404, "not_found");
    expectError(await call(`/v1/runs/${runId}`, { token: other.api_key }), 404, "not_found");
    expectError(await call(`/v1/runs/${runId}/stream`, { token: other.api_key }), 404, "not_found");
  });

  it("keeps a finished run for the workspace's run_retention_days, then deletes it everywhere", async () => {
    const ws = await newWorkspace();
    const put = await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings: { run_retention_days: 3 } },
    });
    expect(put.status, put.text).toBe(200);
    const { runId, stub } = await finishedRun(ws.api_key);
    const { expiresAt, alarm, updatedAt } = await runInDurableObject(stub, async (_i, state) => ({
      expiresAt: Number(meta(state, "expires_at")),
      alarm: await state.storage.getAlarm(),
      updatedAt: Date.parse(
        state.storage.sql.exec<{ updated_at: string }>("SELECT updated_at FROM run").one()
          .updated_at,
      ),
    }));
    expect(expiresAt).toBe(updatedAt + 3 * DAY_MS);
    expect(alarm).toBe(expiresAt);
    expect(await rows("SELECT run_id FROM run_history WHERE run_id = ?1", runId)).toHaveLength(1);

    // Three days later, as far as the object can tell.
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec(
        "UPDATE meta SET value = ? WHERE key = 'expires_at'",
        String(Date.now() - 1),
      );
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await rows("SELECT id FROM runs WHERE id = ?1", runId)).toEqual([]);
    expect(await rows("SELECT run_id FROM run_history WHERE run_id = ?1", runId)).toEqual([]);
    expect(await runInDurableObject(stub, (_i, state) => userTables(state))).toEqual([]);

    // Reading it answers at once, with a code that says why, and writes nothing back.
    expectError(await call(`/v1/runs/${runId}`, { token: ws.api_key }), 404, "expired");
    expectError(await call(`/v1/runs/${runId}/stream`, { token: ws.api_key }), 404, "expired");
    expect(await runInDurableObject(stub, (_i, state) => userTables(state))).toEqual([]);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBeNull();
  });

  it("gives a run that ended before retention existed an expiry on its next read", async () => {
    const ws = await newWorkspace();
    const { runId, stub } = await finishedRun(ws.api_key);
    // As such a run looks: finished, no expiry, no alarm.
    await runInDurableObject(stub, async (_i, state) => {
      state.storage.sql.exec("DELETE FROM meta WHERE key IN ('expires_at', 'finished_at')");
      await state.storage.deleteAlarm();
    });
    expect((await call(`/v1/runs/${runId}`, { token: ws.api_key })).status).toBe(200);
    const adopted = await waitFor(
      () =>
        runInDurableObject(stub, async (_i, state) => ({
          expiresAt: meta(state, "expires_at"),
          alarm: await state.storage.getAlarm(),
        })),
      (v) => v.expiresAt !== null && v.alarm !== null,
    );
    expect(adopted.alarm).toBe(Number(adopted.expiresAt));
  });

  it("rejects a retention outside 1–365 days", async () => {
    const ws = await newWorkspace();
    for (const days of [0, 366, 1.5]) {
      const res = await admin(`/admin/workspaces/${ws.id}/settings`, {
        method: "PUT",
        body: { settings: { run_retention_days: days } },
      });
      expectError(res, 400, "validation_failed");
    }
  });

  it("keeps the gate's latency figure as a running mean, not a history scan", async () => {
    const ws = await newWorkspace();
    await finishedRun(ws.api_key);
    await finishedRun(ws.api_key);
    const history = await rows<{ duration_ms: number; stages: number }>(
      "SELECT duration_ms, stages FROM run_history WHERE workspace_id = ?1",
      ws.id,
    );
    const [figure] = await rows<{ stage_ms: number; samples: number }>(
      "SELECT stage_ms, samples FROM workspace_latency WHERE workspace_id = ?1",
      ws.id,
    );
    expect(figure?.samples).toBe(2);
    const mean = history.reduce((sum, h) => sum + h.duration_ms / h.stages, 0) / history.length;
    expect(figure?.stage_ms).toBeCloseTo(mean, 6);
  });

  it("mints ids in the old shape, never the same twice", async () => {
    const ids = new Set(await Promise.all(Array.from({ length: 200 }, () => newRunId())));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^run_[0-9a-f]{32}$/);
      expect(await isSignedRunId(id)).toBe(true);
      const flipped = `${id.slice(0, 10)}${id[10] === "a" ? "b" : "a"}${id.slice(11)}`;
      expect(await isSignedRunId(flipped)).toBe(false);
    }
  });
});

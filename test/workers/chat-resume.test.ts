import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStub } from "../../src/chat/delegate";
import { indexRun } from "../../src/db/runs";
import { RunStore } from "../../src/runs/store";
import { BASE, chatBody, eventIds, parseChunks, postChat, readChat } from "./chat-helpers";
import { admin, newWorkspace } from "./helpers";

async function workspace() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, {
    method: "PUT",
    body: [{ name: "JIRA_CREATE_ISSUE", description: "Create a Jira issue.", category: "issues" }],
  });
  return ws;
}

function resume(token: string, runId: string, query = "", headers: Record<string, string> = {}) {
  return exports.default.fetch(`${BASE}/v1/runs/${runId}/stream${query}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** Reads SSE text until `count` events with ids have arrived, then drops the connection. */
async function readThenDrop(res: Response, count: number): Promise<string> {
  const reader = (res.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = "";
  while (eventIds(text).length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  // Keep only whole SSE events.
  return text.slice(0, text.lastIndexOf("\n\n") + 2);
}

describe("resuming a run", () => {
  it("gives a client that dropped every later event exactly once, in order", async () => {
    const ws = await workspace();
    const res = await postChat(
      ws.api_key,
      chatBody("open a jira ticket for the login bug [origin:delay-events=80]"),
    );
    const runId = res.headers.get("x-run-id") as string;
    const before = await readThenDrop(res, 3);
    const seen = eventIds(before);
    const last = seen.at(-1) as number;

    const rest = await resume(ws.api_key, runId, `?after=${last}`);
    expect(rest.headers.get("x-run-id")).toBe(runId);
    const after = await readChat(rest);
    const resumed = eventIds(after.text);
    expect(resumed[0]).toBe(last + 1);

    const full = await readChat(await resume(ws.api_key, runId));
    const all = eventIds(full.text);
    expect([...seen, ...resumed]).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
    // The run went on while no one was listening.
    expect(full.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
    expect(full.textOf()).toContain("jira");
    expect(after.errors).toEqual([]);
  });

  it("honours Last-Event-ID", async () => {
    const ws = await workspace();
    const res = await postChat(ws.api_key, chatBody("open a jira ticket for the login bug"));
    const runId = res.headers.get("x-run-id") as string;
    const all = eventIds((await readChat(res)).text);
    const tail = eventIds(
      (await readChat(await resume(ws.api_key, runId, "", { "last-event-id": String(all[1]) })))
        .text,
    );
    expect(tail).toEqual(all.slice(2));
  });

  it("survives the Durable Object being evicted: the record and every event remain", async () => {
    const ws = await workspace();
    const res = await postChat(ws.api_key, chatBody("open a jira ticket for the login bug"));
    const runId = res.headers.get("x-run-id") as string;
    const original = await readChat(res);
    await evictDurableObject(runStub(env, runId));
    const replay = await readChat(await resume(ws.api_key, runId));
    expect(eventIds(replay.text)).toEqual(eventIds(original.text));
    expect(replay.textOf()).toBe(original.textOf());
    expect(await runStub(env, runId).get()).toMatchObject({
      status: "succeeded",
      workspace_id: ws.id,
    });
  });

  it("fails a run whose coordinator restarted mid-flight instead of leaving readers hanging", async () => {
    // evictDurableObject waits for in-flight work, so the state a restart leaves
    // behind (a run marked running, no origin call in this instance) is made directly.
    const ws = await workspace();
    const runId = `run_${crypto.randomUUID().replaceAll("-", "")}`;
    await runInDurableObject(runStub(env, runId), (_instance, state) => {
      const store = new RunStore(state.storage.sql);
      store.create({
        id: runId,
        workspace_id: ws.id,
        source: "chat",
        drive: "auto",
        input: { max_attempts: 1 },
        stages: [{ role: "primary", skill: "delegate", agent: null, final: true }],
      });
      store.startStage(0);
      store.append({ type: "text", delta: "Working on it" });
    });
    await indexRun(env.DB, {
      id: runId,
      workspace_id: ws.id,
      source: "chat",
      status: "running",
      version: 0,
      task_id: null,
      rerun_of: null,
      delegation: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const after = await readChat(await resume(ws.api_key, runId));
    expect(after.textOf()).toBe("Working on it");
    expect(after.errors[0]).toMatch(/interrupted/);
    expect(after.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "error" });
    expect(await runStub(env, runId).get()).toMatchObject({ status: "failed" });
  });

  it("has a watchdog alarm that stops a stage past its time", async () => {
    const ws = await workspace();
    const res = await postChat(
      ws.api_key,
      chatBody("open a jira ticket for the login bug [origin:delay-events=300]"),
    );
    const runId = res.headers.get("x-run-id") as string;
    await readThenDrop(res, 2);
    const stub = runStub(env, runId);
    // The stage started long ago, as far as the watchdog can tell.
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec("UPDATE stages SET started_at = '2000-01-01T00:00:00.000Z'");
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const after = await readChat(await resume(ws.api_key, runId));
    expect(after.errors[0]).toMatch(/did not finish in time/);
    expect(await stub.get()).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/did not finish in time/),
    });
  });

  it("answers another workspace's run, an unknown run and a bad id with 404/400", async () => {
    const a = await workspace();
    const b = await newWorkspace();
    const res = await postChat(a.api_key, chatBody("open a jira ticket for the login bug"));
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    const cross = await resume(b.api_key, runId);
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await resume(a.api_key, `run_${"0".repeat(32)}`)).status).toBe(404);
    expect((await resume(a.api_key, "nope")).status).toBe(400);
    expect((await resume(a.api_key, runId, "?after=-1")).status).toBe(400);
  });

  it("offers the legacy protocol on resume too", async () => {
    const ws = await workspace();
    const res = await postChat(ws.api_key, chatBody("open a jira ticket for the login bug"));
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    const legacy = await resume(ws.api_key, runId, "?protocol=data");
    expect(legacy.headers.get("x-vercel-ai-data-stream")).toBe("v1");
    expect(await legacy.text()).toMatch(/^f:/);
  });
});

describe("a client that disconnects", () => {
  it("stops reading without stopping the run, which the origin timeouts still bound", async () => {
    const ws = await workspace();
    const res = await postChat(
      ws.api_key,
      chatBody("open a jira ticket for the login bug [origin:delay-events=50]"),
    );
    const runId = res.headers.get("x-run-id") as string;
    await readThenDrop(res, 2);
    // Following the run to its end proves the coordinator kept going after the drop.
    const chunks = await parseChunks(await (await resume(ws.api_key, runId)).text());
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
    expect((await runStub(env, runId).get())?.status).toBe("succeeded");
  });
});

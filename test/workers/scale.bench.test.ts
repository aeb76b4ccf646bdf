import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStub } from "../../src/chat/delegate";
import { chatBody, postChat, readChat } from "./chat-helpers";
import { newWorkspace, rows } from "./helpers";
import { staffedWorkspace, waitFor } from "./runs-helpers";

/**
 * The per-run figures docs/scale.md is built on, measured on real runs:
 * events per run, bytes of the event log, the object's SQLite size, and the D1
 * rows a run leaves. Runs with `npm run bench -- --latency …` (skipped otherwise).
 */
const ON = Boolean((env as unknown as { BENCH_LATENCY?: string }).BENCH_LATENCY);

async function measure(token: string, message: string) {
  const res = await postChat(token, chatBody(message));
  const runId = res.headers.get("x-run-id") as string;
  await readChat(res);
  const stub = runStub(env, runId);
  await waitFor(
    () =>
      runInDurableObject(stub, (_i, state) =>
        state.storage.sql.exec("SELECT value FROM meta WHERE key = 'expires_at'").toArray(),
      ),
    (r) => r.length > 0,
  );
  const log = await runInDurableObject(stub, (_i, state) => ({
    events: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM events").one().n,
    eventBytes: state.storage.sql
      .exec<{ b: number }>("SELECT SUM(LENGTH(data)) AS b FROM events")
      .one().b,
    inputBytes: state.storage.sql.exec<{ b: number }>("SELECT LENGTH(input) AS b FROM run").one().b,
    dbBytes: state.storage.sql.databaseSize,
  }));
  const [index] = await rows<{ b: number }>(
    "SELECT LENGTH(id) + LENGTH(workspace_id) + LENGTH(source) + LENGTH(status) + 8 + COALESCE(LENGTH(task_id), 0) + COALESCE(LENGTH(rerun_of), 0) + COALESCE(LENGTH(delegation), 0) + LENGTH(created_at) + LENGTH(updated_at) AS b FROM runs WHERE id = ?1",
    runId,
  );
  return { ...log, indexRowBytes: index?.b ?? 0 };
}

describe.runIf(ON)("per-run storage figures", () => {
  it("measures a delegated and a workflow chat run", async () => {
    const ws = await newWorkspace();
    const staffed = await staffedWorkspace();
    const delegated = await measure(ws.api_key, "open a jira ticket for the login bug");
    const workflow = await measure(
      staffed.api_key,
      "refactor auth across all services and rotate the session secrets",
    );
    expect(delegated.events).toBeGreaterThan(0);
    for (const [label, m] of [
      ["delegated", delegated],
      ["workflow", workflow],
    ] as const) {
      console.log(
        `SCALE|${label} run: ${m.events} events, ${m.eventBytes} B of event log (${Math.round(m.eventBytes / m.events)} B/event), input ${m.inputBytes} B, SQLite ${m.dbBytes} B, D1 index row ~${m.indexRowBytes} B`,
      );
    }
  });
});

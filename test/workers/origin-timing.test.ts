import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { chatBody, postChat, readChat } from "./chat-helpers";
import { call, newWorkspace } from "./helpers";

describe("origin timing: the origin reports its own time", () => {
  it("ends the reference origin's stream with done.timing.origin_ms", async () => {
    const res = await (env.ORIGIN as Fetcher).fetch("http://origin/v1/runs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        protocol: 1,
        run_id: `run_timing_${crypto.randomUUID()}`,
        workspace_id: "ws_timing",
        agent: null,
        tools: [],
        assessment: null,
        messages: [{ role: "user", content: "check the build [origin:delay-events=20]" }],
        stage: null,
      }),
    });
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const done = lines.at(-1);
    expect(done).toMatchObject({ type: "done", timing: { origin_ms: expect.any(Number) } });
    // Every line after the first waited 20 ms, by the origin's own clock.
    expect(done.timing.origin_ms).toBeGreaterThanOrEqual(20 * (lines.length - 1));
  });

  it("records the origin's figure as the stage's origin time, within the stage's own", async () => {
    const ws = await newWorkspace();
    const res = await postChat(
      ws.api_key,
      chatBody("open a jira ticket for the login bug [origin:delay-events=20]"),
    );
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    const { run } = (await call(`/v1/runs/${runId}`, { token: ws.api_key })).json;
    const [stage] = run.stages;
    expect(stage.origin_ms).toBeGreaterThanOrEqual(20);
    expect(stage.origin_ms).toBeLessThanOrEqual(
      Date.parse(stage.finished_at) - Date.parse(stage.started_at),
    );
  });
});

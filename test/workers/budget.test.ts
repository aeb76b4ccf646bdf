import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import type { Env } from "../../src/env";
import { chatBody } from "./chat-helpers";
import { type Counted, countingEnv } from "./counting-env";
import { admin, newWorkspace } from "./helpers";
import { staffedWorkspace } from "./runs-helpers";

/**
 * Latency budgets per path: round trips to D1, KV, the run Durable Objects and
 * the origin made before the first byte (the moment the worker hands back its
 * Response), counted by proxies around the real bindings. The README's budget
 * table is this file. A warm isolate is one that has already served the key.
 */

interface Sent {
  res: Response;
  /** Calls made before the Response was returned: the first byte. */
  before: Counted["calls"];
  counted: Counted;
}

async function send(counted: Counted, path: string, token: string, body?: unknown): Promise<Sent> {
  counted.reset();
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: body === undefined ? "GET" : "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        // Decision records are written in waitUntil, batched (decisions.test.ts, and the
        // bench's recording on/off comparison); the tests flush them at once, which
        // would race this count, so the budget is counted without them.
        "x-bench-record": "off",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    counted.env,
    ctx,
  );
  const before = [...counted.calls];
  await res.text();
  await waitOnExecutionContext(ctx);
  return { res, before, counted };
}

const of = (calls: Counted["calls"], binding: string, write?: boolean) =>
  calls.filter((c) => c.binding === binding && (write === undefined || c.write === write)).length;

/** A binding that answers like Workers AI (for the model atom and the model tier). */
const fakeAi = (response: unknown) =>
  ({
    run: async () => ({ response, usage: { prompt_tokens: 10, completion_tokens: 5 } }),
  }) as unknown as Ai;

describe("latency budgets: round trips before the first byte", () => {
  it("templated atom, warm: no D1, no KV, no Durable Object", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    const cold = await send(counted, "/v1/chat", ws.api_key, chatBody("hey there!"));
    // Cold: the key and the workspace are read once (the key's last use is written in waitUntil).
    expect(of(cold.before, "d1", false)).toBeLessThanOrEqual(4);
    expect(of(cold.before, "do")).toBe(0);
    const warm = await send(counted, "/v1/chat", ws.api_key, chatBody("hey there!"));
    expect(warm.res.headers.get("x-assess-complexity")).toBe("atom");
    expect(warm.before).toEqual([]);
    expect(warm.counted.calls).toEqual([]);
  });

  it("model atom, warm: no D1, no KV, no Durable Object; one model call", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings: { classifier: { provider: "workers-ai" } } },
    });
    const counted = countingEnv({ ...(env as Env), AI: fakeAi("Doing well!") });
    await send(counted, "/v1/chat", ws.api_key, chatBody("how are you today?"));
    const warm = await send(counted, "/v1/chat", ws.api_key, chatBody("how are you today?"));
    expect(warm.res.headers.get("x-assess-complexity")).toBe("atom");
    expect(of(warm.before, "d1") + of(warm.before, "kv") + of(warm.before, "do")).toBe(0);
    expect(of(warm.counted.calls, "ai")).toBe(1);
  });

  it("assess by rules, warm: no D1, no KV, no Durable Object", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    const body = { message: "email Dana the Q3 report" };
    await send(counted, "/v1/assess", ws.api_key, body);
    const warm = await send(counted, "/v1/assess", ws.api_key, body);
    expect(warm.res.headers.get("x-assess-tier")).toBe("rules");
    expect(warm.counted.calls).toEqual([]);
  });

  it("assess by the model tier, warm: one KV read before the model, no D1, no Durable Object", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      // The learned tier off, so the message the rules leave open reaches the model.
      body: { settings: { classifier: { provider: "workers-ai" }, learned_tier: false } },
    });
    const verdict = {
      complexity: "cell",
      action: "delegate",
      reasoning: "model says so",
      needs_memory: false,
      needs_multi_agent: false,
      tool_hints: [],
    };
    const counted = countingEnv({ ...(env as Env), AI: fakeAi(verdict) });
    await send(counted, "/v1/assess", ws.api_key, { message: "hey there" });
    const unsure = await send(counted, "/v1/assess", ws.api_key, {
      message: "could you sort out the thing Priya mentioned",
    });
    expect(unsure.res.headers.get("x-assess-tier")).toBe("model");
    expect(of(unsure.before, "d1") + of(unsure.before, "do")).toBe(0);
    expect(of(unsure.before, "kv", false)).toBe(1);
    expect(of(unsure.before, "ai")).toBe(1);
    // The verdict is cached after the answer (waitUntil), never before it.
    expect(of(unsure.counted.calls, "kv", true)).toBe(1);
  });

  it("assess by the learned tier, warm: no D1, no KV, no Durable Object", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    // Work no rule reads, which the learned tier decides (molecule, cooking).
    const body = { message: "how long should i cook chicken" };
    await send(counted, "/v1/assess", ws.api_key, body);
    const warm = await send(counted, "/v1/assess", ws.api_key, body);
    expect(warm.res.headers.get("x-assess-tier")).toBe("learned");
    expect(warm.counted.calls).toEqual([]);
  });

  it("delegate, warm: one Durable Object call, not awaited; no D1", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    const message = chatBody("open a jira ticket for the login bug");
    await send(counted, "/v1/chat", ws.api_key, message);
    const warm = await send(counted, "/v1/chat", ws.api_key, message);
    const runId = warm.res.headers.get("x-run-id") as string;
    expect(runId).toMatch(/^run_/);
    // The run's object is called before the first byte (so the run is found by its id
    // from then on), but not awaited: the opening (the assessment) is the first byte.
    expect(warm.before.map((c) => `${c.binding}:${c.what}`)).toEqual(["do:open"]);
    expect(warm.counted.calls.filter((c) => c.binding === "do").map((c) => c.what)).toEqual([
      "open",
    ]);
    // The run exists once the response has been read.
    const found = await send(counted, `/v1/runs/${runId}`, ws.api_key);
    expect(found.res.status).toBe(200);
  });

  it("workflow, warm: one Durable Object call, not awaited; no D1 (the latency figure is memoised)", async () => {
    const ws = await staffedWorkspace();
    const counted = countingEnv(env as Env);
    const message = chatBody("refactor auth across all services and rotate the session secrets");
    const cold = await send(counted, "/v1/chat", ws.api_key, message);
    // Cold, the latency figure is one row by primary key, never a scan of the run history.
    expect(cold.before.filter((c) => /run_history/.test(c.what))).toEqual([]);
    expect(cold.before.filter((c) => /workspace_latency/.test(c.what))).toHaveLength(1);
    const warm = await send(counted, "/v1/chat", ws.api_key, message);
    expect(warm.res.headers.get("x-assess-complexity")).toBe("organism");
    expect(warm.before.map((c) => `${c.binding}:${c.what}`)).toEqual(["do:open"]);
  });

  it("resume: one Durable Object call, no D1", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    const started = await send(
      counted,
      "/v1/chat",
      ws.api_key,
      chatBody("open a jira ticket for the login bug"),
    );
    const runId = started.res.headers.get("x-run-id") as string;
    const resumed = await send(counted, `/v1/runs/${runId}/stream?after=2`, ws.api_key);
    expect(resumed.res.status).toBe(200);
    expect(resumed.before.map((c) => `${c.binding}:${c.what}`)).toEqual(["do:resume"]);
  });

  it("a made-up run id reaches no Durable Object", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    await send(counted, "/v1/runs", ws.api_key);
    const made = await send(counted, `/v1/runs/run_${"ab".repeat(16)}`, ws.api_key);
    expect(made.res.status).toBe(404);
    expect(of(made.counted.calls, "do")).toBe(0);
  });
});

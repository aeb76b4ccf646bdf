import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import type { Env } from "../../src/env";
import { chatBody } from "./chat-helpers";
import { type Binding, countingEnv, type Delays } from "./counting-env";
import { admin, newWorkspace } from "./helpers";
import { staffedWorkspace } from "./runs-helpers";

/**
 * Production, simulated: `npm run bench -- --latency d1=80,kv=15,do=5,origin=40`
 * runs this file with BENCH_LATENCY set. Every call the worker makes to D1, KV
 * and the run Durable Objects waits the given time first (the counting proxies
 * of the budget test); the origin waits before its first byte (the reference
 * origin's delay-first-byte directive). workerd's clock moves only across I/O,
 * so these figures are the sum of the waits a path makes, simulated and real:
 * its round trips, not its CPU (the wrangler dev part of the bench has that).
 * Without BENCH_LATENCY the file is skipped (it is not a test of correctness).
 */
const SPEC = String((env as unknown as { BENCH_LATENCY?: string }).BENCH_LATENCY ?? "");
const ROUNDS = Number((env as unknown as { BENCH_ROUNDS?: string }).BENCH_ROUNDS || 10);

function parseDelays(spec: string): Delays & { origin: number } {
  const delays: Delays & { origin: number } = { origin: 0 };
  for (const part of spec.split(",").filter(Boolean)) {
    const [name, value] = part.split("=");
    if (!["d1", "kv", "do", "origin"].includes(name ?? "") || !Number.isFinite(Number(value)))
      throw new Error(`--latency takes d1=,kv=,do=,origin= in ms; got "${part}"`);
    delays[name as Binding] = Number(value);
  }
  return delays;
}

interface Path {
  label: string;
  path: string;
  token: string;
  body?: unknown;
  /** A new key per sample: the isolate has not seen it (auth and workspace read from D1). */
  cold?: () => Promise<string>;
}

async function sample(counted: ReturnType<typeof countingEnv>, p: Path, token: string) {
  counted.reset();
  const ctx = createExecutionContext();
  const t0 = performance.now();
  const res = await app.request(
    p.path,
    {
      method: p.body === undefined ? "GET" : "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        // Decision records are written in waitUntil and batched; their cost is the bench's
        // recording on/off comparison. Here a test-speed flush would race the count.
        "x-bench-record": "off",
      },
      body: p.body === undefined ? undefined : JSON.stringify(p.body),
    },
    counted.env,
    ctx,
  );
  const firstByte = performance.now() - t0;
  const d1 = counted.count("d1");
  await res.text();
  const total = performance.now() - t0;
  await waitOnExecutionContext(ctx);
  expect(res.status, p.label).toBe(200);
  return { firstByte, total, d1 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe.runIf(SPEC)("simulated production latency", () => {
  it("reports first byte and total per path", { timeout: 600_000 }, async () => {
    const delays = parseDelays(SPEC);
    const counted = countingEnv(env as Env, delays);
    const slowOrigin = delays.origin ? ` [origin:delay-first-byte=${delays.origin}]` : "";
    const ws = await newWorkspace();
    const staffed = await staffedWorkspace();
    const modelWs = await newWorkspace();
    await admin(`/admin/workspaces/${modelWs.id}/settings`, {
      method: "PUT",
      body: { settings: { classifier: { provider: "none" } } },
    });
    const delegated = await app.request(
      "/v1/chat",
      {
        method: "POST",
        headers: { authorization: `Bearer ${ws.api_key}`, "content-type": "application/json" },
        body: JSON.stringify(chatBody("open a jira ticket for the login bug")),
      },
      env,
      createExecutionContext(),
    );
    const runId = delegated.headers.get("x-run-id") as string;
    await delegated.text();
    const paths: Path[] = [
      { label: "health (static)", path: "/health", token: "" },
      {
        label: "chat: templated atom, cold key",
        path: "/v1/chat",
        token: "",
        body: chatBody("hey there!"),
        cold: async () => (await newWorkspace()).api_key,
      },
      {
        label: "chat: templated atom",
        path: "/v1/chat",
        token: ws.api_key,
        body: chatBody("hey there!"),
      },
      {
        label: "chat: small talk, no model (light delegation)",
        path: "/v1/chat",
        token: modelWs.api_key,
        body: chatBody("how are you today?"),
      },
      {
        label: "assess: rules",
        path: "/v1/assess",
        token: ws.api_key,
        body: { message: "email Dana the Q3 report" },
      },
      {
        label: "chat: delegate",
        path: "/v1/chat",
        token: ws.api_key,
        body: chatBody(`open a jira ticket for the login bug${slowOrigin}`),
      },
      {
        label: "chat: workflow",
        path: "/v1/chat",
        token: staffed.api_key,
        body: chatBody(
          `refactor auth across all services and rotate the session secrets${slowOrigin}`,
        ),
      },
      { label: "resume a finished run", path: `/v1/runs/${runId}/stream`, token: ws.api_key },
    ];
    const results = new Map(
      paths.map((p) => [p.label, [] as Awaited<ReturnType<typeof sample>>[]]),
    );
    for (const p of paths) await sample(counted, p, p.cold ? await p.cold() : p.token); // warm-up
    // Interleaved rounds: drift in the machine's load hits every path alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of paths) {
        const token = p.cold ? await p.cold() : p.token;
        results.get(p.label)?.push(await sample(counted, p, token));
      }
    }
    console.log(`BENCH|simulated latency ${SPEC}, ${ROUNDS} interleaved rounds, median per path`);
    console.log("BENCH|path|first byte ms|total ms|D1 before first byte");
    for (const p of paths) {
      const xs = results.get(p.label) ?? [];
      console.log(
        `BENCH|${p.label}|${median(xs.map((x) => x.firstByte)).toFixed(0)}|${median(xs.map((x) => x.total)).toFixed(0)}|${median(xs.map((x) => x.d1))}`,
      );
    }
  });
});

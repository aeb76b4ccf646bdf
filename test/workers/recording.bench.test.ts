import { env } from "cloudflare:workers";
import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AssessResponse } from "../../src/assess/schema";
import { d1Decisions } from "../../src/db/decisions";
import { buildRecord } from "../../src/decisions/record";
import type { AppEnv, Env } from "../../src/env";
import { signDecision } from "../../src/services/decisions";
import { assessVia } from "./app-helpers";
import { newWorkspace, rows } from "./helpers";

/**
 * Recording's own cost, inside workerd, without HTTP: `npm run bench --
 * --decisions-only` runs this file with BENCH_RECORDING set (records per
 * round), beside its HTTP on/off pairs, to tell recording's cost from the
 * noise of `wrangler dev`. Two parts, in alternating rounds:
 * - the request path: `signDecision` and `buildRecord` per assessment, against
 *   the unsigned id of the "off" arm (CPU only; queueing is an array push);
 * - after the response: the batched D1 flush (`d1Decisions.write`, batches of
 *   LIMITS.decisionBatch), wall time per record including local D1's round
 *   trips, so an upper bound on the thread time it takes from other requests.
 * workerd's clock moves only across I/O, so each timing is bracketed by a KV
 * read. Without BENCH_RECORDING the file is skipped (it is not a test of correctness).
 */
const SETTING = (env as unknown as { BENCH_RECORDING?: string }).BENCH_RECORDING;
const N = Number(SETTING) || 500;
const ROUNDS = 7;

/** The context fields the recording path reads, as the route would have them. */
function routeContext(auth: AppEnv["Variables"]["auth"], headers: Record<string, string>) {
  return {
    env: env as Env,
    var: { auth, requestId: "bench" },
    req: { header: (name: string) => headers[name.toLowerCase()] },
  } as unknown as Context<AppEnv>;
}

/** Microseconds per record of `fn`, which handles N records, bracketed by I/O. */
async function perRecord(fn: () => Promise<unknown>): Promise<number> {
  await env.CACHE.get("clock");
  const started = performance.now();
  await fn();
  await env.CACHE.get("clock");
  return ((performance.now() - started) / N) * 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (xs: number[]) =>
  [median(xs), Math.min(...xs), Math.max(...xs)].map((x) => x.toFixed(1)).join("|");

describe.runIf(Boolean(SETTING))("recording's own cost in workerd", () => {
  it("reports µs per recorded assessment", { timeout: 300_000 }, async () => {
    const ws = await newWorkspace();
    const assessed = await assessVia(ws.api_key, "refund order 88123 in stripe");
    const { decision_id: _, ...result } = assessed.json as AssessResponse & { decision_id: string };
    const auth = { workspaceId: ws.id, workspaceName: ws.name, configVersion: 1, keyId: "bench" };
    const on = routeContext(auth as AppEnv["Variables"]["auth"], {});
    const off = routeContext(auth as AppEnv["Variables"]["auth"], { "x-bench-record": "off" });
    const queue: unknown[] = [];
    const requestPath = (c: Context<AppEnv>) => async () => {
      for (let i = 0; i < N; i++) {
        const id = await signDecision(c, result);
        if (c === on)
          queue.push(buildRecord(result, { id, workspaceId: ws.id, atMs: 0, path: "a" }));
      }
    };
    const store = d1Decisions(env.DB, 0);
    const flushed = async () => {
      const writes: (Promise<void> | null)[] = [];
      for (let i = 0; i < N; i++) {
        const id = await signDecision(off, result); // unsigned, cheap: only unique
        const record = buildRecord(result, { id, workspaceId: ws.id, atMs: Date.now(), path: "a" });
        writes.push(store.write(record));
      }
      await Promise.all(writes);
    };
    const path: number[] = [];
    const flush: number[] = [];
    await perRecord(requestPath(on)); // warm-up: key import, D1 statements
    await perRecord(flushed);
    for (let r = 0; r < ROUNDS; r++) {
      const [a, b] = r % 2 ? [on, off] : [off, on];
      const first = await perRecord(requestPath(a));
      const second = await perRecord(requestPath(b));
      path.push(a === on ? first - second : second - first);
      queue.length = 0;
      flush.push(await perRecord(flushed));
    }
    const recorded = await rows("SELECT id FROM decisions WHERE workspace_id = ?1", ws.id);
    expect(recorded.length).toBe(N * (ROUNDS + 1) + 1); // and the assessment itself
    // N|rounds|request path (on − off): median, min, max|flush per record: the same
    console.log(`RECORDING|${N}|${ROUNDS}|${fmt(path)}|${fmt(flush)}`);
  });
});

import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, admin, call, newWorkspace } from "./helpers";
import { staffedWorkspace, startRun, TASK } from "./runs-helpers";

/**
 * Generated requests over every route the OpenAPI document lists, with a fixed
 * seed: valid and broken ids, credentials of every scope, valid bodies and
 * mutations of them, garbage. Every answer must be below 500; every error must
 * have the contract's shape; a rejected request must change nothing in D1.
 */
const SEED = 20261130;
const REQUESTS = 2_000;
const BASE = "http://router.test";

interface Route {
  method: string;
  path: string;
}

interface World {
  routes: Route[];
  wsA: string;
  wsB: string;
  keysA: string[];
  keyB: string;
  keyIdA: string;
  runA: string;
  runB: string;
}

let world: World;

/** Everything a request could change, in one read: counts, versions, statuses. */
async function snapshot(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT
       (SELECT COUNT(*) FROM workspaces) AS workspaces,
       (SELECT group_concat(id || ':' || config_version, ',') FROM (SELECT * FROM workspaces ORDER BY id)) AS configs,
       (SELECT group_concat(id || ':' || COALESCE(revoked_at, '-'), ',') FROM (SELECT * FROM api_keys ORDER BY id)) AS keys,
       (SELECT group_concat(workspace_id || ':' || version, ',') FROM (SELECT * FROM workspace_settings ORDER BY workspace_id, version)) AS settings,
       (SELECT COUNT(*) FROM tools) AS tools,
       (SELECT COUNT(*) FROM agents) AS agents,
       (SELECT group_concat(id || ':' || status || ':' || version, ',') FROM (SELECT * FROM runs ORDER BY id)) AS runs`,
  ).first();
  return JSON.stringify(row);
}

const SAMPLE_BODIES: Record<string, unknown> = {
  "POST /admin/workspaces": { name: "fuzzed" },
  "PUT /admin/workspaces/{id}/tools": [
    { name: "FUZZ_TOOL", description: "A tool.", category: "x" },
  ],
  "PUT /admin/workspaces/{id}/agents": [
    { name: "fuzz-agent", description: "An agent.", is_active: true, roles: ["analyst"] },
  ],
  "PUT /admin/workspaces/{id}/settings": { settings: { cache_ttl_seconds: 600 } },
  "PUT /admin/workspaces/{id}/policy": { workflow_mode: "auto", decomposition_threshold: 3 },
  "POST /admin/workspaces/{id}/keys": { scope: "workspace" },
  "POST /v1/assess": { message: "hi" },
  "POST /v1/chat": {
    id: "fuzz-chat",
    messages: [{ id: "m0", role: "user", parts: [{ type: "text", text: "hi" }] }],
    trigger: "submit-message",
  },
  "POST /v1/delegation/plan": { task: TASK },
  "POST /v1/runs": { task: { ...TASK, task_id: "fuzz-task" }, drive: "manual" },
  "POST /v1/runs/{id}/step": { version: 0 },
  "POST /v1/runs/{id}/checkpoint": { decision: "accept", evidence: {} },
};

const GARBAGE = ["{", "nul", "[1,", '{"a":', "\u0000", "}{", "true false", '{"x":1}x', "𝄞"];

const jsonArb = fc.jsonValue({ maxDepth: 3 });

/** A body for a route: none, valid, a mutation of the valid one, random JSON, or garbage. */
function bodyArb(key: string): fc.Arbitrary<string | undefined> {
  const sample = SAMPLE_BODIES[key];
  const mutated =
    sample && typeof sample === "object" && !Array.isArray(sample)
      ? fc
          .tuple(fc.constantFrom(...Object.keys(sample)), fc.option(jsonArb, { nil: undefined }))
          .map(([field, value]) => {
            const copy: Record<string, unknown> = { ...(sample as Record<string, unknown>) };
            if (value === undefined) delete copy[field];
            else copy[field] = value;
            return JSON.stringify(copy);
          })
      : fc.constant(JSON.stringify(sample ?? {}));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 3,
      arbitrary: fc.constant(sample === undefined ? undefined : JSON.stringify(sample)),
    },
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: jsonArb.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.constantFrom(...GARBAGE) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

function idArb(kind: "workspace" | "run" | "key"): fc.Arbitrary<string> {
  const own = { workspace: world.wsA, run: world.runA, key: world.keyIdA }[kind];
  const other = { workspace: world.wsB, run: world.runB, key: "key_000000000000000000000000" }[
    kind
  ];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(own) },
    { weight: 2, arbitrary: fc.constant(other) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "..",
        ".",
        "%2e%2e",
        `${own}%2F..%2F${own}`,
        `${own}%5C..`,
        "ws_nope",
        `run_${"0".repeat(32)}`,
        "x".repeat(300),
        "%",
        "%00",
        "a b",
      ),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
  );
}

const authArb = () =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(`Bearer ${ADMIN}`) },
    { weight: 6, arbitrary: fc.constantFrom(...world.keysA.map((k) => `Bearer ${k}`)) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${world.keyB}`) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, "Bearer", "Basic abc", "Bearer nope") },
  );

interface FuzzRequest {
  method: string;
  url: string;
  auth: string | undefined;
  body: string | undefined;
  contentType: string | undefined;
}

function requestArb(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...world.routes).chain((route) => {
    const key = `${route.method} ${route.path}`;
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const kindOf = (param: string) =>
      param === "key_id" ? "key" : route.path.startsWith("/v1/runs") ? "run" : "workspace";
    return fc.record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") },
      ),
      url: fc
        .tuple(
          fc.tuple(...params.map((p) => idArb(kindOf(p)))),
          fc.option(
            fc.constantFrom(
              "?after=3",
              "?after=-1",
              "?after=abc",
              "?limit=0",
              "?limit=5&cursor=zzz",
              "?source=chat",
              "?protocol=data",
            ),
            { nil: "" },
          ),
        )
        .map(([values, query]) => {
          let path = route.path;
          params.forEach((p, i) => {
            path = path.replace(`{${p}}`, values[i] as string);
          });
          return `${BASE}${path}${query}`;
        }),
      auth: authArb(),
      body: bodyArb(key),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        undefined,
      ),
    });
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false; // the answer is the point: not JSON
  }
}

async function send(r: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (r.auth) headers.authorization = r.auth;
  if (r.contentType && r.body !== undefined) headers["content-type"] = r.contentType;
  const bodyless = r.method === "GET" || r.method === "HEAD";
  const res = await exports.default.fetch(r.url, {
    method: r.method,
    headers,
    body: bodyless ? undefined : r.body,
  });
  const type = res.headers.get("content-type") ?? "";
  if (res.status < 400 && !type.includes("json")) {
    // Streams (chat, run events) stay open while a run lives; the status is the answer.
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  return { status: res.status, text: await res.text() };
}

describe("fuzz: every route, generated requests, fixed seed", () => {
  beforeAll(async () => {
    const doc = (await call("/openapi.json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const a = await staffedWorkspace();
    const b = await staffedWorkspace();
    const keysA = [a.api_key];
    for (let i = 0; i < 3; i++)
      keysA.push((await admin(`/admin/workspaces/${a.id}/keys`, { method: "POST" })).json.api_key);
    const sacrificial = await admin(`/admin/workspaces/${a.id}/keys`, { method: "POST" });
    const runA = (await startRun(a.api_key, { ...TASK, task_id: "fuzz-a" })).json.run.id;
    const runB = (await startRun(b.api_key, { ...TASK, task_id: "fuzz-b" })).json.run.id;
    world = {
      routes,
      wsA: a.id,
      wsB: (await newWorkspace()).id,
      keysA,
      keyB: b.api_key,
      keyIdA: sacrificial.json.id,
      runA,
      runB,
    };
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it(`${REQUESTS} requests: no 5xx, the error shape, and no change from a rejection`, async () => {
    const statuses = new Map<number, number>();
    const hit = new Set<string>();
    // After a rejection the state is asserted unchanged, so it serves as the next "before".
    let known: string | null = null;
    await fc.assert(
      fc.asyncProperty(requestArb(), async (r) => {
        const before = known ?? (await snapshot());
        known = null;
        const res = await send(r);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        hit.add(`${r.method} ${new URL(r.url).pathname.split("/").slice(0, 4).join("/")}`);
        const where = `${r.method} ${r.url} body=${JSON.stringify(r.body)} → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        if (r.method !== "GET" && r.body?.trim() && !isJson(r.body))
          expect(res.status, `bad JSON accepted: ${where}`).toBeGreaterThanOrEqual(400);
        if (res.status >= 400) {
          const body = JSON.parse(res.text);
          // The OpenAI-compatible routes answer in OpenAI's error shape (the contract says so).
          const openAi = /^\/v1\/(chat\/completions|models)\/?$/.test(new URL(r.url).pathname);
          expect(body, where).toEqual(
            openAi
              ? {
                  error: expect.objectContaining({
                    message: expect.any(String),
                    type: expect.any(String),
                    code: expect.stringMatching(/^[a-z][a-z_]*$/),
                  }),
                }
              : {
                  error: {
                    code: expect.stringMatching(/^[a-z][a-z_]*$/),
                    message: expect.any(String),
                  },
                },
          );
          expect(body.error.message.length, where).toBeGreaterThan(10);
          known = await snapshot();
          expect(known, `rejected request changed state: ${where}`).toBe(before);
        }
      }),
      { seed: SEED, numRuns: REQUESTS, endOnFailure: true },
    );
    console.log(
      `fuzz: ${REQUESTS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // The run must have exercised more than the validators.
    const ok = [...statuses].filter(([s]) => s < 400).reduce((n, [, c]) => n + c, 0);
    expect(ok, JSON.stringify([...statuses])).toBeGreaterThan(REQUESTS / 20);
    expect(hit.size).toBeGreaterThan(10);
  }, 120_000);
});

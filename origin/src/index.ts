import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { planRun } from "./agents";
import { parseDirectives, shapeStream, stripDirectives } from "./directives";
import { ndjsonStream, type StreamOutcome, sleep } from "./ndjson";
import { errorBody, NDJSON, PROTOCOL_VERSION, RunRequest } from "./protocol";

/** The reference origin's environment: nothing but an optional shared secret. */
export interface Env {
  /** When set, `POST /v1/runs` requires `Authorization: Bearer <ORIGIN_TOKEN>`. */
  ORIGIN_TOKEN?: string;
}

type OriginContext = Context<{ Bindings: Env }>;

/**
 * Runs that are streaming in this isolate. Enough for the reference origin to show
 * the 409 rule; a real origin would keep this in shared storage.
 */
const running = new Set<string>();

const app = new Hono<{ Bindings: Env }>();

app.get("/health", (c) => c.json({ status: "ok" }));

app.use("/v1/*", async (c, next) => {
  const expected = c.env.ORIGIN_TOKEN;
  if (!expected) return next();
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!presented || !(await sameSecret(expected, presented))) {
    c.header("www-authenticate", 'Bearer realm="origin"');
    return fail(c, 401, "unauthorized", "Send Authorization: Bearer <ORIGIN_TOKEN>.");
  }
  return next();
});

/** The run request, checked: its protocol, its body, its id; or the error response that says what is wrong. */
async function readRun(c: OriginContext): Promise<RunRequest | Response> {
  const version = c.req.header("x-origin-protocol");
  if (version !== undefined && version !== String(PROTOCOL_VERSION)) {
    return unsupported(c, version);
  }
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch (error) {
    return fail(c, 400, "invalid_json", `The body is not valid JSON: ${String(error)}`);
  }
  const claimed = (json as { protocol?: unknown } | null)?.protocol;
  if (claimed !== undefined && claimed !== PROTOCOL_VERSION) return unsupported(c, claimed);
  const parsed = RunRequest.safeParse(json);
  if (!parsed.success) {
    return fail(c, 400, "invalid_request", `Invalid run request. ${z.prettifyError(parsed.error)}`);
  }
  const run = parsed.data;
  const headerRunId = c.req.header("x-router-run-id");
  if (headerRunId !== undefined && headerRunId !== run.run_id) {
    return fail(c, 400, "run_id_mismatch", "x-router-run-id must equal the body's run_id.");
  }
  if (running.has(run.run_id)) {
    return fail(c, 409, "run_in_progress", `Run ${run.run_id} is already streaming.`);
  }
  return run;
}

app.post("/v1/runs", async (c) => {
  // The origin's own clock for `done.timing`, from the request's arrival.
  const receivedAt = Date.now();
  const run = await readRun(c);
  if (run instanceof Response) return run;

  // The schema guarantees a last message with role user.
  const message = run.messages.at(-1)?.content ?? "";
  const directives = parseDirectives(message);
  const signal = c.req.raw.signal;
  running.add(run.run_id);
  const release = () => running.delete(run.run_id);
  let streaming = false;
  try {
    if (!(await sleep(directives.delayFirstByteMs, signal))) {
      // Nobody is left to read an answer; 499 only labels the log line.
      return new Response(null, { status: 499 });
    }
    if (directives.fail) {
      return fail(c, 503, "unavailable", "reference origin asked to fail");
    }
    const lines = shapeStream(planRun(run, stripDirectives(message)), directives);
    const started = { run_id: run.run_id, request_id: c.req.header("x-request-id") ?? null };
    console.log(JSON.stringify({ msg: "run started", ...started, agent: run.agent?.name ?? null }));
    const onEnd = (outcome: StreamOutcome) => {
      release();
      console.log(JSON.stringify({ msg: "run ended", ...started, outcome }));
    };
    const body = ndjsonStream(lines, {
      delayMs: directives.delayEventsMs,
      signal,
      onEnd,
      stamp: (line) => withTiming(line, receivedAt),
    });
    streaming = true;
    return new Response(body, {
      headers: {
        "content-type": NDJSON,
        // no-transform keeps proxies from compressing, which would buffer the stream.
        "cache-control": "no-store, no-transform",
        "x-origin-protocol": String(PROTOCOL_VERSION),
        ...(c.req.header("x-request-id") ? { "x-request-id": c.req.header("x-request-id") } : {}),
      },
    });
  } finally {
    // Once streaming, the stream releases the run when it ends.
    if (!streaming) release();
  }
});

app.notFound((c) => fail(c, 404, "not_found", `No route ${c.req.method} ${c.req.path}.`));

app.onError((err, c) => {
  console.error(
    JSON.stringify({
      msg: "unhandled error",
      path: c.req.path,
      error: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
    }),
  );
  return fail(c, 500, "internal_error", "The reference origin failed; see its logs.");
});

function fail(c: OriginContext, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

function unsupported(c: OriginContext, version: unknown) {
  return fail(
    c,
    400,
    "unsupported_protocol",
    `Protocol ${JSON.stringify(version)} is not supported; this origin speaks ${PROTOCOL_VERSION}.`,
  );
}

const encoder = new TextEncoder();

/** Constant-time, whatever the lengths: both sides are hashed to 32 bytes first. */
async function sameSecret(expected: string, presented: string): Promise<boolean> {
  const digest = (secret: string) => crypto.subtle.digest("SHA-256", encoder.encode(secret));
  return crypto.subtle.timingSafeEqual(await digest(expected), await digest(presented));
}

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;

/** Adds the origin's own time to its `done` line, so the router never has to guess it. */
function withTiming(line: string, receivedAt: number): string {
  if (!line.startsWith('{"type":"done"')) return line;
  const done = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify({ ...done, timing: { origin_ms: Date.now() - receivedAt } });
}

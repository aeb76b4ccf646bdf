import type { Assessment } from "../assess/schema";
import { LIMITS } from "../limits";
import type { ChatEvent } from "../stream/events";
import { LineSplitter, LineTooLong } from "./lines";

/** What the router sends the origin for one run (docs/origin-protocol.md). */
export interface OriginRequest {
  protocol: 1;
  run_id: string;
  workspace_id: string;
  agent: { id: string; name: string } | null;
  tools: string[];
  assessment: Assessment | null;
  messages: { role: "user" | "assistant"; content: string }[];
  stage: { index: number; role: string; skill: string; instructions: string } | null;
}

/** Default bounds on an origin call; each can be changed per deployment with the env var named beside it. */
export const ORIGIN_TIMEOUTS = {
  /** ORIGIN_FIRST_BYTE_TIMEOUT_MS: until response headers arrive. */
  firstByteMs: 10_000,
  /** ORIGIN_IDLE_TIMEOUT_MS: silence allowed between two events. */
  idleMs: 30_000,
  /** ORIGIN_TOTAL_TIMEOUT_MS: the whole run. */
  totalMs: 120_000,
} as const;

export type OriginTimeouts = { [K in keyof typeof ORIGIN_TIMEOUTS]: number };

export interface OriginTarget {
  /** A service binding to the origin Worker (a `Fetcher`), preferred when present. */
  binding?: { fetch(input: string, init: RequestInit): Promise<Response> };
  /** Otherwise, the origin's base URL. */
  url?: string;
  token?: string;
  timeouts: OriginTimeouts;
}

/** Why an origin call ended without a proper finish. */
export class OriginFailure extends Error {
  readonly kind:
    | "not_configured"
    | "unreachable"
    | "timeout"
    | "rejected"
    | "protocol"
    | "midstream";

  constructor(kind: OriginFailure["kind"], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OriginFailure";
    this.kind = kind;
  }
}

/**
 * Calls the origin and yields its events as chat events, enforcing the
 * first-byte, idle and total timeouts. Ends after the origin's `done` (yielded
 * as `finish`) or its `error`; throws `OriginFailure` for everything else.
 * Aborting `signal` cancels the HTTP request.
 *
 * @example
 * for await (const event of callOrigin(target, request, { signal, requestId })) log(event);
 */
export async function* callOrigin(
  target: OriginTarget,
  request: OriginRequest,
  options: { signal?: AbortSignal; requestId: string },
): AsyncGenerator<ChatEvent> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const total = setTimeout(
    () =>
      controller.abort(
        new OriginFailure(
          "timeout",
          `the origin did not finish within ${target.timeouts.totalMs} ms`,
        ),
      ),
    target.timeouts.totalMs,
  );
  try {
    const response = await withTimeout(
      send(target, request, options.requestId, controller.signal),
      target.timeouts.firstByteMs,
      () => {
        const failure = new OriginFailure(
          "timeout",
          `the origin sent no response within ${target.timeouts.firstByteMs} ms`,
        );
        controller.abort(failure);
        return failure;
      },
    );
    if (!response.ok) throw await rejection(response);
    if (!response.body) throw new OriginFailure("protocol", "the origin answered 200 with no body");
    yield* readEvents(response.body, target.timeouts, controller);
  } catch (error) {
    throw asFailure(error, controller.signal);
  } finally {
    clearTimeout(total);
    options.signal?.removeEventListener("abort", onAbort);
    controller.abort(new OriginFailure("midstream", "the router stopped reading"));
  }
}

async function send(
  target: OriginTarget,
  request: OriginRequest,
  requestId: string,
  signal: AbortSignal,
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/x-ndjson",
    "x-origin-protocol": "1",
    "x-request-id": requestId,
    "x-router-run-id": request.run_id,
  };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const init = { method: "POST", headers, body: JSON.stringify(request), signal };
  if (target.binding) return target.binding.fetch("https://origin/v1/runs", init);
  if (target.url)
    return fetch(
      new URL("v1/runs", target.url.endsWith("/") ? target.url : `${target.url}/`),
      init,
    );
  throw new OriginFailure(
    "not_configured",
    "no origin is configured (bind ORIGIN or set ORIGIN_URL)",
  );
}

async function* readEvents(
  body: ReadableStream<Uint8Array>,
  timeouts: OriginTimeouts,
  controller: AbortController,
): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const lines = new LineSplitter(LIMITS.originLineBytes);
  try {
    for (;;) {
      const { done, value } = await withTimeout(reader.read(), timeouts.idleMs, () => {
        const failure = new OriginFailure(
          "timeout",
          `the origin went silent for ${timeouts.idleMs} ms`,
        );
        controller.abort(failure);
        return failure;
      });
      const complete = done ? [lines.end() ?? ""] : splitOrFail(lines, value);
      for (const line of complete) {
        if (!line.trim()) continue;
        const event = parseLine(line);
        if (!event) continue;
        yield event;
        if (event.type === "finish" || event.type === "error") return;
      }
      if (done) break;
    }
    throw new OriginFailure("midstream", "the origin ended its stream without finishing");
  } finally {
    reader.releaseLock();
  }
}

function splitOrFail(lines: LineSplitter, chunk: Uint8Array): string[] {
  try {
    return lines.push(chunk);
  } catch (error) {
    if (error instanceof LineTooLong)
      throw protocolError(`a line was longer than ${error.maxBytes} bytes`, null, error);
    throw error;
  }
}

/**
 * A protocol failure: the user gets a code and a sentence; the offending origin
 * output goes to the log only (it may hold anything, including another user's data).
 */
function protocolError(what: string, raw: string | null, cause?: unknown): OriginFailure {
  console.error(
    JSON.stringify({
      msg: "origin protocol error",
      what,
      ...(raw === null ? {} : { line: raw.slice(0, 500), line_chars: raw.length }),
    }),
  );
  return new OriginFailure("protocol", `the origin broke the protocol (origin_protocol): ${what}`, {
    cause,
  });
}

/**
 * One NDJSON line as a chat event; null for an event type this router does not
 * know (ignored by design, so later protocol versions can add events). A line
 * that is not JSON, not an object, or has no string `type` is a protocol error.
 */
export function parseLine(line: string): ChatEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    throw protocolError("a line was not JSON", line, error);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw protocolError("an event was not a JSON object", line);
  const e = raw as Record<string, unknown>;
  if (typeof e.type !== "string") throw protocolError("an event had no string type", line);
  switch (e.type) {
    case "text":
      return { type: "text", delta: str(e.delta, "text.delta") };
    case "tool-call":
      return {
        type: "tool-call",
        id: str(e.id, "tool-call.id"),
        name: str(e.name, "tool-call.name"),
        input: e.input ?? {},
      };
    case "tool-result":
      return {
        type: "tool-result",
        id: str(e.id, "tool-result.id"),
        name: str(e.name, "tool-result.name"),
        output: e.output ?? null,
      };
    case "progress":
      return { type: "progress", step: str(e.step, "progress.step") };
    case "error":
      return {
        type: "error",
        message: `The origin reported an error: ${str(e.message, "error.message")}`,
      };
    case "done":
      return { ...finish(e), ...originTiming(e.timing) };
    default:
      return null;
  }
}

const FINISH_REASONS = ["stop", "length", "error", "other"] as const;

/** `done`: an unknown finish_reason or malformed usage is a protocol error, not a guess. */
function finish(e: Record<string, unknown>): ChatEvent {
  const reason = e.finish_reason ?? "stop";
  if (!FINISH_REASONS.includes(reason as never))
    throw protocolError("a done event had an unknown finish_reason", null);
  if (e.usage === undefined)
    return { type: "finish", reason: reason as (typeof FINISH_REASONS)[number] };
  const usage = e.usage as Record<string, unknown> | null;
  const count = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  if (
    !usage ||
    typeof usage !== "object" ||
    !count(usage.input_tokens) ||
    !count(usage.output_tokens)
  )
    throw protocolError("a done event had malformed usage", null);
  return {
    type: "finish",
    reason: reason as (typeof FINISH_REASONS)[number],
    usage: {
      input_tokens: usage.input_tokens as number,
      output_tokens: usage.output_tokens as number,
    },
  };
}

function str(value: unknown, field: string): string {
  if (typeof value !== "string") throw protocolError(`an event had no string ${field}`, null);
  return value;
}

/** A refusal before streaming: its status and code reach the user; its message only the log. */
async function rejection(response: Response): Promise<OriginFailure> {
  let code = "";
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    console.error(JSON.stringify({ msg: "origin refused the run", status: response.status, body }));
    const named = body.error?.code;
    if (typeof named === "string" && /^[a-z][a-z0-9_]{0,39}$/.test(named)) code = ` (${named})`;
  } catch (error) {
    console.error(
      JSON.stringify({
        msg: "origin refused the run with an unreadable body",
        status: response.status,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
  return new OriginFailure("rejected", `the origin answered ${response.status}${code}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function asFailure(error: unknown, signal: AbortSignal): OriginFailure {
  if (error instanceof OriginFailure) return error;
  if (signal.aborted && signal.reason instanceof OriginFailure) return signal.reason;
  const message = error instanceof Error ? error.message : String(error);
  return new OriginFailure("unreachable", `the origin could not be reached (${message})`, {
    cause: error,
  });
}

/** The origin's own run time from `done.timing`, when it reports a sane one (optional in the protocol). */
function originTiming(timing: unknown): { origin_ms?: number } {
  const ms = (timing as { origin_ms?: unknown } | null | undefined)?.origin_ms;
  return typeof ms === "number" && Number.isFinite(ms) && ms >= 0
    ? { origin_ms: Math.round(ms) }
    : {};
}

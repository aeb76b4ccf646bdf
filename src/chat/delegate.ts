import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { OriginRequest } from "../origin/client";
import { originRoute } from "../origin/target";
import type { RunInput } from "../runs/coordinator";
import { signedRunId } from "../runs/run-id";
import type { SequencedEvent } from "../stream/events";
import { ndjsonEvents } from "../stream/sources";

/** A new run id: opaque, unguessable, signed (see runs/run-id.ts), and the name of the run's Durable Object. */
export function newRunId(): Promise<string> {
  return signedRunId();
}

/** The Durable Object of a run. */
export function runStub(env: AppEnv["Bindings"], runId: string) {
  return env.RUNS.get(env.RUNS.idFromName(runId));
}

export type RunSpec = Omit<
  RunInput,
  "run_id" | "workspace_id" | "request_id" | "via" | "origin"
> & {
  id: string;
  origin: Omit<OriginRequest, "protocol" | "run_id" | "workspace_id">;
};

/** The full input of a run started by this request. */
export function runInput(c: Context<AppEnv>, spec: RunSpec): RunInput {
  const { id, origin, ...rest } = spec;
  return {
    ...rest,
    run_id: id,
    workspace_id: c.var.auth.workspaceId,
    request_id: c.get("requestId"),
    via: originRoute(c.env),
    origin: { protocol: 1, run_id: id, workspace_id: c.var.auth.workspaceId, ...origin },
  };
}

/**
 * Hands work to a new run and returns the run's events as they come: the
 * opening events (the assessment) first, then the stages'.
 *
 * The opening is known here, so it is the response's first byte: the response
 * does not wait for the run's Durable Object to answer (its storage written,
 * its output gate opened). The call to the object is made before the response
 * is returned, so the run is found by its id from the first byte (calls to one
 * object arrive in order), and it is kept alive past the response (waitUntil):
 * a run goes on without its client. The object stores the same opening first,
 * so its log numbers them 1…n as they are numbered here, and the stream goes
 * on with its events after them. If the object cannot be reached, the stream
 * ends with an error event.
 */
export function startRun(c: Context<AppEnv>, spec: RunSpec): ReadableStream<SequencedEvent> {
  const opening: SequencedEvent[] = spec.opening.map((event, i) => ({ seq: i + 1, event }));
  if (spec.chat_id)
    rememberChatRun(c.var.auth.workspaceId, spec.user_id ?? null, spec.chat_id, spec.id);
  const input = runInput(c, spec);
  const stub = runStub(c.env, spec.id);
  const opened = stub.open(input, opening.length).then(
    (bytes) => ({ ok: true as const, bytes }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  c.executionCtx.waitUntil(opened);
  let rest: ReadableStreamDefaultReader<SequencedEvent> | undefined;
  let cancelled = false;
  return new ReadableStream<SequencedEvent>(
    {
      start(controller) {
        for (const event of opening) controller.enqueue(event);
      },
      async pull(controller) {
        if (!rest) {
          const result = await opened;
          if (!result.ok) {
            endUnstarted(controller, spec.id, result.error);
            return;
          }
          rest = result.bytes
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(ndjsonEvents())
            .getReader();
          if (cancelled) {
            await rest.cancel();
            return;
          }
        }
        const next = await rest.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel(reason) {
        cancelled = true;
        if (rest) await rest.cancel(reason);
        else {
          const result = await opened;
          // A pull under way may have taken the log meanwhile; it cancels it itself.
          if (result.ok && !result.bytes.locked) await result.bytes.cancel(reason);
        }
      },
    },
    // Pulled only when read: the object's log is read at the pace of the response.
    { highWaterMark: 0 },
  );
}

/** The object could not be reached: the stream says so and ends, and the log says why. */
function endUnstarted(
  controller: ReadableStreamDefaultController<SequencedEvent>,
  runId: string,
  error: unknown,
): void {
  console.error(JSON.stringify({ msg: "run did not start", run_id: runId, error: String(error) }));
  controller.enqueue({
    seq: 0,
    event: { type: "error", message: "The run could not start. Try again in a moment." },
  });
  controller.enqueue({ seq: 0, event: { type: "finish", reason: "error" } });
  controller.close();
}

/** At most this many chats' newest runs are remembered per isolate. */
const RECENT_CHAT_RUNS = 1_000;
const recentChatRuns = new Map<string, string>();
const chatKey = (workspaceId: string, userId: string | null, chatId: string) =>
  JSON.stringify([workspaceId, userId, chatId]);

/**
 * Remembers, on this isolate, the newest run a chat started. A client that
 * reconnects right after the first byte (a page reload; the AI SDK's resume
 * convention) can come before the run's D1 index row, which the run's object
 * writes after it is opened; the isolate that started the run finds it here.
 */
function rememberChatRun(
  workspaceId: string,
  userId: string | null,
  chatId: string,
  runId: string,
) {
  const key = chatKey(workspaceId, userId, chatId);
  recentChatRuns.delete(key);
  recentChatRuns.set(key, runId);
  if (recentChatRuns.size > RECENT_CHAT_RUNS) {
    const oldest = recentChatRuns.keys().next().value;
    if (oldest !== undefined) recentChatRuns.delete(oldest);
  }
}

/** The newest run this isolate started for a chat, if it started one. */
export function recentChatRun(
  workspaceId: string,
  userId: string | null,
  chatId: string,
): string | undefined {
  return recentChatRuns.get(chatKey(workspaceId, userId, chatId));
}

/** A one-stage run: the chat's delegate path (no plan, no retries: the user is waiting). */
export function singleStage(
  agent: { id: string; name: string } | null,
): Pick<
  RunSpec,
  | "stages"
  | "drive"
  | "max_attempts"
  | "budget"
  | "delegation"
  | "policy"
  | "blocked_reason"
  | "task_id"
  | "task"
  | "rerun_of"
> {
  return {
    stages: [{ role: "primary", skill: "delegate", agent, final: true }],
    drive: "auto",
    max_attempts: 1,
    budget: null,
    delegation: null,
    policy: null,
    blocked_reason: null,
    task_id: null,
    task: null,
    rerun_of: null,
  };
}

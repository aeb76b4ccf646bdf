import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { OriginRequest } from "../origin/client";
import { originRoute } from "../origin/target";
import type { RunInput } from "../runs/coordinator";
import type { ChatEvent, SequencedEvent } from "../stream/events";
import { ndjsonEvents } from "../stream/sources";

/** A new run id: opaque, unguessable, and the name of the run's Durable Object. */
export function newRunId(): string {
  return `run_${crypto.randomUUID().replaceAll("-", "")}`;
}

/** The Durable Object of a run. */
export function runStub(env: AppEnv["Bindings"], runId: string) {
  return env.RUNS.get(env.RUNS.idFromName(runId));
}

/**
 * Hands delegated work to a new run and returns the run's events as they come:
 * the opening events (the assessment) first, then the origin's.
 */
export async function startRun(
  c: Context<AppEnv>,
  run: {
    id: string;
    source: RunInput["source"];
    opening: ChatEvent[];
    origin: Omit<OriginRequest, "protocol" | "run_id" | "workspace_id">;
  },
): Promise<ReadableStream<SequencedEvent>> {
  const input: RunInput = {
    run_id: run.id,
    workspace_id: c.var.auth.workspaceId,
    source: run.source,
    request_id: c.get("requestId"),
    opening: run.opening,
    via: originRoute(c.env),
    origin: { protocol: 1, run_id: run.id, workspace_id: c.var.auth.workspaceId, ...run.origin },
  };
  const log = await runStub(c.env, run.id).open(input);
  return log.pipeThrough(new TextDecoderStream()).pipeThrough(ndjsonEvents());
}

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
 */
export async function startRun(
  c: Context<AppEnv>,
  spec: RunSpec,
): Promise<ReadableStream<SequencedEvent>> {
  const log = await runStub(c.env, spec.id).open(runInput(c, spec));
  return log.pipeThrough(new TextDecoderStream()).pipeThrough(ndjsonEvents());
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

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { newRunId, runStub } from "../../chat/delegate";
import { Task } from "../../delegation/task";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import type { RunInput, RunResult, RunView } from "../../runs/coordinator";
import { errorResponses } from "../../schemas/common";
import { CheckpointBody, RunIdParam, RunSchema, StepBody } from "../../schemas/runs";
import { startTaskRun } from "../../services/runs";
import { ownRun } from "./runs";

const runResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ run: RunSchema }) } },
});

const step = createRoute({
  method: "post",
  path: "/v1/runs/{id}/step",
  summary: "Advance one stage, for callers that drive the run themselves.",
  description: "Send the run's current version; a stale version is a 409 and nothing runs.",
  security: [{ workspaceKey: [] }],
  request: {
    params: RunIdParam,
    body: { required: true, content: { "application/json": { schema: StepBody } } },
  },
  responses: {
    200: runResponse("The run after the stage."),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const checkpoint = createRoute({
  method: "post",
  path: "/v1/runs/{id}/checkpoint",
  summary: "Record the caller's decision (accept, reject, revise) with new evidence.",
  description:
    "If the new evidence triggers a required review the persisted plan lacks, acceptance is blocked (409 checkpoint_blocked) with the reason: scope a new task for the changed work.",
  security: [{ workspaceKey: [] }],
  request: {
    params: RunIdParam,
    body: { required: true, content: { "application/json": { schema: CheckpointBody } } },
  },
  responses: { 200: runResponse("Recorded."), ...errorResponses(400, 401, 403, 404, 409) },
});

const cancel = createRoute({
  method: "post",
  path: "/v1/runs/{id}/cancel",
  summary: "Cancel a run, between or during stages.",
  security: [{ workspaceKey: [] }],
  request: { params: RunIdParam },
  responses: {
    200: runResponse("The run, cancelled (or already finished)."),
    ...errorResponses(400, 401, 403, 404),
  },
});

const rerun = createRoute({
  method: "post",
  path: "/v1/runs/{id}/rerun",
  summary: "Start a new run from the same input, linked to the first (rerun_of).",
  security: [{ workspaceKey: [] }],
  request: { params: RunIdParam },
  responses: { 201: runResponse("The new run."), ...errorResponses(400, 401, 403, 404, 409) },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(step, async (c) => {
    const { id } = c.req.valid("param");
    await ownRun(c, id);
    return c.json({ run: unwrap(await runStub(c.env, id).step(c.req.valid("json").version)) }, 200);
  });

  app.openapi(checkpoint, async (c) => {
    const { id } = c.req.valid("param");
    await ownRun(c, id);
    const body = c.req.valid("json");
    return c.json({ run: unwrap(await runStub(c.env, id).checkpoint(body)) }, 200);
  });

  app.openapi(cancel, async (c) => {
    const { id } = c.req.valid("param");
    await ownRun(c, id);
    const run = await runStub(c.env, id).cancel();
    if (!run) throw new AppError("not_found", `No run "${id}".`);
    return c.json({ run: strip(run) }, 200);
  });

  app.openapi(rerun, async (c) => {
    const { id } = c.req.valid("param");
    await ownRun(c, id);
    return c.json({ run: await rerunOf(c, id) }, 201);
  });
}

/** A new run from the first one's input: API runs are re-planned from their task, chat runs replay their input. */
async function rerunOf(c: Context<AppEnv>, id: string) {
  const input = (await runStub(c.env, id).startedWith()) as RunInput | null;
  if (!input) throw new AppError("not_found", `No run "${id}".`);
  const newId = await newRunId();
  if (input.source === "api" && input.task) {
    return (await startTaskRun(c, Task.parse(input.task), input.drive, id, newId)).run;
  }
  const { run } = await runStub(c.env, newId).start({
    ...input,
    run_id: newId,
    request_id: c.get("requestId"),
    rerun_of: id,
    origin: { ...input.origin, run_id: newId },
  });
  return strip(run);
}

function unwrap(result: RunResult<RunView>) {
  if (result.ok) return strip(result.value);
  const code = result.code === "conflict" ? "version_conflict" : result.code;
  throw new AppError(code, result.message);
}

function strip(run: RunView) {
  const { workspace_id: _workspace, ...view } = run;
  return view;
}

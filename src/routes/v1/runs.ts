import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { runStub } from "../../chat/delegate";
import { listRuns, runWorkspace } from "../../db/runs";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { isSignedRunId } from "../../runs/run-id";
import { errorResponses } from "../../schemas/common";
import { RunIdParam, RunListItem, RunSchema, StartRunBody } from "../../schemas/runs";
import { startTaskRun } from "../../services/runs";

const start = createRoute({
  method: "post",
  path: "/v1/runs",
  summary: "Start a run from a task; idempotent by task_id.",
  description:
    "The delegation gate plans the stages; repeating the same task_id returns the persisted run and decision (200), never a new plan or reset spend.",
  security: [{ workspaceKey: [] }],
  request: { body: { required: true, content: { "application/json": { schema: StartRunBody } } } },
  responses: {
    201: {
      description: "Started.",
      content: { "application/json": { schema: z.object({ run: RunSchema }) } },
    },
    200: {
      description: "Already started.",
      content: { "application/json": { schema: z.object({ run: RunSchema }) } },
    },
    ...errorResponses(400, 401, 403, 409, 413),
  },
});

const list = createRoute({
  method: "get",
  path: "/v1/runs",
  summary: "The workspace's runs, newest first, each tagged with its source (chat or api).",
  security: [{ workspaceKey: [] }],
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      cursor: z.string().max(200).optional().describe("The next_cursor of the previous page."),
    }),
  },
  responses: {
    200: {
      description: "A page of runs.",
      content: {
        "application/json": {
          schema: z.object({ runs: z.array(RunListItem), next_cursor: z.string().nullable() }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const get = createRoute({
  method: "get",
  path: "/v1/runs/{id}",
  summary: "A run: status, stages, the persisted delegation record, usage.",
  security: [{ workspaceKey: [] }],
  request: { params: RunIdParam },
  responses: {
    200: {
      description: "The run.",
      content: { "application/json": { schema: z.object({ run: RunSchema }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(start, async (c) => {
    const { task, drive } = c.req.valid("json");
    const { created, run } = await startTaskRun(c, task, drive);
    return c.json({ run }, created ? 201 : 200);
  });

  app.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await listRuns(
      c.env.DB,
      c.var.auth.workspaceId,
      limit,
      cursor ? decodeCursor(cursor) : undefined,
    );
    const last = rows.at(-1);
    const next = rows.length === limit && last ? encodeCursor(last) : null;
    const runs = rows.map(({ workspace_id: _workspace, ...run }) => run);
    return c.json({ runs, next_cursor: next }, 200);
  });

  app.openapi(get, async (c) => c.json({ run: await ownRun(c, c.req.valid("param").id) }, 200));
}

/**
 * Whether an id may be handed to a Durable Object. A signed id (runs/run-id.ts)
 * can, with no D1 round trip; an unsigned one is made up, or from before ids
 * were signed, or signed with a rotated key: only the D1 index can vouch for it,
 * so a made-up id never instantiates a Durable Object. Returns whether it was signed.
 */
export async function vouchForRunId(c: Context<AppEnv>, id: string): Promise<boolean> {
  if (await isSignedRunId(id)) return true;
  if ((await runWorkspace(c.env.DB, id)) !== c.var.auth.workspaceId)
    throw new AppError("not_found", `No run "${id}".`);
  return false;
}

/** The 404 for a signed id whose object holds no run: it was deleted after its retention period. */
export function expiredRun(id: string): AppError {
  return new AppError(
    "expired",
    `Run "${id}" has expired: finished runs are deleted after the workspace's run_retention_days (default 7).`,
  );
}

/** The run if it belongs to the caller's workspace; another workspace's run is a 404, like a missing one. */
export async function ownRun(c: Context<AppEnv>, id: string) {
  const signed = await vouchForRunId(c, id);
  const run = await runStub(c.env, id).get();
  if (!run && signed) throw expiredRun(id);
  if (!run || run.workspace_id !== c.var.auth.workspaceId)
    throw new AppError("not_found", `No run "${id}".`);
  const { workspace_id: _workspace, ...view } = run;
  return view;
}

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { runStub } from "../../chat/delegate";
import { requestedProtocol, streamResponse } from "../../chat/respond";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { errorResponses } from "../../schemas/common";
import { ndjsonEvents } from "../../stream/sources";
import { expiredRun, vouchForRunId } from "./runs";

const route = createRoute({
  method: "get",
  path: "/v1/runs/{id}/stream",
  summary: "Resume a run's stream after the last event seen.",
  description:
    "Replays every event after `after` (or the SSE `Last-Event-ID` header), then follows the run live until it ends. Each event's SSE id is its sequence number.",
  security: [{ workspaceKey: [] }],
  request: {
    params: z.object({ id: z.string().regex(/^run_[0-9a-f]{32}$/, "not a run id") }),
    query: z.object({
      after: z.coerce.number().int().min(0).optional(),
      protocol: z.enum(["ui", "data"]).optional(),
    }),
  },
  responses: {
    200: {
      description: "The run's events as a UI message stream.",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const after = c.req.valid("query").after ?? lastEventId(c.req.header("last-event-id"));
    const signed = await vouchForRunId(c, id);
    // One Durable Object call: ownership, status and the log together.
    const found = await runStub(c.env, id).resume(c.var.auth.workspaceId, after);
    if (found.found === "none" && signed) throw expiredRun(id);
    if (found.found !== "run") throw new AppError("not_found", `No run "${id}".`);
    const { status, log } = found;
    return streamResponse(log.pipeThrough(new TextDecoderStream()).pipeThrough(ndjsonEvents()), {
      protocol: requestedProtocol(c),
      messageId: id,
      headers: { "x-run-id": id, "x-run-status": status },
    });
  });
}

function lastEventId(header: string | undefined): number {
  const n = Number(header);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

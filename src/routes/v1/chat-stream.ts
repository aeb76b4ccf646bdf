import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { requestedProtocol, streamResponse } from "../../chat/respond";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";
import { activeChatRun } from "../../services/chat";

const route = createRoute({
  method: "get",
  path: "/v1/chat/{chat_id}/stream",
  operationId: "resumeChatStream",
  summary: "Resume a chat's active run: the AI SDK's `useChat({ resume: true })` convention.",
  description:
    "204 when the chat (the `id` of the `useChat` body) has no active run in this workspace; otherwise 200 with the active run's UI message stream from its start, then live until it ends. `GET /v1/runs/{id}/stream` resumes a run by id after a sequence number. A client token may call this route for its own end user's chats.",
  security: [{ workspaceKey: [] }],
  request: {
    params: z.object({ chat_id: z.string().min(1).max(200).describe("The chat's id.") }),
    query: z.object({ protocol: z.enum(["ui", "data"]).optional() }),
  },
  responses: {
    200: {
      description: "The active run's UI message stream, from its start.",
      content: { "text/event-stream": { schema: z.string() } },
    },
    204: { description: "The chat has no active run." },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { chat_id: chatId } = c.req.valid("param");
    const active = await activeChatRun(c, chatId);
    if (!active) return c.body(null, 204);
    return streamResponse(active.events, {
      protocol: requestedProtocol(c),
      messageId: active.runId,
      headers: { "x-run-id": active.runId },
      metadata: { run_id: active.runId, chat_id: chatId },
      // timings.total_ms counts from the run's start, as the live stream's did, not from the resume.
      began: Date.parse(active.createdAt),
    }) as never;
  });
}

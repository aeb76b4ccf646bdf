import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { readConversation } from "../../chat/conversation";
import { replyResponse, requestedProtocol } from "../../chat/respond";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { ChatRequest } from "../../schemas/chat";
import { errorResponses } from "../../schemas/common";
import { answerTurn, delegateToAgent, findAgent } from "../../services/chat";

const route = createRoute({
  method: "post",
  path: "/v1/chat",
  operationId: "chat",
  summary: "Chat: the body `useChat` sends; the answer is an AI SDK UI message stream.",
  description: [
    "The stream opens with a `data-assessment` part (path, tier, assessment, signals, tools). Atoms are answered",
    "here (templates for greetings, thanks and goodbyes; the workspace's model for other small talk); everything else",
    "is a run that a Durable Object forwards to the origin, with a `data-run` part carrying the run id for",
    "`GET /v1/runs/{id}/stream`. A workflow shows its plan first as a `data-workflow-update` part (id `plan`), then",
    "one per stage, each updated in place by its id. The message metadata carries path, tier, complexity, run id,",
    "and on finish usage and timings. `?protocol=data` (or `x-stream-protocol: data`) answers in the AI SDK 4 data",
    "stream, where the metadata is a `metadata` message annotation. A client token (`POST /v1/client-tokens`) may",
    "call this route from a browser.",
  ].join(" "),
  security: [{ workspaceKey: [] }],
  request: {
    query: z.object({ protocol: z.enum(["ui", "data"]).optional() }),
    body: { required: true, content: { "application/json": { schema: ChatRequest } } },
  },
  responses: {
    200: {
      description:
        "An SSE UI message stream (`x-vercel-ai-ui-message-stream: v1`), or the AI SDK 4 data stream.",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const { latest, history, trimmed } = readConversation(body);
    const auth = c.var.auth;
    const turn = {
      chatId: body.id,
      userId: auth.userId ?? null,
      latest,
      history,
      trimmed,
      seed: `${body.id}:${body.messages.length}`,
    };
    const protocol = requestedProtocol(c);
    if (body.agent_id || auth.scope === "admin") {
      const agent = body.agent_id ? await findAgent(c, body.agent_id) : null;
      if (body.agent_id && !agent)
        throw new AppError(
          "not_found",
          `No agent "${body.agent_id}" in this workspace. List them with GET /v1/models.`,
        );
      if (agent && !agent.is_active)
        throw new AppError("validation_failed", `Agent "${agent.name}" is not active.`);
      return replyResponse(await delegateToAgent(c, turn, agent), protocol);
    }
    return replyResponse(await answerTurn(c, turn), protocol);
  });
}

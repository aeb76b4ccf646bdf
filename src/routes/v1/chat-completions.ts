import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { ChatCompletion, ChatCompletionRequest, openAiErrorResponses } from "../../schemas/openai";
import { completeChat } from "../../services/chat-completions";

const route = createRoute({
  method: "post",
  path: "/v1/chat/completions",
  operationId: "createChatCompletion",
  summary: "OpenAI-compatible chat completions, routed like /v1/chat.",
  description: [
    "`model: auto` is assessed: atoms are answered at the edge, everything else is delegated as a run (like /v1/chat).",
    "`model: agent:<name>` goes straight to that active agent. With `stream: true` the answer is SSE",
    "`chat.completion.chunk`s ending `data: [DONE]`, with a usage chunk when `stream_options.include_usage` is set.",
    "Headers: `x-assess-tier`, `x-assess-complexity`, `x-assess-path` and, for delegated work, `x-run-id`.",
    "Errors use OpenAI's shape; an unknown model is a 404.",
  ].join(" "),
  security: [{ workspaceKey: [] }],
  request: {
    body: { required: true, content: { "application/json": { schema: ChatCompletionRequest } } },
  },
  responses: {
    200: {
      description:
        "A `chat.completion`, or with `stream: true` an SSE stream of `chat.completion.chunk`s.",
      content: {
        "application/json": { schema: ChatCompletion },
        "text/event-stream": { schema: z.string() },
      },
    },
    ...openAiErrorResponses(400, 401, 403, 404, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => completeChat(c, c.req.valid("json")) as never);
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { ModelList, openAiErrorResponses } from "../../schemas/openai";
import { listModels } from "../../services/chat-completions";

const route = createRoute({
  method: "get",
  path: "/v1/models",
  operationId: "listModels",
  summary: "OpenAI-compatible model list: `auto` and `agent:<name>` for each active agent.",
  security: [{ workspaceKey: [] }],
  responses: {
    200: { description: "The models.", content: { "application/json": { schema: ModelList } } },
    ...openAiErrorResponses(401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => c.json(await listModels(c), 200));
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";
import { FeedbackBody, FeedbackResponse } from "../../schemas/decisions";
import { giveFeedback } from "../../services/feedback";

const route = createRoute({
  method: "post",
  path: "/v1/feedback",
  summary: "Correct a decision: the level it should have had, and an optional note.",
  description:
    "A second feedback on the same decision replaces the first. Another workspace's decision is a 404.",
  security: [{ workspaceKey: [] }],
  request: { body: { required: true, content: { "application/json": { schema: FeedbackBody } } } },
  responses: {
    201: { description: "Stored.", content: { "application/json": { schema: FeedbackResponse } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const stored = await giveFeedback(c.env, c.var.auth.workspaceId, c.req.valid("json"));
    return c.json(stored, 201);
  });
}

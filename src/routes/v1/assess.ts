import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { AssessResponse } from "../../assess/schema";
import type { AppEnv } from "../../env";
import { AssessRequest } from "../../schemas/assess";
import { errorResponses } from "../../schemas/common";
import { assessForWorkspace } from "../../services/assessor";
import { recordDecision, signDecision } from "../../services/decisions";

/** The pipeline's answer plus the id of the decision it was recorded as. */
const AssessWithDecision = AssessResponse.extend({
  decision_id: z.string().describe("Names this decision for POST /v1/feedback and the stats."),
});

const route = createRoute({
  method: "post",
  path: "/v1/assess",
  summary: "Assess one message: complexity, action, tools and the evidence behind them.",
  description:
    "Tiers, cheapest first: deterministic rules, the workspace's cache, the classifier model, and a fallback that never blocks.",
  security: [{ workspaceKey: [] }],
  request: { body: { required: true, content: { "application/json": { schema: AssessRequest } } } },
  responses: {
    200: {
      description: "The assessment.",
      content: { "application/json": { schema: AssessWithDecision } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    const result = await assessForWorkspace(c, input);
    const decisionId = recordDecision(c, await signDecision(c, result), result, {
      path: "assess",
      text: input.message,
    });
    c.header("x-assess-tier", result.tier);
    c.header("x-assess-complexity", result.assessment.complexity);
    return c.json({ ...result, decision_id: decisionId }, 200);
  });
}

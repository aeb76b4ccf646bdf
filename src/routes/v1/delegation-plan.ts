import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";
import { DelegationDecisionSchema, PlanRequest } from "../../schemas/delegation";
import { planForWorkspace } from "../../services/delegation";

const route = createRoute({
  method: "post",
  path: "/v1/delegation/plan",
  summary: "Plan how far to decompose a task: direct, or which specialist roles. No side effects.",
  description:
    "The deterministic delegation gate: explainable integer scoring, the workspace's policy and required reviews, and budget feasibility. It makes no model call, and the record never contains the task's text or diff paths. A workspace forcing direct work and a task asking for a workflow is a 409 policy_conflict.",
  security: [{ workspaceKey: [] }],
  request: { body: { required: true, content: { "application/json": { schema: PlanRequest } } } },
  responses: {
    200: {
      description: "The decision record.",
      content: {
        "application/json": { schema: z.object({ delegation: DelegationDecisionSchema }) },
      },
    },
    ...errorResponses(400, 401, 403, 409, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { task } = c.req.valid("json");
    return c.json({ delegation: await planForWorkspace(c, task) }, 200);
  });
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";
import { StatsQuery, StatsResponse } from "../../schemas/decisions";
import { statsFor } from "../../services/stats";
import { loadWorkspace } from "../../workspace/context";

const route = createRoute({
  method: "get",
  path: "/v1/stats",
  summary: "What the router decided and what it saved, for the key's workspace.",
  description:
    "Decisions by tier and level, the share decided without a model, cache hit rate, model calls, latency per tier, an explicit tokens-avoided estimate and feedback, over 1h, 24h or 7d.",
  security: [{ workspaceKey: [] }],
  request: { query: StatsQuery },
  responses: {
    200: { description: "The stats.", content: { "application/json": { schema: StatsResponse } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const auth = c.var.auth;
    const { settings } = await loadWorkspace(c.env.DB, auth.workspaceId, auth.configVersion);
    const { window } = c.req.valid("query");
    return c.json(await statsFor(c.env, { workspaceId: auth.workspaceId, window, settings }), 200);
  });
}

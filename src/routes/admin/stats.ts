import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";
import { StatsQuery, StatsResponse } from "../../schemas/decisions";
import { statsFor } from "../../services/stats";
import { adminSecurity } from "./require-workspace";

const route = createRoute({
  method: "get",
  path: "/admin/stats",
  summary: "The stats of /v1/stats over every workspace (default savings assumptions).",
  security: adminSecurity,
  request: { query: StatsQuery },
  responses: {
    200: { description: "The stats.", content: { "application/json": { schema: StatsResponse } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { window } = c.req.valid("query");
    return c.json(await statsFor(c.env, { workspaceId: null, window }), 200);
  });
}

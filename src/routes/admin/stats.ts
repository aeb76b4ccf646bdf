import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { statsFor } from "../../services/stats";
import { statsRoute } from "../stats-route";
import { adminSecurity } from "./require-workspace";

const route = statsRoute({
  method: "get",
  path: "/admin/stats",
  summary: "The stats of /v1/stats over every workspace (default savings assumptions).",
  security: adminSecurity,
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { window } = c.req.valid("query");
    return c.json(await statsFor(c.env, { workspaceId: null }, window), 200);
  });
}

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";

const route = createRoute({
  method: "get",
  path: "/health",
  summary: "Liveness: 200 when the router is up. Touches no binding, so it stays cheap.",
  responses: {
    200: {
      description: "The router is up.",
      content: {
        "application/json": {
          schema: z.object({ status: z.literal("ok"), environment: z.string() }),
        },
      },
    },
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => c.json({ status: "ok" as const, environment: c.env.ENVIRONMENT }, 200));
}

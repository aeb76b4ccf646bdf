import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { statsFor } from "../../services/stats";
import { statsRoute } from "../stats-route";

const route = statsRoute({
  method: "get",
  path: "/v1/stats",
  summary: "What the router decided and what it saved, for the key's workspace.",
  description:
    "Decisions by tier and level, the share decided without a model, cache hit rate, model calls, latency per tier, an explicit tokens-avoided estimate and feedback, over 1h, 24h or 7d.",
  security: [{ workspaceKey: [] }],
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { workspaceId, configVersion } = c.var.auth;
    const { window } = c.req.valid("query");
    return c.json(await statsFor(c.env, { workspaceId, configVersion }, window), 200);
  });
}

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { listAgents, replaceAgents } from "../../db/catalog";
import type { AppEnv } from "../../env";
import { Agent, AgentsBody, CountResponse } from "../../schemas/admin";
import { errorResponses, IdParam } from "../../schemas/common";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const put = createRoute({
  method: "put",
  path: "/admin/workspaces/{id}/agents",
  summary: "Replace the workspace's agents.",
  description:
    "Atomic. Bumps the workspace's config version. `roles` declares the specialist roles an agent can fill.",
  security: adminSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: AgentsBody } } },
  },
  responses: {
    200: { description: "Replaced.", content: { "application/json": { schema: CountResponse } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const get = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/agents",
  summary: "The workspace's agents.",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "The agents.",
      content: { "application/json": { schema: z.object({ agents: z.array(Agent) }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(put, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    return c.json({ count: await replaceAgents(c.env.DB, id, c.req.valid("json")) }, 200);
  });

  app.openapi(get, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    return c.json({ agents: await listAgents(c.env.DB, id) }, 200);
  });
}

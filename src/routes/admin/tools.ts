import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { listTools, replaceTools } from "../../db/catalog";
import type { AppEnv } from "../../env";
import { CountResponse, Tool, ToolsBody } from "../../schemas/admin";
import { errorResponses, IdParam } from "../../schemas/common";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const put = createRoute({
  method: "put",
  path: "/admin/workspaces/{id}/tools",
  summary: "Replace the workspace's tool catalog.",
  description:
    "Atomic: readers see the old catalog or the new one. Bumps the workspace's config version.",
  security: adminSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: ToolsBody } } },
  },
  responses: {
    200: { description: "Replaced.", content: { "application/json": { schema: CountResponse } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const get = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/tools",
  summary: "The workspace's tool catalog, in the order it was given.",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "The catalog.",
      content: { "application/json": { schema: z.object({ tools: z.array(Tool) }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(put, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    return c.json({ count: await replaceTools(c.env.DB, id, c.req.valid("json")) }, 200);
  });

  app.openapi(get, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    return c.json({ tools: await listTools(c.env.DB, id) }, 200);
  });
}

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { createWorkspace, listWorkspaces } from "../../db/workspaces";
import type { AppEnv } from "../../env";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { CreatedWorkspace, CreateWorkspaceBody, Workspace } from "../../schemas/admin";
import { errorResponses, IdParam } from "../../schemas/common";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const create = createRoute({
  method: "post",
  path: "/admin/workspaces",
  summary: "Create a workspace and its first API key (shown once).",
  security: adminSecurity,
  request: {
    body: { required: true, content: { "application/json": { schema: CreateWorkspaceBody } } },
  },
  responses: {
    201: { description: "Created.", content: { "application/json": { schema: CreatedWorkspace } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional().describe("The next_cursor of the previous page."),
});

const list = createRoute({
  method: "get",
  path: "/admin/workspaces",
  summary: "List workspaces, newest first.",
  security: adminSecurity,
  request: { query: ListQuery },
  responses: {
    200: {
      description: "A page of workspaces.",
      content: {
        "application/json": {
          schema: z.object({ workspaces: z.array(Workspace), next_cursor: z.string().nullable() }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const get = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}",
  summary: "One workspace.",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: { description: "The workspace.", content: { "application/json": { schema: Workspace } } },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const { name } = c.req.valid("json");
    return c.json(await createWorkspace(c.env.DB, name), 201);
  });

  app.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const rows = await listWorkspaces(c.env.DB, limit, cursor ? decodeCursor(cursor) : undefined);
    const last = rows.at(-1);
    const next = rows.length === limit && last ? encodeCursor(last) : null;
    return c.json({ workspaces: rows, next_cursor: next }, 200);
  });

  app.openapi(get, async (c) =>
    c.json(await requireWorkspace(c.env.DB, c.req.valid("param").id), 200),
  );
}

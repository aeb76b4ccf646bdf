import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { getSettings, putSettings } from "../../db/settings";
import { DelegationPolicy } from "../../delegation/policy";
import type { AppEnv } from "../../env";
import { errorResponses, IdParam } from "../../schemas/common";
import { DEFAULT_SETTINGS } from "../../schemas/settings";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const put = createRoute({
  method: "put",
  path: "/admin/workspaces/{id}/policy",
  summary: "Set the workspace's delegation policy (a new settings version).",
  description:
    "Validated for meaning: unknown roles or skills, a skill the role cannot apply, a required role that is not enabled, and limits that could never admit the required reviews are 400s naming the entry.",
  security: adminSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: DelegationPolicy } } },
  },
  responses: {
    200: {
      description: "Stored; decisions made under it carry this version.",
      content: { "application/json": { schema: z.object({ version: z.string() }) } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const get = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/policy",
  summary: "The workspace's delegation policy and the settings version it belongs to.",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "The policy.",
      content: {
        "application/json": { schema: z.object({ version: z.string(), policy: DelegationPolicy }) },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(put, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    const current = (await getSettings(c.env.DB, id))?.settings ?? DEFAULT_SETTINGS;
    const version = await putSettings(c.env.DB, id, { ...current, policy: c.req.valid("json") });
    return c.json({ version: String(version) }, 200);
  });

  app.openapi(get, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    const current = await getSettings(c.env.DB, id);
    return c.json(
      {
        version: String(current?.version ?? 0),
        policy: (current?.settings ?? DEFAULT_SETTINGS).policy,
      },
      200,
    );
  });
}

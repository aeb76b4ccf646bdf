import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { getSettings, putSettings } from "../../db/settings";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { errorResponses, IdParam } from "../../schemas/common";
import {
  classifierEndpointProblem,
  PutSettingsBody,
  SettingsEnvelope,
} from "../../schemas/settings";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const get = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/settings",
  summary: "The workspace's current settings and their version.",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "Current settings.",
      content: { "application/json": { schema: SettingsEnvelope } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const put = createRoute({
  method: "put",
  path: "/admin/workspaces/{id}/settings",
  summary: "Store a new settings version (classifier provider and model, cache TTL, core tools).",
  description:
    "Takes effect on the next request, without a deploy. With expected_version, a stale write is a 409.",
  security: adminSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: PutSettingsBody } } },
  },
  responses: {
    200: { description: "Stored.", content: { "application/json": { schema: SettingsEnvelope } } },
    ...errorResponses(400, 401, 403, 404, 409, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    const current = await getSettings(c.env.DB, id);
    if (!current)
      throw new AppError("not_found", `Workspace "${id}" has no settings yet. PUT them first.`);
    return c.json(current, 200);
  });

  app.openapi(put, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    const { settings, expected_version } = c.req.valid("json");
    const problem = classifierEndpointProblem(settings.classifier, c.env.ENVIRONMENT);
    if (problem) throw new AppError("validation_failed", `Invalid request: ${problem}.`);
    const version = await putSettings(c.env.DB, id, settings, expected_version);
    return c.json({ version, settings }, 200);
  });
}

import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  countLiveKeys,
  getKey,
  listKeys,
  MAX_LIVE_KEYS,
  newKeyStatement,
  revokeStatement,
} from "../../db/keys";
import { nowIso } from "../../db/util";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { ApiKey, CreatedKey, CreateKeyBody, KeyParams } from "../../schemas/admin";
import { errorResponses, IdParam } from "../../schemas/common";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const list = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/keys",
  summary: "The workspace's API keys (metadata only; keys are never shown again).",
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "The keys.",
      content: { "application/json": { schema: z.object({ keys: z.array(ApiKey) }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const create = createRoute({
  method: "post",
  path: "/admin/workspaces/{id}/keys",
  summary: "Issue another API key for the workspace (shown once).",
  security: adminSecurity,
  request: {
    params: IdParam,
    body: { required: false, content: { "application/json": { schema: CreateKeyBody } } },
  },
  responses: {
    201: { description: "Created.", content: { "application/json": { schema: CreatedKey } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const revoke = createRoute({
  method: "post",
  path: "/admin/workspaces/{id}/keys/{key_id}/revoke",
  summary: "Revoke a key; requests with it get 401 from now on.",
  security: adminSecurity,
  request: { params: KeyParams },
  responses: {
    200: { description: "Revoked.", content: { "application/json": { schema: ApiKey } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

const rotate = createRoute({
  method: "post",
  path: "/admin/workspaces/{id}/keys/{key_id}/rotate",
  summary: "Revoke a key and issue its replacement (same scope) atomically.",
  security: adminSecurity,
  request: { params: KeyParams },
  responses: {
    201: {
      description: "The replacement key, shown once.",
      content: { "application/json": { schema: CreatedKey } },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    return c.json({ keys: await listKeys(c.env.DB, id) }, 200);
  });

  app.openapi(create, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    // The body is optional; an empty POST issues a workspace-scoped key.
    const scope =
      (c.req.valid("json") as { scope?: "workspace" | "admin" } | undefined)?.scope ?? "workspace";
    if ((await countLiveKeys(c.env.DB, id)) >= MAX_LIVE_KEYS) {
      throw new AppError(
        "version_conflict",
        `Workspace already has ${MAX_LIVE_KEYS} live keys. Revoke one first.`,
      );
    }
    const { statement, created } = await newKeyStatement(c.env.DB, id, scope, nowIso());
    await statement.run();
    return c.json(created, 201);
  });

  app.openapi(revoke, async (c) => {
    const { id, key_id } = c.req.valid("param");
    const key = await requireLiveKey(c.env.DB, id, key_id);
    await revokeStatement(c.env.DB, id, key.id, nowIso()).run();
    const revoked = await getKey(c.env.DB, id, key.id);
    return c.json(revoked ?? key, 200);
  });

  app.openapi(rotate, async (c) => {
    const { id, key_id } = c.req.valid("param");
    const key = await requireLiveKey(c.env.DB, id, key_id);
    const at = nowIso();
    // The replacement is inserted only while the old key is still live, so a
    // concurrent revoke cannot leave two keys issued for one rotation.
    const { statement, created } = await newKeyStatement(c.env.DB, id, key.scope, at, key.id);
    const [inserted] = await c.env.DB.batch([statement, revokeStatement(c.env.DB, id, key.id, at)]);
    if (inserted?.meta.changes !== 1) {
      throw new AppError(
        "version_conflict",
        "The key was revoked concurrently. List keys and retry.",
      );
    }
    return c.json(created, 201);
  });
}

async function requireLiveKey(db: D1Database, workspaceId: string, keyId: string) {
  await requireWorkspace(db, workspaceId);
  const key = await getKey(db, workspaceId, keyId);
  if (!key) throw new AppError("not_found", `No key "${keyId}" in workspace "${workspaceId}".`);
  if (key.revoked_at) throw new AppError("version_conflict", `Key "${keyId}" is already revoked.`);
  return key;
}

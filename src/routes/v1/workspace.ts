import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { errorResponses } from "../../schemas/common";

const route = createRoute({
  method: "get",
  path: "/v1/workspace",
  summary: "The workspace the presented key belongs to.",
  security: [{ workspaceKey: [] }],
  responses: {
    200: {
      description: "The caller's workspace.",
      content: {
        "application/json": {
          schema: z.object({
            id: z.string(),
            name: z.string(),
            config_version: z.int(),
            key_id: z.string(),
            scope: z.enum(["workspace", "admin", "client"]),
          }),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => {
    const auth = c.var.auth;
    return c.json(
      {
        id: auth.workspaceId,
        name: auth.workspaceName,
        config_version: auth.configVersion,
        key_id: auth.keyId,
        scope: auth.scope,
      },
      200,
    );
  });
}

import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { ClientTokenRequest, ClientTokenResponse } from "../../schemas/client-tokens";
import { errorResponses } from "../../schemas/common";
import { mintClientToken } from "../../services/client-tokens";

const route = createRoute({
  method: "post",
  path: "/v1/client-tokens",
  operationId: "createClientToken",
  summary: "Mint a short-lived client token a browser may use for /v1/chat.",
  description:
    "Call from your server with the workspace key. The token is HMAC-signed with CLIENT_TOKEN_SECRET, bound to the workspace, one end user and the chat, and expires within an hour. It is accepted only by `POST /v1/chat` and `GET /v1/chat/{chat_id}/stream`; rotating the secret revokes every token.",
  security: [{ workspaceKey: [] }],
  request: {
    body: { required: true, content: { "application/json": { schema: ClientTokenRequest } } },
  },
  responses: {
    201: {
      description: "The token.",
      content: { "application/json": { schema: ClientTokenResponse } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => c.json(await mintClientToken(c, c.req.valid("json")), 201));
}

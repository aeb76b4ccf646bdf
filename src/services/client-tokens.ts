import type { Context } from "hono";
import { getWorkspace } from "../db/workspaces";
import type { AppEnv, Env, WorkspaceAuth } from "../env";
import { AppError } from "../errors";
import {
  CLIENT_TOKEN_MAX_TTL_SECONDS,
  CLIENT_TOKEN_SCOPE,
  signClientToken,
  verifyClientToken,
} from "../lib/client-token";

/**
 * Local development's signing secret when CLIENT_TOKEN_SECRET is unset (README,
 * "Browsers"). Production has none: without the secret, client tokens are off.
 */
export const DEV_CLIENT_TOKEN_SECRET = "dev-client-token-secret";

/** The routes a client token may call: the chat, and its resume route. */
const CLIENT_ROUTES = [
  { method: "POST", path: /^\/v1\/chat$/u },
  { method: "GET", path: /^\/v1\/chat\/[^/]+\/stream$/u },
] as const;

function signingSecret(env: Env): string | null {
  if (env.CLIENT_TOKEN_SECRET) return env.CLIENT_TOKEN_SECRET;
  return env.ENVIRONMENT === "development" ? DEV_CLIENT_TOKEN_SECRET : null;
}

/**
 * Mints a client token for one end user of the caller's workspace.
 *
 * @example
 * const { token, expires_at } = await mintClientToken(c, { user_id: "user-7", ttl_seconds: 900 });
 */
export async function mintClientToken(
  c: Context<AppEnv>,
  request: { user_id: string; ttl_seconds: number },
) {
  if (c.var.auth.scope === "client")
    throw new AppError(
      "forbidden",
      "A client token cannot mint client tokens. Use a workspace API key.",
    );
  const secret = signingSecret(c.env);
  if (!secret)
    throw new AppError(
      "forbidden",
      "Client tokens are disabled: set the CLIENT_TOKEN_SECRET secret (wrangler secret put CLIENT_TOKEN_SECRET --env production).",
    );
  const ttl = Math.min(request.ttl_seconds, CLIENT_TOKEN_MAX_TTL_SECONDS);
  const expires = Math.floor(Date.now() / 1000) + ttl;
  const token = await signClientToken(secret, {
    w: c.var.auth.workspaceId,
    u: request.user_id,
    s: CLIENT_TOKEN_SCOPE,
    e: expires,
  });
  return { token, expires_at: new Date(expires * 1000).toISOString(), user_id: request.user_id };
}

/**
 * The caller behind a client token: its workspace (which must still exist)
 * and end user. Expired, tampered or foreign tokens are 401; a route outside
 * the chat is 403.
 */
export async function clientTokenAuth(c: Context<AppEnv>, token: string): Promise<WorkspaceAuth> {
  const secret = signingSecret(c.env);
  const result = secret ? await verifyClientToken(secret, token) : null;
  if (!result?.ok) {
    const why = result?.reason === "expired" ? "expired" : "invalid";
    throw new AppError(
      "unauthorized",
      `This client token is ${why}. Mint a new one with POST /v1/client-tokens (from your server, with the workspace key).`,
    );
  }
  if (!CLIENT_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path)))
    throw new AppError(
      "forbidden",
      "A client token may only call POST /v1/chat and GET /v1/chat/{chat_id}/stream. Use a workspace API key.",
    );
  const workspace = await getWorkspace(c.env.DB, result.claims.w);
  if (!workspace)
    throw new AppError("unauthorized", "This client token's workspace no longer exists.");
  return {
    workspaceId: workspace.id,
    workspaceName: workspace.name,
    configVersion: workspace.config_version,
    // Rate limits count per end user.
    keyId: `client:${workspace.id}:${result.claims.u}`,
    scope: "client",
    userId: result.claims.u,
  };
}

import type { MiddlewareHandler } from "hono";
import { findKeyByHash, touchKey } from "../db/keys";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { CLIENT_TOKEN_PREFIX } from "../lib/client-token";
import { sha256Hex, timingSafeEqualStrings } from "../lib/crypto";
import { clientTokenAuth } from "../services/client-tokens";
import { recall, remember } from "./auth-memo";
import { bearerToken } from "./bearer";

/**
 * Resolves a workspace API key (or a browser's client token, see
 * services/client-tokens.ts) to its workspace and sets `c.var.auth`.
 * Only the SHA-256 of the key is ever looked up; the presented key is not stored or logged.
 * A resolved key is remembered for AUTH_MEMO_SECONDS (see auth-memo.ts), which
 * also bounds how often last use is written.
 *
 * @example
 * app.use("/v1/*", workspaceAuth());
 * app.get("/v1/workspace", (c) => c.json({ id: c.var.auth.workspaceId }));
 */
export function workspaceAuth(): MiddlewareHandler<AppEnv> {
  return async function workspaceAuth(c, next) {
    const token = bearerToken(c.req.header("authorization"), "workspace API key");
    if (token.startsWith(CLIENT_TOKEN_PREFIX)) {
      c.set("auth", await clientTokenAuth(c, token));
      return next();
    }
    const hash = await sha256Hex(token);
    const remembered = recall(hash);
    if (remembered) {
      c.set("auth", remembered);
      return next();
    }
    const key = await findKeyByHash(c.env.DB, hash);
    // The index lookup already matched on the hash; the constant-time comparison
    // keeps the accept decision itself free of early exits on partial matches.
    if (!key || !timingSafeEqualStrings(key.key_hash, hash)) {
      if (await isAdminToken(c.env.ADMIN_TOKEN, token)) {
        throw new AppError(
          "forbidden",
          "The admin token cannot call the public API. Use a workspace API key.",
        );
      }
      throw new AppError(
        "unauthorized",
        "Unknown API key. Create one with POST /admin/workspaces/{id}/keys.",
      );
    }
    if (key.revoked_at) {
      throw new AppError(
        "unauthorized",
        "This API key was revoked. Use the workspace's current key.",
      );
    }
    const auth = {
      workspaceId: key.workspace_id,
      workspaceName: key.workspace_name,
      configVersion: key.config_version,
      keyId: key.id,
      scope: key.scope,
    };
    remember(hash, auth);
    c.set("auth", auth);
    c.executionCtx.waitUntil(
      touchKey(c.env.DB, key.id).catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            msg: "last_used_at update failed",
            key_id: key.id,
            error: String(error),
          }),
        );
      }),
    );
    await next();
  };
}

export async function isAdminToken(
  configured: string | undefined,
  presented: string,
): Promise<boolean> {
  if (!configured) return false;
  // Hashing both sides first makes the comparison constant-time whatever the lengths.
  return timingSafeEqualStrings(await sha256Hex(configured), await sha256Hex(presented));
}

import type { MiddlewareHandler } from "hono";
import { findKeyByHash } from "../db/keys";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { sha256Hex } from "../lib/crypto";
import { bearerToken } from "./bearer";
import { isAdminToken } from "./workspace-auth";

/**
 * Guards `/admin/*` with the `ADMIN_TOKEN` secret. With no token configured the
 * admin API is off, and says so, rather than open.
 *
 * @example
 * app.use("/admin/*", adminAuth());
 */
export function adminAuth(): MiddlewareHandler<AppEnv> {
  return async function adminAuth(c, next) {
    const configured = c.env.ADMIN_TOKEN;
    if (!configured) {
      throw new AppError(
        "admin_disabled",
        "The admin API is disabled: no ADMIN_TOKEN is configured. Set it with `wrangler secret put ADMIN_TOKEN` (or in .dev.vars locally).",
      );
    }
    const token = bearerToken(c.req.header("authorization"), "admin token");
    if (!(await isAdminToken(configured, token))) {
      // A workspace key here is a scope mistake worth naming; anything else is just wrong.
      const key = await findKeyByHash(c.env.DB, await sha256Hex(token));
      if (key && !key.revoked_at) {
        throw new AppError(
          "forbidden",
          "Workspace API keys cannot call the admin API. Use the admin token.",
        );
      }
      throw new AppError("unauthorized", "Wrong admin token.");
    }
    await next();
  };
}

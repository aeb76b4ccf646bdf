import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { forgetWorkspace } from "./auth-memo";

/**
 * After a successful admin write to a workspace (keys, tools, agents, settings),
 * drops its remembered keys in this isolate so the change applies at once.
 *
 * @example
 * app.use("/admin/workspaces/:id/*", forgetOnWrite());
 */
export function forgetOnWrite(): MiddlewareHandler<AppEnv> {
  return async function forgetOnWrite(c, next) {
    await next();
    if (c.req.method !== "GET" && c.res.status < 400) {
      const id = c.req.param("id");
      if (id) forgetWorkspace(id);
    }
  };
}

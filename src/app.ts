import { OpenAPIHono } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { AppError } from "./errors";
import { LIMITS } from "./limits";
import { adminAuth } from "./middleware/admin-auth";
import { bodyLimit, bodyLimitByPath } from "./middleware/body-limit";
import { d1Session } from "./middleware/d1-session";
import { describeZodError, notFound, onError } from "./middleware/errors";
import { forgetOnWrite } from "./middleware/forget-on-write";
import { rateLimit } from "./middleware/rate-limit";
import { workspaceAuth } from "./middleware/workspace-auth";
import { registerRoutes } from "./routes";

/**
 * Builds the router's Hono app: request ids, one error handler, body limits,
 * auth per surface, then the routes (each in its own file under routes/).
 */
export function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError("validation_failed", describeZodError(result.target, result.error));
      }
    },
  });

  app.use(
    requestId({
      // Keep a caller's id when it is sane, so one id follows a request across systems.
      generator: () => crypto.randomUUID(),
      limitLength: 128,
    }),
  );
  app.use(async function stampRequestId(c, next) {
    await next();
    // Streaming routes build their own Response; give it the request id too.
    if (!c.res.headers.has("x-request-id")) c.res.headers.set("x-request-id", c.get("requestId"));
  });
  app.onError(onError);
  app.notFound(notFound);

  app.use("/admin/*", bodyLimit(LIMITS.adminBodyBytes), adminAuth(), d1Session("first-primary"));
  app.use("/admin/workspaces/:id/*", forgetOnWrite());
  app.use(
    "/v1/*",
    bodyLimitByPath(
      {
        "/v1/chat": LIMITS.chatBodyBytes,
        "/v1/delegation/plan": LIMITS.taskBodyBytes,
        "/v1/runs/*": LIMITS.taskBodyBytes,
      },
      LIMITS.bodyBytes,
    ),
    d1Session("first-unconstrained"),
    workspaceAuth(),
    rateLimit(),
  );

  registerRoutes(app);

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Edge LLM router",
      version: "0.1.0",
      description:
        "Decides the minimum sufficient pipeline for each chat message, at the edge, and says why.",
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "workspaceKey", {
    type: "http",
    scheme: "bearer",
    description: "A workspace API key.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", {
    type: "http",
    scheme: "bearer",
    description: "The ADMIN_TOKEN secret.",
  });
  return app;
}

export const app = createApp();
export type App = typeof app;

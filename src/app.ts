import { OpenAPIHono } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { AppError } from "./errors";
import { LIMITS } from "./limits";
import { adminAuth } from "./middleware/admin-auth";
import { bodyLimit, bodyLimitByPath } from "./middleware/body-limit";
import { cors } from "./middleware/cors";
import { d1Session } from "./middleware/d1-session";
import { describeZodError, notFoundOrWrongMethod, onError } from "./middleware/errors";
import { forgetOnWrite } from "./middleware/forget-on-write";
import { jsonBody } from "./middleware/json-body";
import { rateLimit } from "./middleware/rate-limit";
import { safePath } from "./middleware/safe-path";
import { workspaceAuth } from "./middleware/workspace-auth";
import { forGenerators } from "./openapi";
import { registerRoutes } from "./routes";

const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Edge LLM router",
    version: "0.1.0",
    description:
      "Decides the minimum sufficient pipeline for each chat message, at the edge, and says why.",
    license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
  },
};

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
  app.notFound(notFoundOrWrongMethod(() => app.routes));
  app.use(safePath());

  app.use("/admin/*", bodyLimit(LIMITS.adminBodyBytes), adminAuth(), d1Session("first-primary"));
  app.use("/admin/workspaces/:id/*", forgetOnWrite());
  app.use(
    "/v1/*",
    cors(),
    bodyLimitByPath(
      {
        "/v1/chat": LIMITS.chatBodyBytes,
        "/v1/chat/completions": LIMITS.chatBodyBytes,
        "/v1/delegation/plan": LIMITS.taskBodyBytes,
        "/v1/runs/*": LIMITS.taskBodyBytes,
      },
      LIMITS.bodyBytes,
    ),
    d1Session("first-unconstrained"),
    workspaceAuth(),
    rateLimit(),
  );
  // After the body limits and auth above: a bad body is read only when it may be.
  app.use("*", jsonBody());

  registerRoutes(app);

  registerOpenApi(app);
  return app;
}

/** `/openapi.json`, and the three ways a caller authenticates, as the document names them. */
function registerOpenApi(app: OpenAPIHono<AppEnv>): void {
  app.get("/openapi.json", function openApiDocument(c) {
    return c.json(forGenerators(app.getOpenAPI31Document(OPENAPI_INFO), new URL(c.req.url).origin));
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
  app.openAPIRegistry.registerComponent("securitySchemes", "clientToken", {
    type: "http",
    scheme: "bearer",
    description:
      "A short-lived client token from POST /v1/client-tokens, for a browser: /v1/chat and its resume route only.",
  });
}

export const app = createApp();
export type App = typeof app;

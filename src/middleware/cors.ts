import type { MiddlewareHandler } from "hono";
import type { AppEnv, Env } from "../env";

/** Headers a browser client may send; a preflight asking for others gets these. */
const ALLOWED_HEADERS =
  "authorization, content-type, x-stream-protocol, last-event-id, x-request-id";
const ALLOWED_METHODS = "GET, POST, OPTIONS";
/** Response headers a browser client may read: the routing decision and the run to resume. */
const EXPOSED_HEADERS =
  "x-request-id, x-run-id, x-run-status, x-assess-tier, x-assess-complexity, x-assess-path, retry-after, x-vercel-ai-ui-message-stream, x-vercel-ai-data-stream";
/** Seconds a browser may cache a preflight. */
const PREFLIGHT_MAX_AGE = "600";
/** Local development: any port on the loopback names. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/u;

/**
 * Whether a browser origin may call the public API: listed in CORS_ORIGINS
 * (comma-separated, `*` for any), or a loopback origin in local development.
 *
 * @example
 * originAllowed("http://localhost:5173", { ENVIRONMENT: "development" }); // true
 */
export function originAllowed(
  origin: string,
  env: Pick<Env, "CORS_ORIGINS" | "ENVIRONMENT">,
): boolean {
  if (env.ENVIRONMENT === "development" && LOCAL_ORIGIN.test(origin)) return true;
  const listed = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/+$/u, "").toLowerCase())
    .filter(Boolean);
  return listed.includes("*") || listed.includes(origin.toLowerCase());
}

/**
 * CORS for the public API. A preflight needs no key and is answered here with
 * 204 (with `access-control-allow-origin` only for an allowed origin); other
 * responses, errors included, get the allow and expose headers so a browser
 * can read them. Every response varies by Origin.
 *
 * @example
 * app.use("/v1/*", cors(), workspaceAuth());
 */
export function cors(): MiddlewareHandler<AppEnv> {
  return async function cors(c, next) {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && originAllowed(origin, c.env) ? origin : null;
    if (c.req.method === "OPTIONS") {
      const headers = new Headers({ vary: "Origin" });
      if (allowed) {
        headers.set("access-control-allow-origin", allowed);
        headers.set("access-control-allow-methods", ALLOWED_METHODS);
        headers.set("access-control-allow-headers", ALLOWED_HEADERS);
        headers.set("access-control-max-age", PREFLIGHT_MAX_AGE);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append("vary", "Origin");
    if (allowed) {
      c.res.headers.set("access-control-allow-origin", allowed);
      c.res.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
    }
  };
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every body the API accepts is JSON (the dashboard's HTML form aside), so a body that is not is a 400 on every
 * route, including routes that take no body (`/v1/runs/{id}/cancel`): otherwise
 * `{` or `nul` would pass there unread. An empty body stays fine where none is
 * needed; routes that need one say so through their schema. Runs after the body
 * limit, which guards the read.
 *
 * @example
 * app.use("*", jsonBody());
 */
export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async function jsonBody(c, next) {
    // The dashboard's sign-in is an HTML form: its body is form-encoded, read by its own route.
    if (c.req.path === "/dashboard" || c.req.path.startsWith("/dashboard/")) return next();
    if (WITH_BODY.has(c.req.method) && c.req.raw.body) {
      // Cached by Hono: the route's validator reads the same text again without the stream.
      const text = await c.req.text();
      if (text.trim() !== "") {
        try {
          JSON.parse(text);
        } catch (error) {
          throw new AppError(
            "invalid_json",
            "Malformed JSON in request body. Send valid JSON with Content-Type: application/json, or no body where the route takes none.",
            { cause: error },
          );
        }
      }
    }
    await next();
  };
}

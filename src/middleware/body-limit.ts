import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/**
 * Rejects bodies over `maxBytes` with 413 before anything parses them, whether or
 * not the client sent an honest Content-Length.
 *
 * @example
 * app.use("/v1/*", bodyLimit(LIMITS.bodyBytes));
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(
        "payload_too_large",
        `Request body exceeds ${maxBytes} bytes. Send less, or split the request.`,
      );
    },
  });
}

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

/**
 * Body limits by route: conversations (`/v1/chat`) get more room than the rest
 * of the public API. Each limit is named in LIMITS.
 *
 * @example
 * app.use("/v1/*", bodyLimitByPath({ "/v1/chat": LIMITS.chatBodyBytes }, LIMITS.bodyBytes));
 */
export function bodyLimitByPath(
  overrides: Record<string, number>,
  fallback: number,
): MiddlewareHandler<AppEnv> {
  const limits = new Map(
    Object.entries(overrides).map(([path, bytes]) => [path, bodyLimit(bytes)]),
  );
  const standard = bodyLimit(fallback);
  // Keys ending in "/*" cover a path and everything below it.
  const prefixes = [...limits.entries()].filter(([path]) => path.endsWith("/*"));
  return function bodyLimitByPath(c, next) {
    const path = c.req.path;
    const prefixed = prefixes.find(
      ([p]) => path === p.slice(0, -2) || path.startsWith(p.slice(0, -1)),
    )?.[1];
    return (limits.get(path) ?? prefixed ?? standard)(c, next);
  };
}

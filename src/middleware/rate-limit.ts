import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** The window of the RATE_LIMITER binding (wrangler.toml `simple.period`), sent as retry-after. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Limits each API key to the RATE_LIMITER binding's budget (600 requests a
 * minute, wrangler.toml's production environment). Over it: 429 with
 * retry-after. Without the binding (local development) nothing is limited. The
 * limiter failing is logged and lets the request through: a broken limiter must
 * not take the API down with it.
 *
 * @example
 * app.use("/v1/*", workspaceAuth(), rateLimit());
 */
export function rateLimit(): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const limiter = c.env.RATE_LIMITER;
    if (limiter) {
      let allowed = true;
      try {
        allowed = (await limiter.limit({ key: c.var.auth.keyId })).success;
      } catch (error) {
        console.warn(
          JSON.stringify({
            msg: "rate limiter failed; allowing",
            request_id: c.get("requestId"),
            error: String(error),
          }),
        );
      }
      if (!allowed) {
        throw new AppError(
          "rate_limited",
          `Too many requests for this API key. Retry after ${RATE_LIMIT_PERIOD_SECONDS} s.`,
          {
            headers: { "retry-after": String(RATE_LIMIT_PERIOD_SECONDS) },
          },
        );
      }
    }
    await next();
  };
}

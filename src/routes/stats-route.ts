import { createRoute } from "@hono/zod-openapi";
import { errorResponses } from "../schemas/common";
import { StatsQuery, StatsResponse } from "../schemas/decisions";

/**
 * The OpenAPI route of `GET /v1/stats` and `GET /admin/stats`: the same query
 * and response, only the path, wording and security differ.
 *
 * @example
 * const route = statsRoute({ method: "get", path: "/v1/stats", summary: "…", security: [{ workspaceKey: [] }] });
 */
export function statsRoute<P extends string>(options: {
  /** Named at each call, like every route's method and path (test/unit/error-hints.test.ts reads them). */
  method: "get";
  path: P;
  summary: string;
  description?: string;
  security: { [scheme: string]: string[] }[];
}) {
  return createRoute({
    ...options,
    request: { query: StatsQuery },
    responses: {
      200: {
        description: "The stats.",
        content: { "application/json": { schema: StatsResponse } },
      },
      ...errorResponses(400, 401, 403),
    },
  });
}

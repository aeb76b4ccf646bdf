import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import type { AppEnv } from "../env";
import { AppError, type ErrorCode, errorBody } from "../errors";
import { OPENAI_ROUTES, openAiErrorBody } from "../schemas/openai";

/**
 * The one error handler: every failure leaves as the contract's JSON shape.
 * Unknown errors are logged with the request id and answered without internals.
 */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const appError = toAppError(err);
  if (appError.code === "internal_error") {
    console.error(
      JSON.stringify({
        msg: "unhandled error",
        request_id: c.get("requestId"),
        path: c.req.path,
        error:
          err instanceof Error
            ? { name: err.name, message: err.message, stack: err.stack }
            : String(err),
      }),
    );
  }
  return respond(c, appError);
};

/**
 * Unknown paths are a 404; a known path with the wrong method is a 405 with
 * `Allow` listing the methods it has.
 *
 * @example
 * app.notFound(notFoundOrWrongMethod(() => app.routes));
 */
export function notFoundOrWrongMethod(
  routes: () => readonly { method: string; path: string }[],
): NotFoundHandler<AppEnv> {
  let known: { pattern: RegExp; method: string }[] | null = null;
  return function notFound(c) {
    known ??= routes()
      .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
      .map((r) => ({ method: r.method, pattern: pathPattern(r.path) }));
    const allowed = [
      ...new Set(known.filter((r) => r.pattern.test(c.req.path)).map((r) => r.method)),
    ];
    if (allowed.length > 0) {
      return respond(
        c,
        new AppError(
          "method_not_allowed",
          `${c.req.path} does not accept ${c.req.method}; it accepts ${allowed.join(", ")}.`,
          { headers: { allow: allowed.join(", ") } },
        ),
      );
    }
    return respond(
      c,
      new AppError(
        "not_found",
        `No route ${c.req.method} ${c.req.path}. See GET /openapi.json for the API.`,
      ),
    );
  };
}

/** A Hono path (`/v1/runs/:id/stream`) as a pattern over request paths. */
function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}/?$`, "u");
}

function respond(c: Context<AppEnv>, error: AppError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  // OpenAI's clients read their own error shape; the rest of the API keeps the contract's.
  if (OPENAI_ROUTES.includes(c.req.path))
    return c.json(openAiErrorBody(error.code, error.status, error.message), error.status);
  return c.json(errorBody(error.code, error.message), error.status);
}

/** Framework exceptions (bad JSON, media type, body limit) mapped onto our codes. */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const code = HTTP_EXCEPTION_CODES[err.status] ?? "internal_error";
    const message =
      err.status === 400
        ? "Malformed JSON in request body. Send valid JSON with Content-Type: application/json."
        : err.status === 415
          ? "Unsupported body type. Send JSON with Content-Type: application/json."
          : err.message;
    return new AppError(code, message, { cause: err });
  }
  return new AppError(
    "internal_error",
    "Internal error. Retry; if it persists, report the x-request-id.",
    {
      cause: err,
    },
  );
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  400: "invalid_json",
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  // The contract answers body-shape problems with 400; a wrong media type is one.
  415: "invalid_json",
  413: "payload_too_large",
};

/** A zod failure as one readable line: `body.tools[3].name: Too big…; …`. */
export function describeZodError(target: string, error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path
      .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
      .join("");
    return `${target}${path}: ${issue.message}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : "";
  return `Invalid request: ${parts.join("; ")}${more}.`;
}

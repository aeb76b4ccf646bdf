import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Every error the router can answer with, mapped to its HTTP status in one place.
 * Routes throw `AppError`; `onError` renders it as the contract's error shape.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  admin_disabled: 403,
  not_found: 404,
  model_not_found: 404,
  /** A run that existed but was deleted after its workspace's retention period. */
  expired: 404,
  method_not_allowed: 405,
  version_conflict: 409,
  policy_conflict: 409,
  checkpoint_blocked: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  upstream_timeout: 504,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * The one error type routes and services throw.
 *
 * @example
 * throw new AppError("not_found", `No workspace ${id}. List workspaces with GET /admin/workspaces.`);
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { headers?: Record<string, string>; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = "AppError";
    this.code = code;
    this.headers = options?.headers ?? {};
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** The body every error response carries, as the contract names it. */
export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

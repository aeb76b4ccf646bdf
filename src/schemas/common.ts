import { z } from "zod";
import { ERROR_CODES } from "../errors";
import { LIMITS } from "../limits";

/** The contract's error body. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).describe("Stable snake_case code; branch on this."),
      message: z.string().describe("What went wrong and what to do about it."),
    }),
  })
  .describe("Every error response has this shape.");

export const Name = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.nameChars)
  .refine((s) => !hasControlCharacters(s), "must not contain control characters");

function hasControlCharacters(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 0x20) return true;
  return false;
}

export const Description = z.string().max(LIMITS.descriptionChars);

export const IdParam = z.object({
  id: z.string().min(1).max(64).describe("Workspace id, e.g. ws_demo."),
});

/** Standard error responses every authenticated route can answer with. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 502 | 504>) {
  const out: Record<
    number,
    { description: string; content: { "application/json": { schema: typeof ErrorResponse } } }
  > = {};
  for (const status of statuses) {
    out[status] = {
      description: STATUS_TEXT[status],
      content: { "application/json": { schema: ErrorResponse } },
    };
  }
  return out;
}

const STATUS_TEXT = {
  400: "Malformed JSON or a body that fails the schema.",
  401: "Missing, unknown or revoked credentials.",
  403: "Credentials of the wrong scope, or the admin API is disabled.",
  404: "No such resource in this scope.",
  409: "Version conflict.",
  413: "Body larger than the route's limit.",
  502: "The upstream failed.",
  504: "The upstream timed out.",
} as const;

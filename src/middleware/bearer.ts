import { AppError } from "../errors";

/**
 * The token of an `Authorization: Bearer <token>` header.
 * Throws 401 with a message saying what is expected when it is missing or malformed.
 */
export function bearerToken(header: string | undefined, expected: string): string {
  if (!header) {
    throw new AppError(
      "unauthorized",
      `Missing Authorization header. Send "Authorization: Bearer <${expected}>".`,
    );
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new AppError(
      "unauthorized",
      `Malformed Authorization header. Send "Authorization: Bearer <${expected}>".`,
    );
  }
  return match[1];
}

import { AppError } from "../errors";

/** A keyset position (created_at, id) as an opaque page cursor. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return btoa(JSON.stringify([row.created_at, row.id]));
}

/** The position a cursor names; a 400 that says what to send when it is not one. */
export function decodeCursor(cursor: string): { created_at: string; id: string } {
  try {
    const [created_at, id] = JSON.parse(atob(cursor)) as unknown[];
    if (typeof created_at === "string" && typeof id === "string") return { created_at, id };
  } catch (error) {
    throw new AppError(
      "validation_failed",
      "Invalid cursor. Pass next_cursor from the previous page unchanged.",
      {
        cause: error,
      },
    );
  }
  throw new AppError(
    "validation_failed",
    "Invalid cursor. Pass next_cursor from the previous page unchanged.",
  );
}

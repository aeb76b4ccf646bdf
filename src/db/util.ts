/** ISO timestamp with milliseconds, the format every table stores. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Splits rows into JSON chunks under a byte budget, so one catalog replace is a
 * handful of `json_each` inserts rather than one statement per row (D1 caps bound
 * parameters per statement and statements per invocation).
 */
export function jsonChunks<T>(rows: readonly T[], maxBytes = 256 * 1024): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const encoded = JSON.stringify(row);
    if (current.length > 0 && size + encoded.length + 1 > maxBytes) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(encoded);
    size += encoded.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

/** The statement that marks a workspace's configuration as changed. */
export function bumpConfigVersion(
  db: D1Database,
  workspaceId: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE workspaces SET config_version = config_version + 1, updated_at = ?1 WHERE id = ?2",
    )
    .bind(at, workspaceId);
}

/** Parses a JSON array-of-strings column, tolerating legacy NULLs. */
export function stringArray(column: string | null): string[] {
  if (!column) return [];
  const value: unknown = JSON.parse(column);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

const encoder = new TextEncoder();

/**
 * Hex SHA-256 of a string.
 *
 * @example
 * await sha256Hex("demo-key"); // "a0b1…" (64 hex chars)
 */
export async function sha256Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(input));
  return toHex(new Uint8Array(digest));
}

/** Constant-time equality of two strings of the same length (hash digests). */
export function timingSafeEqualStrings(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.byteLength !== right.byteLength) return false;
  return crypto.subtle.timingSafeEqual(left, right);
}

/** A new workspace API key: a recognisable prefix and 32 random bytes. */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `rk_live_${toBase64Url(bytes)}`;
}

/** A new opaque id with a type prefix, e.g. `ws_…`, `key_…`. */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${toHex(bytes)}`;
}

function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

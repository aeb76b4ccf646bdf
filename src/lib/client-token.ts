/**
 * Client tokens: short-lived, HMAC-SHA256-signed bearer tokens a browser may
 * hold instead of a workspace key. Each is bound to one workspace, one end
 * user and the chat scope, and expires within CLIENT_TOKEN_MAX_TTL_SECONDS.
 * Nothing is stored: rotating the signing secret revokes every token at once.
 * Pure (WebCrypto only), so it runs in Node tests and in workerd alike.
 */

import { LIMITS } from "../limits";

/** Marks a client token, so it is never looked up as an API key. */
export const CLIENT_TOKEN_PREFIX = "ct1.";
export const CLIENT_TOKEN_MAX_TTL_SECONDS = LIMITS.clientTokenTtlSeconds;
/** What a client token may do: chat, and resume its chats. */
export const CLIENT_TOKEN_SCOPE = "chat";

export interface ClientTokenClaims {
  /** Workspace id. */
  w: string;
  /** End-user id. */
  u: string;
  s: typeof CLIENT_TOKEN_SCOPE;
  /** Expiry, Unix seconds. */
  e: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Signs a token for `claims`.
 *
 * @example
 * const token = await signClientToken("secret", { w: "ws_1", u: "user-7", s: "chat", e: now + 900 });
 */
export async function signClientToken(secret: string, claims: ClientTokenClaims): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    encoder.encode(payload),
  );
  return `${CLIENT_TOKEN_PREFIX}${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * The claims of a valid, unexpired token signed with `secret`; otherwise a
 * reason (`malformed`, `bad_signature`, `expired`).
 *
 * @example
 * const result = await verifyClientToken("secret", token);
 * if (result.ok) result.claims.u; // "user-7"
 */
export async function verifyClientToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<
  | { ok: true; claims: ClientTokenClaims }
  | { ok: false; reason: "malformed" | "bad_signature" | "expired" }
> {
  if (!token.startsWith(CLIENT_TOKEN_PREFIX)) return { ok: false, reason: "malformed" };
  const [payload, signature, extra] = token.slice(CLIENT_TOKEN_PREFIX.length).split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const bytes = fromBase64Url(signature);
  if (!bytes) return { ok: false, reason: "malformed" };
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    bytes,
    encoder.encode(payload),
  );
  if (!valid) return { ok: false, reason: "bad_signature" };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: "malformed" };
  if (claims.e <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

function parseClaims(payload: string): ClientTokenClaims | null {
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  try {
    const value = JSON.parse(decoder.decode(bytes)) as Partial<ClientTokenClaims>;
    if (
      typeof value.w === "string" &&
      typeof value.u === "string" &&
      value.s === CLIENT_TOKEN_SCOPE &&
      typeof value.e === "number"
    )
      return { w: value.w, u: value.u, s: value.s, e: value.e };
    return null;
  } catch (error) {
    // Only reachable with a valid signature over bad JSON: a token we never minted.
    console.warn(JSON.stringify({ msg: "client token payload unreadable", error: String(error) }));
    return null;
  }
}

function hmacKey(secret: string): ReturnType<typeof crypto.subtle.importKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/u, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/u.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

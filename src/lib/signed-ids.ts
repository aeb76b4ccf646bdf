/**
 * The HMAC behind the router's self-verifying ids (run ids in
 * `src/runs/run-id.ts`, decision ids in `src/decisions/decision-id.ts`): one
 * secret (`idSecret`, src/lib/id-secret.ts), one cached key, a per-kind
 * message prefix so an id of one kind never verifies as another. Plain
 * WebCrypto, so the codecs also run (and are unit-tested) in Node.
 */

const encoder = new TextEncoder();

/**
 * Imported once per isolate and secret. (WebCrypto, not node:crypto: importing
 * node:crypto cost ~130 ms of startup CPU in `wrangler check startup`.)
 */
type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
let key: { secret: string; key: Promise<HmacKey> } | null = null;
function signingKey(secret: string): Promise<HmacKey> {
  if (key?.secret !== secret) {
    key = {
      secret,
      key: crypto.subtle.importKey(
        "raw",
        encoder.encode(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      ),
    };
  }
  return key.key;
}

/**
 * The first `hexChars` hex characters of HMAC-SHA-256(secret, message).
 *
 * @example
 * await macHex("s3cret", "run:3f…", 12); // "9a0c…" (12 hex)
 */
export async function macHex(secret: string, message: string, hexChars: number): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    encoder.encode(message),
  );
  return hex(new Uint8Array(signature)).slice(0, hexChars);
}

/**
 * Constant-time equality of two strings (MACs); false when the lengths differ.
 * Portable (no `crypto.subtle.timingSafeEqual`), so the codecs also run in Node.
 */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * `bytes` random bytes as lowercase hex.
 *
 * @example
 * randomHex(7); // "3f9a0c1b2d4e5f" (14 hex)
 */
export function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

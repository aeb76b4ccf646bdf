/** Hex characters of a run id's random part (80 bits) and of its MAC (48 bits): `run_` + 32 hex in all. */
const RANDOM_HEX = 20;
const MAC_HEX = 12;
/** Used only when neither RUN_ID_SECRET nor ADMIN_TOKEN is set (local development and tests). */
const LOCAL_SECRET = "local-development-run-ids";
const encoder = new TextEncoder();

/**
 * The key run ids are signed with: RUN_ID_SECRET when set, otherwise the admin
 * token, so a deployment without the new secret still signs. Rotating it does
 * not lose runs: an id that fails the check falls back to the D1 index (see
 * `vouchForRunId`), as every id did before ids were signed. Imported once per
 * isolate and secret. (WebCrypto, not node:crypto: importing node:crypto cost
 * ~130 ms of startup CPU in `wrangler check startup`.)
 */
let key: { secret: string; key: Promise<CryptoKey> } | null = null;
async function signingKey(): Promise<CryptoKey> {
  // Imported when first needed, not at module load: Node tools (the OpenAPI
  // generator) build the app without the Workers runtime.
  const { env } = await import("cloudflare:workers");
  const bindings = env as unknown as { RUN_ID_SECRET?: string; ADMIN_TOKEN?: string };
  const secret = bindings.RUN_ID_SECRET || bindings.ADMIN_TOKEN || LOCAL_SECRET;
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

async function mac(random: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(),
    encoder.encode(`run:${random}`),
  );
  return hex(new Uint8Array(signature)).slice(0, MAC_HEX);
}

/**
 * A run id the router minted: a random part and a MAC over it with a server
 * secret, in the same `run_` + 32 hex shape as before. Routes check the MAC
 * before addressing a Durable Object, so a made-up id never instantiates one
 * and a real one needs no D1 lookup to be found (from the first byte on).
 *
 * @example
 * const id = await signedRunId(); // "run_3f…" (20 random hex + 12 MAC hex)
 * await isSignedRunId(id); // true
 */
export async function signedRunId(random?: string): Promise<string> {
  const part = (random ?? hex(crypto.getRandomValues(new Uint8Array(RANDOM_HEX / 2)))).slice(
    0,
    RANDOM_HEX,
  );
  return `run_${part}${await mac(part)}`;
}

/** Whether the router minted this id (constant-time MAC comparison). */
export async function isSignedRunId(id: string): Promise<boolean> {
  if (!/^run_[0-9a-f]{32}$/.test(id)) return false;
  const expected = encoder.encode(await mac(id.slice(4, 4 + RANDOM_HEX)));
  const given = encoder.encode(id.slice(4 + RANDOM_HEX));
  return crypto.subtle.timingSafeEqual(expected, given);
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

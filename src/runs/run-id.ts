import { env } from "cloudflare:workers";
import { createHmac } from "node:crypto";

/** Hex characters of a run id's random part (80 bits) and of its MAC (48 bits): `run_` + 32 hex in all. */
const RANDOM_HEX = 20;
const MAC_HEX = 12;
/** Used only when neither RUN_ID_SECRET nor ADMIN_TOKEN is set (local development and tests). */
const LOCAL_SECRET = "local-development-run-ids";

/**
 * The key run ids are signed with. RUN_ID_SECRET when set; otherwise the admin
 * token, so a deployment without the new secret still signs. Rotating the key
 * does not lose runs: an id that fails the check falls back to the D1 index
 * (see `ownRun`), as every id did before ids were signed.
 */
function secret(): string {
  const bindings = env as unknown as { RUN_ID_SECRET?: string; ADMIN_TOKEN?: string };
  return bindings.RUN_ID_SECRET || bindings.ADMIN_TOKEN || LOCAL_SECRET;
}

function mac(random: string): string {
  return createHmac("sha256", secret()).update(`run:${random}`).digest("hex").slice(0, MAC_HEX);
}

/**
 * A run id the router minted: a random part and a MAC over it with a server
 * secret, in the same `run_` + 32 hex shape as before. Routes check the MAC
 * before addressing a Durable Object, so a made-up id never instantiates one
 * and a real one needs no D1 lookup to be found (from the first byte on).
 *
 * @example
 * const id = signedRunId(); // "run_3f…" (20 random hex + 12 MAC hex)
 * isSignedRunId(id); // true
 */
export function signedRunId(random?: string): string {
  const part = (random ?? hex(crypto.getRandomValues(new Uint8Array(RANDOM_HEX / 2)))).slice(
    0,
    RANDOM_HEX,
  );
  return `run_${part}${mac(part)}`;
}

/** Whether the router minted this id (constant-time MAC comparison). */
export function isSignedRunId(id: string): boolean {
  if (!/^run_[0-9a-f]{32}$/.test(id)) return false;
  const part = id.slice(4, 4 + RANDOM_HEX);
  const expected = new TextEncoder().encode(mac(part));
  const given = new TextEncoder().encode(id.slice(4 + RANDOM_HEX));
  return crypto.subtle.timingSafeEqual(expected, given);
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

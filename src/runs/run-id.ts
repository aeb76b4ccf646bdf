import { idSecret } from "../lib/id-secret";
import { macHex, randomHex, sameMac } from "../lib/signed-ids";

/** Hex characters of a run id's random part (80 bits) and of its MAC (48 bits): `run_` + 32 hex in all. */
const RANDOM_HEX = 20;
const MAC_HEX = 12;

/**
 * Signed with RUN_ID_SECRET, else the admin token (`src/lib/id-secret.ts`).
 * Rotating it does not lose runs: an id that fails the check falls back to the
 * D1 index (see `vouchForRunId`), as every id did before ids were signed.
 */
async function mac(random: string): Promise<string> {
  return macHex(await idSecret(), `run:${random}`, MAC_HEX);
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
  const part = (random ?? randomHex(RANDOM_HEX / 2)).slice(0, RANDOM_HEX);
  return `run_${part}${await mac(part)}`;
}

/** Whether the router minted this id (constant-time MAC comparison). */
export async function isSignedRunId(id: string): Promise<boolean> {
  if (!/^run_[0-9a-f]{32}$/.test(id)) return false;
  return sameMac(await mac(id.slice(4, 4 + RANDOM_HEX)), id.slice(4 + RANDOM_HEX));
}

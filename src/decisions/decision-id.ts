import { COMPLEXITY_LEVELS, type Complexity } from "../assess/schema";
import { macHex, randomHex, sameMac } from "../lib/signed-ids";

/**
 * A decision id is `dec_` + 24 lowercase hex, as it always was (the API treats
 * it as opaque), laid out as:
 *
 *   14 hex random (56 bits) | 1 hex level (index in COMPLEXITY_LEVELS) | 9 hex MAC (36 bits)
 *
 * the MAC being HMAC-SHA-256 with the run-id secret (`idSecret`:
 * RUN_ID_SECRET, else ADMIN_TOKEN) over the workspace, the random part and the
 * level. The codec takes the secret, so it runs in Node too. Feedback can then trust an id it cannot find yet
 * (Analytics Engine ingests with a delay) without a lookup.
 *
 * Why this split:
 * - Forgery: a made-up id verifies with odds 2^-36 (1 in 6.9·10^10) per try, and
 *   only inside the caller's own workspace (the MAC binds it; trying needs that
 *   workspace's key), at most 600 tries a minute under the production rate
 *   limit: ~10^8 minutes per expected success. The prize is a feedback row on a
 *   decision that never happened, in one's own workspace.
 * - Collision: ids of different workspaces or levels differ by their MAC, so
 *   only the random part matters within one workspace and level: n ids collide
 *   with odds about n²/2^57, 7·10^-6 for a million and 7·10^-4 for ten
 *   million decisions. A collision merges two decisions' feedback; D1 keeps the
 *   first record (INSERT OR IGNORE), Analytics Engine both.
 * - The level costs one hex (16 values for 5 levels) and is what feedback needs
 *   from the record.
 * Before signed ids, the 24 hex were all random: such an id verifies with odds
 * 2^-36 · 5/16, so old ids are found through the store, as before.
 */
const RANDOM_HEX = 14;
const MAC_HEX = 9;
const SHAPE = /^dec_([0-9a-f]{14})([0-9a-f])([0-9a-f]{9})$/;

/** The MAC's message: fixed-length random part and level first, so the workspace id needs no escaping. */
const message = (workspaceId: string, random: string, level: string) =>
  `dec:${random}${level}:${workspaceId}`;

/**
 * Encodes a decision id with an explicit secret (and random part, for tests).
 *
 * @example
 * await encodeDecisionId("s3cret", "ws_1", "cell"); // "dec_" + 14 random + "2" + 9 MAC hex
 */
export async function encodeDecisionId(
  secret: string,
  workspaceId: string,
  level: Complexity,
  random: string = randomHex(RANDOM_HEX / 2),
): Promise<string> {
  const part = random.slice(0, RANDOM_HEX);
  const digit = COMPLEXITY_LEVELS.indexOf(level).toString(16);
  return `dec_${part}${digit}${await macHex(secret, message(workspaceId, part, digit), MAC_HEX)}`;
}

/**
 * The decided level an id vouches for in this workspace, or null when its MAC
 * does not verify (another workspace's id, a changed one, a made-up one, or one
 * from before ids were signed). Constant-time MAC comparison.
 *
 * @example
 * await decodeDecisionId("s3cret", "ws_1", id); // "cell"
 */
export async function decodeDecisionId(
  secret: string,
  workspaceId: string,
  id: string,
): Promise<Complexity | null> {
  const match = SHAPE.exec(id);
  if (!match) return null;
  const [, random = "", digit = "", given = ""] = match;
  const level = COMPLEXITY_LEVELS[Number.parseInt(digit, 16)];
  if (!level) return null;
  const expected = await macHex(secret, message(workspaceId, random, digit), MAC_HEX);
  return sameMac(expected, given) ? level : null;
}

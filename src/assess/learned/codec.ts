import { COMPLEXITY_LEVELS } from "../schema";
import { DOMAIN_NAMES } from "./domains";
import { DOMAIN_BUCKETS, LEVEL_BUCKETS } from "./features";
import { LevelHead } from "./level-head";
import { type LearnedHeader, LearnedModel } from "./model";

/*
 * The artifact: magic, header length, JSON header, then the weights as 4-bit
 * codebook indices, two to a byte. The level head comes first, as a bitmap of
 * its buckets with any non-zero index followed by those buckets' indices
 * only: a third of the 2^16 hashed buckets never see a feature, and gzip
 * spent about 6 KiB on their zeros, scattered as hashing scatters them
 * (docs/performance.md, "Empty buckets as a bitmap"). The domain head follows
 * whole: nearly every one of its weights is non-zero.
 */
const MAGIC = 0x334e524c; // "LRN3", little-endian
/** Entries in each head's codebook: a weight is a nibble. */
export const CODEBOOK_SIZE = 16;

/**
 * Writes the binary artifact. `level` holds, bucket by bucket, the indices of
 * every level but the reference one; `domain` every domain's.
 *
 * @example
 * const bytes = encodeModel(header, level, domain);
 * decodeModel(bytes).header.checksum; // FNV-1a of header and weight bytes
 */
export function encodeModel(
  header: Omit<LearnedHeader, "checksum">,
  level: Uint8Array,
  domain: Uint8Array,
): Uint8Array {
  const stored = header.levels.length - 1;
  if (level.length !== header.levelBuckets * stored || domain.length % 2)
    throw new Error("learned weights: wrong head size");
  for (const heads of [level, domain])
    if (heads.some((i) => i >= CODEBOOK_SIZE)) throw new Error("learned weights: bad index");
  const bitmap = new Uint8Array(Math.ceil(header.levelBuckets / 8));
  const kept: number[] = [];
  for (let b = 0; b < header.levelBuckets; b++) {
    const row = level.subarray(b * stored, (b + 1) * stored);
    if (row.every((i) => i === 0)) continue;
    bitmap[b >> 3] = (bitmap[b >> 3] as number) | (1 << (b & 7));
    kept.push(...row);
  }
  if (kept.length % 2) kept.push(0);
  const weights = new Uint8Array(bitmap.length + kept.length / 2 + domain.length / 2);
  weights.set(bitmap);
  packNibbles(kept, weights, bitmap.length);
  packNibbles(domain, weights, bitmap.length + kept.length / 2);
  const json = new TextEncoder().encode(
    JSON.stringify({ ...header, checksum: checksumOf(header, weights) }),
  );
  const out = new Uint8Array(8 + json.length + weights.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  out.set(json, 8);
  out.set(weights, 8 + json.length);
  return out;
}

function packNibbles(indices: ArrayLike<number>, out: Uint8Array, at: number) {
  for (let i = 0; i < indices.length; i += 2)
    out[at + i / 2] = (indices[i] as number) | ((indices[i + 1] as number) << 4);
}

/**
 * Reads the artifact; throws on any damage (wrong magic, sizes, codebooks,
 * checksum), so a damaged artifact is refused, never half-used.
 */
export function decodeModel(bytes: Uint8Array): LearnedModel {
  if (bytes.length < 8) throw new Error("learned weights: artifact too short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error("learned weights: bad magic");
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) throw new Error("learned weights: truncated header");
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)),
  ) as LearnedHeader;
  checkHeader(header);
  const weights = bytes.subarray(8 + headerLength);
  const { checksum, ...rest } = header;
  if (checksumOf(rest, weights) !== checksum) throw new Error("learned weights: checksum mismatch");
  const k = header.levels.length;
  const bitmapLength = header.levelBuckets / 8;
  const domainLength = (header.domainBuckets * header.domains.length) / 2;
  if (weights.length < bitmapLength) throw new Error("learned weights: wrong size");
  const bitmap = weights.subarray(0, bitmapLength);
  const keptLength = Math.ceil((LevelHead.stored(bitmap) * (k - 1)) / 2);
  if (weights.length !== bitmapLength + keptLength + domainLength)
    throw new Error("learned weights: wrong size");
  const level = new LevelHead(
    bitmap,
    weights.subarray(bitmapLength, bitmapLength + keptLength),
    codebookOf(header.levelCodebook),
    k,
    header.levelReference,
  );
  const domain = expand(
    weights.subarray(bitmapLength + keptLength),
    codebookOf(header.domainCodebook),
  );
  return new LearnedModel(header, level, domain);
}

function checkHeader(header: LearnedHeader) {
  const reference = header.levelReference;
  if (!Number.isInteger(reference) || reference < 0 || reference >= header.levels?.length)
    throw new Error("learned weights: bad reference level");
  if (
    COMPLEXITY_LEVELS.some((l) => typeof header.thresholds?.[l] !== "number") ||
    typeof header.atomOtherScripts !== "number"
  )
    throw new Error("learned weights: missing thresholds");
  if (header.levelBuckets !== LEVEL_BUCKETS || header.domainBuckets !== DOMAIN_BUCKETS)
    throw new Error("learned weights: built for other feature buckets");
  if (
    header.levels.join() !== COMPLEXITY_LEVELS.join() ||
    header.domains.join() !== DOMAIN_NAMES.join()
  )
    throw new Error("learned weights: built for other labels");
}

function codebookOf(codebook: readonly number[]): Int8Array {
  if (
    !Array.isArray(codebook) ||
    codebook.length !== CODEBOOK_SIZE ||
    !codebook.every((v) => Number.isInteger(v) && v >= -127 && v <= 127)
  )
    throw new Error("learned weights: bad codebook");
  return Int8Array.from(codebook);
}

/**
 * Expands a dense head, a byte (two nibbles) at a time through a table of the
 * 256 byte values' two int8 weights: half the steps of nibble by nibble, on an
 * isolate's first assessment.
 */
function expand(packed: Uint8Array, book: Int8Array): Int8Array {
  const table = new Int8Array(512);
  for (let b = 0; b < 256; b++) {
    table[2 * b] = book[b & 15] as number;
    table[2 * b + 1] = book[b >> 4] as number;
  }
  // Same bytes in the same order, whatever the platform's endianness.
  const pairs = new Int16Array(table.buffer);
  const out = new Int8Array(packed.length * 2);
  const outPairs = new Int16Array(out.buffer);
  for (let i = 0; i < packed.length; i++) outPairs[i] = pairs[packed[i] as number] as number;
  return out;
}

/**
 * FNV-1a over the header's JSON and the weights, byte by byte. A word at a time
 * was tried and dropped (review, 2026-12-03): multiplying carries a difference
 * only upwards, so the same high bit flipped in two words cancelled out and a
 * damaged bitmap loaded.
 */
function checksumOf(header: Omit<LearnedHeader, "checksum">, weights: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const bytes of [new TextEncoder().encode(JSON.stringify(header)), weights]) {
    for (let i = 0; i < bytes.length; i++) {
      h ^= bytes[i] as number;
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

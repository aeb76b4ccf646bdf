/** Set bits in each byte value. */
const BITS = Uint8Array.from({ length: 256 }, (_, b) => {
  let n = 0;
  for (let x = b; x; x &= x - 1) n++;
  return n;
});

/**
 * The level head read where the artifact keeps it (codec.ts): a bitmap of the
 * buckets that hold weights, and their weights as 4-bit codebook indices for
 * every level but the reference one, whose weights are 0. A bucket outside the
 * bitmap reads codebook entry 0 throughout. Expanding all 2^16 buckets took an
 * isolate's first assessment about 10 ms; a message reads a few dozen buckets.
 *
 * @example
 * const head = new LevelHead(bitmap, nibbles, codebook, 5, 4);
 * head.addTo(bucket, sums); // sums[j] += the bucket's weight for level j
 */
export class LevelHead {
  /** Per bitmap byte, the stored buckets before it. */
  private readonly rank: Uint32Array;
  /** The stored columns, in order: every level but the reference. */
  private readonly columns: Int32Array;
  private readonly absent: number;

  constructor(
    private readonly bitmap: Uint8Array,
    private readonly nibbles: Uint8Array,
    private readonly codebook: Int8Array,
    readonly levels: number,
    readonly reference: number,
  ) {
    this.rank = new Uint32Array(bitmap.length);
    let stored = 0;
    for (let i = 0; i < bitmap.length; i++) {
      this.rank[i] = stored;
      stored += BITS[bitmap[i] as number] as number;
    }
    this.columns = Int32Array.from({ length: levels }, (_, j) => j).filter((j) => j !== reference);
    this.absent = codebook[0] as number;
  }

  /** How many buckets hold weights. */
  static stored(bitmap: Uint8Array): number {
    let n = 0;
    for (let i = 0; i < bitmap.length; i++) n += BITS[bitmap[i] as number] as number;
    return n;
  }

  /** The first nibble of the bucket's weights, or -1 when it holds none. */
  private at(bucket: number): number {
    const byte = this.bitmap[bucket >> 3] as number;
    const bit = bucket & 7;
    if (!((byte >> bit) & 1)) return -1;
    const index = (this.rank[bucket >> 3] as number) + (BITS[byte & ((1 << bit) - 1)] as number);
    return index * this.columns.length;
  }

  private read(nibble: number): number {
    const byte = this.nibbles[nibble >> 1] as number;
    return this.codebook[nibble & 1 ? byte >> 4 : byte & 15] as number;
  }

  /** Adds the bucket's weight for each level to `sums`. */
  addTo(bucket: number, sums: Float64Array): void {
    const columns = this.columns;
    let nibble = this.at(bucket);
    for (let c = 0; c < columns.length; c++) {
      const j = columns[c] as number;
      sums[j] = (sums[j] as number) + (nibble < 0 ? this.absent : this.read(nibble++));
    }
  }

  /** The bucket's weight for `level`. */
  weight(bucket: number, level: number): number {
    if (level === this.reference) return 0;
    const nibble = this.at(bucket);
    if (nibble < 0) return this.absent;
    return this.read(nibble + (level < this.reference ? level : level - 1));
  }

  /** The bucket's weights summed over the levels: exact integers. */
  total(bucket: number): number {
    const nibble = this.at(bucket);
    let sum = 0;
    for (let c = 0; c < this.columns.length; c++)
      sum += nibble < 0 ? this.absent : this.read(nibble + c);
    return sum;
  }
}

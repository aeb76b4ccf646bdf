/**
 * BM25 over documents made of weighted fields (BM25F-style: a term's frequency
 * is the weighted sum over fields). Pure; build once, query many times.
 */

export interface FieldText {
  terms: readonly string[];
  weight: number;
}

export interface QueryTerm {
  term: string;
  weight: number;
}

const K1 = 1.2;
const B = 0.75;

export class Bm25Index {
  private readonly tf: Map<string, number>[] = [];
  private readonly lengths: number[] = [];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  /**
   * @param minIdf floor under a term's inverse document frequency. Small corpora
   *   (a workspace's handful of agents) otherwise give every shared term an IDF
   *   near zero, and no score can clear an absolute threshold.
   */
  constructor(
    documents: readonly FieldText[][],
    private readonly minIdf = 0,
  ) {
    for (const fields of documents) {
      const freq = new Map<string, number>();
      let length = 0;
      for (const field of fields) {
        for (const term of field.terms) {
          freq.set(term, (freq.get(term) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      for (const term of freq.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      this.tf.push(freq);
      this.lengths.push(length);
    }
    const total = this.lengths.reduce((a, b) => a + b, 0);
    this.avgLength = this.lengths.length > 0 ? total / this.lengths.length : 1;
  }

  get size(): number {
    return this.tf.length;
  }

  has(term: string): boolean {
    return this.df.has(term);
  }

  /** Score of every document for a weighted query; the same term twice counts once, at its highest weight. */
  scores(query: readonly QueryTerm[]): Float64Array {
    const merged = new Map<string, number>();
    for (const q of query) merged.set(q.term, Math.max(merged.get(q.term) ?? 0, q.weight));
    const out = new Float64Array(this.tf.length);
    const n = this.tf.length;
    for (const [term, weight] of merged) {
      const df = this.df.get(term);
      if (!df) continue;
      const idf = Math.max(this.minIdf, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
      for (let i = 0; i < n; i++) {
        const f = this.tf[i]?.get(term);
        if (!f) continue;
        const norm = K1 * (1 - B + (B * (this.lengths[i] ?? 0)) / this.avgLength);
        out[i] = (out[i] ?? 0) + weight * idf * ((f * (K1 + 1)) / (f + norm));
      }
    }
    return out;
  }
}

import { normalize } from "../text";

/**
 * Features of the learned tier, shared by the trainer and the Worker so both
 * read a message the same way: hashed word unigrams and bigrams (with sentence
 * boundaries), character 3- and 4-grams inside words (robust to typos and
 * inflection), and a length bucket. Each feature is named by a string
 * ("u:joke", "b:tell_me", "c:<jo") whose FNV-1a hash picks its bucket; the
 * hash is computed piecewise, so no string is built unless a name is asked for.
 */

/** Hash buckets of the level head and of the (smaller) domain head. */
export const LEVEL_BUCKETS = 1 << 14;
export const DOMAIN_BUCKETS = 1 << 11;
/** Both are powers of two: `hash % buckets` is the hash's low bits, without a floating-point modulo. */
const LEVEL_MASK = LEVEL_BUCKETS - 1;
const DOMAIN_MASK = DOMAIN_BUCKETS - 1;
/** Bounded work for any input: later words add little to the decision. */
const MAX_WORDS = 64;
/** Character grams per word, so one 8,000-letter "word" costs no more than a short one. */
const MAX_GRAMS_PER_WORD = 24;

const BASIS = 0x811c9dc5;
const PRIME = 0x01000193;
const LT = 60; // "<"
const GT = 62; // ">"
const UNDERSCORE = 95;

export interface Features {
  /** Bucket of each feature in the level head. */
  level: Int32Array;
  /** Bucket in the domain head, or -1 when the feature does not feed it. */
  domain: Int32Array;
  /** The name of feature i, built on demand for explanations. */
  name(i: number): string;
}

/** FNV-1a over `text`, continuing from `h`. */
function mix(h: number, text: string, start = 0, end = text.length): number {
  let x = h;
  for (let i = start; i < end; i++) {
    x ^= text.charCodeAt(i);
    x = Math.imul(x, PRIME);
  }
  return x;
}

function mixCode(h: number, code: number): number {
  return Math.imul(h ^ code, PRIME);
}

/** FNV-1a, 32 bits, of a whole string: the bucket of a feature named `text`. */
export function hash(text: string): number {
  return mix(BASIS, text) >>> 0;
}

const UNI = mix(BASIS, "u:");
const BI = mix(BASIS, "b:");
const CHAR = mix(BASIS, "c:");
const BIAS = mix(BASIS, "bias");
const LENGTH = mix(BASIS, "n:");

/** Letters with their combining marks, so Devanagari, Bengali or Thai words stay whole. */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const DIGIT = /\d/;
const DIGITS = /\d+/g;

/** Words as the learned tier sees them: normalised, digits folded so "88123" and "4411" share a feature. */
export function learnedWords(text: string, normalized: string = normalize(text)): string[] {
  // The first MAX_WORDS matches only: an 8,000-word message costs what a 64-word one does.
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (
    let m = WORD.exec(normalized);
    m !== null && out.length < MAX_WORDS;
    m = WORD.exec(normalized)
  ) {
    const w = m[0];
    out.push(DIGIT.test(w) ? w.replace(DIGITS, "0") : w);
  }
  WORD.lastIndex = 0;
  return out;
}

/** How a feature's name is rebuilt: its kind, and the token (and gram) it came from. */
enum Kind {
  Bias = 0,
  Length = 1,
  Unigram = 2,
  Bigram = 3,
  End = 4,
  Gram = 5,
}

/** Character grams of one word: 3-grams then 4-grams of `<word>`, at most MAX_GRAMS_PER_WORD. */
function gramCount(length: number): number {
  return Math.min(MAX_GRAMS_PER_WORD, length + Math.max(0, length - 1));
}

/**
 * The features of one message. `normalized` is `normalize(text)` when the
 * caller has it already (the rules computed it), so it is not done twice.
 *
 * @example
 * const f = featurize("tell me a joke");
 * f.name(2) // "u:tell"
 */
export function featurize(text: string, normalized?: string): Features {
  const tokens = learnedWords(text, normalized);
  // Exact size up front: typed arrays, no growth, no per-feature closure.
  let size = 2 + (tokens.length > 0 ? 1 : 0);
  for (const token of tokens) size += 2 + gramCount(token.length);
  const level = new Int32Array(size);
  const domain = new Int32Array(size);
  // Per feature: kind, and its token index (for grams also the start, low 16 bits, and length).
  const kinds = new Uint8Array(size);
  const where = new Int32Array(size);
  let f = 0;
  const length = lengthBucket(tokens.length);
  // Bias: feeds both heads.
  let u = BIAS;
  level[f] = u & LEVEL_MASK;
  domain[f] = u & DOMAIN_MASK;
  kinds[f] = Kind.Bias;
  f++;
  u = mix(LENGTH, length);
  level[f] = u & LEVEL_MASK;
  domain[f] = -1;
  kinds[f] = Kind.Length;
  f++;
  // FNV-1a of "b:<previous>_", carried from one word to the next.
  let bigramHead = mixCode(mix(BI, BOS), UNDERSCORE);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as string;
    u = mix(UNI, token);
    level[f] = u & LEVEL_MASK;
    domain[f] = u & DOMAIN_MASK;
    kinds[f] = Kind.Unigram;
    where[f] = t;
    f++;
    u = mix(bigramHead, token);
    level[f] = u & LEVEL_MASK;
    domain[f] = u & DOMAIN_MASK;
    kinds[f] = Kind.Bigram;
    where[f] = t;
    f++;
    // Character 3- and 4-grams of `<token>`, hashed without building the padded string.
    const padded = token.length + 2;
    let count = 0;
    for (let n = 3; n <= 4; n++) {
      for (let i = 0; i + n <= padded && count < MAX_GRAMS_PER_WORD; i++, count++) {
        let h = CHAR;
        for (let j = i; j < i + n; j++)
          h = mixCode(h, j === 0 ? LT : j === padded - 1 ? GT : token.charCodeAt(j - 1));
        level[f] = h & LEVEL_MASK;
        domain[f] = -1;
        kinds[f] = Kind.Gram;
        where[f] = (t << 20) | (n << 16) | i;
        f++;
      }
    }
    bigramHead = mixCode(mix(BI, token), UNDERSCORE);
  }
  if (tokens.length > 0) {
    u = mix(bigramHead, EOS);
    level[f] = u & LEVEL_MASK;
    domain[f] = u & DOMAIN_MASK;
    kinds[f] = Kind.End;
    f++;
  }
  const name = (i: number): string => {
    const at = where[i] as number;
    switch (kinds[i]) {
      case Kind.Bias:
        return "bias";
      case Kind.Length:
        return `n:${length}`;
      case Kind.Unigram:
        return `u:${tokens[at]}`;
      case Kind.Bigram:
        return `b:${at === 0 ? BOS : tokens[at - 1]}_${tokens[at]}`;
      case Kind.End:
        return `b:${tokens[tokens.length - 1]}_${EOS}`;
      case Kind.Gram: {
        const t = at >>> 20;
        const start = at & 0xffff;
        const n = (at >>> 16) & 0xf;
        return `c:${`<${tokens[t]}>`.slice(start, start + n)}`;
      }
      default:
        return "";
    }
  };
  return { level, domain, name };
}

const BOS = "<s>";
const EOS = "</s>";

function lengthBucket(n: number): string {
  if (n <= 1) return String(n);
  if (n <= 3) return "2-3";
  if (n <= 6) return "4-6";
  if (n <= 12) return "7-12";
  if (n <= 24) return "13-24";
  return "25+";
}

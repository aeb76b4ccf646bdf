import { normalize } from "../text";

/**
 * Features of the learned tier, shared by the trainer and the Worker so both
 * read a message the same way: hashed word unigrams and bigrams (with sentence
 * boundaries), the 3- and 4-character prefix and suffix of each word (robust
 * to inflection), and a length bucket. Each feature is named by a string
 * ("u:joke", "b:tell_me", "c:<jo") whose FNV-1a hash picks its bucket; the
 * hash is computed piecewise, so no string is built unless a name is asked for.
 */

/** Hash buckets of the level head and of the (smaller) domain head. */
export const LEVEL_BUCKETS = 1 << 14;
export const DOMAIN_BUCKETS = 1 << 11;
/** Bounded work for any input: later words add little to the decision. */
const MAX_WORDS = 64;

const BASIS = 0x811c9dc5;
const PRIME = 0x01000193;
const LT = 60; // "<"
const GT = 62; // ">"
const UNDERSCORE = 95;

export interface Features {
  /** Bucket of each feature in the level head. */
  level: number[];
  /** Bucket in the domain head, or -1 when the feature does not feed it. */
  domain: number[];
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

/** Letters with their combining marks, so Devanagari, Bengali or Thai words stay whole. */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Chinese and Japanese write without spaces: each of their characters is a word here. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const UNSPACED_SPLIT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;

/**
 * Words as the learned tier sees them: normalised, digits folded so "88123"
 * and "4411" share a feature, Chinese and Japanese split into characters (so
 * their bigrams are the features a word segmenter would approximate).
 */
export function learnedWords(text: string): string[] {
  const out: string[] = [];
  for (const match of normalize(text).match(WORD) ?? []) {
    const w = /\d/.test(match) ? match.replace(/\d+/g, "0") : match;
    if (!UNSPACED.test(w)) out.push(w);
    else for (const piece of w.split(UNSPACED_SPLIT)) if (piece) out.push(piece);
    if (out.length >= MAX_WORDS) break;
  }
  return out.length > MAX_WORDS ? out.slice(0, MAX_WORDS) : out;
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

/**
 * The features of one message.
 *
 * @example
 * const f = featurize("tell me a joke");
 * f.name(2) // "u:tell"
 */
export function featurize(text: string): Features {
  const tokens = learnedWords(text);
  // Per feature: kind, token index, and for grams the start (low 16 bits) and length.
  const kinds: number[] = [];
  const where: number[] = [];
  const level: number[] = [];
  const domain: number[] = [];
  const push = (h: number, toDomain: boolean, kind: Kind, at: number) => {
    const u = h >>> 0;
    level.push(u % LEVEL_BUCKETS);
    domain.push(toDomain ? u % DOMAIN_BUCKETS : -1);
    kinds.push(kind);
    where.push(at);
  };
  const length = lengthBucket(tokens.length);
  push(mix(BASIS, "bias"), true, Kind.Bias, 0);
  push(mix(mix(BASIS, "n:"), length), false, Kind.Length, 0);
  let previous = BOS;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as string;
    push(mix(UNI, token), true, Kind.Unigram, t);
    push(mix(mixCode(mix(BI, previous), UNDERSCORE), token), true, Kind.Bigram, t);
    grams(token, t, push);
    previous = token;
  }
  if (tokens.length > 0) push(mix(mixCode(mix(BI, previous), UNDERSCORE), EOS), true, Kind.End, 0);
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

/**
 * The 3- and 4-character prefix and suffix of `<token>` ("<jok", "kes>"),
 * hashed without building the padded string: a stem and an ending, robust to
 * inflection. Grams from inside words were tried and dropped: they matched
 * small talk to commands that share letters ("brilliant", "bring") and cut
 * out-of-fold atom recall at the same precision (README, "The learned tier").
 */
function grams(
  token: string,
  t: number,
  push: (h: number, toDomain: boolean, kind: Kind, at: number) => void,
) {
  const padded = token.length + 2;
  for (let n = 3; n <= 4 && n <= padded; n++) {
    const last = padded - n;
    // i = 0, then i = last (once when they coincide).
    for (let i = 0; i <= last; i += last || 1) {
      let h = CHAR;
      for (let j = i; j < i + n; j++)
        h = mixCode(h, j === 0 ? LT : j === padded - 1 ? GT : token.charCodeAt(j - 1));
      push(h, false, Kind.Gram, (t << 20) | (n << 16) | i);
    }
  }
}

function lengthBucket(n: number): string {
  if (n <= 1) return String(n);
  if (n <= 3) return "2-3";
  if (n <= 6) return "4-6";
  if (n <= 12) return "7-12";
  if (n <= 24) return "13-24";
  return "25+";
}

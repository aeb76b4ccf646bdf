import { normalize } from "../text";

/**
 * Features of the learned tier, shared by the trainer and the Worker so both
 * read a message the same way: hashed word unigrams and bigrams (with sentence
 * boundaries), the 3- and 4-character prefix and suffix of each word (robust
 * to inflection; grams from inside words were tried and dropped: they tied
 * small talk to commands that share letters, "brilliant" and "bring", and cost
 * atom recall out of fold), and a length bucket. Chinese and Japanese, written
 * without spaces, are read one character per word. Each feature is named by a string
 * ("u:joke", "b:tell_me", "c:<jo") whose FNV-1a hash picks its bucket; the
 * hash is computed piecewise, so no string is built unless a name is asked for.
 */

/**
 * Hash buckets of the level head and of the (smaller) domain head. 2^12 for the
 * domain head: over 2^11 it took recall@3 of the development consumer tools
 * from 75.8 to 80.0 %; 2^13 does not fit the bundle
 * (docs/assessment.md, "Domains on both sides").
 */
export const LEVEL_BUCKETS = 1 << 16;
export const DOMAIN_BUCKETS = 1 << 12;
/** Both are powers of two: `hash % buckets` is the hash's low bits, without a floating-point modulo. */
const LEVEL_MASK = LEVEL_BUCKETS - 1;
const DOMAIN_MASK = DOMAIN_BUCKETS - 1;
/**
 * Words whose first letter is past Latin (Greek, Cyrillic, Arabic, CJK…)
 * feed only the upper half of the domain head; Latin words feed all of it.
 * 2,804 domain rows in 16 languages cost English tool recall when their words
 * could land anywhere; kept to one
 * half, English lost less and the other languages kept their gain (mean of
 * three trainings in different row orders, `npm run eval:dev`; docs/assessment.md,
 * "Domains in 16 languages").
 */
const LAST_LATIN = 0x24f;
const OTHER_MASK = (DOMAIN_BUCKETS >> 1) - 1;
const OTHER_BASE = DOMAIN_BUCKETS >> 1;
/** Bounded work for any input: later words add little to the decision. */
const MAX_WORDS = 64;

const BASIS = 0x811c9dc5;
const PRIME = 0x01000193;
const LT = 60; // "<"
const GT = 62; // ">"
const UNDERSCORE = 95;

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
/** Chinese and Japanese write without spaces: each of their characters is a word here. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const UNSPACED_SPLIT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;

/** Words as the learned tier sees them: normalised, digits folded so "88123" and "4411" share a feature. */
export function learnedWords(text: string, normalized: string = normalize(text)): string[] {
  if (isAscii(normalized)) return asciiWords(normalized);
  // The first MAX_WORDS matches only: an 8,000-word message costs what a 64-word one does.
  const out: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(normalized); m !== null; m = WORD.exec(normalized)) {
    const w = DIGIT.test(m[0]) ? m[0].replace(DIGITS, "0") : m[0];
    if (!UNSPACED.test(w)) out.push(w);
    else for (const piece of w.split(UNSPACED_SPLIT)) if (piece) out.push(piece);
    if (out.length >= MAX_WORDS) break;
  }
  WORD.lastIndex = 0;
  return out.length > MAX_WORDS ? out.slice(0, MAX_WORDS) : out;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * WORD on ASCII text, by character code: letters and digits, then any
 * apostrophe-joined letters ("don't"), which is all `\p{L}`, `\p{N}` and
 * `\p{M}` can match there.
 */
function asciiWords(s: string): string[] {
  const out: string[] = [];
  const n = s.length;
  let i = 0;
  while (i < n && out.length < MAX_WORDS) {
    let c = s.charCodeAt(i);
    if (!isAsciiLetter(c) && !isAsciiDigit(c)) {
      i++;
      continue;
    }
    const start = i;
    let digits = false;
    while (i < n && (isAsciiLetter(c) || isAsciiDigit(c))) {
      if (!digits && isAsciiDigit(c)) digits = true;
      c = s.charCodeAt(++i);
    }
    while (c === 39 && i + 1 < n && isAsciiLetter(s.charCodeAt(i + 1))) {
      i += 2;
      c = s.charCodeAt(i);
      while (i < n && isAsciiLetter(c)) c = s.charCodeAt(++i);
    }
    const w = s.slice(start, i);
    out.push(digits ? w.replace(DIGITS, "0") : w);
  }
  return out;
}

/**
 * The grams of one word, in feature order: for n = 3 then 4, the prefix of
 * `<word>` and then its suffix (one gram when they coincide: "<a>", "<ab>").
 * Each is [n, start in `<word>`].
 */
function gramsOf(length: number): [number, number][] {
  const out: [number, number][] = [];
  const padded = length + 2;
  for (let n = 3; n <= 4 && n <= padded; n++) {
    out.push([n, 0]);
    if (padded > n) out.push([n, padded - n]);
  }
  return out;
}

/** How many grams a word of `length` characters has (gramsOf(length).length, without the array). */
function gramCount(length: number): number {
  return (length === 1 ? 1 : 2) + (length < 2 ? 0 : length === 2 ? 1 : 2);
}

/**
 * The features of one message: for each, its bucket in the level head and, for
 * the features that feed it (bias, words, each word's 4-character prefix), in
 * the domain head: word pairs, which tie a domain to one phrasing, do not.
 * Laid out as bias, length, then per word its unigram, bigram and character
 * grams, then the end-of-message bigram; names are rebuilt from that layout.
 */
export class Features {
  private domainMemo: Int32Array | undefined;

  constructor(
    /** Bucket of each feature in the level head. */
    readonly level: Int32Array,
    /** Domain-head buckets of the features that feed it, in order. */
    readonly domainBuckets: Int32Array,
    private readonly tokens: readonly string[],
    private readonly lengthName: string,
  ) {}

  /** Bucket of each feature in the domain head, or -1 when the feature does not feed it. */
  get domain(): Int32Array {
    if (this.domainMemo) return this.domainMemo;
    const out = new Int32Array(this.level.length).fill(-1);
    let d = 0;
    out[0] = this.domainBuckets[d++] as number;
    let f = 2;
    for (const token of this.tokens) {
      out[f] = this.domainBuckets[d++] as number;
      // The 4-character prefix, the third of the word's grams (gramsOf).
      if (token.length >= 2) out[f + 4] = this.domainBuckets[d++] as number;
      f += 2 + gramCount(token.length);
    }
    this.domainMemo = out;
    return out;
  }

  /** The name of feature i ("u:joke", "b:tell_me", "c:<jo"), built on demand for explanations. */
  name(i: number): string {
    const { tokens } = this;
    if (i === 0) return "bias";
    if (i === 1) return `n:${this.lengthName}`;
    let f = 2;
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t] as string;
      const grams = gramCount(token.length);
      if (i === f) return `u:${token}`;
      if (i === f + 1) return `b:${t === 0 ? BOS : tokens[t - 1]}_${token}`;
      if (i < f + 2 + grams) {
        const [n, start] = gramsOf(token.length)[i - f - 2] as [number, number];
        return `c:${`<${token}>`.slice(start, start + n)}`;
      }
      f += 2 + grams;
    }
    if (i === f && tokens.length > 0) return `b:${tokens[tokens.length - 1]}_${EOS}`;
    return "";
  }
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
  let domainSize = 1;
  for (const token of tokens) domainSize += token.length >= 2 ? 2 : 1;
  const domain = new Int32Array(domainSize);
  const length = lengthBucket(tokens.length);
  level[0] = BIAS & LEVEL_MASK;
  domain[0] = BIAS & DOMAIN_MASK;
  level[1] = mix(LENGTH, length) & LEVEL_MASK;
  let f = 2;
  let d = 1;
  // FNV-1a of "b:<previous>_", carried from one word to the next.
  let bigramHead = mixCode(mix(BI, BOS), UNDERSCORE);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as string;
    let u = mix(UNI, token);
    level[f++] = u & LEVEL_MASK;
    const other = token.charCodeAt(0) > LAST_LATIN;
    domain[d++] = other ? (u & OTHER_MASK) | OTHER_BASE : u & DOMAIN_MASK;
    u = mix(bigramHead, token);
    level[f++] = u & LEVEL_MASK;
    // The 3- and 4-character prefix and suffix of `<token>` (gramsOf's order),
    // hashed without building the padded string.
    const padded = token.length + 2;
    for (let n = 3; n <= 4 && n <= padded; n++) {
      // start = 0, then start = padded - n unless that is 0 again.
      for (let start = 0; start + n <= padded; start += padded - n || padded) {
        let h = CHAR;
        for (let j = start; j < start + n; j++)
          h = mixCode(h, j === 0 ? LT : j === padded - 1 ? GT : token.charCodeAt(j - 1));
        level[f++] = h & LEVEL_MASK;
        if (n === 4 && start === 0)
          domain[d++] = other ? (h & OTHER_MASK) | OTHER_BASE : h & DOMAIN_MASK;
      }
    }
    bigramHead = mixCode(mix(BI, token), UNDERSCORE);
  }
  if (tokens.length > 0) {
    level[f] = mix(bigramHead, EOS) & LEVEL_MASK;
  }
  return new Features(level, domain, tokens, length);
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

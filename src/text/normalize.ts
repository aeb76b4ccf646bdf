/**
 * Folding for matching: what the rule tables, the cache key and retrieval see.
 * The original text still goes to the model and the origin. Pure; every step is
 * a single pass (no backtracking), so the cost is linear in the input, and no
 * input (unpaired surrogates, mark floods, bidi overrides) can make it throw.
 */
import { LOOKALIKE_LOWER, LOOKALIKE_MIXED } from "./confusables";

/** Halves of a surrogate pair with no other half: NFKC keeps them, other code chokes. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Format characters (zero-width, soft hyphen, bidi controls, tag characters) and Hangul fillers. */
const INVISIBLE = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]/gu;
/**
 * Combining marks of no script, left over after NFKC composed what it could
 * ("s̶e̶n̶d̶", Zalgo floods). Script marks (Devanagari, Arabic, Thai) are kept.
 */
const STRAY_MARKS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/gu;
const NON_ASCII = /[^\u0020-\u007E\t\n\r]/;

/**
 * NFKC, lower case, invisible characters dropped, letter-spacing collapsed
 * ("s e n d"), look-alike letters folded to Latin ("ѕеnd") and leetspeak folded
 * inside words that mix letters with digits or symbols ("s3nd", "p@y").
 * Numbers, amounts, addresses and paths are left as they are.
 *
 * @example
 * foldForMatching("S\u200Bend $500 to b0b") // "send $500 to bob"
 * foldForMatching("ѕеnd order 88123") // "send order 88123"
 */
export function foldForMatching(text: string): string {
  // Printable ASCII is already NFKC and has no invisible or look-alike characters.
  if (!NON_ASCII.test(text)) return foldLeet(collapseSpacing(text.toLowerCase(), SPACED_ASCII));
  // Each step below first checks, by character code, whether it can change anything.
  let s = wellFormed(text);
  if (mayHaveInvisible(s)) s = s.replace(INVISIBLE, "");
  s = s.normalize("NFKC").toLowerCase();
  if (mayHaveStrayMarks(s)) {
    const stripped = s.replace(STRAY_MARKS, "");
    // Dropping a mark can bring two halves of a Hangul syllable together.
    s = stripped.length === s.length ? s : stripped.normalize("NFKC");
  }
  // Without SPACED's test: collapseSpacing joins only runs that SPACED matches, so the
  // pattern (large, with Unicode classes) would only repeat what maySpaceLetters checked.
  if (maySpaceLetters(s)) s = collapseSpacing(s);
  return foldLeet(foldLookalikes(s));
}

function isSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdfff;
}

/**
 * The code units mayHaveInvisible looks for, as a bit set (8 KiB): format
 * characters (Cf), Hangul fillers, U+034F, and the high surrogates of the
 * planes' blocks that hold format characters: Kaithi (U+110BD, U+110CD),
 * Egyptian hieroglyph controls (U+13430…), shorthand format controls
 * (U+1BCA0…), musical symbol controls (U+1D173…) and tag characters (U+E0001,
 * U+E0020…); emoji and other astral text never start with these. Text in a
 * script past Latin-1 has every character at or above U+00AD, where a chain of
 * twenty comparisons per character cost more than one bit test.
 */
const INVISIBLE_UNITS = (() => {
  const bits = new Uint32Array(0x10000 / 32);
  const ranges = [
    [0xad, 0xad],
    [0x34f, 0x34f],
    [0x600, 0x605],
    [0x61c, 0x61c],
    [0x6dd, 0x6dd],
    [0x70f, 0x70f],
    [0x890, 0x891],
    [0x8e2, 0x8e2],
    [0x115f, 0x1160],
    [0x180e, 0x180e],
    [0x200b, 0x200f],
    [0x202a, 0x202e],
    [0x2060, 0x206f],
    [0x3164, 0x3164],
    [0xd804, 0xd804],
    [0xd80d, 0xd80d],
    [0xd82f, 0xd82f],
    [0xd834, 0xd834],
    [0xdb40, 0xdb40],
    [0xfeff, 0xfeff],
    [0xffa0, 0xffa0],
    [0xfff9, 0xfffb],
  ] as const;
  for (const [from, to] of ranges)
    for (let c = from; c <= to; c++) bits[c >>> 5] = (bits[c >>> 5] as number) | (1 << (c & 31));
  return bits;
})();

/**
 * False only when INVISIBLE cannot match: no code unit is a format character
 * (Cf), a Hangul filler or U+034F, and no surrogate pair starts in a block with
 * format characters. A unit test holds this to INVISIBLE for every code point.
 */
export function mayHaveInvisible(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xad && ((INVISIBLE_UNITS[c >>> 5] as number) >>> (c & 31)) & 1) return true;
  }
  return false;
}

/**
 * STRAY_MARKS's ranges by code unit (all in the BMP, so this is exact), without
 * the `u` flag: a class of five ranges runs as native code, about three times
 * faster than the same test by character code in a loop.
 */
const HAS_STRAY_MARK = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/;

function mayHaveStrayMarks(s: string): boolean {
  return HAS_STRAY_MARK.test(s);
}

interface WellFormedString {
  isWellFormed?: () => boolean;
  toWellFormed?: () => string;
}

/** Unpaired surrogates become U+FFFD (native where the runtime has it, ES2024). */
function wellFormed(text: string): string {
  const native = text as unknown as WellFormedString;
  if (native.isWellFormed && native.toWellFormed) {
    return native.isWellFormed() ? text : native.toWellFormed();
  }
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * Folds leetspeak in the whitespace-delimited chunks that show a hint of it, and
 * only those. Each character is visited a bounded number of times.
 */
function foldLeet(s: string): string {
  if (!LEET_HINT.test(s)) return s;
  let out = "";
  let done = 0;
  // The first hint (a pair LEET_HINT stands for) at or after `done` is the next
  // one past `done`: a chunk ends at whitespace, which no pair spans.
  for (let hint = nextLeetHint(s, 0); hint >= 0; hint = nextLeetHint(s, done)) {
    let start = hint;
    while (start > done && !isSpace(s.charCodeAt(start - 1))) start--;
    let end = hint + 2;
    while (end < s.length && !isSpace(s.charCodeAt(end))) end++;
    out += s.slice(done, start) + foldLeetChunk(s.slice(start, end));
    done = end;
  }
  return out + s.slice(done);
}

/** Where the first pair LEET_HINT stands for ("s3", "3n", "p@") starts at or after `from`, by character code; -1 if nowhere. */
function nextLeetHint(s: string, from: number): number {
  for (let i = from; i + 1 < s.length; i++) {
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(i + 1);
    if (a >= 97 && a <= 122 ? isLeetCode(b) : a !== 64 && isLeetCode(a) && b >= 97 && b <= 122)
      return i;
  }
  return -1;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 12 || code === 11;
}

// --- letter-spacing -------------------------------------------------------

/** Cheap pre-checks: two single letters apart, the least a spaced-out word needs. */
export const SPACED = /(?:^|[^\p{L}\p{N}])[\p{L}\d@$][ \t.\-_*·]+[\p{L}\d@$](?![\p{L}\p{N}])/u;
const SPACED_ASCII = /(?:^|[^a-z0-9])[a-z0-9@$][ \t.\-_*]+[a-z0-9@$](?![a-z0-9])/;
const LETTER = /\p{L}/u;

const NUMBER = /\p{N}/u;
const MARK = /\p{M}/u;

/**
 * Unicode properties of each BMP code unit, as the regular expressions above
 * read that one unit: 1 letter, 2 number, 4 mark, 8 known. Filled 256 units at a
 * time on first use (64 KiB at most), so a script's first message pays once.
 */
const UNIT_CLASS = new Uint8Array(0x10000);

/**
 * Whether BMP code unit `c` is a letter (`\p{L}`) or a mark (`\p{M}`), read as
 * a regular expression reads it alone. Lone surrogates are neither; callers that
 * meet surrogate pairs must read those as code points themselves.
 */
export function isLetterOrMarkUnit(c: number): boolean {
  return (unitClass(c) & 5) !== 0;
}

function unitClass(c: number): number {
  const known = UNIT_CLASS[c] as number;
  if (known !== 0) return known;
  const base = c & 0xff00;
  for (let u = base; u < base + 0x100; u++) {
    const ch = String.fromCharCode(u);
    UNIT_CLASS[u] =
      8 | (LETTER.test(ch) ? 1 : 0) | (NUMBER.test(ch) ? 2 : 0) | (MARK.test(ch) ? 4 : 0);
  }
  return UNIT_CLASS[c] as number;
}

/** ASCII by character code, the rest by Unicode property: most text is ASCII. */
function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.charCodeAt(0);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return (unitClass(c) & 7) !== 0;
}

function isLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return (unitClass(c) & 1) !== 0;
}

/** SPACED's `[\p{L}\d@$]` for one BMP code unit. */
function isSpacedLetter(c: number): boolean {
  if (c < 128)
    return (
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 64 || c === 36
    );
  return (unitClass(c) & 1) !== 0;
}

/** `[\p{L}\p{N}]` for one BMP code unit. */
function isLetterOrNumber(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  return (unitClass(c) & 3) !== 0;
}

/** Class bits (1 letter, 2 number, 4 mark) of a code point outside the BMP, read by pattern. */
function classOf(ch: string): number {
  return (LETTER.test(ch) ? 1 : 0) | (NUMBER.test(ch) ? 2 : 0) | (MARK.test(ch) ? 4 : 0);
}

/**
 * UNIT_CLASS for plane 1 (emoji, historic scripts, mathematical letters), where
 * most astral text is: filled 256 code points at a time on first use, so an
 * emoji costs a table load rather than a pattern. Other planes go to the pattern.
 */
let planeOneClass: Uint8Array | undefined;

function astralClass(cp: number): number {
  if (cp >= 0x20000) return classOf(String.fromCodePoint(cp));
  planeOneClass ??= new Uint8Array(0x10000);
  const c = cp - 0x10000;
  const known = planeOneClass[c] as number;
  if (known !== 0) return known;
  const base = c & 0xff00;
  for (let u = base; u < base + 0x100; u++)
    planeOneClass[u] = 8 | classOf(String.fromCodePoint(u + 0x10000));
  return planeOneClass[c] as number;
}

/**
 * Whether the two code units at `at` (a surrogate pair, or a lone surrogate)
 * have one of the class bits `bits` (1 letter, 2 number, 4 mark) as a pattern
 * reads them: a pair as one code point, a lone half as itself (no property
 * matches it). Out of range counts as a lone half.
 */
function astralIs(bits: number, s: string, at: number): boolean {
  if (at < 0) return false;
  const high = s.charCodeAt(at);
  const low = s.charCodeAt(at + 1);
  if (!(high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff)) return false;
  return (astralClass((high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000) & bits) !== 0;
}

/** `[\p{L}\p{M}]` for the surrogate pair at `at` (false for a lone half or out of range). */
export function isLetterOrMarkPair(s: string, at: number): boolean {
  return astralIs(5, s, at);
}

/**
 * False only when SPACED cannot match: nowhere does a single letter (after no
 * letter or number) stand before a run of separators that is followed by another
 * single letter. Surrogates next to a separator say maybe: the pattern reads them as one code point.
 */
export function maySpaceLetters(s: string): boolean {
  const n = s.length;
  for (let i = 1; i < n; i++) {
    if (!isSpacingCode(s.charCodeAt(i)) || isSpacingCode(s.charCodeAt(i - 1))) continue;
    const x = s.charCodeAt(i - 1);
    if (isSurrogate(x)) {
      // An astral letter may be a single letter too: the pattern decides. Emoji never are.
      if (astralIs(1, s, i - 2)) return true;
      continue;
    }
    if (!isSpacedLetter(x)) continue;
    if (i >= 2) {
      const before = s.charCodeAt(i - 2);
      if (isSurrogate(before) ? astralIs(3, s, i - 3) : isLetterOrNumber(before)) continue;
    }
    let j = i + 1;
    while (j < n && isSpacingCode(s.charCodeAt(j))) j++;
    if (j >= n) continue;
    const y = s.charCodeAt(j);
    if (isSurrogate(y)) {
      if (astralIs(1, s, j)) return true;
      continue;
    }
    if (!isSpacedLetter(y)) continue;
    if (j + 1 < n) {
      const after = s.charCodeAt(j + 1);
      if (isSurrogate(after) ? astralIs(3, s, j + 1) : isLetterOrNumber(after)) continue;
    }
    return true;
  }
  return false;
}

/** "0134578@$": the digits and symbols leetspeak uses as letters. */
function isLeetCode(c: number): boolean {
  return (
    c === 48 ||
    c === 49 ||
    c === 51 ||
    c === 52 ||
    c === 53 ||
    c === 55 ||
    c === 56 ||
    c === 64 ||
    c === 36
  );
}

function isSingle(s: string, i: number): boolean {
  const ch = s[i] as string;
  return (
    (isLetter(ch) || isLeetCode(ch.charCodeAt(0))) && !isWordChar(s[i - 1]) && !isWordChar(s[i + 1])
  );
}

/** " \t.-_*·": what may separate spaced-out letters. */
function isSpacingCode(c: number): boolean {
  return c === 32 || c === 9 || c === 46 || c === 45 || c === 95 || c === 42 || c === 0xb7;
}

/**
 * Joins runs of three or more single letters ("s e n d", "p.a.y") into a word.
 * Each separator run is scanned at most twice and a rejected run is not
 * rescanned from inside, so the cost stays linear; text between runs is copied
 * in slices, not character by character. Exported for its property test.
 */
export function collapseSpacing(s: string, hint?: RegExp): string {
  if (hint && !hint.test(s)) return s;
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < s.length) {
    // Not read past the end: charCodeAt's NaN there deoptimises the loop.
    if (i + 1 >= s.length || !isSpacingCode(s.charCodeAt(i + 1)) || !isSingle(s, i)) {
      i++;
      continue;
    }
    let run = s[i] as string;
    let letters = isLetter(run) ? 1 : 0;
    let end = i + 1;
    // One separator throughout ("s e n d", "p.a.y"), so "i.e. e.g." stays as written.
    const separator = s[end] ?? "";
    for (;;) {
      let k = end;
      while (k < s.length && s[k] === separator) k++;
      if (k === end || k >= s.length || !isSingle(s, k)) break;
      run += s[k];
      if (isLetter(s[k] as string)) letters++;
      end = k + 1;
    }
    if (run.length >= 3 && letters >= 2) {
      out += s.slice(copied, i) + run;
      copied = end;
      i = end;
    } else {
      // A run starting inside this one before its last single is part of it, with no
      // more letters: also too short. Restarting at each of them rescanned "1.1.1.1…"
      // quadratically. Its last single may start a run with another separator ("a.a a a").
      i = Math.max(i + 1, end - 1);
    }
  }
  return copied === 0 ? s : out + s.slice(copied);
}

// --- look-alike letters ---------------------------------------------------

/**
 * Any character of the look-alike tables: most non-ASCII text (accents, CJK) has
 * none. Each is one BMP code unit (lookalikeTable holds them to it), so no `u` flag;
 * and the pattern first finds a unit at or above the lowest of them, one range,
 * then tests the table's class behind it: a class of seventy characters tried at
 * every character cost three times as much on English text with a dash in it.
 */
const LOOKALIKE = (() => {
  const keys = Object.keys(LOOKALIKE_MIXED).join("");
  const lowest = Math.min(...Array.from(keys, (k) => k.charCodeAt(0)));
  return new RegExp(`[\\u${lowest.toString(16).padStart(4, "0")}-\\uffff](?<=[${keys}])`);
})();

/**
 * Each look-alike's Latin letter by code unit: its character code (the mixed-word
 * table), plus 128 when the lower-case table has it too; 0 for the rest. Every
 * key of the tables is one BMP code unit, so astral text never matches. Built on
 * the first message with a look-alike.
 */
let lookalikeCodes: Uint8Array | undefined;

function lookalikeTable(): Uint8Array {
  if (lookalikeCodes) return lookalikeCodes;
  const table = new Uint8Array(0x10000);
  const lower: Record<string, string> = LOOKALIKE_LOWER;
  for (const [key, latin] of Object.entries(LOOKALIKE_MIXED as Record<string, string>)) {
    // A key of two code units or a letter that differs between the tables would
    // need another encoding: fail loudly rather than fold wrongly.
    if (key.length !== 1 || latin.length !== 1 || (key in lower && lower[key] !== latin))
      throw new Error(`confusables: ${JSON.stringify(key)} cannot be indexed by code unit`);
    table[key.charCodeAt(0)] = latin.charCodeAt(0) | (key in lower ? 128 : 0);
  }
  lookalikeCodes = table;
  return table;
}

/** `[\p{L}\p{M}0-9@$]` for the BMP code unit `c` (not a surrogate). */
function isRunUnit(c: number): boolean {
  if (c < 128)
    return (
      (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 64 || c === 36
    );
  return (unitClass(c) & 5) !== 0;
}

/**
 * Code units of the code point that ends just before `at` when it belongs to a
 * word (`[\p{L}\p{M}0-9@$]`, a surrogate pair read as one code point), else 0.
 */
function runUnitsBefore(s: string, at: number): number {
  const c = s.charCodeAt(at - 1);
  if (!isSurrogate(c)) return isRunUnit(c) ? 1 : 0;
  return astralIs(5, s, at - 2) ? 2 : 0;
}

/** Code units of the code point at `at` when it belongs to a word, else 0. */
function runUnitsAt(s: string, at: number): number {
  const c = s.charCodeAt(at);
  if (!isSurrogate(c)) return isRunUnit(c) ? 1 : 0;
  return astralIs(5, s, at) ? 2 : 0;
}

/**
 * Folds look-alike letters to Latin, word by word (runs of letters, marks and
 * `0-9@$`): in a word with a Latin hint (a-z or leetspeak) every look-alike is
 * folded; in a word without one, only when every letter is a look-alike of the
 * lower-case table ("рау"), so Russian stays Russian. Only the words around a
 * look-alike are visited, each once, so the cost stays linear.
 */
function foldLookalikes(s: string): string {
  // The pattern fails at once on text V8 holds as one byte a character (all of
  // the look-alikes are above U+00FF), where a scan would visit every character.
  if (!LOOKALIKE.test(s)) return s;
  const table = lookalikeTable();
  let out = "";
  let copied = 0;
  let i = 0;
  const n = s.length;
  while (i < n) {
    if (table[s.charCodeAt(i)] === 0) {
      i++;
      continue;
    }
    let start = i;
    for (let k = runUnitsBefore(s, start); start > copied && k > 0; k = runUnitsBefore(s, start))
      start -= k;
    let end = i;
    for (let k = runUnitsAt(s, end); end < n && k > 0; k = runUnitsAt(s, end)) end += k;
    i = end;
    // Most words with a look-alike are in their own script ("отчёт") and stay: no copy.
    if (!foldsWord(s, start, end, table)) continue;
    out += s.slice(copied, start) + foldWord(s, start, end, table);
    copied = end;
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/**
 * Whether the word at `start`…`end` (with at least one look-alike) is folded:
 * it has a Latin hint (a-z or leetspeak), or every letter is a look-alike of the
 * lower-case table.
 */
function foldsWord(s: string, start: number, end: number, table: Uint8Array): boolean {
  let allLower = true;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || isLeetCode(c)) return true;
    if (((table[c] as number) & 128) === 0) allLower = false;
  }
  return allLower;
}

/** The word at `start`…`end` with every look-alike replaced by its Latin letter. */
function foldWord(s: string, start: number, end: number, table: Uint8Array): string {
  let out = "";
  for (let i = start; i < end; i++) {
    const code = (table[s.charCodeAt(i)] as number) & 127;
    out += code === 0 ? s[i] : String.fromCharCode(code);
  }
  return out;
}

// --- leetspeak ------------------------------------------------------------

/**
 * A letter before a leetspeak character, or one (not "@") before a letter:
 * `[a-z][0134578@$]|[0134578$][a-z]`, written to start at the leetspeak character,
 * which most text has few of, where that form tried its first class at every
 * letter. An "@" that starts a domain ("ana@acme.com") is left out: its chunk is
 * VERBATIM, so foldLeet would change nothing there.
 */
const LEET_HINT = /[0134578$](?:(?<=[a-z].)|(?=[a-z]))|@(?<=[a-z]@)(?![\w-]+\.)/;
/** Chunks that are addresses, URLs or paths keep every character. */
const VERBATIM = /:\/\/|[/\\]|@[\w-]+\./;
/** Digits with a unit or ordinal ("10am", "5th", "4k") are numbers, not leetspeak. */
const NUMBER_WITH_UNIT =
  /^\d+(st|nd|rd|th|am|pm|k|m|h|s|x|d|g|gb|mb|kb|tb|min|mins|hr|hrs|km|kg|cm|mm|ms|px|yo|ish)$/;
const LEET: Record<string, string> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** `[aeiou034]`: a vowel, or a digit that stands for one. */
function isVowel(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.charCodeAt(0);
  return (
    c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 48 || c === 51 || c === 52
  );
}

/** `[2689]`: digits that leetspeak does not use, so a token with one is a number or code. */
function hasOtherDigit(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c === 50 || c === 54 || c === 56 || c === 57) return true;
  }
  return false;
}

/**
 * VERBATIM, its pattern run only where a character it needs is in the chunk: a
 * pattern call costs more than a few substring searches on a short chunk.
 */
function isVerbatim(chunk: string): boolean {
  if (chunk.includes("/") || chunk.includes("\\")) return true;
  return chunk.includes("@") && VERBATIM.test(chunk);
}

/**
 * The chunk's tokens (runs of `[a-z0-9@$]`) through foldLeetToken, by character code;
 * a run with fewer than two letters or without a leetspeak character is left
 * as it is without the call, as foldLeetToken would leave it.
 */
function foldLeetChunk(chunk: string): string {
  if (isVerbatim(chunk)) return chunk;
  let out = "";
  let copied = 0;
  let i = 0;
  const n = chunk.length;
  while (i < n) {
    const start = i;
    let letters = 0;
    let leet = false;
    // Bounded by n before each read: charCodeAt's NaN past the end deoptimises the loop.
    for (; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (!isTokenCode(c)) break;
      if (c >= 97 && c <= 122) letters++;
      else if (isLeetCode(c)) leet = true;
    }
    if (i === start) {
      i++;
      continue;
    }
    if (letters < 2 || !leet) continue;
    const token = chunk.slice(start, i);
    const folded = foldLeetToken(token);
    if (folded === token) continue;
    out += chunk.slice(copied, start) + folded;
    copied = i;
  }
  return copied === 0 ? chunk : out + chunk.slice(copied);
}

/** A token's `[a-z0-9@$]` for one character code. */
function isTokenCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36;
}

/** Folds "s3nd", "p@y", "$end", "de1ete"; leaves "q3", "mp3", "$500", "88123", "@dana". */
function foldLeetToken(token: string): string {
  if (hasOtherDigit(token)) return token;
  const first = token.charCodeAt(0);
  if (first >= 48 && first <= 57 && NUMBER_WITH_UNIT.test(token)) return token;
  let letters = 0;
  let interior = false;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i] as string;
    if (ch >= "a" && ch <= "z") letters++;
    else if (i > 0 && isLatin(token[i - 1]) && isLatin(token[i + 1])) interior = true;
  }
  const leading = token[0] !== "@" && !isLatin(token[0]) && isLatin(token[1]);
  // A trailing "1" after a vowel is an "l" ("emai1", "cance1"); a trailing 3 is a version ("web3").
  const trailing = letters >= 3 && token.endsWith("1") && isVowel(token[token.length - 2]);
  if (letters < 2 || !(interior || leading || trailing)) return token;
  let out = "";
  for (let i = 0; i < token.length; i++) {
    const ch = token[i] as string;
    out += ch === "1" ? oneAsLetter(token, i) : (LEET[ch] ?? ch);
  }
  return out;
}

function isLatin(ch: string | undefined): boolean {
  return ch !== undefined && ch >= "a" && ch <= "z";
}

/** "1" reads as "l" before a vowel or after one at the end ("c1ose", "emai1"), otherwise "i" ("w1re"). */
function oneAsLetter(token: string, i: number): string {
  const next = token[i + 1];
  const prev = token[i - 1];
  if (isVowel(next)) return "l";
  if (next === undefined && isVowel(prev)) return "l";
  return "i";
}

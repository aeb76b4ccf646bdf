/**
 * Language-free evidence (lexicon-universal.ts) over normalised text. One scan
 * by character code finds the features the patterns need (HINT), so a text
 * runs only the patterns it could match: 0.7 a message over the bench's eval
 * set and adversarial corpus, where every entry's check ran on every message,
 * and each pattern run is a call and a pass over the text.
 */
import { HINT, HINT_WORDS, UNIVERSAL_EVIDENCE, type UniversalEntry } from "./lexicon-universal";

type Part = NonNullable<UniversalEntry["parts"]>[number];

/**
 * Language-free evidence (amounts, commands, addresses, paths, identifiers) in
 * normalised text, by name.
 *
 * @example
 * universalEvidence("💸 $500 → bob").map((e) => e.name) // ["currency_amount"]
 */
export function universalEvidence(normalized: string): { name: string; weight: number }[] {
  const hints = evidenceHints(normalized);
  const found: { name: string; weight: number }[] = [];
  for (const entry of UNIVERSAL_EVIDENCE as readonly UniversalEntry[]) {
    if ((hints & entry.hint) === 0) continue;
    const matched = entry.parts
      ? anyPart(entry.parts, normalized, hints)
      : entry.pattern.test(normalized);
    // `needs` last: it rarely fails where a pattern matched, and the hint already stood for it.
    if (matched && entry.needs.test(normalized)) {
      found.push({ name: entry.name, weight: entry.weight });
    }
  }
  return found;
}

function anyPart(parts: readonly Part[], text: string, hints: number): boolean {
  for (const { needs, pattern, hint } of parts) {
    if ((hints & hint) === 0) continue;
    if (typeof needs === "string" ? !text.includes(needs) : !needs.test(text)) continue;
    if (pattern.test(text)) return true;
  }
  return false;
}

/** a-z as 1…26, anything else (past a word's end, or the text's) as 0. */
function letterAt(text: string, i: number): number {
  // Never read past the end: the NaN that charCodeAt returns there deoptimises the caller.
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  return c >= 97 && c <= 122 ? c - 96 : 0;
}

/**
 * One list of HINT_WORDS for lookups: `pairs`, the second letters (bits 0…26,
 * letterAt's codes) of its words after each first letter, where most words of
 * a text end their lookup; then `sets`, by the first three letters in base 27,
 * the fourth letters (0: none) a word may have to start as one of the list does.
 * A Map rather than a table by key: a few dozen words, and a table of 27³ keys
 * per list would be 77 KiB to allocate at startup and to keep in cache.
 */
interface WordTable {
  pairs: Uint32Array;
  sets: Map<number, number>;
}

function wordTable(words: readonly string[]): WordTable {
  const pairs = new Uint32Array(27);
  const sets = new Map<number, number>();
  for (const word of words) {
    const first = letterAt(word, 0);
    pairs[first] = (pairs[first] as number) | (1 << letterAt(word, 1));
    const key = (first * 27 + letterAt(word, 1)) * 27 + letterAt(word, 2);
    sets.set(key, (sets.get(key) ?? 0) | (1 << letterAt(word, 3)));
  }
  return { pairs, sets };
}
const SHELL_WORDS = wordTable(HINT_WORDS.shell);
const SQL_WORDS = wordTable(HINT_WORDS.sql);
const CODE_WORDS = wordTable(HINT_WORDS.code);
const UNIT_WORDS = wordTable(HINT_WORDS.unit);

/** Whether the text at `at` starts as one of a wordTable's words does. */
function startsAs(table: WordTable, text: string, at: number): boolean {
  const first = letterAt(text, at);
  const second = letterAt(text, at + 1);
  if (first === 0 || (((table.pairs[first] as number) >>> second) & 1) === 0) return false;
  const third = second === 0 ? 0 : letterAt(text, at + 2);
  const set = table.sets.get((first * 27 + second) * 27 + third) ?? 0;
  if (set === 0) return false;
  const fourth = third === 0 ? 0 : letterAt(text, at + 3);
  return ((set >>> fourth) & 1) !== 0;
}

/** The hint of the word that starts at `at` (a-z after none): a shell or SQL word's, else 0. */
function wordHint(text: string, at: number): number {
  return (
    (startsAs(SHELL_WORDS, text, at) ? SHELL_WORD : 0) |
    (startsAs(SQL_WORDS, text, at) ? SQL_WORD : 0)
  );
}

/**
 * HINT's bits, bound once: compiled to CommonJS (tsx, which runs the bench) every
 * use of an imported binding is a property getter, here several per character.
 */
const {
  digit: DIGIT,
  currencySign: CURRENCY_SIGN,
  codeBeforeDigit: CODE_BEFORE_DIGIT,
  plusDigit: PLUS_DIGIT,
  hexDash: HEX_DASH,
  longRun: LONG_RUN,
  at: AT,
  slash: SLASH,
  backslash: BACKSLASH,
  dotLetter: DOT_LETTER,
  pipe: PIPE,
  colonParen: COLON_PAREN,
  shellWord: SHELL_WORD,
  sqlWord: SQL_WORD,
  unitAfterDigit: UNIT_AFTER_DIGIT,
} = HINT;

function isLowerLatin(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Whether `$` or a currency code ends at `end` ("r$", "us$", "usd"). */
function endsCode(text: string, end: number): boolean {
  if (end < 0) return false;
  return text.charCodeAt(end) === 36 || (end >= 2 && startsAs(CODE_WORDS, text, end - 2));
}

/** SYMBOLS of lexicon-universal.ts, and the rest of the currency-sign block. */
function isCurrencySign(c: number): boolean {
  return c === 36 || c === 0xa3 || c === 0xa5 || c === 0xe3f || (c >= 0x20a0 && c <= 0x20cf);
}

/**
 * The HINT features of `text`, by character code. A feature may be reported
 * where no pattern then matches (the patterns decide), never missed. Letters,
 * most of any text, cost one comparison each; the run lengths that only the
 * identifier patterns need are counted in a second pass, and only in text with
 * a digit, which those patterns need too.
 */
export function evidenceHints(text: string): number {
  let hints = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      i++;
    } else if (isLowerLatin(c) || isDigit(c)) {
      // A word of a-z0-9: a command's first word is one, after no other such character.
      if (isLowerLatin(c)) hints |= wordHint(text, i);
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (isLowerLatin(d)) continue;
        if (!isDigit(d)) break;
        hints |= digitHint(text, i);
      }
    } else {
      hints |= punctuationHint(c, i + 1 < n ? text.charCodeAt(i + 1) : 0);
      i++;
    }
  }
  return hints & DIGIT ? hints | runHints(text) : hints;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The hints of the digit at `at`, from the characters around it. What comes
 * before a run of digits is read at its first digit only: a code or "+" needs
 * the digit right after it (or after one space), and in a long number the
 * digits after the first are most of the text.
 */
function digitHint(text: string, at: number): number {
  const hints = DIGIT | (unitAfter(text, at) ? UNIT_AFTER_DIGIT : 0);
  const prev = at > 0 ? text.charCodeAt(at - 1) : 0;
  if (isDigit(prev)) return hints;
  return (
    hints |
    (prev === 43 ? PLUS_DIGIT : 0) |
    (endsCode(text, at - 1) || endsCode(text, at - 2) ? CODE_BEFORE_DIGIT : 0)
  );
}

/**
 * Whether a unit follows the run of 0-9., that the digit at `at` is in, when this
 * digit is that run's last: after at most one character of whitespace, `$`, a
 * character past ASCII, or one of HINT_WORDS.unit. Only the `.` and `,` after
 * the digit are read, so each character is read once for the whole text.
 */
function unitAfter(text: string, at: number): boolean {
  const n = text.length;
  let i = at + 1;
  while (i < n && (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 44)) i++;
  if (i >= n) return false;
  let c = text.charCodeAt(i);
  if (isDigit(c)) return false;
  if (c === 32 || (c >= 9 && c <= 13)) {
    if (++i >= n) return false;
    c = text.charCodeAt(i);
  }
  return c === 36 || c >= 0x80 || (isLowerLatin(c) && startsAs(UNIT_WORDS, text, i));
}

/** LONG_RUN and HEX_DASH, from the lengths of the runs of 0-9a-f and of a-z0-9. */
function runHints(text: string): number {
  let hints = 0;
  let hex = 0;
  let alnum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLowerLatin(c) || isDigit(c)) {
      hex = c <= 102 ? hex + 1 : 0;
      alnum++;
      if (hex >= 6 || alnum >= 14) hints |= LONG_RUN;
    } else {
      if (c === 45 && hex >= 8) hints |= HEX_DASH;
      hex = 0;
      alnum = 0;
    }
  }
  return hints;
}

/** The hint of a character that is neither a-z nor a digit, given the one after it (0 past the end). */
function punctuationHint(c: number, next: number): number {
  if (c === 46) return isLowerLatin(next) ? DOT_LETTER : 0;
  if (c === 47) return SLASH;
  if (c === 64) return AT;
  if (c === 92) return BACKSLASH;
  if (c === 124) return PIPE;
  if (c === 58) return next === 40 ? COLON_PAREN : 0;
  return isCurrencySign(c) ? CURRENCY_SIGN : 0;
}

/**
 * Text normalisation shared by rules, cache keys and retrieval. Pure.
 */
import { foldForMatching } from "../text/normalize";

const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F1E6}-\u{1F1FF}]/gu;
const HAS_EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;
const PUNCTUATION = /[\p{P}\p{S}]/gu;
const NOT_WORDLIKE = /[^\p{L}\p{N}\p{M}\s']/gu;

/**
 * Lower-cased NFKC text folded for matching (invisible characters, look-alike
 * letters, leetspeak and letter-spacing, see src/text/normalize.ts), with
 * typographic quotes folded and whitespace collapsed.
 *
 * @example
 * normalize("  Hello\u00a0THERE!! ") // "hello there!!"
 * normalize("s3nd it") // "send it"
 */
export function normalize(text: string): string {
  const folded = foldForMatching(text);
  // Most messages need none of the steps below: one scan instead of five passes.
  if (isTidy(folded)) return folded;
  return folded
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n")
    .trim();
}

/**
 * What the quote folding, whitespace collapsing and trimming in normalize() can
 * change: a typographic quote, any whitespace to `\s` (ECMAScript: WhiteSpace and
 * LineTerminator) but a space, or a space at either end or after another. A
 * pattern, not a scan by character code: its class runs as native code, faster.
 */
const UNTIDY =
  /[\t\n\v\f\r\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u2018\u2019\u201c\u201d\u02bc]| (?:$| )|^ /;

function isTidy(s: string): boolean {
  return !UNTIDY.test(s);
}

/** True when the text is only emoji, punctuation and spaces (and not empty). */
export function isEmojiOnly(text: string): boolean {
  if (!HAS_EMOJI.test(text)) return false;
  return text.replace(EMOJI, "").replace(PUNCTUATION, "").trim() === "";
}

/** Removes emoji so "hi 👋" and "hi" read the same. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, " ").replace(/\s+/g, " ").trim();
}

/** Letter-and-digit words with their combining marks (Thai, Devanagari), apostrophes kept inside words ("what's", "don't"). */
export function words(text: string): string[] {
  if (isAscii(text)) return asciiWords(text);
  return text.match(WORD) ?? [];
}

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57);
}

/** WORD on ASCII text, by character code: where `\p{L}` is a-z and A-Z and `\p{N}` is 0-9. */
function asciiWords(s: string): string[] {
  const out: string[] = [];
  const n = s.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiAlnum(s.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiAlnum(s.charCodeAt(i))) i++;
    // Apostrophe-joined letters ("what's", "don't").
    while (s.charCodeAt(i) === 39 && isAsciiLetter(s.charCodeAt(i + 1))) {
      i += 2;
      while (i < n && isAsciiLetter(s.charCodeAt(i))) i++;
    }
    out.push(s.slice(start, i));
  }
  return out;
}

/**
 * Clauses split at sentence punctuation and dashes, for "hi, can you refund…"
 * where one clause is a greeting and the next is the request.
 */
export function clauses(text: string): string[] {
  return text
    .split(/[,.!?;:…。！？、，\n\u2014\u2013]+|\s-\s/u)
    .map((c) => stripEmoji(c).replace(NOT_WORDLIKE, " ").replace(/\s+/g, " ").trim())
    .filter((c) => c.length > 0);
}

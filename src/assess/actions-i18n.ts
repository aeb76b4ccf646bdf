/**
 * Matches the multilingual action table over normalised text (the language-free
 * evidence, universal.ts's, is exported here too). Tables are indexed once per
 * isolate; a message costs one map lookup per word, and, for text in the
 * scripts matched as substrings, one per character.
 */
import { lazy } from "../lib/lazy";
import { foldForMatching, isLetterOrMarkPair, isLetterOrMarkUnit } from "../text/normalize";
import {
  type ActionLanguage,
  I18N_ACTIONS,
  type I18nAction,
  SUBSTRING_LANGUAGES,
} from "./lexicon-actions-i18n";

export { universalEvidence } from "./universal";

export interface ActionHit {
  verb: string;
  group: I18nAction["group"];
  weight: number;
  lang: ActionLanguage;
}

interface WordForm {
  hit: ActionHit;
  words: string[];
  /** The last word is a stem: any word that starts with it matches. */
  stem: boolean;
}

function prepare(form: string): string {
  return foldForMatching(form).replace(/\s+/g, " ").trim();
}

/**
 * Word forms in an open table indexed by a hash of the first three characters
 * of their first word (see prefixKey), so a text's words are looked up without
 * slicing strings or a Map; each entry keeps its prefix's character codes,
 * compared exactly on a hit.
 */
interface PrefixEntry {
  /** Length of the prefix (up to 3) and its character codes (-1 past its end). */
  length: number;
  c0: number;
  c1: number;
  c2: number;
  form: WordForm;
}
const PREFIX_SLOTS = 1 << 13;
/** A form matched as a substring, with its second character code (-1 for a one-character form). */
interface SubstringForm {
  text: string;
  second: number;
  hit: ActionHit;
}
/** One bit per code unit (64K bits, 8 KiB) in a set of character codes. */
function hasBit(bits: Uint32Array, c: number): boolean {
  return (((bits[c >>> 5] as number) >>> (c & 31)) & 1) !== 0;
}
function setBit(bits: Uint32Array, c: number): void {
  bits[c >>> 5] = (bits[c >>> 5] as number) | (1 << (c & 31));
}
/** The slot of a prefix of up to three character codes (-1 past its end). */
function prefixSlot(c0: number, c1: number, c2: number): number {
  return (Math.imul(Math.imul(c0, 31) + c1, 31) + c2) & (PREFIX_SLOTS - 1);
}

/**
 * The tables indexed for matching, built on the first message (once per
 * isolate), not at startup. `byPrefix`: word forms in an open table by a hash
 * of the first three characters of their first word. `byPair`: substring forms
 * by their first and second character codes (bySecondChar), and `firstChars` the
 * first codes as a bit set, so a character no form starts with costs one bit
 * test, not a map lookup.
 * `usedSlots`: the slots of byPrefix that hold forms, as a bit set (1 KiB, where
 * byPrefix is 32 KiB of pointers), so most words need no load from byPrefix.
 */
const index = lazy(() => {
  const byPrefix: (PrefixEntry[] | undefined)[] = new Array(PREFIX_SLOTS).fill(undefined);
  const byFirstChar = new Map<number, SubstringForm[]>();
  const firstChars = new Uint32Array(0x10000 / 32);
  const usedSlots = new Uint32Array(PREFIX_SLOTS / 32);
  for (const entry of I18N_ACTIONS as readonly I18nAction[]) {
    for (const [lang, forms] of Object.entries(entry.forms) as [ActionLanguage, string[]][]) {
      const hit: ActionHit = { verb: entry.verb, group: entry.group, weight: entry.weight, lang };
      for (const form of forms) {
        if ((SUBSTRING_LANGUAGES as readonly string[]).includes(lang)) {
          const text = prepare(form);
          const first = text.charCodeAt(0);
          const second = text.length > 1 ? text.charCodeAt(1) : -1;
          byFirstChar.set(first, [...(byFirstChar.get(first) ?? []), { text, second, hit }]);
          setBit(firstChars, first);
          continue;
        }
        const stem = form.endsWith("*");
        const words = prepare(stem ? form.slice(0, -1) : form).split(" ");
        const prefix = (words[0] ?? "").slice(0, 3);
        const code = (i: number) => (i < prefix.length ? prefix.charCodeAt(i) : -1);
        const key = { length: prefix.length, c0: code(0), c1: code(1), c2: code(2) };
        const slot = prefixSlot(key.c0, key.c1, key.c2);
        const list = byPrefix[slot] ?? [];
        list.push({ ...key, form: { hit, words, stem } });
        byPrefix[slot] = list;
        setBit(usedSlots, slot);
      }
    }
  }
  // The first characters as a pattern too: it fails at once on text V8 holds as
  // one byte a character (every first character is above U+00FF, in scripts
  // written without spaces), where a scan would visit every character. It finds
  // a character at or above the lowest first character, one range, before it
  // tests the class of them all behind it: accented Latin and Cyrillic text then
  // costs a range test a character, not a search in the class of them all.
  const codes = [...byFirstChar.keys()].map((c) => `\\u{${c.toString(16)}}`).join("");
  const lowest = Math.min(...byFirstChar.keys()).toString(16);
  const anyFirstChar = new RegExp(`[\\u{${lowest}}-\\u{10ffff}](?<=[${codes}])`, "u");
  return { byPrefix, byPair: bySecondChar(byFirstChar), firstChars, usedSlots, anyFirstChar };
});

/**
 * Substring forms by first character, then by second (-1: the one-character
 * forms), each list with that first character's one-character forms in it too,
 * in table order: many forms share a first letter (Arabic alef), and each of
 * its occurrences went through all of them.
 */
function bySecondChar(
  byFirst: Map<number, SubstringForm[]>,
): Map<number, Map<number, SubstringForm[]>> {
  const byPair = new Map<number, Map<number, SubstringForm[]>>();
  for (const [first, forms] of byFirst) {
    const bySecond = new Map<number, SubstringForm[]>();
    for (const { second } of forms)
      bySecond.set(
        second,
        forms.filter((f) => f.second === second || f.second === -1),
      );
    byPair.set(first, bySecond);
  }
  return byPair;
}

/** Word boundaries of the text being matched: start and end of word i at 2i and 2i+1. Grown on demand. */
let bounds = new Int32Array(256);
/**
 * The words (indices into `bounds`) whose prefix slot holds forms, found in the
 * same pass as the words: most words' slot holds none, and a second pass over
 * every word cost as much as the first.
 */
let candidates = new Int32Array(64);
let candidateCount = 0;

/**
 * Action verbs of other languages found in normalised text, one hit per verb.
 *
 * @example
 * foreignActions("envíale el informe a ana").map((h) => h.verb) // ["send"]
 * foreignActions("请把报告发给王经理").map((h) => h.verb) // ["send"]
 */
export function foreignActions(normalized: string): ActionHit[] {
  const { byPrefix, byPair, firstChars, usedSlots, anyFirstChar } = index();
  // An array, not a Map: a text names a verb or two, and most name none.
  const hits: ActionHit[] = [];
  let count = asciiWords(normalized, usedSlots);
  const ascii = count >= 0;
  if (!ascii) count = unicodeWords(normalized, usedSlots);
  for (let k = 0; k < candidateCount; k++) {
    const i = candidates[k] as number;
    const start = bounds[2 * i] as number;
    const length = Math.min(3, (bounds[2 * i + 1] as number) - start);
    const c0 = normalized.charCodeAt(start);
    const c1 = length > 1 ? normalized.charCodeAt(start + 1) : -1;
    const c2 = length > 2 ? normalized.charCodeAt(start + 2) : -1;
    for (const entry of byPrefix[prefixSlot(c0, c1, c2)] as PrefixEntry[]) {
      // The word's first three characters must be the form's, exactly (slots are shared).
      if (entry.length !== length || entry.c0 !== c0 || entry.c1 !== c1 || entry.c2 !== c2)
        continue;
      const { form } = entry;
      if (hasVerb(hits, form.hit.verb) || !formMatches(form, normalized, count, i)) continue;
      hits.push(form.hit);
    }
  }
  // Substring forms are all in scripts outside Basic Latin (a unit test holds them to it).
  if (!ascii && anyFirstChar.test(normalized)) {
    for (let i = 0; i < normalized.length; i++) {
      const c = normalized.charCodeAt(i);
      if (!hasBit(firstChars, c)) continue;
      // Not read past the end: charCodeAt's NaN there deoptimises the loop.
      const next = i + 1 < normalized.length ? normalized.charCodeAt(i + 1) : -1;
      const bySecond = byPair.get(c) as Map<number, SubstringForm[]>;
      for (const { text, hit } of bySecond.get(next) ?? bySecond.get(-1) ?? []) {
        if (hasVerb(hits, hit.verb) || !occursAt(normalized, text, i)) continue;
        hits.push(hit);
      }
    }
  }
  return hits;
}

function hasVerb(hits: readonly ActionHit[], verb: string): boolean {
  for (const hit of hits) if (hit.verb === verb) return true;
  return false;
}

/**
 * Records word `count` (`start`…`end` of `text`) in `bounds`, and in
 * `candidates` when its prefix slot holds forms.
 */
function addWord(text: string, count: number, start: number, end: number, used: Uint32Array) {
  if (2 * count + 2 > bounds.length) {
    const grown = new Int32Array(2 * bounds.length);
    grown.set(bounds);
    bounds = grown;
  }
  bounds[2 * count] = start;
  bounds[2 * count + 1] = end;
  const length = end - start;
  const c0 = text.charCodeAt(start);
  const c1 = length > 1 ? text.charCodeAt(start + 1) : -1;
  const c2 = length > 2 ? text.charCodeAt(start + 2) : -1;
  if (!hasBit(used, prefixSlot(c0, c1, c2))) return;
  if (candidateCount === candidates.length) {
    const grown = new Int32Array(2 * candidates.length);
    grown.set(candidates);
    candidates = grown;
  }
  candidates[candidateCount++] = count;
}

/**
 * Runs of a-z through addWord and their count, or -1 as soon as a character is
 * other than printable ASCII, a newline or a character past Basic Latin that is
 * no letter or mark (a dash, a typographic quote, an arrow): unicodeWords reads
 * such text. Where every character past Basic Latin is one of those, and no
 * letter is A-Z, the runs of a-z are unicodeWords's words, and no substring
 * form can occur (each starts with a letter or mark, a unit test holds them to
 * it), so the text is read here in one pass, not two.
 */
function asciiWords(text: string, used: Uint32Array): number {
  candidateCount = 0;
  let count = 0;
  let i = 0;
  const n = text.length;
  let upper = false;
  let beyond = false;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 97 || c > 122) {
      if (c > 0x7e || (c < 0x20 && c !== 10)) {
        if (!isSeparatorUnit(c)) return -1;
        beyond = true;
      } else if (c >= 65 && c <= 90) upper = true;
      i++;
      continue;
    }
    const start = i;
    // Never read past the end: charCodeAt's NaN there deoptimises the loop.
    do i++;
    while (i < n && isLowerLatin(text.charCodeAt(i)));
    addWord(text, count++, start, i, used);
  }
  // A-Z are letters to unicodeWords, not separators: with a character past Basic Latin, its reading.
  return upper && beyond ? -1 : count;
}

/** A code unit past Basic Latin that is no letter or mark and no half of a surrogate pair. */
function isSeparatorUnit(c: number): boolean {
  return c >= 0x80 && (c < 0xd800 || c > 0xdfff) && !letterOrMarkUnit(c);
}

/**
 * Words of letters and marks (`[\p{L}\p{M}]+` read by code point) through
 * addWord; their count. BMP code units and surrogate pairs by the tables normalize.ts
 * keeps per code unit and per plane-1 code point (emoji are neither); a lone
 * surrogate is no letter.
 */
function unicodeWords(text: string, used: Uint32Array): number {
  candidateCount = 0;
  let count = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    let units = letterUnitsAt(text, i);
    if (units === 0) {
      i++;
      continue;
    }
    const start = i;
    while (units > 0) {
      i += units;
      units = i < n ? letterUnitsAt(text, i) : 0;
    }
    addWord(text, count++, start, i, used);
  }
  return count;
}

/**
 * The imported tests, bound once: compiled to CommonJS (tsx, which runs the
 * bench) every use of an imported binding is a property getter, here once per
 * character, 6-8 µs on a 120-character French message in the bench's order.
 */
const letterOrMarkUnit = isLetterOrMarkUnit;
const letterOrMarkPair = isLetterOrMarkPair;

function isLowerLatin(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Code units of the letter or mark at `i`: 1, 2 for a surrogate pair, 0 for anything else. */
function letterUnitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  // ASCII by character code (its letters are A-Z and a-z, and it has no marks): most
  // characters of accented Latin text, the most common text outside Basic Latin.
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : 0;
  if (c < 0xd800 || c > 0xdfff) return letterOrMarkUnit(c) ? 1 : 0;
  return letterOrMarkPair(text, i) ? 2 : 0;
}

/** Whether the form's words are the text's words from word `at` on (the last one as a stem, if it is one). */
function formMatches(form: WordForm, text: string, count: number, at: number): boolean {
  const last = form.words.length - 1;
  for (let j = 0; j <= last; j++) {
    if (at + j >= count) return false;
    const start = bounds[2 * (at + j)] as number;
    const length = (bounds[2 * (at + j) + 1] as number) - start;
    const word = form.words[j] as string;
    const fits = j === last && form.stem ? word.length <= length : word.length === length;
    if (!fits || !occursAt(text, word, start)) return false;
  }
  return true;
}

/**
 * `text.startsWith(part, at)` by character code: the builtin cost a few hundred
 * nanoseconds a call in the bench's interleaved runs, where most calls fail on
 * the first or second character.
 */
function occursAt(text: string, part: string, at: number): boolean {
  if (at + part.length > text.length) return false;
  for (let k = 0; k < part.length; k++)
    if (text.charCodeAt(at + k) !== part.charCodeAt(k)) return false;
  return true;
}

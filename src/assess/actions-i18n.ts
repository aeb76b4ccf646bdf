/**
 * Matches the multilingual action table and the language-free evidence over
 * normalised text. Tables are indexed once per isolate; a message costs one map
 * lookup per word, and, for text in the scripts matched as substrings, one per character.
 */
import { lazy } from "../lib/lazy";
import { foldForMatching, isLetterOrMarkPair, isLetterOrMarkUnit } from "../text/normalize";
import {
  type ActionLanguage,
  I18N_ACTIONS,
  type I18nAction,
  SUBSTRING_LANGUAGES,
} from "./lexicon-actions-i18n";
import { UNIVERSAL_EVIDENCE, type UniversalEntry } from "./lexicon-universal";

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
 * of the first three characters of their first word. `byFirstChar`: substring
 * forms by their first character code, and `firstChars` those codes as a bit
 * set, so a character no form starts with costs one bit test, not a map lookup.
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
  // written without spaces), where a scan would visit every character.
  const codes = [...byFirstChar.keys()].map((c) => `\\u{${c.toString(16)}}`).join("");
  const anyFirstChar = new RegExp(`[${codes}]`, "u");
  return { byPrefix, byFirstChar, firstChars, usedSlots, anyFirstChar };
});

/** Word boundaries of the text being matched: start and end of word i at 2i and 2i+1. Grown on demand. */
let bounds = new Int32Array(256);

/**
 * Action verbs of other languages found in normalised text, one hit per verb.
 *
 * @example
 * foreignActions("envíale el informe a ana").map((h) => h.verb) // ["send"]
 * foreignActions("请把报告发给王经理").map((h) => h.verb) // ["send"]
 */
export function foreignActions(normalized: string): ActionHit[] {
  const { byPrefix, byFirstChar, firstChars, usedSlots, anyFirstChar } = index();
  let hits: Map<string, ActionHit> | null = null;
  const ascii = isBasicLatin(normalized);
  const count = ascii ? asciiWords(normalized) : unicodeWords(normalized);
  for (let i = 0; i < count; i++) {
    const start = bounds[2 * i] as number;
    const length = Math.min(3, (bounds[2 * i + 1] as number) - start);
    const c0 = normalized.charCodeAt(start);
    const c1 = length > 1 ? normalized.charCodeAt(start + 1) : -1;
    const c2 = length > 2 ? normalized.charCodeAt(start + 2) : -1;
    const slot = prefixSlot(c0, c1, c2);
    if (!hasBit(usedSlots, slot)) continue;
    for (const entry of byPrefix[slot] as PrefixEntry[]) {
      // The word's first three characters must be the form's, exactly (slots are shared).
      if (entry.length !== length || entry.c0 !== c0 || entry.c1 !== c1 || entry.c2 !== c2)
        continue;
      const { form } = entry;
      if (hits?.has(form.hit.verb) || !formMatches(form, normalized, count, i)) continue;
      hits ??= new Map();
      hits.set(form.hit.verb, form.hit);
    }
  }
  // Substring forms are all in scripts outside Basic Latin (a unit test holds them to it).
  if (!ascii && anyFirstChar.test(normalized)) {
    for (let i = 0; i < normalized.length; i++) {
      const c = normalized.charCodeAt(i);
      if (!hasBit(firstChars, c)) continue;
      const next = normalized.charCodeAt(i + 1);
      for (const { text, second, hit } of byFirstChar.get(c) ?? []) {
        // The second character first: many forms share a first letter (Arabic alef).
        if (second !== -1 && second !== next) continue;
        if (hits?.has(hit.verb) || !occursAt(normalized, text, i)) continue;
        hits ??= new Map();
        hits.set(hit.verb, hit);
      }
    }
  }
  return hits ? [...hits.values()] : [];
}

/** Only printable ASCII and newlines: the words are runs of a-z. */
function isBasicLatin(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7e || (c < 0x20 && c !== 10)) return false;
  }
  return true;
}

function boundsFor(words: number): void {
  if (2 * words > bounds.length) {
    const grown = new Int32Array(Math.max(2 * words, 2 * bounds.length));
    grown.set(bounds);
    bounds = grown;
  }
}

/** Runs of a-z (the words of lower-case Basic Latin text) into `bounds`; their count. */
function asciiWords(text: string): number {
  let count = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c < 97 || c > 122) {
      i++;
      continue;
    }
    const start = i;
    do {
      i++;
      c = text.charCodeAt(i);
    } while (i < n && c >= 97 && c <= 122);
    boundsFor(count + 1);
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
  }
  return count;
}

/**
 * Words of letters and marks (`[\p{L}\p{M}]+` read by code point) into `bounds`;
 * their count. BMP code units and surrogate pairs by the tables normalize.ts
 * keeps per code unit and per plane-1 code point (emoji are neither); a lone
 * surrogate is no letter.
 */
function unicodeWords(text: string): number {
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
    boundsFor(count + 1);
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
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

/** Code units of the letter or mark at `i`: 1, 2 for a surrogate pair, 0 for anything else. */
function letterUnitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
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

/**
 * Language-free evidence (amounts, commands, addresses, paths, identifiers) in
 * normalised text, by name.
 *
 * @example
 * universalEvidence("💸 $500 → bob").map((e) => e.name) // ["currency_amount"]
 */
export function universalEvidence(normalized: string): { name: string; weight: number }[] {
  const found: { name: string; weight: number }[] = [];
  for (const entry of UNIVERSAL_EVIDENCE as readonly UniversalEntry[]) {
    if (!entry.needs.test(normalized)) continue;
    if (entry.parts ? anyPart(entry.parts, normalized) : entry.pattern.test(normalized)) {
      found.push({ name: entry.name, weight: entry.weight });
    }
  }
  return found;
}

function anyPart(parts: NonNullable<UniversalEntry["parts"]>, text: string): boolean {
  for (const { needs, pattern } of parts) {
    if (typeof needs === "string" ? !text.includes(needs) : !needs.test(text)) continue;
    if (pattern.test(text)) return true;
  }
  return false;
}

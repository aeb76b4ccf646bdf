/**
 * Matches the multilingual action table and the language-free evidence over
 * normalised text. Tables are indexed once per isolate; a message costs one map
 * lookup per word, and, for text in the scripts matched as substrings, one per character.
 */
import { foldForMatching, isLetterOrMarkUnit } from "../text/normalize";
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

const NOT_BASIC_LATIN = /[^\u0020-\u007E\n]/u;
const ANY_SUBSTRING_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}]/u;
const WORD = /[\p{L}\p{M}]+/gu;

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
const BY_PREFIX: (PrefixEntry[] | undefined)[] = new Array(PREFIX_SLOTS).fill(undefined);
/** Substring forms by their first character code: one map lookup per character of the text. */
const BY_FIRST_CHAR = new Map<number, { text: string; hit: ActionHit }[]>();

/** The slot of a prefix of up to three character codes (-1 past its end). */
function prefixSlot(c0: number, c1: number, c2: number): number {
  return (Math.imul(Math.imul(c0, 31) + c1, 31) + c2) & (PREFIX_SLOTS - 1);
}

for (const entry of I18N_ACTIONS as readonly I18nAction[]) {
  for (const [lang, forms] of Object.entries(entry.forms) as [ActionLanguage, string[]][]) {
    const hit: ActionHit = { verb: entry.verb, group: entry.group, weight: entry.weight, lang };
    for (const form of forms) {
      if ((SUBSTRING_LANGUAGES as readonly string[]).includes(lang)) {
        const text = prepare(form);
        const first = text.charCodeAt(0);
        BY_FIRST_CHAR.set(first, [...(BY_FIRST_CHAR.get(first) ?? []), { text, hit }]);
        continue;
      }
      const stem = form.endsWith("*");
      const words = prepare(stem ? form.slice(0, -1) : form).split(" ");
      const prefix = (words[0] ?? "").slice(0, 3);
      const code = (i: number) => (i < prefix.length ? prefix.charCodeAt(i) : -1);
      const entry = { length: prefix.length, c0: code(0), c1: code(1), c2: code(2) };
      const slot = prefixSlot(entry.c0, entry.c1, entry.c2);
      const list = BY_PREFIX[slot] ?? [];
      list.push({ ...entry, form: { hit, words, stem } });
      BY_PREFIX[slot] = list;
    }
  }
}

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
  let hits: Map<string, ActionHit> | null = null;
  const ascii = !NOT_BASIC_LATIN.test(normalized);
  const count = ascii ? asciiWords(normalized) : unicodeWords(normalized);
  for (let i = 0; i < count; i++) {
    const start = bounds[2 * i] as number;
    const length = Math.min(3, (bounds[2 * i + 1] as number) - start);
    const c0 = normalized.charCodeAt(start);
    const c1 = length > 1 ? normalized.charCodeAt(start + 1) : -1;
    const c2 = length > 2 ? normalized.charCodeAt(start + 2) : -1;
    const candidates = BY_PREFIX[prefixSlot(c0, c1, c2)];
    if (candidates === undefined) continue;
    for (const entry of candidates) {
      // The word's first three characters must be the form's, exactly (slots are shared).
      if (entry.length !== length || entry.c0 !== c0 || entry.c1 !== c1 || entry.c2 !== c2)
        continue;
      const { form } = entry;
      if (hits?.has(form.hit.verb) || !formMatches(form, normalized, count, i)) continue;
      hits ??= new Map();
      hits.set(form.hit.verb, form.hit);
    }
  }
  if (!ascii && ANY_SUBSTRING_SCRIPT.test(normalized)) {
    for (let i = 0; i < normalized.length; i++) {
      const forms = BY_FIRST_CHAR.get(normalized.charCodeAt(i));
      if (!forms) continue;
      for (const { text, hit } of forms) {
        if (hits?.has(hit.verb) || !normalized.startsWith(text, i)) continue;
        hits ??= new Map();
        hits.set(hit.verb, hit);
      }
    }
  }
  return hits ? [...hits.values()] : [];
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

/** Letter-and-mark words (WORD) into `bounds`; their count. */
function unicodeWords(text: string): number {
  return hasSurrogate(text) ? patternWords(text) : unitWords(text);
}

function hasSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return true;
  }
  return false;
}

/** WORD by code unit, for text without surrogates (where every code unit is a code point). */
function unitWords(text: string): number {
  let count = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (!isLetterOrMarkUnit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isLetterOrMarkUnit(text.charCodeAt(i))) i++;
    boundsFor(count + 1);
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
  }
  return count;
}

function patternWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    boundsFor(count + 1);
    bounds[2 * count] = m.index;
    bounds[2 * count + 1] = m.index + m[0].length;
    count++;
  }
  return count;
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
    if (!fits || !text.startsWith(word, start)) return false;
  }
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

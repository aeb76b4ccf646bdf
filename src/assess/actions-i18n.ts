/**
 * Matches the multilingual action table and the language-free evidence over
 * normalised text. Tables are indexed once per isolate; a message costs one map
 * lookup per word, and, for text in the scripts matched as substrings, one per character.
 */
import { lazy } from "../lib/lazy";
import { foldForMatching } from "../text/normalize";
import {
  type ActionLanguage,
  I18N_ACTIONS,
  type I18nAction,
  SUBSTRING_LANGUAGES,
} from "./lexicon-actions-i18n";
import { UNIVERSAL_EVIDENCE } from "./lexicon-universal";

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
const ASCII_WORD = /[a-z]+/g;

function prepare(form: string): string {
  return foldForMatching(form).replace(/\s+/g, " ").trim();
}

/**
 * The tables indexed for matching, built on the first message (once per
 * isolate), not at startup. `byPrefix`: word forms keyed by the first three
 * characters of their first word. `byFirstChar`: substring forms by their first
 * character, one map lookup per character of the text.
 */
const index = lazy(() => {
  const byPrefix = new Map<string, WordForm[]>();
  const byFirstChar = new Map<string, { text: string; hit: ActionHit }[]>();
  for (const entry of I18N_ACTIONS as readonly I18nAction[]) {
    for (const [lang, forms] of Object.entries(entry.forms) as [ActionLanguage, string[]][]) {
      const hit: ActionHit = { verb: entry.verb, group: entry.group, weight: entry.weight, lang };
      for (const form of forms) {
        if ((SUBSTRING_LANGUAGES as readonly string[]).includes(lang)) {
          const text = prepare(form);
          const first = text[0] ?? "";
          const list = byFirstChar.get(first) ?? [];
          list.push({ text, hit });
          byFirstChar.set(first, list);
          continue;
        }
        const stem = form.endsWith("*");
        const words = prepare(stem ? form.slice(0, -1) : form).split(" ");
        const key = (words[0] ?? "").slice(0, 3);
        const list = byPrefix.get(key) ?? [];
        list.push({ hit, words, stem });
        byPrefix.set(key, list);
      }
    }
  }
  return { byPrefix, byFirstChar };
});

/**
 * Action verbs of other languages found in normalised text, one hit per verb.
 *
 * @example
 * foreignActions("envíale el informe a ana").map((h) => h.verb) // ["send"]
 * foreignActions("请把报告发给王经理").map((h) => h.verb) // ["send"]
 */
export function foreignActions(normalized: string): ActionHit[] {
  const hits = new Map<string, ActionHit>();
  const { byPrefix, byFirstChar } = index();
  const ascii = !NOT_BASIC_LATIN.test(normalized);
  const tokens = normalized.match(ascii ? ASCII_WORD : WORD) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const candidates = byPrefix.get((tokens[i] as string).slice(0, 3));
    if (!candidates) continue;
    for (const form of candidates) {
      if (!hits.has(form.hit.verb) && formMatches(form, tokens, i))
        hits.set(form.hit.verb, form.hit);
    }
  }
  if (!ascii && ANY_SUBSTRING_SCRIPT.test(normalized)) {
    for (let i = 0; i < normalized.length; i++) {
      const forms = byFirstChar.get(normalized[i] as string);
      if (!forms) continue;
      for (const { text, hit } of forms) {
        if (!hits.has(hit.verb) && normalized.startsWith(text, i)) hits.set(hit.verb, hit);
      }
    }
  }
  return [...hits.values()];
}

function formMatches(form: WordForm, tokens: readonly string[], at: number): boolean {
  const last = form.words.length - 1;
  for (let j = 0; j <= last; j++) {
    const token = tokens[at + j];
    const word = form.words[j] as string;
    if (token === undefined) return false;
    if (j === last && form.stem ? !token.startsWith(word) : token !== word) return false;
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
  for (const entry of UNIVERSAL_EVIDENCE) {
    if (entry.needs.test(normalized) && entry.pattern.test(normalized)) {
      found.push({ name: entry.name, weight: entry.weight });
    }
  }
  return found;
}

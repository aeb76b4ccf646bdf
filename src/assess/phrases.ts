import { words } from "./text";

/**
 * Expands a compact phrase pattern into every phrase it stands for. Groups are
 * `(a|b|c)`; an empty alternative makes the group optional.
 *
 * @example
 * expand("(you|i) (said|told you)") // ["you said", "you told you", "i said", "i told you"]
 * expand("open (a |)pr") // ["open a pr", "open pr"]
 */
export function expand(pattern: string): string[] {
  const match = /\(([^()]*)\)/.exec(pattern);
  if (!match) return [pattern.replace(/\s+/g, " ").trim()];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return (match[1] ?? "")
    .split("|")
    .flatMap((alternative) => expand(`${before}${alternative}${after}`));
}

export interface PhraseEntry {
  readonly table: string;
  readonly name: string;
  readonly terms: readonly string[];
}

export interface PhraseHit {
  table: string;
  name: string;
  /** Index of the entry in the list the matcher was built from. */
  index: number;
  /** Index of the first word of the match in the text's word list. */
  position: number;
}

/**
 * Inflection folding applied to both the tables and the text, so "meetings",
 * "scheduling" and "booked" find "meeting", "schedule" and "book". Lighter than
 * the retrieval stemmer on purpose: "payments" must not become the verb "pay".
 */
export function fold(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is"))
    w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = restoreE(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = restoreE(w.slice(0, -2));
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * The stem left by -ing or -ed: a doubled consonant undone ("shipping" →
 * "ship"; "adding" keeps "add"), or the silent e of a three-letter
 * consonant-vowel-consonant stem put back ("wiring" → "wire", "saved" →
 * "save"), so the verb folds as its base form does; not after w, x or y
 * ("fixing", "paying").
 */
function restoreE(stem: string): string {
  const undoubled = undouble(stem);
  // "adding" keeps "add": a two-letter stem is no verb.
  if (undoubled !== stem) return undoubled.length >= 3 ? undoubled : stem;
  return /^[^aeiou][aeiou][^aeiouwxy]$/.test(stem) ? `${stem}e` : stem;
}

function undouble(w: string): string {
  return /([bdfgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * Matches many phrase tables in one pass over a text's words: phrases are
 * indexed by their first word, so the cost grows with the message, not with
 * the size of the tables. Build once per isolate.
 */
export class PhraseMatcher {
  private readonly byFirst = new Map<
    string,
    { entry: PhraseEntry; index: number; rest: string[] }[]
  >();

  constructor(entries: readonly PhraseEntry[]) {
    for (const [index, entry] of entries.entries()) {
      for (const term of entry.terms) {
        for (const phrase of expand(term)) {
          const ws = words(phrase).map(fold);
          const [first, ...rest] = ws;
          if (!first) continue;
          const list = this.byFirst.get(first) ?? [];
          list.push({ entry, index, rest });
          this.byFirst.set(first, list);
        }
      }
    }
  }

  /** Every (entry, position) the text's folded words contain. */
  match(folded: readonly string[]): PhraseHit[] {
    const hits: PhraseHit[] = [];
    for (let i = 0; i < folded.length; i++) {
      const candidates = this.byFirst.get(folded[i] as string);
      if (!candidates) continue;
      for (const { entry, index, rest } of candidates) {
        let ok = true;
        for (let j = 0; j < rest.length; j++) {
          if (folded[i + 1 + j] !== rest[j]) {
            ok = false;
            break;
          }
        }
        if (ok) hits.push({ table: entry.table, name: entry.name, index, position: i });
      }
    }
    return hits;
  }
}

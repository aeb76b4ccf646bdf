/**
 * Misspelt request words, matched to the catalog's own terms ("timr" → timer,
 * "reciept" → receipt, "invioce" → invoice). A word the catalog lacks may be a
 * typo of one it has; chat users type fast and no catalog spells their way.
 *
 * Matching is on stemmed terms, one edit apart (a letter added or dropped,
 * or two neighbours swapped), found through single-letter deletions
 * (the symmetric-delete scheme): every term is filed under itself and each of
 * its deletions, so a lookup costs as many map reads as the word has letters,
 * whatever the catalog's size. The first two letters must agree and a
 * changed letter does not count (`typo`): without those rules ordinary words
 * the catalog lacks find catalog words ("right" → light, "fight" → flight,
 * "smart" → start, "stock" → stack), while typos keep their first letters.
 */

/**
 * Shortest stemmed term corrected. Shorter words have too many neighbours one
 * edit away ("call", "cell", "mall") for a guess to mean anything.
 */
export const MIN_TYPO_LENGTH = 5;

/** At most this many catalog terms stand in for one misspelt word; more is no guess. */
const MAX_CANDIDATES = 2;

/**
 * Catalog terms one edit from a misspelt term.
 *
 * @example
 * const spelling = new Spelling(["timer", "receipt", "invoic"]);
 * spelling.near("timr") // ["timer"]
 * spelling.near("reciept") // ["receipt"]
 */
export class Spelling {
  private readonly byDeletion = new Map<string, string[]>();

  constructor(terms: Iterable<string>) {
    for (const term of terms) {
      if (term.length < MIN_TYPO_LENGTH || /\d/.test(term)) continue;
      for (const key of new Set([term, ...deletions(term)])) {
        const list = this.byDeletion.get(key);
        if (list) list.push(term);
        else this.byDeletion.set(key, [term]);
      }
    }
  }

  /** Terms one edit from `term`, or none when it is short, numeric, or matches too many. */
  near(term: string): string[] {
    if (term.length < MIN_TYPO_LENGTH || /\d/.test(term)) return [];
    const found = new Set<string>();
    for (const key of [term, ...deletions(term)]) {
      for (const candidate of this.byDeletion.get(key) ?? [])
        if (term.startsWith(candidate.slice(0, 2)) && typo(term, candidate)) found.add(candidate);
    }
    return found.size <= MAX_CANDIDATES ? [...found] : [];
  }
}

/**
 * One edit of the kinds fast typing makes: a letter dropped, doubled or
 * stray, or two neighbours swapped. A changed letter is left out: it is how
 * one real word becomes another ("stock" and "stack", "fight" and "flight"),
 * and the catalog cannot tell them apart.
 */
function typo(word: string, term: string): boolean {
  if (!oneEdit(word, term)) return false;
  if (word.length !== term.length) return true;
  let i = 0;
  while (word[i] === term[i]) i++;
  return word[i] === term[i + 1] && word[i + 1] === term[i];
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Whether two different words are one edit apart. Two words that share a
 * deletion can be two edits apart ("xabc", "abcy"), so the lookup's
 * candidates are checked here.
 */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // One letter changed, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter added to the shorter word.
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

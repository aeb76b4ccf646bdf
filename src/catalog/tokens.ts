import { stem } from "../assess/stem";
import { words } from "../assess/text";

/** Words that carry no retrieval signal in tool descriptions or requests. */
// biome-ignore format: a word list
const STOPWORDS = new Set([
  "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "from", "with", "by", "at", "as", "is", "are",
  "be", "it", "its", "this", "that", "these", "those", "my", "our", "me", "i", "we", "you", "your", "us", "can",
  "could", "would", "should", "please", "pls", "plz", "hey", "hi", "hello", "thanks", "into", "onto", "about",
  "all", "any", "some", "one", "two", "up", "out", "if", "so", "do", "does", "did", "will", "just", "also", "then",
  "there", "here", "what", "which", "who", "when", "how", "where", "why", "get", "got", "have", "has", "had",
  "using", "use", "via", "optional", "optionally", "given", "specified", "connected", "account", "whether",
  "el", "la", "los", "las", "de", "del", "un", "una", "para", "por", "le", "les", "des", "du", "une", "pour", "der",
  "die", "das", "den", "dem", "ein", "eine", "für", "und", "mit", "me", "mi", "tu", "te",
]);

/** Retrieval words of a text, unstemmed: lower-cased, stopwords dropped. */
export function contentWords(text: string): string[] {
  return words(text.toLowerCase()).filter(
    (word) => !STOPWORDS.has(word) && (word.length >= 2 || /\d/.test(word)),
  );
}

/** Retrieval terms of a text: lower-cased words, stopwords dropped, stemmed. */
export function terms(text: string): string[] {
  return contentWords(text).map(stem);
}

/** Shortest part a compound is split into ("timezone" → "time" + "zone"). */
const MIN_PART = 3;

/**
 * Terms that bridge compounds between a request and a catalog: a word the
 * catalog lacks is split into two words it has ("timezone" → time, zone), and
 * two adjacent words are joined when the catalog has them as one ("time zone"
 * → timezone). `known` says whether a stemmed term is in the catalog.
 *
 * @example
 * compoundTerms("timezone in tokyo", (t) => t === "time" || t === "zone") // ["time", "zone"]
 */
export function compoundTerms(text: string, known: (term: string) => boolean): string[] {
  const list = contentWords(text);
  const out: string[] = [];
  list.forEach((word, i) => {
    const next = list[i + 1];
    if (next && known(stem(word + next))) out.push(stem(word + next));
    if (known(stem(word)) || word.length < 2 * MIN_PART) return;
    for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
      const head = stem(word.slice(0, cut));
      const tail = stem(word.slice(cut));
      if (known(head) && known(tail)) {
        out.push(head, tail);
        return;
      }
    }
  });
  return out;
}

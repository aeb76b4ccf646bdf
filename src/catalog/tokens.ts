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

/** Retrieval terms of a text: lower-cased words, stopwords dropped, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text.toLowerCase())) {
    if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(stem(word));
  }
  return out;
}

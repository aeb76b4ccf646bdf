import { lazy } from "../lib/lazy";
import { firstMatch, Screen } from "./any-of";
import {
  ATOM_FILLERS,
  ATOM_PATTERNS,
  ATOM_PHRASES,
  CHAT_SPELLINGS,
  CHITCHAT_WHOLE,
  FACT_PATTERNS,
  LIVE_OR_OWN,
  PERSONAL_OR_TEMPORAL,
  SMALL_TALK_EDGES,
  SMALL_TALK_PATTERNS,
  SMALL_TALK_SLOTS,
  SMALL_TALK_TIES,
  UNSPACED_PARTICLES,
} from "./lexicon-atoms";
import { clauses, isEmojiOnly, normalize, words } from "./text";

export type AtomKind = keyof typeof ATOM_PHRASES | "emoji" | "fact" | "banter" | "empty";

type PhraseKind = keyof typeof ATOM_PHRASES;
type PhraseTable = Map<string, { kind: PhraseKind; words: string[] }[]>;

/**
 * Every phrase with its kind, folded as messages are, so a phrase reads as its
 * message does ("뭘 할 수" joins like "s e n d"). Built once per isolate.
 */
const foldedPhrases = lazy(() => [
  ...(Object.entries(ATOM_PHRASES) as [PhraseKind, { phrases: readonly string[] }][]).flatMap(
    ([kind, { phrases }]) => phrases.map((phrase) => ({ kind, folded: normalize(phrase) })),
  ),
  // Stored folded already (a unit test holds them to it): no fold for them on an isolate's first message.
  ...CHITCHAT_WHOLE.map((phrase) => ({ kind: "chitchat" as const, folded: phrase })),
]);

/** Phrases indexed by their first word, longest first, built on first use (once per isolate). */
const phrases = lazy((): PhraseTable => {
  const table: PhraseTable = new Map();
  for (const { kind, folded } of foldedPhrases()) {
    const ws = words(folded);
    const first = ws[0];
    if (!first) continue;
    const list = table.get(first) ?? [];
    list.push({ kind, words: ws });
    table.set(first, list);
  }
  for (const list of table.values()) list.sort((a, b) => b.words.length - a.words.length);
  return table;
});

const fillers = lazy(() => new Set<string>(ATOM_FILLERS.flatMap((f) => words(f))));

/** Scripts written without spaces between words, where a phrase and its particles form one word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Longer than this, an unspaced word is a sentence, not a greeting with its particles. */
const MAX_UNSPACED_CHARS = 16;
const LAUGHTER = /^(哈|呵|嘻|笑|w)+$/u;

/** One-word phrases of the unspaced scripts by their text, and the longest one's length. */
const unspaced = lazy(() => {
  const pieces = new Map<string, AtomKind | null>();
  for (const particle of UNSPACED_PARTICLES) pieces.set(particle, null);
  for (const { kind, folded } of foldedPhrases())
    if (UNSPACED.test(folded) && !folded.includes(" ")) pieces.set(folded, kind);
  const longest = Math.max(...[...pieces.keys()].map((p) => p.length));
  return { pieces, longest };
});

/**
 * Splits one word of an unspaced script into phrases and particles, every
 * character covered and one phrase at least ("谢谢你啊" → thanks), or null.
 * Dynamic programming over at most MAX_UNSPACED_CHARS positions.
 */
function segmentUnspaced(word: string): AtomKind[] | null {
  if (word.length > MAX_UNSPACED_CHARS || !UNSPACED.test(word)) return null;
  const { pieces, longest } = unspaced();
  const reach: (AtomKind[] | undefined)[] = [[]];
  for (let i = 0; i < word.length; i++) {
    const before = reach[i];
    if (!before) continue;
    for (let j = i + 1; j <= Math.min(word.length, i + longest); j++) {
      if (reach[j]) continue;
      const piece = word.slice(i, j);
      const kind = pieces.get(piece);
      if (kind !== undefined) reach[j] = kind ? [...before, kind] : before;
      else if (LAUGHTER.test(piece)) reach[j] = [...before, "ack"];
    }
  }
  const kinds = reach[word.length];
  return kinds && kinds.length > 0 ? kinds : null;
}

/**
 * The kinds of atom a message consists of, or null when any part of it is not an
 * atom. Every clause must be covered entirely by atom phrases and fillers.
 *
 * @example
 * atomKinds("Hi there! How are you?") // ["greeting", "chitchat"]
 * atomKinds("hi, can you refund order 88123?") // null
 *
 * With `openPatterns` false (the message carries work evidence), facts and
 * banter with an open slot are not tried: their free words may be the work.
 */
export function atomKinds(normalized: string, openPatterns = true): AtomKind[] | null {
  if (normalized === "") return ["empty"];
  if (isEmojiOnly(normalized)) return ["emoji"];
  const whole = normalized.replace(/[?!.¿¡\s]+$/u, "").replace(/^[¿¡\s]+/u, "");
  if (openPatterns && factClause(whole)) return ["fact"];
  const parts = clauses(normalized);
  const kinds = new Set<AtomKind>();
  for (const part of parts) {
    const cover = coverClause(part, openPatterns);
    // A clause of padding alone ("help", "team") may still be a pattern's whole clause.
    const covered = cover?.length
      ? cover
      : ((openPatterns ? factClause(part) : null) ?? banterClause(part, openPatterns) ?? cover);
    if (!covered) return null;
    for (const k of covered) kinds.add(k);
  }
  // Padding alone ("team" in "good evening, team") is fine next to a real phrase, not by itself.
  return kinds.size > 0 ? [...kinds] : null;
}

function coverClause(clause: string, openPatterns: boolean): AtomKind[] | null {
  const asWritten = coverWords(words(clause), openPatterns);
  if (asWritten?.length) return asWritten;
  // "how r u" as "how are you"; as written first, so "dank u" stays Dutch.
  const spelled = spellOut(clause);
  return spelled === clause ? asWritten : (coverWords(words(spelled), openPatterns) ?? asWritten);
}

function coverWords(ws: readonly string[], openPatterns: boolean): AtomKind[] | null {
  if (ws.length === 0 || ws.length > 12) return null;
  const kinds: AtomKind[] = [];
  const PHRASES = phrases();
  const FILLERS = fillers();
  let i = 0;
  while (i < ws.length) {
    const word = ws[i] as string;
    const match = PHRASES.get(word)?.find((p) => p.words.every((w, j) => ws[i + j] === w));
    if (match) {
      kinds.push(match.kind);
      i += match.words.length;
    } else if (atomPattern(word)) {
      kinds.push("ack");
      i += 1;
    } else if (FILLERS.has(word)) {
      i += 1;
    } else {
      const segmented = segmentUnspaced(word);
      if (segmented) {
        kinds.push(...segmented);
        i += 1;
        continue;
      }
      // After a greeting or a laugh, the rest of the clause may be open small talk ("lol you're a legend").
      if (i === 0 || !banterClause(ws.slice(i).join(" "), openPatterns)) return null;
      kinds.push("banter");
      break;
    }
  }
  return kinds;
}

function factClause(clause: string): AtomKind[] | null {
  if (PERSONAL_OR_TEMPORAL.test(clause) || LIVE_OR_OWN.test(clause)) return null;
  if (isFact(clause)) return ["fact"];
  // "whats 9 x 6" as "what's 9 x 6", only when the clause as written is none.
  const spelled = spellOut(clause);
  return spelled !== clause && isFact(spelled) ? ["fact"] : null;
}

const atomPattern = firstMatch(ATOM_PATTERNS);
const factPattern = firstMatch(FACT_PATTERNS);

function isFact(text: string): boolean {
  return factPattern(text) !== undefined;
}

/** SMALL_TALK_PATTERNS as screens: all of them, and the closed ones alone. */
const smallTalk = {
  any: new Screen(SMALL_TALK_PATTERNS.map((p) => p.pattern)),
  closed: new Screen(
    SMALL_TALK_PATTERNS.flatMap((p) => ("closed" in p && p.closed ? [p.pattern] : [])),
  ),
};

/** Longer than this, a clause is not one of SMALL_TALK_PATTERNS' shapes: bounds the regex work too. */
const MAX_BANTER_CHARS = 90;

function banterClause(clause: string, openSlots: boolean): AtomKind[] | null {
  if (clause.length > MAX_BANTER_CHARS) return null;
  const text = chatSpelling(clause);
  // A closed pattern accounts for every word, "we" included; the others leave ties and slots open.
  const open = !SMALL_TALK_TIES.test(text) && (openSlots || !SMALL_TALK_SLOTS.test(text));
  return (open ? smallTalk.any : smallTalk.closed).test(text) ? ["banter"] : null;
}

function chatSpelling(clause: string): string {
  return spellOut(clause).replace(SMALL_TALK_EDGES, "").trim();
}

/** "how r u" as "how are you": CHAT_SPELLINGS, on ASCII text only (their words are English). */
function spellOut(clause: string): string {
  if (/[^ -~]/.test(clause)) return clause;
  let text = clause;
  for (const [spelling, word] of CHAT_SPELLINGS) text = text.replace(spelling, word);
  return text;
}

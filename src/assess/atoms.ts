import { lazy } from "../lib/lazy";
import {
  ATOM_FILLERS,
  ATOM_PATTERNS,
  ATOM_PHRASES,
  FACT_PATTERNS,
  PERSONAL_OR_TEMPORAL,
  SMALL_TALK_PATTERNS,
  SMALL_TALK_SLOTS,
  SMALL_TALK_TIES,
} from "./lexicon-atoms";
import { clauses, isEmojiOnly, words } from "./text";

export type AtomKind = keyof typeof ATOM_PHRASES | "emoji" | "fact" | "banter" | "empty";

type PhraseTable = Map<string, { kind: keyof typeof ATOM_PHRASES; words: string[] }[]>;

/** Phrases indexed by their first word, longest first, built on first use (once per isolate). */
const phrases = lazy((): PhraseTable => {
  const table: PhraseTable = new Map();
  for (const [kind, { phrases }] of Object.entries(ATOM_PHRASES) as [
    keyof typeof ATOM_PHRASES,
    { phrases: readonly string[] },
  ][]) {
    for (const phrase of phrases) {
      const ws = words(phrase);
      const first = ws[0];
      if (!first) continue;
      const list = table.get(first) ?? [];
      list.push({ kind, words: ws });
      table.set(first, list);
    }
  }
  for (const list of table.values()) list.sort((a, b) => b.words.length - a.words.length);
  return table;
});

const fillers = lazy(() => new Set<string>(ATOM_FILLERS.flatMap((f) => words(f))));

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
    const covered =
      coverClause(part, openPatterns) ??
      (openPatterns ? factClause(part) : null) ??
      banterClause(part, openPatterns);
    if (!covered) return null;
    for (const k of covered) kinds.add(k);
  }
  // Padding alone ("team" in "good evening, team") is fine next to a real phrase, not by itself.
  return kinds.size > 0 ? [...kinds] : null;
}

function coverClause(clause: string, openPatterns: boolean): AtomKind[] | null {
  const ws = words(clause);
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
    } else if (ATOM_PATTERNS.some((p) => p.pattern.test(word))) {
      kinds.push("ack");
      i += 1;
    } else if (FILLERS.has(word)) {
      i += 1;
    } else if (i > 0 && banterClause(ws.slice(i).join(" "), openPatterns)) {
      // After a greeting or a laugh, the rest of the clause may be open small talk ("lol you're a legend").
      kinds.push("banter");
      break;
    } else {
      return null;
    }
  }
  return kinds;
}

function factClause(clause: string): AtomKind[] | null {
  if (PERSONAL_OR_TEMPORAL.test(clause)) return null;
  return FACT_PATTERNS.some((f) => f.pattern.test(clause)) ? ["fact"] : null;
}

/** Longer than this, a clause is not one of SMALL_TALK_PATTERNS' shapes: bounds the regex work too. */
const MAX_BANTER_CHARS = 90;

function banterClause(clause: string, openSlots: boolean): AtomKind[] | null {
  if (clause.length > MAX_BANTER_CHARS || SMALL_TALK_TIES.test(clause)) return null;
  if (!openSlots && SMALL_TALK_SLOTS.test(clause)) return null;
  return SMALL_TALK_PATTERNS.some((p) => p.pattern.test(clause)) ? ["banter"] : null;
}

/**
 * A reply to the assistant's small talk: "mint chip forever" after "what's your
 * go-to ice cream?" is an atom, though alone it names nothing the atom tables
 * know. Only when the whole conversation is small talk (conversation.ts) and
 * the reply itself carries nothing of a task. Pure.
 */
import { mostlyLatin, mostlyUnread, pastDiscourse, WH_QUESTION } from "./atom-guard";
import { type AtomKind, atomKinds } from "./atoms";
import { ASSISTANT_ACTS, ASSISTANT_REPORT, COMMAND_VERBS, REPLY_WORK } from "./lexicon-chat";
import { FIRST_WORD, OPENERS, WORK_SHAPES } from "./lexicon-guard";
import { clauses, words } from "./text";

/** Longer than this, a reply is telling something, and may be asking for it. */
const MAX_REPLY_CHARS = 80;
const MAX_REPLY_WORDS = 12;
/** The atom guard's shapes that mark a reply as a task's detail; names and capitals do not. */
const REPLY_SHAPES = new Set(["number", "question", "request", "time_reference", "object"]);
const CLAUSE_BREAK = /[,.;!…]+/u;
/** Shorter later clauses are afterthoughts ("so pretty", "dense as a brick"), not commands. */
const LATER_CLAUSE_WORDS = 3;
const QUESTION_MARK = /[?？؟]/u;
const DIGIT = /\p{N}/u;

/**
 * Why the assistant's turn is not small talk the user answers in kind, or
 * null: it offers to act, asks for a task's detail, or reports work done.
 *
 * @example
 * assistantActs("what's your go-to ice cream?") // null
 * assistantActs("want me to set a reminder?") // "offer"
 * assistantActs("the living room lights are off.") // "report"
 */
export function assistantActs(normalized: string): string | null {
  for (const act of ASSISTANT_ACTS) if (act.pattern.test(normalized)) return act.reason;
  if (
    !QUESTION_MARK.test(normalized) &&
    (DIGIT.test(normalized) || ASSISTANT_REPORT.test(normalized))
  )
    return "report";
  return null;
}

/**
 * Why a short reply after small talk is still no atom, or null: too long, in a
 * script the tables do not read, or carrying a task's detail or a command.
 *
 * @example
 * replyWorkDoubt("mint chip forever", "mint chip forever") // null
 * replyWorkDoubt("quarter to seven", "quarter to seven") // "number_words"
 * replyWorkDoubt("very. play some white noise", "very. play some white noise") // "command"
 */
export function replyWorkDoubt(raw: string, normalized: string): string | null {
  if (normalized.length > MAX_REPLY_CHARS || words(normalized).length > MAX_REPLY_WORDS)
    return "long";
  if (mostlyUnread(normalized)) return "unsupported_script";
  for (const shape of WORK_SHAPES) {
    if (REPLY_SHAPES.has(shape.reason) && shape.pattern.test(shape.on === "raw" ? raw : normalized))
      return shape.reason;
  }
  // A question after a first clause: "chiefs obv. what time's kickoff".
  if (WH_QUESTION.test(normalized)) return "question";
  for (const work of REPLY_WORK) if (work.pattern.test(normalized)) return work.reason;
  const commands = normalized.split(CLAUSE_BREAK).some((clause) => {
    const first = FIRST_WORD.exec(pastDiscourse(clause));
    return first?.index === 0 && COMMAND_VERBS.has(first[0]);
  });
  if (commands) return "command";
  return normalized.split(CLAUSE_BREAK).slice(1).some(opensLikeCommand) ? "later_command" : null;
}

/**
 * A later clause of a few words that opens with a word small talk does not
 * start with (OPENERS) may be a command in a verb no table knows: "Moritz. ach,
 * schreib Lisa…". The first clause is exempt: a reply often opens with its
 * answer ("capybaras. they're so chill").
 */
function opensLikeCommand(clause: string): boolean {
  const rest = pastDiscourse(clause);
  if (words(rest).length < LATER_CLAUSE_WORDS) return false;
  const first = FIRST_WORD.exec(rest)?.[0];
  return first !== undefined && !OPENERS.has(first.replace("’", "'"));
}

/** The atom kinds that open or close a message politely, whatever follows. */
const COURTESY: ReadonlySet<AtomKind> = new Set(["thanks", "goodbye", "greeting"]);
/** A courtesy's tail longer than this is a message of its own. */
const MAX_TAIL_WORDS = 6;

/**
 * A thanks, goodbye or greeting with a short tail the tables do not cover
 * ("muchas gracias, me has ayudado un montón", "boa noite, durma bem"): an atom
 * when the tail is in Latin letters (elsewhere nothing can tell a command from
 * small talk) and carries nothing replyWorkDoubt would refuse.
 *
 * @example
 * courtesyWithTail("valeu, ajudou demais!", "valeu, ajudou demais!") // true
 * courtesyWithTail("thanks, now wipe it", "thanks, now wipe it") // false
 */
export function courtesyWithTail(raw: string, normalized: string): boolean {
  const parts = clauses(normalized);
  if (parts.length < 2 || parts.length > 3) return false;
  const tail = isCourtesy(parts[0])
    ? parts.slice(1)
    : isCourtesy(parts.at(-1))
      ? parts.slice(0, -1)
      : null;
  if (!tail) return false;
  const text = tail.join(" ");
  if (words(text).length > MAX_TAIL_WORDS || !mostlyLatin(text)) return false;
  return replyWorkDoubt(raw, normalized) === null;
}

function isCourtesy(clause: string | undefined): boolean {
  return clause !== undefined && (atomKinds(clause, false)?.some((k) => COURTESY.has(k)) ?? false);
}

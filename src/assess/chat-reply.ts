/**
 * A reply to the assistant's small talk: "mint chip forever" after "what's your
 * go-to ice cream?" is an atom, though alone it names nothing the atom tables
 * know. Only when the whole conversation is small talk (conversation.ts) and
 * the reply itself carries nothing of a task. Pure.
 */
import { firstMatch } from "./any-of";
import { mostlyLatin, mostlyUnread, pastDiscourse, WH_QUESTION } from "./atom-guard";
import { atomKinds } from "./atoms";
import {
  ASSISTANT_ACTS,
  ASSISTANT_REPORT,
  COMMAND_VERBS,
  DISTRESS,
  MOOD_QUESTION,
  REPLY_DISCOURSE,
  REPLY_WORK,
  SECOND_PERSON,
  VERB_FINAL_COMMANDS,
} from "./lexicon-chat";
import { DISCOURSE, FIRST_WORD, opensLikeSmallTalk, WORK_SHAPES } from "./lexicon-guard";
import { clauses, words } from "./text";

/** Longer than this, a reply is telling something, and may be asking for it. */
const MAX_REPLY_CHARS = 80;
const MAX_REPLY_WORDS = 12;
/** The atom guard's shapes that mark a reply as a task's detail; names and capitals do not. */
const REPLY_SHAPES = new Set(["number", "question", "request", "time_reference", "object"]);
/** Where a command may start in a reply: CLAUSE_SPLIT's punctuation, or a conjunction ("…and play jazz"). */
const REPLY_CLAUSE =
  /[,.!?;:…。！？、，\n\u2014\u2013]+|\s-\s|\s(?:and|then|and then|y|e|et|und|en|och|ve|dan|và|luego|puis|dann|poi|depois)\s/u;
const LEADING_NON_LETTERS = /^[^\p{L}\p{N}]+/u;
/** Shorter later clauses are afterthoughts ("so pretty", "dense as a brick"), not commands. */
const LATER_CLAUSE_WORDS = 3;
const DIGIT = /\p{N}/u;

const assistantAct = firstMatch(ASSISTANT_ACTS);
const replyWork = firstMatch(REPLY_WORK);

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
  const act = assistantAct(normalized);
  if (act) return act.reason;
  // A report may come before a question: "the lights are off now. anything else?"
  const sentences = normalized.split(SENTENCE_END);
  const statements = sentences.filter((sentence) => !QUESTION_END.test(sentence)).join(" ");
  if (DIGIT.test(statements) || ASSISTANT_REPORT.test(statements)) return "report";
  return null;
}

/** After a sentence's end (a lookbehind: the split is one linear pass). */
export const SENTENCE_END = /(?<=[.!?？؟。！\n])/u;
const QUESTION_END = /[?？؟][\s"'”’)]*$/u;

/**
 * Why a short reply after small talk is still no atom, or null: too long, in a
 * script the tables do not read, or carrying a task's detail or a command.
 *
 * @example
 * replyWorkDoubt("mint chip forever", "mint chip forever") // null
 * replyWorkDoubt("quarter to seven", "quarter to seven") // "number_words"
 * replyWorkDoubt("very. play some white noise", "very. play some white noise") // "command"
 * replyWorkDoubt("next song", "next song", "hey! how's your evening?") // "untold_mood"
 */
export function replyWorkDoubt(raw: string, normalized: string, assistant = ""): string | null {
  if (normalized.length > MAX_REPLY_CHARS || words(normalized).length > MAX_REPLY_WORDS)
    return "long";
  if (mostlyUnread(normalized)) return "unsupported_script";
  // Outside Latin letters nothing here tells "мятное, конечно" from "включи свет".
  if (!mostlyLatin(normalized)) return "unconfirmed_script";
  for (const shape of WORK_SHAPES) {
    if (REPLY_SHAPES.has(shape.reason) && shape.pattern.test(shape.on === "raw" ? raw : normalized))
      return shape.reason;
  }
  // A question after a first clause or a discourse word: "chiefs obv. what time's kickoff", "so who won".
  if (WH_QUESTION.test(normalized) || WH_QUESTION.test(pastDiscourse(normalized)))
    return "question";
  if (DISTRESS.test(normalized)) return "distress";
  const work = replyWork(normalized);
  if (work) return work.reason;
  const opened = normalized.split(REPLY_CLAUSE).map(opening);
  const command = commandShape(normalized, opened);
  if (command) return command;
  if (opened.some(asksWithoutMark)) return "question";
  const parts = clauses(normalized);
  if (parts.slice(1).some(opensLikeCommand)) return "later_command";
  // "how's your evening?" is answered with a mood ("pretty chill, tired tho"), not "thanks, next song".
  if (MOOD_QUESTION.test(assistant) && !parts.every(tellsMood)) return "untold_mood";
  // "Ride home?" / "yes, home": yes to a question that asks nothing of the user accepts a proposal.
  return AFFIRMATION.test(normalized) && !addressesUser(assistant) ? "affirms_proposal" : null;
}

/**
 * Whether a reply reads as small talk on its own: every clause is one the atom
 * tables know or opens the way small talk does ("haha same, i love it", "pretty
 * chill, tired tho"). A noun phrase ("mint chip forever") may answer the
 * question or name a task ("next song"): the rules leave it to a model.
 *
 * @example
 * readsAsSmallTalk("lol same, i love it") // true
 * readsAsSmallTalk("next song") // false
 */
export function readsAsSmallTalk(normalized: string): boolean {
  const parts = clauses(normalized);
  return parts.length > 0 && parts.every(tellsMood);
}

/** A clause the atom tables know, or one that opens the way small talk does (not with an article). */
function tellsMood(clause: string): boolean {
  const first = FIRST_WORD.exec(clause)?.[0]?.replace("’", "'");
  const opens =
    first !== undefined &&
    !ARTICLES.has(first) &&
    (REPLY_DISCOURSE.has(first) || DISCOURSE.has(first) || opensLikeSmallTalk(clause));
  // The word lookups first: the phrase tables cost more.
  return opens || atomKinds(clause) !== null;
}

const ARTICLES = new Set(["the", "a", "an", "some"]);
const AFFIRMATION =
  /^(yes+|yeah|yep|yup|ya|sure|ok|okay|good idea|great idea|why not|that'?d be|sounds (good|great|perfect)|sí|si|oui|ja|jep|sim|claro|evet|tak|iya|vâng|ừ|dạ)(?![\p{L}])/u;

/**
 * Whether the assistant's turn asks the user something of their own ("which one
 * wins for you?", "what breed?", "¿y tú?"): a short reply that names nothing of
 * a task answers it. A greeting's open question ("hey! what's new?", "what's
 * going on?") asks nothing in particular: the reply to it is the user's
 * opening, which may be a request.
 *
 * @example
 * asksTheUser("tough call! which one wins for you?") // true
 * asksTheUser("hey! what's new?") // false
 * asksTheUser("i'll take it, thanks!") // false
 */
export function asksTheUser(assistant: string): boolean {
  if (!assistant.split(SENTENCE_END).some((s) => QUESTION_END.test(s))) return false;
  const kinds = atomKinds(assistant);
  if (kinds?.every((kind) => kind === "greeting" || kind === "chitchat")) return false;
  return !OPEN_QUESTION.test(assistant);
}

/** Questions that ask nothing in particular, or invite a wish: the reply may be a request. */
const OPEN_QUESTION =
  /(?<![\p{L}])(what'?s (new|up|going on|happening|good|on your mind)|anything new|what can i do|how can i help|what are we (up to|doing)|what (would|could|do|can) (you|u|we|i) (like|want|need|fancy|use|get)|what would (cheer|help|make)|in the mood for|anything (you need|i can))(?![\p{L}])/u;

/**
 * Whether the assistant's turn only greeted ("hey there! 👋"): a reply to it is
 * the user's opening, which may be a request ("spotify"), not an answer.
 *
 * @example
 * onlyGreets("hey there!") // true
 * onlyGreets("congrats!! what breed?") // false
 */
export function onlyGreets(assistant: string): boolean {
  return atomKinds(assistant)?.every((kind) => kind === "greeting") === true;
}

/**
 * Whether the assistant's last question is about the user ("do you like cats?").
 * A turn without a question addresses no one: "yes, a bit" to "some white
 * noise might help you drift off." accepts a suggestion.
 */
function addressesUser(assistant: string): boolean {
  const question = assistant
    .split(SENTENCE_END)
    .findLast((sentence) => QUESTION_END.test(sentence));
  return question !== undefined && SECOND_PERSON.test(question);
}

/**
 * Whether any clause reads as a command: a command verb where its language
 * puts it, or a verb's shape ("wake me up early"). Also read in the user's
 * earlier turns (conversation.ts): "tomorrow 7am wake up" asked for something.
 *
 * @example
 * commandShape("lol ok. lock the back door") // "command"
 * commandShape("mint chip forever") // null
 */
export function commandShape(
  normalized: string,
  opened: Opening[] = normalized.split(REPLY_CLAUSE).map(opening),
): "command" | "verb_shape" | null {
  if (opened.some(isCommand)) return "command";
  return opened.some(verbShaped) ? "verb_shape" : null;
}

/** A clause of a reply, read once: its first word past discourse markers and what follows from it. */
interface Opening {
  clause: string;
  /** Past "ok", "so", "yeah", "sure", "pls"…; undefined when no word opens it. */
  first: string | undefined;
  /** The clause from that word on. */
  rest: string;
}

function opening(clause: string): Opening {
  let rest = pastDiscourse(clause.replace(LEADING_NON_LETTERS, ""));
  for (;;) {
    const first = FIRST_WORD.exec(rest);
    if (first?.index !== 0) return { clause, first: undefined, rest };
    const word = first[0].replace("’", "'");
    if (!REPLY_DISCOURSE.has(word)) return { clause, first: word, rest };
    rest = pastDiscourse(rest.slice(first[0].length).replace(LEADING_NON_LETTERS, ""));
  }
}

/** "hmm did i lock the door", "wait is it open": a yes-no question past its discourse words. */
function asksWithoutMark({ first, rest }: Opening): boolean {
  return first !== undefined && AUX_QUESTION.test(rest);
}

const AUX_QUESTION =
  /^(is|are|was|were|can|could|will|would|do|does|did|should|has|have|shall) (i|you|it|they|he|she|that|this|there|we|mom|dad|the|my|your)(?![\p{L}])/u;

/**
 * A clause that opens with a word small talk does not start with, followed by
 * what follows a verb (an object pronoun, an article, a particle): "wake me up
 * early", "preheat the oven", "blinds down" (not "mint chip forever", "Crete",
 * "watched the game": English past tenses and gerunds tell, not ask).
 */
function verbShaped({ first, rest }: Opening): boolean {
  if (first === undefined || opensLikeSmallTalk(rest) || PAST_OR_GERUND.test(first)) return false;
  return AFTER_VERB.test(rest.slice(first.length));
}

const PAST_OR_GERUND = /(ed|ing)$/u;
/** What follows an imperative's verb, in the Latin-script languages the tables read. */
const AFTER_VERB =
  /^ (me|my|us|our|the|a|an|some|it|them|him|her|this|that|these|those|up|down|off|out|away|back|el|la|los|las|le|les|un|una|une|mi|mis|lo|der|die|das|den|dem|ein|eine|einen|mir|mich|il|gli|het|een|mij|um|uma|meu|minha)(?![\p{L}])/u;

/** "play some jazz", "sube el volumen", "müzik aç": a verb that commands, where its language puts it. */
function isCommand({ clause, first }: Opening): boolean {
  if (first !== undefined && COMMAND_VERBS.has(first)) return true;
  const last = clause.replace(TRAILING_POLITENESS, "").trim().split(/\s+/u).at(-1);
  return last !== undefined && VERB_FINAL_COMMANDS.has(last);
}

const TRAILING_POLITENESS =
  /(\s+(lütfen|please|pls|bitte|por favor|per favore|s'il te plaît))?[\s.!?…]*$/u;

/**
 * A later clause of a few words that opens with a word small talk does not
 * start with (OPENERS) may be a command in a verb no table knows: "Moritz. ach,
 * schreib Lisa…". The first clause is exempt: a reply often opens with its
 * answer ("capybaras. they're so chill").
 */
function opensLikeCommand(clause: string): boolean {
  const rest = pastDiscourse(clause.replace(LEADING_NON_LETTERS, ""));
  if (words(rest).length < LATER_CLAUSE_WORDS) return false;
  return FIRST_WORD.test(rest) && !opensLikeSmallTalk(rest) && !tells(rest);
}

/**
 * A clause that tells rather than asks: a finite verb after a one-word subject
 * ("mornings are evil", "sand gets everywhere"), or a past tense or gerund of
 * six letters or more among its first three words ("neighbor's dog barked all
 * night", "danced way too much"). An imperative has no subject: "schreib Lisa", "ping
 * sam i'm late", "jake's number real quick", "embed the clip".
 */
function tells(clause: string): boolean {
  const [first = "", second = "", third = ""] = clause.split(/\s+/u, 3);
  // A finite verb only right after a one-word subject: "digli che è tardi" asks.
  return (
    pastOrGerund(first) ||
    pastOrGerund(second) ||
    pastOrGerund(third) ||
    FINITE_AFTER_SUBJECT.has(second.replace("’", "'"))
  );
}

/** Six letters or more: "bring", "embed", "shred" are imperatives; "proceed" too. */
function pastOrGerund(word: string): boolean {
  return word.length >= 6 && PAST_OR_GERUND.test(word) && !word.endsWith("eed");
}

/** Finite verbs after a subject, in the Latin-script languages the tables read (not German "es", "it"). */
// biome-ignore format: a word list
const FINITE_AFTER_SUBJECT = new Set([
  "is", "are", "was", "were", "am", "isn't", "aren't", "wasn't", "weren't", "has", "have", "had",
  "gets", "got", "makes", "made", "looks", "seems", "feels", "stays", "keeps", "goes", "went",
  "came", "does", "did", "doesn't", "don't", "didn't", "can't", "won't", "will", "would",
  "está", "están", "son", "era", "fue", "estaba", "tenía", "tiene", "est", "sont", "était",
  "ist", "sind", "war", "hat", "hatte", "è", "sono", "é", "foi", "tá", "zijn", "heeft", "jest", "był", "była",
]);

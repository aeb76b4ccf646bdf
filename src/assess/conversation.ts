import { firstMatch } from "./any-of";
import { atomDoubt, mostlyLatin } from "./atom-guard";
import { atomKinds } from "./atoms";
import { assistantActs, commandShape, SENTENCE_END } from "./chat-reply";
import { collectEvidence, type Evidence, hasWorkEvidence } from "./evidence";
import { DISTRESS, SECOND_PERSON, USER_ASKS } from "./lexicon-chat";
import { WORK_SHAPES } from "./lexicon-guard";
import { normalize, words } from "./text";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** How an assistant offers or confirms work it is about to do, in so many words. */
const OFFER =
  /\b(shall i|should i|do you want me to|want me to|would you like( me)? to|ready to|ok to|okay to|can i go ahead|i can|i'll|i will|i've drafted|here('s| is) (a|the) draft|let me know|confirm|does (that|this|\d{1,2}(:\d\d)?( ?[ap]m)?) work|which (one|option|time|slot|day)|option \d|go ahead\?)\b|\b(options?|choices?|slots?)\b|\b\d{1,2}[:.]\d\d\b.*\b\d{1,2}[:.]\d\d\b/u;
/** A turn that ends asking: a task's detail ("Which Dana?") or the user's day ("How far did you go?"). */
const ENDS_ASKING = /\?\s*$/u;

/** Replies that decline rather than continue. */
const DECLINE =
  /^(no|nope|nah|don't|do not|never ?mind|nvm|cancel( that| it)?|stop|not now|maybe later|no thanks|no thank you|hold off|wait)\b/u;

/** A reply that only accepts whatever the assistant asked or offered: "yes", "yeah sure", "yes please". */
const AFFIRMS =
  /^((yes|yeah|yep|yup|ya|sure|ok|okay|right|correct|exactly|please|go on|of course|sí|si|oui|ja|sim|tak|evet|da|да|так|はい|네|好)[\s,.!]*)+$/u;

/** Replies that only close the conversation, whatever came before. */
const CLOSING =
  /^(thanks|thank you|thx|ty|cheers|bye|goodbye|great,? thanks|perfect,? thanks|awesome,? thanks)[!. ]*$/u;

/**
 * How much of the conversation the rules read: the last few turns, and of a long
 * turn its opening and its end (where an offer like "Want me to send it?" sits).
 * Bounded work keeps tier 1 fast whatever the client sends.
 */
const RECENT_TURNS = 6;
const TURN_HEAD_CHARS = 240;
const TURN_TAIL_CHARS = 240;

function excerpt(text: string): string {
  return text.length <= TURN_HEAD_CHARS + TURN_TAIL_CHARS
    ? text
    : `${text.slice(0, TURN_HEAD_CHARS)}\n${text.slice(-TURN_TAIL_CHARS)}`;
}

function recent(history: readonly Turn[]): readonly Turn[] {
  return history.length > RECENT_TURNS ? history.slice(-RECENT_TURNS) : history;
}

/** Pronouns that point back into the conversation. */
const BACK_REFERENCE =
  /\b(it|that|this|them|those|these|both|the (first|second|third|last|earliest|latest|other) one|her|him|there)\b/u;

export interface WorkRequest {
  text: string;
  /** `text` as the rules read it (normalised), so nothing reads a turn twice. */
  normalized: string;
  evidence: Evidence;
}

/**
 * What the rules need from the earlier turns, read lazily and at most once per
 * message: most messages never look at history at all.
 *
 * @example
 * const convo = new Conversation(history);
 * convo.continuedProposal("go ahead"); // the proposal being accepted, or null
 */
export class Conversation {
  private readonly turns: readonly Turn[];
  private lastWorkMemo: WorkRequest | null | undefined;
  /** Each turn normalised and its evidence collected once: several decisions read the same turns. */
  private readonly readings = new Map<Turn, TurnReading>();

  constructor(history: readonly Turn[] = []) {
    this.turns = recent(history);
  }

  get isEmpty(): boolean {
    return this.turns.length === 0;
  }

  /** The most recent user turn that asked for work. */
  lastWork(): WorkRequest | null {
    if (this.lastWorkMemo === undefined) this.lastWorkMemo = this.lastWorkBefore(this.turns.length);
    return this.lastWorkMemo;
  }

  private read(turn: Turn): TurnReading {
    let reading = this.readings.get(turn);
    if (!reading) {
      const raw = excerpt(turn.content);
      // NFKC may lengthen text (one ligature becomes 18 letters): bound what the patterns read.
      reading = { raw, text: excerpt(normalize(raw)), evidence: undefined };
      this.readings.set(turn, reading);
    }
    return reading;
  }

  private evidenceOf(turn: Turn): Evidence {
    const reading = this.read(turn);
    reading.evidence ??= collectEvidence(reading.text, reading.raw, "turn");
    return reading.evidence;
  }

  /** The most recent user turn before index `end` that asked for work. */
  private lastWorkBefore(end: number): WorkRequest | null {
    for (let i = end - 1; i >= 0; i--) {
      const turn = this.turns[i];
      if (turn?.role !== "user") continue;
      const evidence = this.evidenceOf(turn);
      const { raw, text } = this.read(turn);
      if (hasWorkEvidence(evidence)) return { text: raw, normalized: text, evidence };
    }
    return null;
  }

  /** The last assistant turn, if it proposed or confirmed work the user can accept. */
  pendingProposal(affirms = false): WorkRequest | null {
    const last = this.turns.length - 1;
    for (let i = last; i >= 0 && i >= last - 1; i--) {
      const turn = this.turns[i];
      if (turn?.role !== "assistant") continue;
      const { raw, text } = this.read(turn);
      // A report ("Noted.", "The lights are off.") proposes nothing to accept (follow-up.ts),
      // unless it ends asking ("Found 340 files. Delete the duplicates?").
      const act = assistantActs(text);
      const asks = ENDS_ASKING.test(text);
      const offers = OFFER.test(text) || (act !== null && (act !== "report" || asks));
      if (!offers && !asks) return null;
      // "Should I go ahead?" names no work itself; the request it answers does.
      const request = i === last ? this.lastWork() : this.lastWorkBefore(i);
      // "yes" to it accepts whatever it asked ("a table for tonight" / "Lovely. Is it just you?").
      if (!offers && !affirms && turnsToUser(text) && !asksForWork(request)) return null;
      const evidence = this.evidenceOf(turn);
      if (hasWorkEvidence(evidence)) return { text: raw, normalized: text, evidence };
      return request
        ? {
            text: `${raw}\n${request.text}`,
            normalized: `${text}\n${request.normalized}`,
            evidence: request.evidence,
          }
        : null;
    }
    return null;
  }

  /**
   * A short reply that continues proposed work ("yes", "go ahead", "9 works",
   * "commit it") returns that proposal. Such a reply is never an atom: it is the work.
   */
  continuedProposal(normalized: string): WorkRequest | null {
    if (this.isEmpty) return null;
    if (normalized.length > 80 || words(normalized).length > 8) return null;
    if (DECLINE.test(normalized) || CLOSING.test(normalized)) return null;
    return this.pendingProposal(AFFIRMS.test(normalized));
  }

  /**
   * Whether the conversation so far is small talk the user may answer in kind:
   * the assistant spoke last, naming no system and not offering to act, asking
   * for a task's detail or reporting work (chat-reply.ts), and no user turn
   * asked for anything but small talk ("tell me a joke" is small talk).
   */
  smallTalkSoFar(): boolean {
    // Cheapest first: this runs on every short reply with a history, and the last
    // request is often read already (a continuation, a back-reference).
    if (this.turns.at(-1)?.role !== "assistant" || this.lastWork() !== null) return false;
    // Every assistant turn: "want some music?" / "sure" / "what are you in the mood for?" / "jazz".
    const assistant = this.turns.filter((turn) => turn.role === "assistant");
    if (!assistant.every((turn) => this.chattyAssistant(turn))) return false;
    return this.turns.every((turn) => turn.role !== "user" || !asksForSomething(this.read(turn)));
  }

  /**
   * An assistant turn the user may answer in kind: read whole, in Latin letters
   * (the offer and report tables read little else), offering, asking, reporting
   * and naming nothing of a task (chat-reply.ts).
   */
  private chattyAssistant(turn: Turn): boolean {
    const { text } = this.read(turn);
    if (turn.content.length > TURN_HEAD_CHARS + TURN_TAIL_CHARS || !mostlyLatin(text)) return false;
    if (assistantActs(text) !== null || OBJECT.pattern.test(text)) return false;
    const named = this.evidenceOf(turn);
    return !hasWorkEvidence(named) && named.domains.length === 0 && named.identifiers.length === 0;
  }

  /** The last turn, normalised, when the assistant spoke last; else "". */
  lastAssistantText(): string {
    const last = this.turns.at(-1);
    return last?.role === "assistant" ? this.read(last).text : "";
  }

  /** The message points back ("send it", "the second one") at a conversation about work. */
  refersBack(normalized: string): boolean {
    return !this.isEmpty && BACK_REFERENCE.test(normalized) && this.lastWork() !== null;
  }
}

/**
 * What an earlier user turn may carry and still be small talk: questions,
 * figures, names and dates are what people chat about ("it's my birthday
 * today"). A command, an object to act on or a script the tables cannot read is
 * not: "call a ride home", "necesito un taxi", "帮我叫个车" name work no table knows.
 */
const CHAT_DOUBTS = new Set(["question", "number", "proper_noun", "time_reference"]);

/** The shapes of asking, checked even where a question or a figure came first: "can you tell jake i'm late?". */
const ASKING = WORK_SHAPES.filter(
  (shape) => shape.reason === "request" || shape.reason === "object",
);
const asking = firstMatch(ASKING);
const OBJECT = WORK_SHAPES.find(
  (shape) => shape.reason === "object",
) as (typeof WORK_SHAPES)[number];

/** A user turn that may have asked for something other than small talk. */
function asksForSomething({ raw, text }: TurnReading): boolean {
  if (DISTRESS.test(text)) return true;
  // atomDoubt is null for what the atom tables know, unless it is long.
  const doubt = atomDoubt({ message: raw, normalized: text, signals: [] });
  if (doubt === null) return false;
  const asks =
    !CHAT_DOUBTS.has(doubt) ||
    asking(text) !== undefined ||
    USER_ASKS.test(text) ||
    commandShape(text) !== null;
  return asks && atomKinds(text) === null;
}

/**
 * Whether an assistant's turn that offers nothing in so many words turns to the
 * user's own life: a remark, then a question to them ("Rainy days can be cozy.
 * Are you staying in today?", "Classic cat move! What's your cat's name?").
 * A task's detail is asked alone ("For which city?", "Which calendar do you
 * mean?") or after a report ("Found 3 flights. Economy?").
 */
function turnsToUser(text: string): boolean {
  const sentences = text.split(SENTENCE_END).filter((s) => s.trim() !== "");
  const last = sentences.at(-1) ?? "";
  return sentences.length > 1 && ENDS_ASKING.test(last) && SECOND_PERSON.test(last);
}

/**
 * Whether the request a question would answer asked for work: an action, an
 * identifier, a question or a request's shape ("check my calendar", "what's
 * the weather in paris"), not a remark that names a domain ("it's raining
 * again", "I'm at the airport").
 */
function asksForWork(request: WorkRequest | null): boolean {
  if (!request) return false;
  const { evidence, normalized } = request;
  if (evidence.actions.length > 0 || evidence.identifiers.length > 0) return true;
  return (
    QUESTION_MARK.test(normalized) || WH_START.test(normalized) || asking(normalized) !== undefined
  );
}

const QUESTION_MARK = /[?？؟]/u;
const WH_START =
  /^(what|what's|whats|how|where|when|which|who|is|are|can|could|will|do|does)(?![\p{L}])/u;

interface TurnReading {
  raw: string;
  text: string;
  evidence: Evidence | undefined;
}

import { atomDoubt } from "./atom-guard";
import { atomKinds } from "./atoms";
import { assistantActs } from "./chat-reply";
import { collectEvidence, type Evidence, hasWorkEvidence } from "./evidence";
import { normalize, words } from "./text";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** How an assistant offers or confirms work it is about to do. */
const OFFER =
  /\b(shall i|should i|do you want me to|want me to|would you like( me)? to|ready to|ok to|okay to|can i go ahead|i can|i'll|i will|i've drafted|here('s| is) (a|the) draft|let me know|confirm|does (that|this|\d{1,2}(:\d\d)?( ?[ap]m)?) work|which (one|option|time|slot|day)|option \d|go ahead\?)\b|\?\s*$|\b(options?|choices?|slots?)\b|\b\d{1,2}[:.]\d\d\b.*\b\d{1,2}[:.]\d\d\b/u;

/** Replies that decline rather than continue. */
const DECLINE =
  /^(no|nope|nah|don't|do not|never ?mind|nvm|cancel( that| it)?|stop|not now|maybe later|no thanks|no thank you|hold off|wait)\b/u;

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

  constructor(history: readonly Turn[] = []) {
    this.turns = recent(history);
  }

  get isEmpty(): boolean {
    return this.turns.length === 0;
  }

  /** The most recent user turn that asked for work. */
  lastWork(): WorkRequest | null {
    if (this.lastWorkMemo === undefined) this.lastWorkMemo = lastWorkRequest(this.turns);
    return this.lastWorkMemo;
  }

  /** The last assistant turn, if it proposed or confirmed work the user can accept. */
  pendingProposal(): WorkRequest | null {
    const last = this.turns.length - 1;
    for (let i = last; i >= 0 && i >= last - 1; i--) {
      const turn = this.turns[i];
      if (turn?.role !== "assistant") continue;
      const raw = excerpt(turn.content);
      const text = normalize(raw);
      if (!OFFER.test(text)) return null;
      const evidence = collectEvidence(text, raw);
      if (hasWorkEvidence(evidence)) return { text: raw, evidence };
      // "Should I go ahead?" names no work itself; the request it answers does.
      const request = i === last ? this.lastWork() : lastWorkRequest(this.turns.slice(0, i));
      return request ? { text: `${raw}\n${request.text}`, evidence: request.evidence } : null;
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
    return this.pendingProposal();
  }

  /**
   * Whether the conversation so far is small talk the user may answer in kind:
   * the assistant spoke last, naming no system and not offering to act, asking
   * for a task's detail or reporting work (chat-reply.ts), and no user turn
   * asked for anything but small talk ("tell me a joke" is small talk).
   */
  smallTalkSoFar(): boolean {
    const last = this.turns.at(-1);
    if (last?.role !== "assistant" || this.lastWork() !== null) return false;
    const raw = excerpt(last.content);
    const text = normalize(raw);
    if (assistantActs(text) !== null) return false;
    const named = collectEvidence(text, raw);
    if (named.domains.length > 0 || named.identifiers.length > 0) return false;
    return this.turns.every((turn) => turn.role !== "user" || !asksForSomething(turn.content));
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

/** A user turn that may have asked for something other than small talk. */
function asksForSomething(content: string): boolean {
  const raw = excerpt(content);
  const text = normalize(raw);
  if (atomKinds(text) !== null) return false;
  const doubt = atomDoubt({ message: raw, normalized: text, signals: [] });
  return doubt !== null && !CHAT_DOUBTS.has(doubt);
}

function lastWorkRequest(turns: readonly Turn[]): WorkRequest | null {
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (turn?.role !== "user") continue;
    const raw = excerpt(turn.content);
    const evidence = collectEvidence(normalize(raw), raw);
    if (hasWorkEvidence(evidence)) return { text: raw, evidence };
  }
  return null;
}

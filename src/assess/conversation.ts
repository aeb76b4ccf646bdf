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

/** Pronouns that point back into the conversation. */
const BACK_REFERENCE =
  /\b(it|that|this|them|those|these|both|the (first|second|third|last|earliest|latest|other) one|her|him|there)\b/u;

/** The most recent user turn that asked for work, with its evidence. */
export function lastWorkRequest(
  history: readonly Turn[],
): { text: string; evidence: Evidence } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== "user") continue;
    const evidence = collectEvidence(normalize(turn.content), turn.content);
    if (hasWorkEvidence(evidence)) return { text: turn.content, evidence };
  }
  return null;
}

/** The last assistant turn, if it proposed or confirmed work the user can accept. */
export function pendingProposal(history: readonly Turn[]): string | null {
  for (let i = history.length - 1; i >= 0 && i >= history.length - 2; i--) {
    const turn = history[i];
    if (turn?.role !== "assistant") continue;
    const text = normalize(turn.content);
    const evidence = collectEvidence(text, turn.content);
    return hasWorkEvidence(evidence) && OFFER.test(text) ? turn.content : null;
  }
  return null;
}

/**
 * A short reply that continues proposed work ("yes", "go ahead", "9 works",
 * "commit it"). Such a reply is never an atom: it is the work itself.
 */
export function isContinuation(normalized: string, history: readonly Turn[]): boolean {
  if (history.length === 0) return false;
  if (words(normalized).length > 8 || normalized.length > 80) return false;
  if (DECLINE.test(normalized) || CLOSING.test(normalized)) return false;
  return pendingProposal(history) !== null;
}

/** The message points back at something from a conversation that was about work. */
export function refersBack(normalized: string, history: readonly Turn[]): boolean {
  return history.length > 0 && BACK_REFERENCE.test(normalized) && lastWorkRequest(history) !== null;
}

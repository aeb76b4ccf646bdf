/**
 * Follow-ups keep their work. A short reply that continues the previous request
 * ("yes, send it", "do it", "the second one", "make it Friday instead") is that
 * request, whether the assistant's last turn asked a question or only reported
 * ("I have prepared the email to Dana."), which is what origins usually send. Pure.
 */
import type { Conversation, Turn, WorkRequest } from "./conversation";
import { type Evidence, SOFT_ACTIONS } from "./evidence";
import { normalize, words } from "./text";

const MAX_CHARS = 80;
const MAX_WORDS = 8;
/** Where an offer sits in a long assistant turn: at its end. */
const TAIL_CHARS = 240;

/** Replies that decline or only close the conversation continue nothing. */
const DECLINE_OR_CLOSE =
  /^(no|nope|nah|don't|do not|never ?mind|nvm|cancel (that|it)|stop|not now|maybe later|no thanks|no thank you|hold off|wait|thanks|thank you|thx|ty|cheers|bye|goodbye)\b/u;

/**
 * Shapes that carry on earlier work without naming it: go-aheads, choices among
 * offered options and corrections. Acknowledgements alone ("ok", "great") are not here.
 */
// biome-ignore format: a phrase table
const CONTINUATION = [
  { why: "a go-ahead for the pending work", pattern: /\b(do it|do that|go ahead|go for it|proceed|ship it|make it so|send it|book it|pay it|post it)\b/u },
  { why: "a choice among offered options", pattern: /\b(the (first|second|third|fourth|fifth|last|other|latter|former|earlier|later|cheaper|cheapest) one|option ([a-e]|\d)|number \d|#\d)\b/u },
  { why: "a correction of the pending work", pattern: /\b(instead|rather|make it|change it|switch (it )?to|move it|same but|actually)\b/u },
  { why: "the same work again for another", pattern: /^(and )?(the )?same (again )?(to|for|with|on|at)\b|^(do|send|pay|book) (the same|one)? ?(to|for) \p{L}+|^(and )?(?!(you|u|ya|me|i)\b)\p{L}+ (as well|too)[\s.!]*$/u },
  { why: "a go-ahead in another language", pattern: /^(sí|si|oui|ja|sim|да|так|tak|evet|はい|好的|好|네|예|نعم|हाँ|हां)(?![\p{L}])/u },
] as const;

/**
 * The earlier request a short reply continues, or null. The reply must carry an
 * action of its own ("send it") or a continuation shape, and the conversation
 * must hold a recent request for work.
 *
 * @example
 * continuedWork("yes, send it", evidence, conversation) // the "email Dana the Q3 report" request
 */
export function continuedWork(
  normalized: string,
  evidence: Evidence,
  conversation: Conversation,
): WorkRequest | null {
  if (conversation.isEmpty) return null;
  if (normalized.length > MAX_CHARS || words(normalized).length > MAX_WORDS) return null;
  if (DECLINE_OR_CLOSE.test(normalized)) return null;
  const acts = evidence.actions.some((a) => !SOFT_ACTIONS.has(a));
  if (!acts && !CONTINUATION.some((c) => c.pattern.test(normalized))) return null;
  return conversation.lastWork();
}

/**
 * The assistant offering to act, in its turn's last sentence: accepting it asks
 * for that work. Verbs named, so "I can relate!" and "I could talk about this
 * all day" offer nothing.
 */
/** The acts an assistant offers: "I can book…", "happy to check…". */
const OFFER_VERBS =
  "(check|find|look( up)?|book|set( up)?|send|draft|add|order|get|make|write|schedule|remind|put|create|search|pull( up)?|play|call|text|email|track|reserve|cancel|pay|buy|turn|start|plan|share|sort)";
const OFFER_TO_ACT = new RegExp(
  `\\b(shall (i|we)|should i|(do you )?(want|need) me to|would you like (me to|a|an|some|to see)|(i can|i could|i'd be happy to|happy to) ${OFFER_VERBS}|how about i|want a \\w+)\\b`,
  "u",
);

/**
 * Where the offer must sit: a question, "…if you like", or a sentence that is
 * the offer itself ("I could plan a week of dinners and build the list.").
 */
const ASKS_OR_IF_YOU_LIKE = new RegExp(
  `\\?\\s*$|\\bif you('d)? (like|want)\\b|^(?!.*\\b(but|only|once|unless|however)\\b)(i could|i can|i'd be happy to|i'm happy to|happy to) ${OFFER_VERBS}\\b`,
  "u",
);

/** Service questions that offer nothing in particular: "Anything I can do for you?". */
const OPEN_OFFER =
  /\b((anything|something) (else )?i can (do|help)|how (can|may) i help|what can i do|anything else)\b/u;

/**
 * A whole reply that only accepts ("yes please", "sure, go ahead"): the offer is
 * the request. "ok thanks" closes instead, and "sure, maybe later" declines.
 */
const ACCEPT =
  /^(yes|yeah|yep|yup|ya|sure|ok|okay|please|go ahead|do it|sounds (good|great)|that would be (great|nice|lovely)|perfect|great|absolutely|definitely|of course|why not|let's do it|lets do it|go for it|sí|si|oui|ja|sim|certo|claro|bitte|d'accord)(?![\p{L}])([ ,!.]+(please|pls|do it|go ahead|yes|sure))*([ ,!.]+(for|at|on|in|with|without|no|around|after|before|only) (?!(thanks|thank you|worries|problem|need|way|rush|idea|not|later|never|i'm|i'll|i am|second thought|that case|what|how|why|when|where|who)\b)(?![\p{L}\p{N}' ]*\b(not|later|never|don't|myself|kidding)\b)[\p{L}\p{N}' ]{1,30})?[\s.!]*$/u;

/**
 * The assistant's offer a short reply accepts ("yes please!" after "Want me to
 * check if they're playing near you?"), or null. For offers that no earlier
 * request explains: the reply alone reads as an acknowledgement, an atom.
 *
 * @example
 * acceptedOffer("yes please", [{ role: "assistant", content: "Want me to check the tour dates?" }])
 * // "Want me to check the tour dates?"
 */
export function acceptedOffer(normalized: string, history: readonly Turn[]): string | null {
  const last = history.at(-1);
  if (last?.role !== "assistant") return null;
  if (normalized.length > MAX_CHARS || !ACCEPT.test(normalized)) return null;
  const said = normalize(last.content.slice(-TAIL_CHARS));
  const lastSentence = said.split(/(?<=[.!?])\s+/u).at(-1) ?? "";
  if (!OFFER_TO_ACT.test(lastSentence) || !ASKS_OR_IF_YOU_LIKE.test(lastSentence)) return null;
  return OPEN_OFFER.test(lastSentence) ? null : last.content;
}

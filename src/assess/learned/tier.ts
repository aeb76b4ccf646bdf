import { bareNounPhrase, learnedAtomDoubt, pastDiscourse } from "../atom-guard";
import { maxLevel } from "../levels";
import { asksForWords, broadScope, namesParty, worldQuestion } from "../lexicon-scope";
import { conversationVouches, type RuleOutcome } from "../rules";
import type { Complexity, Signal } from "../schema";
import { words } from "../text";
import { LEARNED_DOMAINS, type LearnedDomain } from "./domains";
import { featurize } from "./features";
import type { DomainReading, LearnedModel, LearnedPrediction } from "./model";

/** Longer than this, the learned tier never calls a message small talk. */
const MAX_LEARNED_ATOM_CHARS = 160;
/** Under this, the tier's atom for a bare noun phrase (atom-guard.ts) is vetoed. */
const FRAGMENT_SURE = 0.97;
/** With earlier turns a short reply may continue something the model cannot see: be surer. */
const ATOM_WITH_HISTORY = 0.995;
/**
 * From here the fallback takes the tier's unsure "atom" in place of a model's,
 * and the atom guard reads it as it reads a model's (docs/assessment.md, "The
 * fallback's atom"). Chosen out of fold on the training rows: of the Latin-script atoms
 * it then gives that the guard lets through, 0 of 92 are not atoms (from 0.8
 * and any length: 4 of 141, HWU64's likings such as "that's a good song").
 */
const FALLBACK_ATOM_GUESS = 0.85;
/** Longer, an unsure "atom" is more often a need stated as a remark ("i'm starving and i don't feel like cooking"). */
const FALLBACK_ATOM_WORDS = 6;

export interface LearnedOpinion {
  prediction: LearnedPrediction;
  /** The level it decides, or null when it abstains. */
  decides: Complexity | null;
  /** Why it abstained, for the fallback's reasoning. */
  abstainReason: string;
  /**
   * Its probability of "atom" as independent agreement for a later tier's atom
   * (atom-guard.ts); 0 when it is under the tier's own atom threshold or when
   * anything else vetoed an atom.
   */
  atomSupport: number;
  /**
   * Its probability of "atom" when atom is its likeliest level, the message is
   * at most FALLBACK_ATOM_WORDS words, and nothing but that probability kept it
   * from deciding (no floor, steering, work shape or work earlier in the
   * chat); else 0. The fallback's stand-in for a model's
   * answer when there is none (fallbackLevel).
   */
  atomGuess: number;
  /**
   * Atom is its likeliest level, at any probability, for a short reply in a
   * conversation that has been small talk so far and in which the rules found
   * nothing of a task (RuleOutcome.smallTalkReply), and nothing but the earlier
   * turns and its probability kept it from deciding: the conversation and the
   * text agree, so the fallback answers atom (fallbackLevel). Not after a turn
   * that only greeted: "spotify" after "hey there!" opens the chat, and may ask.
   */
  smallTalkReplyGuess: boolean;
  /**
   * The message asks the assistant for an answer or a text, names no team,
   * department or role that could own a part and reaches over no "all" or
   * "every" (lexicon-scope.ts): the fallback then does not take the tier's
   * organ or organism (heldToOneAgent).
   */
  oneAgentAsk: boolean;
  /**
   * A question about the world, with no memory evidence from the rules and no
   * earlier turns it could point at (asksAboutTheWorld).
   */
  aboutTheWorld: boolean;
  /** The rules found memory evidence: a level held to one agent is then a cell. */
  recalls: boolean;
  /**
   * It decides atom for a reply that answers the assistant's question in a
   * conversation of small talk (RuleOutcome.smallTalkReply "answer") because its
   * domain head finds no tool's domain in it, unless its level head is very sure
   * of work (answersInKind): the level head reads the reply alone, where "sage
   * green" or "al pastor" could be an order; the domain head tells "lofi beats"
   * and "nearest pharmacy" apart.
   */
  answersSmallTalk: boolean;
  domains: DomainOpinion;
  signals: Signal[];
}

/** The learned domain head's reading of a message: tool hints whichever tier decides. */
export interface DomainOpinion {
  /** Its predicted domains, best first; else its likeliest one above the floor, else none. */
  names: LearnedDomain[];
  /** Retrieval words of its predicted domains. */
  hints: string[];
  /** Retrieval words of its likeliest domain when none is predicted: a last resort for finding tools. */
  likelyHints: string[];
  /** No domain cleared the head's threshold: `names` are its guesses, and weigh less. */
  guessed: boolean;
}

function domainOpinion(prediction: DomainReading): DomainOpinion {
  const { domains, likelyDomain, runnerUp } = prediction;
  return {
    names:
      domains.length || !likelyDomain
        ? [...domains]
        : runnerUp
          ? [likelyDomain, runnerUp]
          : [likelyDomain],
    hints: prediction.domains.flatMap((d) => LEARNED_DOMAINS[d].hints),
    likelyHints: prediction.likelyDomain ? [...LEARNED_DOMAINS[prediction.likelyDomain].hints] : [],
    guessed: domains.length === 0,
  };
}

type Tagger = (text: string) => { sure: readonly string[]; guessed: readonly string[] };
const TAGGERS = new WeakMap<LearnedModel, Tagger>();

/**
 * The domain head as a catalog's tagger: one function per model, so a catalog
 * tags its tools once and keeps the tags while the model is the same. Where no
 * domain clears the threshold, the likeliest is a guess.
 *
 * @example
 * domainTagger(model)("ticker bars") // { sure: [], guessed: ["music"] }: a poor guess, weighed as one
 */
export function domainTagger(model: LearnedModel): Tagger {
  let tagger = TAGGERS.get(model);
  if (!tagger) {
    tagger = (text) => {
      const { domains, likelyDomain } = model.domains(text);
      return { sure: domains, guessed: domains.length || !likelyDomain ? [] : [likelyDomain] };
    };
    TAGGERS.set(model, tagger);
  }
  return tagger;
}

/**
 * The domain head alone, for work the rules decided: their level stands, and
 * the domains still find tools whose words differ from the user's.
 *
 * @example
 * learnedDomains(model, "get me a lyft to the airport", rules).names // ["transport"]
 */
export function learnedDomains(
  model: LearnedModel,
  message: string,
  rules: RuleOutcome,
): DomainOpinion {
  return domainOpinion(model.domains(message, featurize(message, rules.normalized)));
}

/**
 * Tier 1½: the learned classifier's opinion on a message the rules left open.
 * It decides only when its calibrated probability clears the level's
 * threshold, never below the rules' floor, and never an atom where the rules
 * saw work or steering.
 *
 * @example
 * consult(model, "tell me a joke", rules, "none").decides // "atom"
 */
export function consult(
  model: LearnedModel,
  message: string,
  rules: RuleOutcome,
  history: HistoryKind,
): LearnedOpinion {
  // The rules normalised the message already: the features start from that.
  const prediction = model.predict(message, featurize(message, rules.normalized));
  const { level, probability } = prediction;
  const percent = Math.round(probability * 100);
  const signals: Signal[] = [
    { name: `learned:${level}`, weight: percent },
    ...prediction.evidence.map((e) => ({
      name: `learned_ngram:${e.feature}`,
      weight: Math.max(1, Math.round(e.weight * 10)),
    })),
  ];
  // What the guards hold against an atom here, computed once: it settles the tier's
  // own atom, its agreement with a later tier's, and the fallback's guess.
  const atomTextVeto = textVeto("atom", message, rules, probability, true);
  const atomVeto = atomTextVeto ?? historyVeto("atom", history, probability);
  const short = words(rules.normalized).length <= FALLBACK_ATOM_WORDS;
  const veto = !prediction.confident
    ? `learned classifier unsure (${level} at ${percent}%)`
    : level === "atom"
      ? atomVeto
      : guardVeto(level, message, rules, history, probability);
  const answersSmallTalk = answersInKind(prediction, rules, history);
  if (answersSmallTalk) signals.push({ name: "learned:no_task_domain", weight: 0 });
  return {
    prediction,
    // Agreement only where the tier itself would answer atom: under its calibrated
    // threshold its "atom" is a guess ("wipe everything" at 81%), not a second opinion.
    atomSupport:
      atomVeto || prediction.probabilities.atom < model.threshold("atom", message)
        ? 0
        : prediction.probabilities.atom,
    decides: answersSmallTalk ? "atom" : veto ? null : level,
    atomGuess: level === "atom" && !atomVeto && short ? probability : 0,
    smallTalkReplyGuess:
      level === "atom" &&
      short &&
      history === "chat" &&
      conversationVouches(rules.smallTalkReply) &&
      atomTextVeto === null,
    answersSmallTalk,
    oneAgentAsk: oneAgentAsk(rules.normalized),
    aboutTheWorld: history === "none" && asksAboutTheWorld(rules),
    recalls: rules.needsMemory,
    abstainReason: answersSmallTalk ? "" : (veto ?? ""),
    domains: domainOpinion(prediction),
    signals,
  };
}

/**
 * Whether a reply the rules found answering the assistant's question, in a
 * conversation of small talk (chat-reply.ts: short, in Latin letters, with no
 * number, time, request, command or object), names no domain the tools serve.
 * The rules' floor and steering and the tier's own atom checks still hold, but
 * names and bare noun phrases, which its own atom refuses, are what such
 * answers are made of ("Grand Canyon", "sage green").
 */
function answersInKind(
  prediction: LearnedPrediction,
  rules: RuleOutcome,
  history: HistoryKind,
): boolean {
  if (rules.smallTalkReply !== "answer" || history !== "chat") return false;
  if (prediction.domains.length > 0 || rules.floor || rules.suspicious) return false;
  // The level head very sure of work ("the tracking number" at 96 %) outweighs the question.
  if (1 - prediction.probabilities.atom >= ANSWER_WORK_VETO) return false;
  const doubt = learnedAtomDoubt(rules.message, rules.normalized);
  return doubt === null || doubt === "proper_noun";
}

/**
 * From here the level head's "not atom" vetoes an answer to the assistant's
 * question. When it was chosen (before the second review's changes), 12 of 169
 * answers the tier would otherwise decide on the development conversations
 * were at 90 % or more, against 3 of the first review's 21 requests posing as
 * answers (a scratch count; docs/assessment.md, "Answers to the assistant's
 * questions").
 */
const ANSWER_WORK_VETO = 0.9;

/** What the earlier turns hold: nothing, only small talk, or a request for work. */
export type HistoryKind = "none" | "chat" | "work";

/**
 * Why the guards would refuse `level` from the learned tier however sure it
 * is, or null. The trainer calibrates the thresholds on what survives these,
 * since only that ever reaches a user, with `margin: false`: the margin
 * shapes (MARGIN_SHAPES in atom-guard.ts) stay out of calibration.
 */
export function guardVeto(
  level: Complexity,
  message: string,
  rules: RuleOutcome,
  history: HistoryKind,
  probability = 1,
  { margin = true }: { margin?: boolean } = {},
): string | null {
  return (
    textVeto(level, message, rules, probability, margin) ??
    historyVeto(level, history, probability) ??
    (level === "cell" && history === "none" && asksAboutTheWorld(rules)
      ? "learned classifier said cell for a question about the world, which points at nothing said before"
      : null)
  );
}

/** What guardVeto holds against `level` in the message itself, whatever came before. */
function textVeto(
  level: Complexity,
  message: string,
  rules: RuleOutcome,
  probability: number,
  margin: boolean,
): string | null {
  if (rules.floor && maxLevel(level, rules.floor) !== level)
    return `learned classifier said ${level}, below the rules' floor ${rules.floor}`;
  if (level !== "atom") return null;
  if (rules.suspicious)
    return "learned classifier said atom, but the text tries to steer the router";
  if (message.length > MAX_LEARNED_ATOM_CHARS)
    return "learned classifier said atom for a long message";
  const doubt = learnedAtomDoubt(message, rules.normalized, { margin });
  if (doubt)
    return `learned classifier said atom, but the message carries ${doubt.replace(/_/g, " ")}`;
  // A bare noun phrase names a thing wanted ("my workout mix", 94 %) unless the tier is
  // very sure: "a beautiful day" (98 %), "a lovely evening to you" (100 %).
  if (probability < FRAGMENT_SURE && bareNounPhrase(pastDiscourse(rules.normalized)))
    return "learned classifier said atom for a bare noun phrase";
  return null;
}

/** What guardVeto holds against an atom because of the earlier turns. */
function historyVeto(level: Complexity, history: HistoryKind, probability: number): string | null {
  if (level !== "atom") return null;
  if (history === "work") return "learned classifier said atom, but an earlier turn asked for work";
  if (history === "chat" && probability < ATOM_WITH_HISTORY)
    return `learned classifier said atom at ${Math.round(probability * 100)}%, short of ${ATOM_WITH_HISTORY * 100}% with earlier turns`;
  return null;
}

/**
 * The level the fallback takes when nothing decided: the learned tier's most
 * likely level at or above the floor. Its unsure "atom" stands only as a
 * model's would: from FALLBACK_ATOM_GUESS, with nothing but its probability
 * against it, and then through the atom guard, whose shapes refuse questions,
 * commands and hints (pipeline.ts). Without that guard, taking every likeliest
 * "atom" answered 6% of unseen actions as atoms (leave-one-scenario-out on HWU64).
 * A reply in a conversation of small talk needs no such probability
 * (smallTalkReplyGuess): the rules read the conversation and found no task.
 *
 * @example
 * fallbackLevel(consult(model, "later gator", rules, "none"), null) // "atom" (guess 0.91)
 * fallbackLevel(consult(model, "i'm starving and i don't feel like cooking", rules, "none"), null)
 *   // "molecule": over six words, its 0.91 is no guess
 */
export function fallbackLevel(
  opinion: LearnedOpinion | null,
  floor: Complexity | null,
): Complexity {
  const level = opinion ? unsharedLevel(opinion) : "molecule";
  const guessed =
    (opinion?.atomGuess ?? 0) >= FALLBACK_ATOM_GUESS || opinion?.smallTalkReplyGuess === true;
  if (level === "atom" && !floor && guessed) return "atom";
  return maxLevel(level === "atom" ? "molecule" : level, floor);
}

/**
 * Whether the fallback holds the tier's organ or organism to one agent: the
 * message asks for an answer or a text and names no one else to do a part
 * (oneAgentAsk). The tier's unsure organs of that shape were personal tasks
 * ("write a cover letter for a junior data analyst role", "explain the
 * offside rule in soccer"), and a run of several agents for them costs more
 * than the one agent that answers them. Terse goals that name no one ("get
 * the soc 2 report done") keep the tier's level, and a floor from the rules'
 * own multi-step or breadth evidence raises the level either way.
 */
export function heldToOneAgent(opinion: LearnedOpinion): boolean {
  const { level } = opinion.prediction;
  return (level === "organ" || level === "organism") && opinion.oneAgentAsk;
}

/**
 * The tier's likeliest level; one agent (a cell when the rules found memory
 * evidence) when heldToOneAgent; and molecule for its cell when the message
 * asks about the world (asksAboutTheWorld).
 */
function unsharedLevel(opinion: LearnedOpinion): Complexity {
  if (heldToOneAgent(opinion)) return opinion.recalls ? "cell" : "molecule";
  const { level } = opinion.prediction;
  return level === "cell" && opinion.aboutTheWorld ? "molecule" : level;
}

/** A request for words that names no one else and reaches over nothing broad (lexicon-scope.ts). */
function oneAgentAsk(normalized: string): boolean {
  return asksForWords(normalized) && !namesParty(normalized) && !broadScope(normalized);
}

/**
 * A question about the world (lexicon-scope.ts worldQuestion) in which the
 * rules found no memory evidence: the tier's "cell" for it came from words it
 * learned from references to earlier turns ("what's the usual tip in japan",
 * "what was the last album the beatles recorded"), and it needs no memory.
 */
function asksAboutTheWorld(rules: RuleOutcome): boolean {
  return !rules.needsMemory && worldQuestion(rules.normalized);
}

import { type AtomKind, atomKinds } from "./atoms";
import { asksTheUser, onlyGreets, readsAsSmallTalk, replyWorkDoubt } from "./chat-reply";
import { Conversation, type Turn } from "./conversation";
import { collectEvidence, type Evidence, hasWorkEvidence, SOFT_ACTIONS } from "./evidence";
import { acceptedOffer, continuedWork } from "./follow-up";
import { actionFor, maxLevel } from "./levels";
import { platformQuery, platformTool } from "./platform";
import type { Action, Complexity, Signal } from "./schema";
import { clauses, normalize, words } from "./text";

export interface RuleInput {
  message: string;
  history?: readonly Turn[];
  /** The workspace's tool names, for platform queries' matched_tools. */
  catalogNames?: readonly string[];
  /** Vendor words of the workspace's catalog (gmail, jira, …): evidence of work. */
  vendors?: ReadonlySet<string>;
  /** The earlier turns, read once and shared with the caller; built from `history` when absent. */
  conversation?: Conversation;
}

/** What tier 1 decided when sure; the other tiers fill tools and agents. */
export interface RuleDecision {
  complexity: Complexity;
  action: Action;
  reasoning: string;
  confidence: number;
  needs_memory: boolean;
  matched_tools: string[];
}

export interface RuleOutcome {
  /** Set only when the rules are sure; otherwise later tiers decide. */
  decision: RuleDecision | null;
  /** No later tier may answer below this level. */
  floor: Complexity | null;
  /** Why the rules abstained, for the fallback's reasoning. */
  abstainReason: string;
  signals: Signal[];
  /** Tool domains seen, used as tool hints. */
  domains: string[];
  needsMemory: boolean;
  /** Whether history changes the answer (it then belongs in the cache key). */
  historyRelevant: boolean;
  /** Text that tools should be ranked against: the message, plus continued work. */
  retrievalText: string;
  /** The message as the client sent it, for checks on a later tier's answer. */
  message: string;
  /** `normalize(message)`, computed once here and shared with the later tiers. */
  normalized: string;
  suspicious: boolean;
  /**
   * A reply to the assistant's small talk that names no task but does not read
   * as small talk by itself ("mint chip forever"): a later tier's atom needs no
   * other agreement (atom-guard.ts). Such a reply is never decided here.
   * "after_greeting" when the assistant's last turn only greeted ("hey there!"):
   * the reply is then the user's opening ("spotify"), not an answer.
   */
  smallTalkReply: SmallTalkReply | null;
}

/** How a reply to the assistant's small talk relates to its last turn (RuleOutcome.smallTalkReply). */
export type SmallTalkReply = "answer" | "reply" | "after_greeting";

/** Whether the conversation vouches for a small-talk reading of the reply: not after a turn that only greeted. */
export function conversationVouches(kind: SmallTalkReply | null): boolean {
  return kind === "reply" || kind === "answer";
}

/** Longer than this, a message is never small talk; skipping the atom check keeps tier 1 fast. */
const MAX_ATOM_CHARS = 160;

/** Questions: what a recall request looks like. */
export const QUESTION =
  /\?\s*$|^(what|who|which|when|where|how|do you|did i|did we|qu|was|wie|cuál|qué)(?![\p{L}\p{N}_])/u;

/**
 * Tier 1: deterministic rules. Precision before recall: a decision only when
 * the evidence is unambiguous, otherwise an abstention with a floor. The
 * decisions are tried in order: a reply continuing earlier work, an atom, an
 * answer from the platform or memory, work by its breadth and steps, then one
 * action; failing all, an abstention.
 *
 * @example
 * applyRules({ message: "hi!" }).decision?.complexity // "atom"
 * applyRules({ message: "hi, can you refund order 88123?" }).decision?.complexity // "molecule"
 */
export function applyRules(input: RuleInput): RuleOutcome {
  const r = read(input);
  const early = continuation(r) ?? offerOutcome(r) ?? atomOutcome(r) ?? chatReplyOutcome(r);
  if (early) return early;
  const memory = memoryOf(r);
  if (!r.suspicious) {
    const decision =
      answerOutcome(r, memory) ?? scopeOutcome(r, memory) ?? singleActionOutcome(r, memory);
    if (decision) return decision;
  }
  return abstain(r, memory);
}

/** What tier 1 read in one message, shared by its decisions. */
interface Reading {
  input: RuleInput;
  /** `normalize(input.message)`. */
  text: string;
  evidence: Evidence;
  /** The outcome's signals, appended to as decisions find more. */
  signals: Signal[];
  /** Words of the message that are the workspace's own vendors. */
  vendorHits: string[];
  suspicious: boolean;
  /** Work evidence: an action that is not soft, a domain, an identifier, a vendor. */
  work: boolean;
  base: OutcomeBase;
  conversation: Conversation;
  /** Set by chatReplyOutcome when it hands the reply on (RuleOutcome.smallTalkReply). */
  smallTalkReply: SmallTalkReply | null;
}

/** What the earlier turns add, once no reply or atom decided. */
interface MemoryReading {
  backReference: boolean;
  needsMemory: boolean;
  historyRelevant: boolean;
}

function read(input: RuleInput): Reading {
  const text = normalize(input.message);
  const evidence = collectEvidence(text, input.message);
  const signals = [...evidence.signals];
  // The workspace's own integrations are evidence even when no table knows them.
  const vendorHits = [...new Set(words(text))].filter((word) => input.vendors?.has(word));
  for (const vendor of vendorHits) signals.push({ name: `catalog_vendor:${vendor}`, weight: 2 });
  const suspicious = evidence.injection.length > 0;
  return {
    input,
    text,
    evidence,
    signals,
    vendorHits,
    suspicious,
    work: hasWorkEvidence(evidence) || vendorHits.length > 0,
    base: {
      signals,
      domains: unique([...evidence.domains, ...vendorHits]),
      suspicious,
      retrievalText: input.message,
      message: input.message,
      normalized: text,
    },
    conversation: input.conversation ?? new Conversation(input.history ?? []),
    smallTalkReply: null,
  };
}

/**
 * "Yes please" to the assistant's offer to act is a request for that work, though
 * no earlier request explains it and alone it reads as an acknowledgement: at
 * least a cell, as any continued work (it needs the offer's turn), the offer's
 * words ranking the tools; the next tier decides.
 */
function offerOutcome(r: Reading): RuleOutcome | null {
  if (r.suspicious) return null;
  const offer = acceptedOffer(r.text, r.input.history ?? []);
  if (!offer) return null;
  return outcome(r.base, {
    signals: [...r.signals, { name: "conversation:accepts_offer", weight: 3 }],
    retrievalText: `${r.input.message}\n${offer}`,
    decision: null,
    floor: "cell",
    abstainReason: "a reply accepting the assistant's offer to act",
    needsMemory: true,
    historyRelevant: true,
  });
}

/** A short reply to proposed work is that work, whatever it looks like alone. */
function continuation(r: Reading): RuleOutcome | null {
  const { conversation, evidence, base, input } = r;
  const offered = conversation.continuedProposal(r.text);
  // Or a follow-up to the last request after a mere report ("I have prepared the email").
  const proposal = offered ?? continuedWork(r.text, evidence, conversation);
  if (proposal === null) return null;
  const work = conversation.lastWork();
  const continued = work ? guessLevel(work.evidence) : "molecule";
  const level = maxLevel("cell", maxLevel(continued, guessLevel(evidence)));
  r.signals.push({
    name: offered ? "conversation:continues_proposed_work" : "conversation:continues_work",
    weight: 3,
  });
  const domains = unique([
    ...evidence.domains,
    ...(work?.evidence.domains ?? []),
    ...proposal.evidence.domains,
  ]);
  return outcome(base, {
    domains,
    retrievalText: [input.message, proposal.text, work?.text ?? ""].join("\n"),
    decision: {
      complexity: level,
      action: actionFor(level),
      reasoning: `Short reply continuing the work ${offered ? "proposed in the previous turn" : "of the previous request"}${work ? ` (${describeWork(work.evidence)})` : ""}.`,
      confidence: 0.8,
      needs_memory: true,
      matched_tools: [],
    },
    floor: level,
    needsMemory: true,
    historyRelevant: true,
  });
}

/**
 * Words inside a greeting are not requests ("Guten Tag" is no "tag" verb), so a
 * message made only of atom phrases is an atom; a fact question must be free of
 * work evidence and must not be about the platform itself.
 */
function atomOutcome(r: Reading): RuleOutcome | null {
  const { text, evidence, base } = r;
  const canBeAtom =
    !r.suspicious &&
    text.length <= MAX_ATOM_CHARS &&
    r.vendorHits.length === 0 &&
    evidence.identifiers.length === 0;
  // A reference to earlier turns closes the open slots too: "your favourite of those" needs them.
  const kinds = canBeAtom
    ? atomKinds(text, !r.work && evidence.memory.length === 0 && !r.conversation.refersBack(text))
    : null;
  if (!kinds) return null;
  // Facts and banter are matched by patterns, not whole phrases: a question about the
  // platform vetoes them, and work evidence their open slots (atoms.ts), so "tell me a
  // joke about the jira backlog" is never one.
  const open = kinds.includes("fact") || kinds.includes("banter");
  if (open && platformQuery(text)) return null;
  return outcome(base, {
    signals: [...r.signals, ...kinds.map((kind) => ({ name: `atom:${kind}`, weight: -2 }))],
    decision: {
      complexity: "atom",
      action: "respond",
      reasoning: atomReason(kinds),
      confidence: 0.95,
      needs_memory: false,
      matched_tools: [],
    },
    floor: null,
    needsMemory: false,
    historyRelevant: false,
  });
}

/**
 * A short reply to the assistant's small talk ("mint chip forever" after "what's
 * your go-to ice cream?") is small talk too, though no atom phrase covers it:
 * only when nothing in the conversation asked for work or offered it and the
 * reply names no task, detail or command (chat-reply.ts).
 */
function chatReplyOutcome(r: Reading): RuleOutcome | null {
  if (r.conversation.isEmpty || !noWorkSeen(r)) return null;
  const assistant = r.conversation.lastAssistantText();
  if (replyWorkDoubt(r.input.message, r.text, assistant) !== null) return null;
  if (!r.conversation.smallTalkSoFar()) return null;
  if (!readsAsSmallTalk(r.text)) {
    // "mint chip forever" or "next song"? The learned tier's domain head or a model
    // tells them apart; a model's atom then stands.
    r.smallTalkReply = onlyGreets(assistant)
      ? "after_greeting"
      : asksTheUser(assistant)
        ? "answer"
        : "reply";
    r.signals.push({ name: "conversation:small_talk_so_far", weight: 0 });
    if (r.smallTalkReply === "answer")
      r.signals.push({ name: "conversation:answers_question", weight: 0 });
    return null;
  }
  return outcome(r.base, {
    signals: [...r.signals, { name: "conversation:chat_reply", weight: -2 }],
    decision: {
      complexity: "atom",
      action: "respond",
      reasoning:
        "Reply to the assistant's small talk, in a conversation that asked for no work: answered at the edge, no tools or memory.",
      confidence: 0.85,
      needs_memory: false,
      matched_tools: [],
    },
    floor: null,
    needsMemory: false,
    // The same words after an offer to act are work: the answer depends on the history.
    historyRelevant: true,
  });
}

/** Nothing in the message points at work, steering or earlier turns' content. */
function noWorkSeen(r: Reading): boolean {
  return (
    !r.suspicious &&
    !r.work &&
    r.vendorHits.length === 0 &&
    r.evidence.memory.length === 0 &&
    !r.signals.some((s) => s.weight > 0)
  );
}

function memoryOf(r: Reading): MemoryReading {
  const backReference = r.conversation.refersBack(r.text);
  if (backReference) r.signals.push({ name: "memory:refers_to_history", weight: 1 });
  const needsMemory = r.evidence.memory.length > 0 || backReference;
  const history = r.input.history ?? [];
  return {
    backReference,
    needsMemory,
    historyRelevant: history.length > 0 && (needsMemory || r.text.split(" ").length <= 8),
  };
}

/** A decided outcome: the decision, a floor at its level, and what the earlier turns add. */
function decide(
  r: Reading,
  m: MemoryReading,
  complexity: Complexity,
  reasoning: string,
  confidence: number,
  extra: Partial<RuleDecision> = {},
): RuleOutcome {
  return outcome(r.base, {
    decision: {
      complexity,
      action: actionFor(complexity),
      reasoning,
      confidence,
      needs_memory: m.needsMemory,
      matched_tools: [],
      ...extra,
    },
    floor: complexity,
    needsMemory: extra.needs_memory ?? m.needsMemory,
    historyRelevant: m.historyRelevant,
  });
}

/** Questions answered from the platform's own records or from memory, not by an agent's tools. */
function answerOutcome(r: Reading, m: MemoryReading): RuleOutcome | null {
  const { evidence, text } = r;
  // A platform question is one clause ("do I have a tool for sending faxes?"); more is a task.
  const platform = evidence.actionClauses <= 1 ? platformQuery(text) : null;
  if (platform) {
    r.signals.push({ name: `platform:${platform}`, weight: 2 });
    return decide(r, m, "molecule", `Platform query (${platform}).`, 0.9, {
      action: "respond",
      matched_tools: platformTool(platform, r.input.catalogNames ?? []),
      needs_memory: false,
    });
  }
  // A recall question may mention an object ("what's my favorite coffee order?") without ordering it.
  const recallQuestion =
    QUESTION.test(text) && evidence.actionClauses <= 1 && evidence.identifiers.length === 0;
  if (evidence.memory.includes("recall_request") && (hardActions(evidence) === 0 || recallQuestion))
    return decide(
      r,
      m,
      "cell",
      "Memory recall: answered from earlier conversations and saved preferences.",
      0.85,
      { action: "respond", needs_memory: true },
    );
  return null;
}

/** Work across an organisation is an organism; several steps across systems or teams an organ. */
function scopeOutcome(r: Reading, m: MemoryReading): RuleOutcome | null {
  const { evidence } = r;
  if (
    evidence.breadth.some((b) => b !== "transformation") &&
    (r.work || evidence.actions.length > 0)
  )
    return decide(
      r,
      m,
      "organism",
      `Organisation-wide scope (${evidence.breadth.join(", ")}) with ${describeWork(evidence)}.`,
      0.8,
    );
  const steps = evidence.actionClauses;
  // A step handed to another team ("run it by finance") is another agent. A team doing
  // a step ("have marketing build a page") is also a step of its own, even when its verb
  // is no action the tables know: one action and that step in another clause are two.
  const teamStep = evidence.multiStep.includes("team_step");
  const handoff =
    // Three teams around one meeting are its attendees, not three agents' work.
    (evidence.multiStep.includes("team_list") &&
      !evidence.domains.includes("calendar") &&
      !evidence.actions.includes("schedule")) ||
    ((evidence.multiStep.includes("handoff") || teamStep) && steps >= 2) ||
    (teamStep && steps >= 1 && evidence.clauses >= 2 && workClauses(r.text) >= 2);
  // Three clauses that each open with a verb of work are a plan, known verbs or not.
  const plan = evidence.stepClauses >= 3 && (r.work || evidence.actions.length > 0);
  const manySteps =
    plan ||
    (r.work &&
      (steps >= 3 ||
        (steps >= 2 &&
          evidence.domains.length >= 2 &&
          (structured(evidence) || hardActions(evidence) >= 2 || evidence.actions.length >= 2))));
  if (!handoff && !manySteps) return null;
  return decide(
    r,
    m,
    "organ",
    `${handoff ? Math.max(steps, 2) : Math.max(steps, plan ? evidence.stepClauses : 0)} steps (${evidence.actions.join(", ")})${handoff ? ", one handed to another team," : ""} across ${list(evidence.domains) || "several systems"}.`,
    0.75,
  );
}

/** One action on one system: a molecule, or a cell when it needs earlier context. */
function singleActionOutcome(r: Reading, m: MemoryReading): RuleOutcome | null {
  const { evidence } = r;
  const groups = hardActions(evidence);
  // One clause may name two verbs of one action ("add a comment saying it's fixed").
  const single =
    evidence.actionClauses <= 1 &&
    groups <= 2 &&
    !structured(evidence) &&
    evidence.breadth.length === 0 &&
    (evidence.domains.length >= 1 || r.vendorHits.length > 0);
  const acts =
    groups >= 1 || evidence.identifiers.length > 0 || evidence.actions.includes("retrieve");
  if (!single || !acts) return null;
  if (m.needsMemory)
    return decide(
      r,
      m,
      "cell",
      `One action (${describeWork(evidence)}) that depends on earlier context.`,
      0.75,
    );
  return decide(r, m, "molecule", `One action: ${describeWork(evidence)}.`, 0.8);
}

/**
 * Unsure: the next tier decides, but never below what the evidence shows. What
 * needs the earlier turns needs memory, which an atom and a molecule lack; a
 * pointer alone ("that one") is too weak for that: small talk points too.
 */
function abstain(r: Reading, m: MemoryReading): RuleOutcome {
  const { evidence, base, work, suspicious } = r;
  const recalls = m.backReference || evidence.memory.some((x) => x !== "deictic_reference");
  const floor: Complexity | null =
    work || suspicious
      ? maxLevel("molecule", m.needsMemory && work ? "cell" : null)
      : recalls
        ? "cell"
        : null;
  return outcome(base, {
    decision: null,
    floor,
    abstainReason: suspicious
      ? "the message tries to instruct the router"
      : work
        ? `mixed evidence (${describeWork(evidence)})`
        : "no rule matched",
    needsMemory: m.needsMemory,
    historyRelevant: m.historyRelevant,
    smallTalkReply: r.smallTalkReply,
  });
}

/** Action groups that are not soft (retrieve, analyse): each is a system to act on. */
function hardActions(e: Evidence): number {
  let n = 0;
  for (const a of e.actions) if (!SOFT_ACTIONS.has(a)) n++;
  return n;
}

/** Sequencing, enumeration, hand-offs: structure beyond separate action clauses. */
function structured(e: Evidence): boolean {
  return e.multiStep.some((x) => x !== "action_clauses");
}

/** What every outcome shares, whichever way the rules decide. */
interface OutcomeBase {
  signals: Signal[];
  domains: string[];
  suspicious: boolean;
  retrievalText: string;
  message: string;
  normalized: string;
}

/**
 * An outcome: what `base` holds, overridden where given. Built field by field,
 * in the order the outcome type lists them: spreading `base` was the costliest
 * line of tier 1.
 */
function outcome(
  base: OutcomeBase,
  o: Pick<RuleOutcome, "decision" | "floor" | "needsMemory" | "historyRelevant"> &
    Partial<
      Pick<
        RuleOutcome,
        "signals" | "domains" | "retrievalText" | "abstainReason" | "smallTalkReply"
      >
    >,
): RuleOutcome {
  return {
    signals: o.signals ?? base.signals,
    domains: o.domains ?? base.domains,
    suspicious: base.suspicious,
    retrievalText: o.retrievalText ?? base.retrievalText,
    message: base.message,
    normalized: base.normalized,
    decision: o.decision,
    floor: o.floor,
    abstainReason: o.abstainReason ?? "",
    needsMemory: o.needsMemory,
    historyRelevant: o.historyRelevant,
    smallTalkReply: o.smallTalkReply ?? null,
  };
}

/** Best single-level reading of evidence, used for the work a reply continues. */
function guessLevel(e: Evidence): Complexity {
  if (e.breadth.some((b) => b !== "transformation")) return "organism";
  if (e.actionClauses >= 3 || (e.actionClauses >= 2 && e.domains.length >= 2)) return "organ";
  if (e.memory.length > 0) return "cell";
  return hasWorkEvidence(e) ? "molecule" : "atom";
}

function describeWork(e: Evidence): string {
  const parts = [];
  if (e.actions.length > 0) parts.push(e.actions.join("/"));
  if (e.domains.length > 0) parts.push(`on ${list(e.domains)}`);
  if (e.identifiers.length > 0)
    parts.push(`with ${list(e.identifiers.map((i) => i.replace(/_/g, " ")))}`);
  return parts.join(" ") || "a request";
}

function atomReason(kinds: AtomKind[]): string {
  const labels: Record<AtomKind, string> = {
    greeting: "greeting",
    thanks: "thanks",
    goodbye: "goodbye",
    chitchat: "small talk",
    ack: "acknowledgement",
    emoji: "emoji reaction",
    fact: "simple general-knowledge question",
    banter: "small talk",
    empty: "empty message",
  };
  const text = kinds.map((k) => labels[k]).join(" and ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}: answered at the edge, no tools or memory.`;
}

function list(items: readonly string[]): string {
  return items.join(", ");
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Clauses that are not only a greeting, thanks or small talk: "hey, have finance approve it" has one. */
function workClauses(text: string): number {
  return clauses(text).filter((clause) => atomKinds(clause, false) === null).length;
}

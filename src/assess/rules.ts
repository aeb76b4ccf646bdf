import { type AtomKind, atomKinds } from "./atoms";
import { Conversation, type Turn } from "./conversation";
import { collectEvidence, type Evidence, hasWorkEvidence, SOFT_ACTIONS } from "./evidence";
import { continuedWork } from "./follow-up";
import { actionFor, maxLevel } from "./levels";
import { platformQuery, platformTool } from "./platform";
import type { Action, Complexity, Signal } from "./schema";
import { normalize, words } from "./text";

export interface RuleInput {
  message: string;
  history?: readonly Turn[];
  /** The workspace's tool names, for platform queries' matched_tools. */
  catalogNames?: readonly string[];
  /** Vendor words of the workspace's catalog (gmail, jira, …): evidence of work. */
  vendors?: ReadonlySet<string>;
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
}

/** Longer than this, a message is never small talk; skipping the atom check keeps tier 1 fast. */
const MAX_ATOM_CHARS = 160;

/** Questions: what a recall request looks like. */
const QUESTION =
  /\?\s*$|^(what|who|which|when|where|how|do you|did i|did we|qu|was|wie|cuál|qué)\b/u;

/**
 * Tier 1: deterministic rules. Precision before recall: a decision only when
 * the evidence is unambiguous, otherwise an abstention with a floor.
 *
 * @example
 * applyRules({ message: "hi!" }).decision?.complexity // "atom"
 * applyRules({ message: "hi, can you refund order 88123?" }).decision?.complexity // "molecule"
 */
export function applyRules(input: RuleInput): RuleOutcome {
  const history = input.history ?? [];
  const text = normalize(input.message);
  const evidence = collectEvidence(text, input.message);
  const signals = [...evidence.signals];
  // The workspace's own integrations are evidence even when no table knows them.
  const vendorHits = [...new Set(words(text))].filter((word) => input.vendors?.has(word));
  for (const vendor of vendorHits) signals.push({ name: `catalog_vendor:${vendor}`, weight: 2 });
  const suspicious = evidence.injection.length > 0;
  const base: OutcomeBase = {
    signals,
    domains: unique([...evidence.domains, ...vendorHits]),
    suspicious,
    retrievalText: input.message,
    message: input.message,
    normalized: text,
  };

  // A short reply to proposed work is that work, whatever it looks like alone.
  const conversation = new Conversation(history);
  const offered = conversation.continuedProposal(text);
  // Or a follow-up to the last request after a mere report ("I have prepared the email").
  const proposal = offered ?? continuedWork(text, evidence, conversation);
  if (proposal !== null) {
    const work = conversation.lastWork();
    const continued = work ? guessLevel(work.evidence) : "molecule";
    const level = maxLevel("cell", maxLevel(continued, guessLevel(evidence)));
    signals.push({
      name: offered ? "conversation:continues_proposed_work" : "conversation:continues_work",
      weight: 3,
    });
    const domains = unique([
      ...evidence.domains,
      ...(work?.evidence.domains ?? []),
      ...proposal.evidence.domains,
    ]);
    return {
      signals: base.signals,
      domains,
      suspicious: base.suspicious,
      retrievalText: [input.message, proposal.text, work?.text ?? ""].join("\n"),
      message: base.message,
      normalized: base.normalized,
      decision: {
        complexity: level,
        action: actionFor(level),
        reasoning: `Short reply continuing the work ${offered ? "proposed in the previous turn" : "of the previous request"}${work ? ` (${describeWork(work.evidence)})` : ""}.`,
        confidence: 0.8,
        needs_memory: true,
        matched_tools: [],
      },
      floor: level,
      abstainReason: "",
      needsMemory: true,
      historyRelevant: true,
    };
  }

  const work = hasWorkEvidence(evidence) || vendorHits.length > 0;
  // Words inside a greeting are not requests ("Guten Tag" is no "tag" verb), so a
  // message made only of atom phrases is an atom; a fact question must be free of
  // work evidence and must not be about the platform itself.
  const canBeAtom =
    !suspicious &&
    text.length <= MAX_ATOM_CHARS &&
    vendorHits.length === 0 &&
    evidence.identifiers.length === 0;
  const kinds = canBeAtom ? atomKinds(text) : null;
  const atoms =
    kinds && (!kinds.includes("fact") || (!work && !platformQuery(text))) ? kinds : null;
  if (atoms) {
    return {
      signals: [...signals, ...atoms.map((kind) => ({ name: `atom:${kind}`, weight: -2 }))],
      domains: base.domains,
      suspicious: base.suspicious,
      retrievalText: base.retrievalText,
      message: base.message,
      normalized: base.normalized,
      decision: {
        complexity: "atom",
        action: "respond",
        reasoning: atomReason(atoms),
        confidence: 0.95,
        needs_memory: false,
        matched_tools: [],
      },
      floor: null,
      abstainReason: "",
      needsMemory: false,
      historyRelevant: false,
    };
  }

  const backReference = conversation.refersBack(text);
  if (backReference) signals.push({ name: "memory:refers_to_history", weight: 1 });
  const needsMemory = evidence.memory.length > 0 || backReference;
  const historyRelevant = history.length > 0 && (needsMemory || text.split(" ").length <= 8);
  const groups = evidence.actions.filter((a) => !SOFT_ACTIONS.has(a));
  const strongBreadth = evidence.breadth.some((b) => b !== "transformation");

  const decide = (
    complexity: Complexity,
    reasoning: string,
    confidence: number,
    extra: Partial<RuleDecision> = {},
  ): RuleOutcome =>
    decided(base, complexity, reasoning, confidence, extra, needsMemory, historyRelevant);

  if (!suspicious) {
    // A platform question is one clause ("do I have a tool for sending faxes?"); more is a task.
    const platform = evidence.actionClauses <= 1 ? platformQuery(text) : null;
    if (platform) {
      signals.push({ name: `platform:${platform}`, weight: 2 });
      return decide("molecule", `Platform query (${platform}).`, 0.9, {
        action: "respond",
        matched_tools: platformTool(platform, input.catalogNames ?? []),
        needs_memory: false,
      });
    }
    // A recall question may mention an object ("what's my favorite coffee order?") without ordering it.
    const recallQuestion =
      QUESTION.test(text) && evidence.actionClauses <= 1 && evidence.identifiers.length === 0;
    if (evidence.memory.includes("recall_request") && (groups.length === 0 || recallQuestion)) {
      return decide(
        "cell",
        "Memory recall: answered from earlier conversations and saved preferences.",
        0.85,
        {
          action: "respond",
          needs_memory: true,
        },
      );
    }
    if (strongBreadth && (work || evidence.actions.length > 0)) {
      return decide(
        "organism",
        `Organisation-wide scope (${evidence.breadth.join(", ")}) with ${describeWork(evidence)}.`,
        0.8,
      );
    }
    const structured = evidence.multiStep.some((m) => m !== "action_clauses");
    const steps = evidence.actionClauses;
    // A step handed to another team ("have procurement check the terms") is another agent.
    const handoff = evidence.multiStep.includes("handoff") && steps >= 2;
    if (
      handoff ||
      (work &&
        (steps >= 3 ||
          (steps >= 2 &&
            evidence.domains.length >= 2 &&
            (structured || groups.length >= 2 || evidence.actions.length >= 2))))
    ) {
      return decide(
        "organ",
        `${steps} steps (${evidence.actions.join(", ")})${handoff ? ", one handed to another team," : ""} across ${list(evidence.domains) || "several systems"}.`,
        0.75,
      );
    }
    // One clause may name two verbs of one action ("add a comment saying it's fixed").
    const single =
      steps <= 1 &&
      groups.length <= 2 &&
      !structured &&
      evidence.breadth.length === 0 &&
      (evidence.domains.length >= 1 || vendorHits.length > 0);
    if (
      single &&
      (groups.length >= 1 ||
        evidence.identifiers.length > 0 ||
        evidence.actions.includes("retrieve"))
    ) {
      if (needsMemory) {
        return decide(
          "cell",
          `One action (${describeWork(evidence)}) that depends on earlier context.`,
          0.75,
        );
      }
      return decide("molecule", `One action: ${describeWork(evidence)}.`, 0.8);
    }
  }

  // Unsure: the next tier decides, but never below what the evidence shows.
  // What needs the earlier turns needs memory, which an atom and a molecule lack; a
  // pointer alone ("that one") is too weak for that: small talk points too.
  const recalls = backReference || evidence.memory.some((m) => m !== "deictic_reference");
  const floor: Complexity | null =
    work || suspicious
      ? maxLevel("molecule", needsMemory && work ? "cell" : null)
      : recalls
        ? "cell"
        : null;
  return {
    signals: base.signals,
    domains: base.domains,
    suspicious: base.suspicious,
    retrievalText: base.retrievalText,
    message: base.message,
    normalized: base.normalized,
    decision: null,
    floor,
    abstainReason: suspicious
      ? "the message tries to instruct the router"
      : work
        ? `mixed evidence (${describeWork(evidence)})`
        : "no rule matched",
    needsMemory,
    historyRelevant,
  };
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
 * A decided outcome, fields in the order `{ ...base, decision, … }` gave them.
 * Built field by field here and in applyRules: spreading `base` was the costliest line of tier 1.
 */
function decided(
  base: OutcomeBase,
  complexity: Complexity,
  reasoning: string,
  confidence: number,
  extra: Partial<RuleDecision>,
  needsMemory: boolean,
  historyRelevant: boolean,
): RuleOutcome {
  return {
    signals: base.signals,
    domains: base.domains,
    suspicious: base.suspicious,
    retrievalText: base.retrievalText,
    message: base.message,
    normalized: base.normalized,
    decision: {
      complexity,
      action: actionFor(complexity),
      reasoning,
      confidence,
      needs_memory: needsMemory,
      matched_tools: [],
      ...extra,
    },
    floor: complexity,
    abstainReason: "",
    needsMemory: extra.needs_memory ?? needsMemory,
    historyRelevant,
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

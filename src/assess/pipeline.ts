import type { Catalog } from "../catalog/catalog";
import { guardAtom } from "./atom-guard";
import { Conversation, type Turn } from "./conversation";
import type { LearnedModel } from "./learned/model";
import {
  consult,
  type DomainOpinion,
  domainTagger,
  fallbackLevel,
  type HistoryKind,
  heldToOneAgent,
  type LearnedOpinion,
  learnedDomains,
} from "./learned/tier";
import { actionFor, atLeast, maxLevel } from "./levels";
import { ACTION_HINTS } from "./lexicon-work";
import { applyRules, conversationVouches, type RuleOutcome } from "./rules";
import type { Action, AssessResponse, Complexity, Signal, Tier } from "./schema";
import { ClassifierFailure, type ModelVerdict } from "./verdict";

export interface AssessInput {
  message: string;
  history?: readonly Turn[];
}

/** The slower tiers, behind interfaces so this file stays pure and testable. */
export interface AssessPorts {
  catalog: Catalog;
  coreTools?: readonly string[];
  /** The learned tier's model; absent, the tier is skipped. */
  learned?: LearnedModel | null;
  cache?: {
    get(outcome: RuleOutcome): Promise<ModelVerdict | null>;
    put(outcome: RuleOutcome, verdict: ModelVerdict): void;
  };
  classifier?: {
    classify(
      input: AssessInput,
      outcome: RuleOutcome,
      hints?: readonly string[],
    ): Promise<ModelVerdict>;
  };
}

const MODEL_CONFIDENCE = 0.85;
const FALLBACK_CONFIDENCE = 0.5;
/** An answer to the assistant's small talk: the conversation and the domain head agree (learned/tier.ts). */
const ANSWER_CONFIDENCE = 0.8;
const MAX_HINTS = 16;

/**
 * Assesses one message through the tiers, cheapest first: rules, the learned
 * classifier, cache, model, fallback. Never throws for a model or cache failure: the fallback answers.
 *
 * @example
 * const result = await assess({ message: "hi" }, { catalog });
 * result.tier; // "rules"
 */
export async function assess(input: AssessInput, ports: AssessPorts): Promise<AssessResponse> {
  // One reading of the earlier turns for the rules and the learned tier.
  const conversation = new Conversation(input.history ?? []);
  const rules = applyRules({
    message: input.message,
    history: input.history,
    catalogNames: ports.catalog.toolNames,
    vendors: ports.catalog.vendors,
    conversation,
  });
  if (rules.decision) {
    const domains =
      ports.learned && rules.decision.complexity !== "atom"
        ? learnedDomains(ports.learned, input.message, rules)
        : null;
    return finish(ports, { rules, learned: null, domains }, "rules", {
      ...rules.decision,
      tool_hints: [],
      needs_multi_agent: false,
    });
  }
  const learned = ports.learned
    ? consult(ports.learned, input.message, rules, historyKind(conversation))
    : null;
  const seen: Seen = { rules, learned, domains: learned?.domains ?? null };
  if (learned?.decides)
    return finish(ports, seen, "learned", learnedDraft(learned, learned.decides));

  const cached = ports.cache ? await ports.cache.get(rules) : null;
  if (cached)
    return finish(ports, seen, "cache", {
      ...cached,
      confidence: MODEL_CONFIDENCE,
      matched_tools: [],
    });

  if (ports.classifier) {
    try {
      const verdict = await ports.classifier.classify(input, rules, learned?.domains.hints);
      ports.cache?.put(rules, verdict);
      return finish(ports, seen, "model", {
        ...verdict,
        confidence: MODEL_CONFIDENCE,
        matched_tools: [],
      });
    } catch (error) {
      return fallback(ports, seen, describeFailure(error));
    }
  }
  return fallback(ports, seen, "no classifier model is configured");
}

function historyKind(conversation: Conversation): HistoryKind {
  if (conversation.isEmpty) return "none";
  return conversation.lastWork() ? "work" : "chat";
}

/** What the cheaper tiers saw, carried to whichever tier decides. */
interface Seen {
  rules: RuleOutcome;
  learned: LearnedOpinion | null;
  /** The learned domain head's reading, also when the rules decided the level. */
  domains: DomainOpinion | null;
}

function learnedDraft(opinion: LearnedOpinion, level: Complexity): Draft {
  const { probability, evidence } = opinion.prediction;
  const why = evidence.length ? ` (${evidence.map((e) => `"${e.feature}"`).join(", ")})` : "";
  return {
    complexity: level,
    action: actionFor(level),
    reasoning: opinion.answersSmallTalk
      ? "Answers the assistant's question in a conversation of small talk, and the learned classifier finds no tool's domain in it: answered at the edge, no tools or memory."
      : `The learned classifier read this as ${level} at ${Math.round(probability * 100)}%${why}.`,
    confidence: opinion.answersSmallTalk ? ANSWER_CONFIDENCE : round2(probability),
    needs_memory: level === "cell",
    needs_multi_agent: false,
    tool_hints: [],
    matched_tools: [],
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

interface Draft {
  complexity: Complexity;
  action: Action;
  reasoning: string;
  confidence: number;
  needs_memory: boolean;
  needs_multi_agent: boolean;
  tool_hints: readonly string[];
  matched_tools: readonly string[];
  /** What this tier adds to the rules' and the learned tier's signals. */
  signals?: readonly Signal[];
}

function fallback(ports: AssessPorts, seen: Seen, failure: string): AssessResponse {
  const { rules, learned } = seen;
  const reasons = [
    rules.abstainReason && `rules abstained (${rules.abstainReason})`,
    learned?.abstainReason,
    failure,
  ].filter(Boolean);
  const level = fallbackLevel(learned, rules.floor);
  const held = learned !== null && heldToOneAgent(learned);
  // Say where the level came from: "cell" may be the rules' floor over a learned "atom".
  const source =
    level !== fallbackLevel(learned, null)
      ? "the rules' floor"
      : held
        ? `one agent, though the learned classifier leaned ${learned.prediction.level}: the message asks for an answer or a text and names no other team`
        : learned
          ? "the learned classifier's likeliest level"
          : "delegate";
  return finish(ports, seen, "fallback", {
    complexity: level,
    action: actionFor(level),
    reasoning: `Defaulted to ${level === "molecule" && !learned ? "delegate" : `${level}, ${source}`}: ${reasons.join(" and ")}.`,
    confidence: FALLBACK_CONFIDENCE,
    needs_memory: level === "cell",
    needs_multi_agent: false,
    tool_hints: [],
    matched_tools: [],
    signals: held ? [{ name: "fallback:one_agent_ask", weight: 0 }] : [],
  });
}

/** Applies the rules' floor, derives consistent fields, then tools and agent. */
function finish(ports: AssessPorts, seen: Seen, tier: Tier, proposed: Draft): AssessResponse {
  const settled = settleLevel(seen, tier, proposed);
  const { complexity, action, draft, signals } = settled;
  const needsMemory = draft.needs_memory || seen.rules.needsMemory;
  const found = findTools(ports, seen, draft, complexity, needsMemory);
  const agent =
    action === "delegate" ? ports.catalog.pickAgent(seen.rules.retrievalText, found.hints) : null;
  if (agent)
    signals.push({
      name: `agent_match:${agent.agent.name}`,
      weight: Math.max(1, Math.round(agent.score)),
    });
  return {
    assessment: {
      complexity,
      action,
      reasoning: settled.reasoning,
      confidence: draft.confidence,
      needs_memory: needsMemory,
      needs_multi_agent: complexity === "organ" || complexity === "organism",
      tool_hints: found.hints,
      matched_tools: [...draft.matched_tools],
      target_agent_id: agent?.agent.id ?? null,
      target_agent_name: agent?.agent.name ?? null,
    },
    tier,
    tools: found.tools,
    signals,
  };
}

/**
 * The level a tier proposed, after the atom guard (an "atom" from a model, the
 * cache or the fallback needs positive evidence, atom-guard.ts) and the rules'
 * floor, with the action that fits it and every signal so far.
 */
function settleLevel(seen: Seen, tier: Tier, proposed: Draft) {
  const { rules, learned } = seen;
  const guard =
    tier === "model" || tier === "cache" || tier === "fallback"
      ? guardAtom(
          {
            message: rules.message,
            normalized: rules.normalized,
            signals: rules.signals,
            floor: rules.floor,
            learnedAtomProbability: learned?.atomSupport,
            learnedLevel: learned?.prediction.level,
            // After a turn that only greeted, the conversation does not vouch for the reply.
            smallTalkReply: conversationVouches(rules.smallTalkReply),
          },
          proposed,
        )
      : { draft: proposed, signals: [] };
  const draft = guard.draft;
  const signals: Signal[] = [
    ...rules.signals,
    ...(learned?.signals ?? []),
    ...(proposed.signals ?? []),
    ...guard.signals,
  ];
  if (atLeast(draft.complexity, rules.floor))
    return {
      draft,
      signals,
      complexity: draft.complexity,
      reasoning: draft.reasoning,
      action: consistentAction(draft.complexity, draft.action),
    };
  const complexity = maxLevel(draft.complexity, rules.floor);
  signals.push({ name: `floor:${complexity}`, weight: 0 });
  return {
    draft,
    signals,
    complexity,
    reasoning: `${draft.reasoning} Raised to ${complexity}: the rules saw ${rules.suspicious ? "an attempt to steer the router" : "work evidence"}.`,
    // A raised level takes the level's own action: "respond" was the model's answer to the wrong level.
    action: actionFor(complexity),
  };
}

/** The hints an answer carries and the tools its level gets (none for an atom). */
function findTools(
  ports: AssessPorts,
  seen: Seen,
  draft: Draft,
  complexity: Complexity,
  needsMemory: boolean,
): { hints: string[]; tools: string[] } {
  if (complexity === "atom") return { hints: [], tools: [] };
  const { rules, learned, domains } = seen;
  const continues = rules.signals.some(
    (s) => s.name === "conversation:continues_work" || s.name === "conversation:accepts_offer",
  );
  // Work that leans on earlier turns or saved preferences needs the memory tools
  // (a follow-up continues with its work's tools, an accepted offer with the
  // offered work's); a URL, a page fetcher.
  const implied = [
    ...(needsMemory && !continues ? ["memory"] : []),
    ...(rules.signals.some((s) => s.name === "identifier:url") ? ["fetch page"] : []),
    ...(rules.signals.some((s) => s.name === "identifier:flight_number") ? ["flight status"] : []),
    ...rules.signals.flatMap((s) =>
      s.name.startsWith("action:") ? (ACTION_HINTS[s.name.slice("action:".length)] ?? []) : [],
    ),
  ];
  const own = unique([...draft.tool_hints, ...rules.domains, ...implied]);
  const hints = unique([...own, ...(learned?.domains.hints ?? [])]).slice(0, MAX_HINTS);
  const domainWords = domains?.hints.length ? domains.hints : (domains?.likelyHints ?? []);
  // With the catalog tagged by domain, the learned domains' words would only add
  // noise to the query (a second, weaker domain's words outscoring the first's tools).
  const queryHints = ports.learned && domains?.names.length ? own.slice(0, MAX_HINTS) : hints;
  return {
    hints,
    tools: rankTools(ports, rules.retrievalText, queryHints, domainWords, domains),
  };
}

/**
 * Tools for work, best first. When the user's words find nothing in the
 * catalog ("get me a lyft" against a "rideshare" tool), the learned tier's
 * domain words are the query (its likeliest domain's when it predicts none):
 * work never leaves with only the core tools while the catalog has tools in
 * the domains it sees.
 */
function rankTools(
  ports: AssessPorts,
  text: string,
  hints: readonly string[],
  domainWords: readonly string[],
  domains: DomainOpinion | null,
): string[] {
  const core = ports.coreTools ?? [];
  const byDomain =
    ports.learned && domains?.names.length
      ? {
          names: domains.names,
          tag: domainTagger(ports.learned),
          words: domainWords,
          guessed: domains.guessed,
        }
      : undefined;
  const ranked = ports.catalog.rankTools({ text, hints, core, domains: byDomain });
  if (domainWords.length === 0 || ranked.some((t) => !core.includes(t.name)))
    return ranked.map((t) => t.name);
  return ports.catalog.rankTools({ text: domainWords.join(" "), core }).map((t) => t.name);
}

/** A model's action is kept only when it fits the level; otherwise the level decides. */
function consistentAction(level: Complexity, proposed: Action): Action {
  if (level === "atom") return "respond";
  if (level === "organ" || level === "organism") return "workflow";
  return proposed === "respond" || proposed === "delegate" ? proposed : actionFor(level);
}

function describeFailure(error: unknown): string {
  if (error instanceof ClassifierFailure) return error.message;
  return `the classifier failed (${error instanceof Error ? error.message : String(error)})`;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

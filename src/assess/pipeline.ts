import type { Catalog } from "../catalog/catalog";
import { guardAtom } from "./atom-guard";
import type { Turn } from "./conversation";
import { actionFor, atLeast, maxLevel } from "./levels";
import { applyRules, type RuleOutcome } from "./rules";
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
  cache?: {
    get(outcome: RuleOutcome): Promise<ModelVerdict | null>;
    put(outcome: RuleOutcome, verdict: ModelVerdict): void;
  };
  classifier?: {
    classify(input: AssessInput, outcome: RuleOutcome): Promise<ModelVerdict>;
  };
}

const MODEL_CONFIDENCE = 0.85;
const FALLBACK_CONFIDENCE = 0.5;
const MAX_HINTS = 16;

/**
 * Assesses one message through the tiers, cheapest first: rules, cache, model,
 * fallback. Never throws for a model or cache failure: the fallback answers.
 *
 * @example
 * const result = await assess({ message: "hi" }, { catalog });
 * result.tier; // "rules"
 */
export async function assess(input: AssessInput, ports: AssessPorts): Promise<AssessResponse> {
  const rules = applyRules({
    message: input.message,
    history: input.history,
    catalogNames: ports.catalog.toolNames,
    vendors: ports.catalog.vendors,
  });
  if (rules.decision) {
    return finish(ports, rules, "rules", {
      ...rules.decision,
      tool_hints: [],
      needs_multi_agent: false,
    });
  }

  const cached = ports.cache ? await ports.cache.get(rules) : null;
  if (cached)
    return finish(ports, rules, "cache", {
      ...cached,
      confidence: MODEL_CONFIDENCE,
      matched_tools: [],
    });

  if (ports.classifier) {
    try {
      const verdict = await ports.classifier.classify(input, rules);
      ports.cache?.put(rules, verdict);
      return finish(ports, rules, "model", {
        ...verdict,
        confidence: MODEL_CONFIDENCE,
        matched_tools: [],
      });
    } catch (error) {
      return fallback(ports, rules, describeFailure(error));
    }
  }
  return fallback(ports, rules, "no classifier model is configured");
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
}

function fallback(ports: AssessPorts, rules: RuleOutcome, failure: string): AssessResponse {
  const why = rules.abstainReason
    ? `rules abstained (${rules.abstainReason}) and ${failure}`
    : failure;
  return finish(ports, rules, "fallback", {
    complexity: "molecule",
    action: "delegate",
    reasoning: `Defaulted to delegate: ${why}.`,
    confidence: FALLBACK_CONFIDENCE,
    needs_memory: false,
    needs_multi_agent: false,
    tool_hints: [],
    matched_tools: [],
  });
}

/** Applies the rules' floor, derives consistent fields, then tools and agent. */
function finish(
  ports: AssessPorts,
  rules: RuleOutcome,
  tier: Tier,
  proposed: Draft,
): AssessResponse {
  // A model's or the cache's "atom" needs positive evidence (atom-guard.ts).
  const guard =
    tier === "model" || tier === "cache"
      ? guardAtom({ message: rules.message, signals: rules.signals, floor: rules.floor }, proposed)
      : { draft: proposed, signals: [] };
  const draft = guard.draft;
  const signals: Signal[] = [...rules.signals, ...guard.signals];
  let complexity = draft.complexity;
  let reasoning = draft.reasoning;
  const raised = !atLeast(complexity, rules.floor);
  if (raised) {
    complexity = maxLevel(complexity, rules.floor);
    reasoning = `${reasoning} Raised to ${complexity}: the rules saw ${rules.suspicious ? "an attempt to steer the router" : "work evidence"}.`;
    signals.push({ name: `floor:${complexity}`, weight: 0 });
  }
  // A raised level takes the level's own action: "respond" was the model's answer to the wrong level.
  const action = raised ? actionFor(complexity) : consistentAction(complexity, draft.action);
  const isAtom = complexity === "atom";
  const needsMemory = draft.needs_memory || rules.needsMemory;
  // Work that leans on earlier turns or saved preferences needs the memory tools; a URL, a page fetcher.
  const implied = [
    ...(needsMemory ? ["memory"] : []),
    ...(rules.signals.some((s) => s.name === "identifier:url") ? ["fetch page"] : []),
  ];
  const hints = isAtom
    ? []
    : unique([...draft.tool_hints, ...rules.domains, ...implied]).slice(0, MAX_HINTS);
  const tools = isAtom
    ? []
    : ports.catalog
        .rankTools({ text: rules.retrievalText, hints, core: ports.coreTools })
        .map((t) => t.name);
  const agent = action === "delegate" ? ports.catalog.pickAgent(rules.retrievalText, hints) : null;
  if (agent)
    signals.push({
      name: `agent_match:${agent.agent.name}`,
      weight: Math.max(1, Math.round(agent.score)),
    });
  return {
    assessment: {
      complexity,
      action,
      reasoning,
      confidence: draft.confidence,
      needs_memory: needsMemory,
      needs_multi_agent: complexity === "organ" || complexity === "organism",
      tool_hints: hints,
      matched_tools: [...draft.matched_tools],
      target_agent_id: agent?.agent.id ?? null,
      target_agent_name: agent?.agent.name ?? null,
    },
    tier,
    tools,
    signals,
  };
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

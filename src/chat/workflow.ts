import type { DelegationDecision } from "../delegation/gate";
import type { Task } from "../delegation/task";
import { TASK_LIMITS } from "../delegation/task";
import type { Turn } from "./conversation";

/**
 * Words that raise a risk domain in a chat message, so the delegation gate can
 * pick specialists for chat work the way it does for tasks. Each exists because
 * the domain's specialist would have something to say.
 */
export const CHAT_DOMAIN_WORDS = {
  security:
    /\b(security|secure|auth\w*|permissions?|secrets?|credentials?|vulnerab\w*|cves?|gdpr|compliance|pii|encrypt\w*|access control)\b/u,
  dependencies:
    /\b(dependenc\w*|upgrade|packages?|librar(y|ies)|npm|pip|go modules?|lock ?files?)\b/u,
  resources: /\b(performance|latency|slow|costs?|memory|cpu|scal\w*|throughput|load test)\b/u,
  architecture:
    /\b(refactor\w*|architect\w*|migrat\w*|monolith|microservices?|redesign|across all services|every (service|repo\w*))\b/u,
  ui: /\b(ui|ux|front-?end|design|layout|css|screens?|pages?|components?)\b/u,
  release: /\b(release|deploy\w*|roll ?out|changelog|version(ing)?|launch)\b/u,
} as const;

/**
 * The task the delegation gate plans for an organ/organism chat message: the
 * message is the objective, the recent turns its context, and risk flags from
 * its words. No mode is requested: the gate decides under the workspace's
 * policy, and with no specialist to add it keeps the work direct.
 */
export function chatTask(runId: string, latest: string, history: readonly Turn[]): Task {
  const text = latest.toLowerCase();
  const flags = Object.fromEntries(
    Object.entries(CHAT_DOMAIN_WORDS).map(([domain, pattern]) => [domain, pattern.test(text)]),
  ) as Record<keyof typeof CHAT_DOMAIN_WORDS, boolean>;
  return {
    task_id: runId,
    kind: /\b(fix|implement|build|refactor|migrate|open a pr|deploy|create|set up)\b/u.test(text)
      ? "implement_issue"
      : "investigate",
    objective: latest.slice(0, TASK_LIMITS.objectiveChars),
    context: history
      .slice(-2)
      .map((t) => `${t.role}: ${t.content}`)
      .join("\n")
      .slice(0, TASK_LIMITS.contextChars),
    // The assessment already judged this multi-agent work; as "complex" the gate would send it back for scoping.
    complexity: "moderate",
    delegation: flags,
  };
}

/**
 * The gate's decision and its reason in one line, for the `plan` workflow
 * update a chat shows first.
 *
 * @example
 * planLine(decision); // "direct: score 2 of 3, no specialist needed"
 */
export function planLine(
  decision: Pick<
    DelegationDecision,
    "primary_path" | "effective_mode" | "score" | "threshold" | "roles" | "runnable" | "handoff"
  >,
): string {
  if (!decision.runnable) return `handoff: ${decision.handoff?.reason ?? "the plan cannot run"}`;
  const roles = decision.roles.map((r) => r.role);
  const forced =
    decision.effective_mode === "auto"
      ? ""
      : `, the workspace's policy is ${decision.effective_mode}`;
  const score = `score ${decision.score} of ${decision.threshold}${forced}`;
  if (decision.primary_path === "workflow")
    return `workflow: ${score}, specialists: ${roles.join(", ")}`;
  return roles.length === 0
    ? `direct: ${score}, no specialist needed`
    : `direct: ${score}, then required reviews: ${roles.join(", ")}`;
}

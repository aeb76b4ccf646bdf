import type { DelegationDecision } from "../delegation/gate";
import type { StagePlan } from "./coordinator";

interface AgentInfo {
  id: string;
  name: string;
  is_active: boolean;
  roles?: readonly string[];
}

/** Retries are excluded from the decision's estimates; the run's budget allows this many. */
export const RETRY_ALLOWANCE_CALLS = 3;

/**
 * The stages a decision implies. A workflow runs its roles, then the answer;
 * a direct plan does the work first, then its required reviews (direct →
 * security reviewer → caller). Each role is staffed by the first active agent
 * that declares it.
 */
export function stagesFromDecision(
  decision: DelegationDecision,
  agents: readonly AgentInfo[],
  lead: { id: string; name: string } | null,
): StagePlan[] {
  const staff = (role: string) => {
    const agent = agents.find((a) => a.is_active && (a.roles ?? []).includes(role));
    return agent ? { id: agent.id, name: agent.name } : null;
  };
  const roles = decision.roles.map((r) => ({
    role: r.role,
    skill: r.skill,
    agent: staff(r.role),
    final: false,
  }));
  if (decision.primary_path === "workflow") {
    return [...roles, { role: "primary", skill: "synthesis", agent: lead, final: true }];
  }
  return [{ role: "primary", skill: "direct", agent: lead, final: true }, ...roles];
}

/** The run-wide budget: the decision's first-pass estimates plus a bounded allowance for retries. */
export function budgetFromDecision(decision: DelegationDecision): {
  model_calls: number;
  tokens: number;
} {
  const perCall = Math.ceil(
    (decision.estimates.input_tokens + decision.estimates.output_tokens) /
      decision.estimates.model_calls,
  );
  return {
    model_calls: decision.estimates.model_calls + RETRY_ALLOWANCE_CALLS,
    tokens:
      decision.estimates.input_tokens +
      decision.estimates.output_tokens +
      RETRY_ALLOWANCE_CALLS * perCall,
  };
}

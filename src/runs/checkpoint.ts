import type { DelegationDecision } from "../delegation/gate";
import { raisedDomains, readIndicators } from "../delegation/indicators";
import type { DelegationPolicy } from "../delegation/policy";
import type { Task } from "../delegation/task";

export interface CheckpointRequest {
  decision: "accept" | "reject" | "revise";
  /** New evidence since the plan: a diff and/or flags. Read as counts, like a task's. */
  evidence: { diff?: string; delegation?: Task["delegation"] };
}

/**
 * The spec's conservative recovery: when changed evidence triggers a required
 * review absent from the persisted plan, acceptance is blocked and the caller
 * must scope a new task; nothing unchecked is accepted and no policy is skipped.
 */
export function checkpointOutcome(
  request: CheckpointRequest,
  plan: DelegationDecision | null,
  policy: Pick<DelegationPolicy, "required_reviews"> | null,
): { accepted: boolean; reason: string | null } {
  if (request.decision !== "accept") return { accepted: false, reason: null };
  const domains = raisedDomains(
    { delegation: request.evidence.delegation },
    readIndicators(request.evidence.diff),
  );
  const planned = new Set((plan?.roles ?? []).map((r) => `${r.role}/${r.skill}`));
  const missing = (policy?.required_reviews ?? []).filter(
    (r) => (r.when === "always" || domains.has(r.when)) && !planned.has(`${r.role}/${r.skill}`),
  );
  if (missing.length === 0) return { accepted: true, reason: null };
  return {
    accepted: false,
    reason: `New evidence requires ${missing.map((r) => `${r.role} (${r.skill}, when ${r.when})`).join(", ")}, which the persisted plan does not include. Scope a new task for the changed work.`,
  };
}
